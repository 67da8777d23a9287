import { LogController } from 'fastify';
import type { App } from './types.js';

/** Requests slower than this are logged (warn) whatever the level. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One log line per request costs more CPU than a cached page does to serve, so requests are not
 * logged one by one: errors are logged where they happen, slow requests here, and every request
 * only at LOG_LEVEL=debug (or trace).
 */
/** Fastify's own two lines a request are off: the server options that say so. */
export const withoutFastifyRequestLines = () => ({
  logController: new LogController({ disableRequestLogging: true }),
});

export function registerRequestLog(app: App): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms };
    // pino's methods for disabled levels do nothing: the debug line costs only this object.
    if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
    done();
  });
}
