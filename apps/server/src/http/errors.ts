import type { ApiErrorBody, ApiErrorCode } from '@app/contracts';
import type { FastifyBaseLogger, FastifyError } from 'fastify';
import type { App } from './types.js';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error meant for the client: a status, a stable code and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Too many requests: the client may retry after `retryAfterSeconds` (sent as Retry-After). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message);
    this.name = 'RateLimitedError';
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Sign in to continue');
export const forbidden = () => new AppError(403, 'forbidden', 'You do not have access to this');

const codeForStatus = (status: number): ApiErrorCode =>
  (({
    400: 'bad_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
    503: 'service_unavailable',
  })[status] as ApiErrorCode | undefined) ?? (status >= 500 ? 'internal_error' : 'bad_request');

export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string[]>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Socket failures of a database connection, and pg-pool's refusal to wait any longer for one. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // Server shutting down, crashed or starting (57P01–57P03); statement cancelled or timed out;
  // too many connections.
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);

/** What pg, pg-pool and PGlite say when a connection is gone, not coming, or closed under a query. */
const UNREACHABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|Query read timeout|terminating connection|server closed the connection|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * Errors that mean "the database is not reachable right now": a lost or refused connection
 * (SQLSTATE class 08 included), the server going away, a pool that cannot hand out a connection.
 * Looks through `cause` and AggregateError too: a failed rollback after a dropped connection, or
 * a wrapper, must still be recognised.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  for (let next = pending.pop(); next && typeof next === 'object' && !seen.has(next); next = pending.pop()) {
    seen.add(next);
    const { code, message, cause, errors } = next as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    pending.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}

/**
 * PostgreSQL refusing a value the request carried (SQLSTATE class 22, data exception: text it
 * cannot store, a date out of range, a number too large…) or a value nested beyond its limits
 * (54001). Input validation refuses these first; this keeps any it misses a 400, not a 500.
 */
export function isRefusedValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22[0-9A-Z]{3}|54001)$/.test(code);
}

/**
 * What the client is told of an error that is not its own: a database outage is a 503, anything
 * else is logged and a generic 500.
 */
export function unexpectedError(error: unknown, log: FastifyBaseLogger): AppError {
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'database unavailable');
    return new AppError(
      503,
      'service_unavailable',
      'The service is temporarily unavailable. Please try again shortly.',
    );
  }
  log.error({ err: error }, 'unhandled error');
  return new AppError(500, 'internal_error', 'Something went wrong on our side');
}

/**
 * One error handler for the data API and the site: client errors keep their message, a database
 * outage is a 503, anything unexpected is logged and answered with a generic 500.
 */
export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path =
          (issue.instancePath || '/').replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
        (fields[path] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send(errorBody('validation_failed', 'Some fields are not valid', fields));
    }
    if (isRefusedValue(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send(errorBody('bad_request', 'The request contains a value that cannot be stored'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 || isDatabaseUnavailable(error)) {
      const answer = unexpectedError(error, request.log);
      if (answer.statusCode === 503) reply.header('retry-after', '5');
      return reply.status(answer.statusCode).send(errorBody(answer.code, answer.message));
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type, …).
    return reply.status(status).send(errorBody(codeForStatus(status), error.message));
  });
}
