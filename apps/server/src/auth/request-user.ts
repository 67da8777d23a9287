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

/**
 * The account's access as stored now, or null when the token no longer speaks for an active
 * account (deleted or banned since, session ended).
 */
export type UserStillActive = (userId: string, claims: AccessTokenClaims) => Promise<{ roles: string[] } | null>;

/**
 * Verifies the bearer token of an Authorization header and returns the caller, or throws 401.
 * `isActive` lets the identity service refuse tokens of users deleted or banned since the token
 * was issued; the roles are the account's stored ones, so a role taken away counts from the next
 * request on.
 */
export async function authenticate(
  authorization: string | undefined,
  secret: string,
  isActive: UserStillActive,
): Promise<RequestUser> {
  const token = bearerToken(authorization);
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
  const access = await isActive(claims.sub, claims);
  if (!access) throw new AppError(401, 'unauthorized', 'Invalid access token');
  return {
    id: claims.sub,
    email: claims.email,
    roles: access.roles,
    aal: claims.aal ?? 'aal1',
    claims,
  };
}

export const hasRole = (user: RequestUser, ...roles: string[]) => roles.some((role) => user.roles.includes(role));
