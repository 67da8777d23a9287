import { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, Logger } from 'pino';
import type { App } from './types.js';

/** Requests slower than this are logged (warn) whatever the level. */
export const SLOW_REQUEST_MS = 1_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

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
  isLevelEnabled(level: string): boolean {
    return this.options.level === undefined ? this.parent.isLevelEnabled(level) : this.logger.isLevelEnabled(level);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
  write(level: LogLevel, args: unknown[]): void {
    if (this.isLevelEnabled(level)) (this.logger[level] as (...line: unknown[]) => void)(...args);
  }
  silent(): void {}
}
// One method a level on the prototype (not a closure per request), each writing at its level.
for (const level of LOG_LEVELS) {
  Object.defineProperty(LazyChildLogger.prototype, level, {
    value(this: LazyChildLogger, ...args: unknown[]) {
      this.write(level, args);
    },
  });
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

/**
 * One log line per request costs more CPU than a cached page does to serve, so requests are not
 * logged one by one: errors are logged where they happen, slow requests here, and every request
 * only at LOG_LEVEL=debug (or trace).
 */
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
