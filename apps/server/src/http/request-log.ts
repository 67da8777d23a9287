import { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, Logger } from 'pino';
import type { App } from './types.js';

/** Requests slower than this are logged (warn) whatever the level. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One log line per request costs more CPU than a cached page does to serve, so requests are not
 * logged one by one: errors are logged where they happen, slow requests here, and every request
 * only at LOG_LEVEL=debug (or trace).
 */
/**
 * A request's logger, made a child of the server's (with the request id) only when the request
 * logs something at an enabled level: most requests log nothing, and a child costs an object and
 * its bindings each time.
 */
class LazyChildLogger {
  #child: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  get level(): LevelWithSilentOrString {
    return this.options.level ?? this.parent.level;
  }
  private get logger(): Logger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
  private enabled(level: string): boolean {
    return this.options.level === undefined ? this.parent.isLevelEnabled(level) : this.logger.isLevelEnabled(level);
  }
  isLevelEnabled(level: string): boolean {
    return this.enabled(level);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
  fatal: FastifyBaseLogger['fatal'] = (...args: Parameters<FastifyBaseLogger['fatal']>) => {
    if (this.enabled('fatal')) this.logger.fatal(...args);
  };
  error: FastifyBaseLogger['error'] = (...args: Parameters<FastifyBaseLogger['error']>) => {
    if (this.enabled('error')) this.logger.error(...args);
  };
  warn: FastifyBaseLogger['warn'] = (...args: Parameters<FastifyBaseLogger['warn']>) => {
    if (this.enabled('warn')) this.logger.warn(...args);
  };
  info: FastifyBaseLogger['info'] = (...args: Parameters<FastifyBaseLogger['info']>) => {
    if (this.enabled('info')) this.logger.info(...args);
  };
  debug: FastifyBaseLogger['debug'] = (...args: Parameters<FastifyBaseLogger['debug']>) => {
    if (this.enabled('debug')) this.logger.debug(...args);
  };
  trace: FastifyBaseLogger['trace'] = (...args: Parameters<FastifyBaseLogger['trace']>) => {
    if (this.enabled('trace')) this.logger.trace(...args);
  };
  silent: FastifyBaseLogger['silent'] = () => undefined;
}

/**
 * Fastify's own two lines a request are off, and a request's child logger is made only when it
 * writes a line: the server options that say so.
 */
export const withoutFastifyRequestLines = (): Pick<FastifyServerOptions, 'logController' | 'childLoggerFactory'> => ({
  logController: new LogController({ disableRequestLogging: true }),
  childLoggerFactory: (logger, bindings, options) =>
    new LazyChildLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger,
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
