import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { bearerToken, InvalidTokenError, verifyAccessToken, type AccessTokenClaims } from './access-token.js';

/** Who is calling, as the data API sees it (from a verified access token). */
export interface RequestUser {
  id: string;
  email: string;
  roles: string[];
  aal: 'aal1' | 'aal2';
  claims: AccessTokenClaims;
}

export type UserStillActive = (userId: string, claims: AccessTokenClaims) => Promise<boolean>;

/**
 * Verifies the bearer token and returns the caller, or throws 401. `isActive` lets the identity
 * service refuse tokens of users deleted or banned since the token was issued.
 */
export async function authenticateRequest(
  request: FastifyRequest,
  secret: string,
  isActive: UserStillActive,
): Promise<RequestUser> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AppError(401, 'unauthorized', 'Sign in to continue');
  let claims: AccessTokenClaims;
  try {
    claims = await verifyAccessToken(secret, token);
  } catch (error) {
    const expired = error instanceof InvalidTokenError && error.reason === 'expired';
    throw new AppError(
      401,
      'unauthorized',
      expired ? 'Your session has expired. Please sign in again.' : 'Invalid access token',
    );
  }
  if (!(await isActive(claims.sub, claims))) throw new AppError(401, 'unauthorized', 'Invalid access token');
  return {
    id: claims.sub,
    email: claims.email,
    roles: claims.app_metadata?.roles ?? [],
    aal: claims.aal ?? 'aal1',
    claims,
  };
}

export const hasRole = (user: RequestUser, ...roles: string[]) => roles.some((role) => user.roles.includes(role));
