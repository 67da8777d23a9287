import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { bearerToken, InvalidTokenError, verifyAccessToken, type AccessTokenClaims } from '../auth/access-token.js';
import type { DB } from '../db/schema.js';
import { clearJwtCookie, requestAud, type IdentityContext } from './context.js';
import { badRequest, unauthorized, userNotFound } from './errors.js';
import type { IdentityUser } from './identity.tables.js';
import { sameSecret } from './secrets.js';
import { findUserById, isAdminUser, isBanned } from './users.js';

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

/**
 * Whether a token still speaks for an active account: the user exists in the token's audience,
 * is not banned, and the token's session has not been ended. The data API asks the same.
 */
export async function isTokenActive(
  db: Kysely<DB>,
  claims: AccessTokenClaims,
  options: { requireSecondFactor?: boolean } = {},
): Promise<boolean> {
  const row = await db
    .selectFrom('identity_users as u')
    .leftJoin('identity_sessions as s', (join) =>
      join.onRef('s.user_id', '=', 'u.id').on('s.id', '=', claims.session_id ?? null),
    )
    .select((eb) => [
      'u.aud',
      'u.banned_until',
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
  if (!row || row.aud !== (claims.aud ?? '')) return false;
  if (row.banned_until && new Date(row.banned_until) > new Date()) return false;
  if (claims.session_id && (!row.session_id || row.revoked_at)) return false;
  // For the data API, someone with a verified second factor has not finished signing in until the
  // code is given (the identity endpoints accept that aal1 session: it is how the code is sent).
  if (options.requireSecondFactor && row.has_verified_factor && claims.aal !== 'aal2') return false;
  return true;
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
