import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden, isDatabaseUnavailable } from '../http/errors.js';
import { authenticate, hasRole, type RequestUser, type UserStillActive } from './request-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller; throws 401 without a valid token. Cached per request. */
    requireUser(): Promise<RequestUser>;
    /** The caller if a valid token was sent, else null. */
    optionalUser(): Promise<RequestUser | null>;
    /** The caller, who must hold one of the roles; else 403. */
    requireRole(...roles: string[]): Promise<RequestUser>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<RequestUser>>();

/** Request helpers every route uses to know who is calling (see request-user.ts). */
export const authPlugin = fp<{ jwtSecret: string; isUserActive: UserStillActive }>(async (app, options) => {
  const resolve = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = authenticate(request.headers.authorization, options.jwtSecret, options.isUserActive);
      cache.set(request, pending);
    }
    return pending;
  };
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    return resolve(this);
  });
  app.decorateRequest('optionalUser', async function (this: FastifyRequest) {
    if (!this.headers.authorization) return null;
    try {
      return await resolve(this);
    } catch (error) {
      // A token that cannot be checked while the database is down is not an anonymous visitor.
      if (isDatabaseUnavailable(error)) throw error;
      return null;
    }
  });
  app.decorateRequest('requireRole', async function (this: FastifyRequest, ...roles: string[]) {
    const user = await resolve(this);
    if (!hasRole(user, ...roles)) throw forbidden();
    return user;
  });
});
