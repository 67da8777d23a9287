import type { FastifyError, FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable, isRefusedValue } from '../http/errors.js';
import { RefusedInputError } from '../http/input-guard.js';
import type { BodyParamsName, IdentityMessage } from './messages.js';

/** GoTrue's HTTP error: body `{code, msg}` with the status equal to `code`. */
export class IdentityError extends Error {
  constructor(
    readonly statusCode: number,
    override readonly message: IdentityMessage,
    /** Extra response headers (Retry-After on 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** GoTrue's OAuth error of the token grants: body `{error, error_description}`, always 400. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: IdentityMessage | '' = '',
  ) {
    super(description || error);
    this.name = 'OAuthError';
  }
}

export const badRequest = (msg: IdentityMessage) => new IdentityError(400, msg);
export const unauthorized = (msg: IdentityMessage) => new IdentityError(401, msg);
export const forbidden = (msg: IdentityMessage) => new IdentityError(403, msg);
export const notFound = (msg: IdentityMessage) => new IdentityError(404, msg);
export const unprocessable = (msg: IdentityMessage) => new IdentityError(422, msg);
export const tooManyRequests = (
  retryAfterSeconds: number,
  msg: IdentityMessage = 'Rate limit exceeded, try again later',
) => new IdentityError(429, msg, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const userNotFound = () => notFound('User not found');

const gotrueBody = (code: number, msg: IdentityMessage) => ({ code, msg });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GoTrue names the params of each endpoint in its "Could not read … params" message. */
    identityParams?: BodyParamsName;
  }
}

/**
 * Answers every failure inside the identity service in GoTrue's shapes, so the real clients
 * (gotrue-js, the widget) read the messages they expect.
 */
export function registerIdentityErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof OAuthError) {
      return reply
        .status(400)
        .send(
          error.description ? { error: error.error, error_description: error.description } : { error: error.error },
        );
    }
    if (error instanceof IdentityError) {
      return reply.status(error.statusCode).headers(error.headers).send(gotrueBody(error.statusCode, error.message));
    }
    // The only unique value a person chooses is their address: a race past the checks lands here.
    if ((error as { code?: string }).code === '23505') {
      return reply.status(422).send(gotrueBody(422, 'Email address already registered by another user'));
    }
    // As on the data API: an outage (a rate-limit count included) is a 503 to retry, not a 500.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(gotrueBody(503, 'Service temporarily unavailable'));
    }
    // A value the database refused (validation should have caught it first) is the client's too.
    const refusedValue = isRefusedValue(error);
    const status = refusedValue ? 400 : (error.statusCode ?? 500);
    // Fastify's own refusals of a malformed request (bad JSON, wrong media type, body too large),
    // and input no route may take (RefusedInputError).
    if (status < 500) {
      const detail = refusedValue ? 'a value cannot be stored' : error.message;
      if (refusedValue) request.log.warn({ err: error }, 'value refused by the database');
      const params = request.routeOptions.config.identityParams;
      const readError =
        refusedValue ||
        error instanceof RefusedInputError ||
        error.code?.startsWith('FST_ERR_CTP') ||
        error.code === 'FST_ERR_VALIDATION';
      const msg = params && readError ? `Could not read ${params} params: ${detail}` : detail;
      return reply.status(status).send({ code: status, msg });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'identity request failed');
    return reply.status(500).send({ ...gotrueBody(500, 'Internal server error'), error_id: errorId });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(gotrueBody(404, 'Not Found')));
}
