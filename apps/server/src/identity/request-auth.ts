import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { bearerToken, InvalidTokenError, verifyAccessToken, type AccessTokenClaims } from '../auth/access-token.js';
import type { DB } from '../db/schema.js';
import { clearJwtCookie, requestAud, type IdentityContext } from './context.js';
import { badRequest, forbidden, unauthorized, userNotFound } from './errors.js';
import type { IdentityUser } from '../db/identity.tables.js';
import { sameSecret } from './secrets.js';
import { findUserById, isAdminUser, isBanned, listFactors } from './users.js';

export interface Caller {
  user: IdentityUser;
  claims: AccessTokenClaims;
}

async function verifiedClaims(ctx: IdentityContext, request: FastifyRequest): Promise<AccessTokenClaims> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized('This endpoint requires a Bearer token');
  try {
    return await verifyAccessToken(ctx.tokens.jwtSecret, token);
  } catch (error) {
    const expired = error instanceof InvalidTokenError && error.reason === 'expired';
    throw unauthorized(`Invalid token: ${expired ? 'token is expired' : 'signature is invalid'}`);
  }
}

/** What the account of an active token may do, as stored now (not as the token says). */
export interface StoredAccess {
  /** app_metadata.roles of the account. */
  roles: string[];
}

/**
 * Whether a token still speaks for an active account: the user exists in the token's audience,
 * is not banned, and the token's session has not been ended. The data API asks the same.
 */
export async function isTokenActive(
  db: Kysely<DB>,
  claims: AccessTokenClaims,
  options: { requireSecondFactor?: boolean } = {},
): Promise<boolean> {
  return (await storedAccess(db, claims, options)) !== null;
}

/**
 * The stored access of an active token's account (see isTokenActive), or null. Read on every
 * request, so a role taken away counts from the next request on, whatever the token still says.
 */
export async function storedAccess(
  db: Kysely<DB>,
  claims: AccessTokenClaims,
  options: { requireSecondFactor?: boolean } = {},
): Promise<StoredAccess | null> {
  const row = await db
    .selectFrom('identity_users as u')
    .leftJoin('identity_sessions as s', (join) =>
      join.onRef('s.user_id', '=', 'u.id').on('s.id', '=', claims.session_id),
    )
    .select((eb) => [
      'u.aud',
      'u.banned_until',
      'u.app_metadata',
      's.id as session_id',
      's.revoked_at',
      eb
        .exists(
          eb
            .selectFrom('identity_mfa_factors as f')
            .select('f.id')
            .whereRef('f.user_id', '=', 'u.id')
            .where('f.status', '=', 'verified'),
        )
        .as('has_verified_factor'),
    ])
    .where('u.id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || row.aud !== (claims.aud ?? '')) return null;
  if (row.banned_until && new Date(row.banned_until) > new Date()) return null;
  if (!row.session_id || row.revoked_at) return null;
  // For the data API, someone with a verified second factor has not finished signing in until the
  // code is given (the identity endpoints accept that aal1 session: it is how the code is sent).
  if (options.requireSecondFactor && row.has_verified_factor && claims.aal !== 'aal2') return null;
  const roles = row.app_metadata.roles;
  return { roles: Array.isArray(roles) ? roles.filter((role) => typeof role === 'string') : [] };
}

/**
 * The signed-in caller of a user endpoint, with GoTrue's refusals: 401 without or with a bad
 * token, 400 for an audience mismatch, 404 once the account is gone. Failures clear nf_jwt.
 */
export async function requireCaller(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller> {
  try {
    const claims = await verifiedClaims(ctx, request);
    if (requestAud(request, claims.aud) !== (claims.aud ?? '')) {
      throw badRequest("Token audience doesn't match request audience");
    }
    const user = await findUserById(ctx.db, claims.sub);
    if (!user || user.aud !== (claims.aud ?? '')) throw userNotFound();
    if (isBanned(user)) throw unauthorized('Invalid token: user is banned');
    if (!(await isTokenActive(ctx.db, claims))) throw unauthorized('Invalid token: session has ended');
    return { user, claims };
  } catch (error) {
    clearJwtCookie(ctx, reply);
    throw error;
  }
}

/**
 * What could lock the owner out (the password, the address, other sessions, the factors) takes a
 * session that proved the second factor when the account has a verified one: a password alone,
 * or a recovery link, is then not enough. 403 until the code raises the session to aal2.
 */
export async function requireSecondFactorIfEnrolled(ctx: IdentityContext, caller: Caller): Promise<void> {
  if (caller.claims.aal === 'aal2') return;
  const factors = await listFactors(ctx.db, caller.user.id);
  if (factors.some((factor) => factor.status === 'verified')) {
    throw forbidden('This action requires two-factor authentication');
  }
}

export interface AdminCaller {
  /** The admin account, or null for the operator token. */
  admin: IdentityUser | null;
  aud: string;
}

/**
 * The admin API's gate: the operator token, or the token of an account whose role (GoTrue's
 * `role`, or `admin` in app_metadata.roles) grants it. Anyone else: 401 `User not allowed`.
 */
export async function requireAdmin(
  ctx: IdentityContext,
  request: FastifyRequest,
  bodyAud?: unknown,
): Promise<AdminCaller> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized('This endpoint requires a Bearer token');
  const operatorToken = ctx.config.operatorToken;
  if (operatorToken && sameSecret(token, operatorToken)) {
    return { admin: null, aud: typeof bodyAud === 'string' ? bodyAud : requestAud(request) };
  }
  const claims = await verifiedClaims(ctx, request);
  const admin = await findUserById(ctx.db, claims.sub);
  if (!admin) throw unauthorized('Invalid admin user');
  const aud = typeof bodyAud === 'string' ? bodyAud : requestAud(request, claims.aud);
  if (!isAdminUser(admin) || isBanned(admin) || admin.aud !== aud || !(await isTokenActive(ctx.db, claims))) {
    throw unauthorized('User not allowed');
  }
  return { admin, aud };
}
