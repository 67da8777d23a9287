import type { IdentityTokens } from '@app/contracts/identity-tokens';
import type { Kysely } from 'kysely';
import { signAccessToken } from '../auth/access-token.js';
import type { DB } from '../db/schema.js';
import { audit } from './audit.js';
import { OAuthError } from './errors.js';
import type { AuthMethod, IdentitySession, IdentityUser } from '../db/identity.tables.js';
import { hashToken, newOpaqueToken, successorToken } from './secrets.js';
import { findUserById, isBanned } from './users.js';

/**
 * A refresh token presented again this soon after its rotation is a concurrent refresh (two tabs),
 * not a theft: it is answered with the newest token of its chain, not a new one.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
/** How far down a chain a token inside the grace window looks for the newest one. */
const MAX_SUCCESSOR_STEPS = 20;

export type TokenResponse = IdentityTokens;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface TokenSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  sessionMaxAgeDays: number;
}

export type AuthMethodName = 'password' | 'email' | 'recovery' | 'magiclink' | 'invite' | 'oauth' | 'totp';

const invalidRefreshToken = () => new OAuthError('invalid_grant', 'Invalid Refresh Token');

/** A signed access token for the user in this session, carrying its assurance level. */
export function accessTokenFor(settings: TokenSettings, user: IdentityUser, session: IdentitySession): Promise<string> {
  return signAccessToken(
    settings.jwtSecret,
    {
      sub: user.id,
      email: user.email,
      aud: user.aud,
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata ?? {},
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
    },
    settings.accessTokenTtlSeconds,
  );
}

async function newRefreshToken(db: Kysely<DB>, session: IdentitySession, parentId: string | null): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('identity_refresh_tokens')
    .values({ session_id: session.id, user_id: session.user_id, token_hash: hashToken(token), parent_id: parentId })
    .execute();
  return token;
}

async function tokenResponse(
  settings: TokenSettings,
  user: IdentityUser,
  session: IdentitySession,
  refreshToken: string,
): Promise<TokenResponse> {
  return {
    access_token: await accessTokenFor(settings, user, session),
    token_type: 'bearer',
    expires_in: settings.accessTokenTtlSeconds,
    refresh_token: refreshToken,
  };
}

/** Starts a session (a new refresh-token family) after a successful sign-in. */
export async function startSession(
  db: Kysely<DB>,
  settings: TokenSettings,
  user: IdentityUser,
  client: ClientInfo,
  method: AuthMethodName,
): Promise<TokenResponse> {
  await pruneEndedSessions(db, user.id);
  const amr: AuthMethod[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const session = await db
    .insertInto('identity_sessions')
    .values({
      user_id: user.id,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 512) ?? null,
      amr: JSON.stringify(amr),
      expires_at: new Date(Date.now() + settings.sessionMaxAgeDays * 86_400_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const signedIn = await db
    .updateTable('identity_users')
    .set({ last_sign_in_at: new Date() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return tokenResponse(settings, signedIn, session, await newRefreshToken(db, session, null));
}

/** Raises a session to aal2 after a verified second factor, and hands out tokens that say so. */
export async function elevateSession(
  db: Kysely<DB>,
  settings: TokenSettings,
  user: IdentityUser,
  sessionId: string,
): Promise<TokenResponse> {
  const current = await db
    .selectFrom('identity_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const amr = [...current.amr, { method: 'totp', timestamp: Math.floor(Date.now() / 1000) }];
  const session = await db
    .updateTable('identity_sessions')
    .set({ aal: 'aal2', amr: JSON.stringify(amr), last_used_at: new Date() })
    .where('id', '=', sessionId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return tokenResponse(settings, user, session, await newRefreshToken(db, session, null));
}

/**
 * The newest refresh token of the chain that follows `token` (a row): its successor, created now
 * if this is the first rotation, or, when that successor was rotated too, the successor's, and so
 * on. Successors are derived (successorToken), so every use inside the grace window, concurrent
 * ones included, lands on the same chain.
 */
async function newestSuccessor(
  db: Kysely<DB>,
  settings: TokenSettings,
  session: IdentitySession,
  token: { id: string; value: string },
): Promise<string> {
  let current = token;
  for (let step = 0; step < MAX_SUCCESSOR_STEPS; step += 1) {
    const value = successorToken(settings.jwtSecret, current.value);
    await db
      .insertInto('identity_refresh_tokens')
      .values({ session_id: session.id, user_id: session.user_id, token_hash: hashToken(value), parent_id: current.id })
      .onConflict((conflict) => conflict.column('token_hash').doNothing())
      .execute();
    const successor = await db
      .selectFrom('identity_refresh_tokens')
      .select(['id', 'rotated_at'])
      .where('token_hash', '=', hashToken(value))
      .executeTakeFirstOrThrow();
    if (!successor.rotated_at) return value;
    current = { id: successor.id, value };
  }
  throw invalidRefreshToken();
}

/**
 * The refresh grant: rotates the presented token. A token rotated more than the grace window ago
 * is a replay (a stolen copy, or a very stale tab): its whole session is revoked. Inside the window
 * it gets the newest token of its chain, so a session's tokens stay one chain.
 */
export async function refreshSession(
  db: Kysely<DB>,
  settings: TokenSettings,
  presented: string,
  client: ClientInfo,
): Promise<TokenResponse> {
  const row = await db
    .selectFrom('identity_refresh_tokens as t')
    .innerJoin('identity_sessions as s', 's.id', 't.session_id')
    .select(['t.id', 't.rotated_at', 's.id as session_id', 's.revoked_at', 's.expires_at', 's.user_id'])
    .where('t.token_hash', '=', hashToken(presented))
    .executeTakeFirst();
  if (!row || row.revoked_at) throw invalidRefreshToken();
  if (new Date(row.expires_at) <= new Date()) {
    await revokeSessions(db, { userId: row.user_id, sessionId: row.session_id }, 'expired');
    throw new OAuthError('invalid_grant', 'Refresh token expired');
  }
  if (row.rotated_at && Date.now() - new Date(row.rotated_at).getTime() > REFRESH_REUSE_GRACE_MS) {
    await revokeSessions(db, { userId: row.user_id, sessionId: row.session_id }, 'refresh_token_reuse');
    await audit(db, {
      event: 'refresh_token_reused',
      userId: row.user_id,
      ip: client.ip,
      details: { session_id: row.session_id },
    });
    throw invalidRefreshToken();
  }
  const user = await findUserById(db, row.user_id);
  if (!user || isBanned(user)) throw invalidRefreshToken();
  if (!row.rotated_at) {
    await db
      .updateTable('identity_refresh_tokens')
      .set({ rotated_at: new Date() })
      .where('id', '=', row.id)
      .where('rotated_at', 'is', null)
      .execute();
  }
  const session = await db
    .updateTable('identity_sessions')
    .set({ last_used_at: new Date(), ip: client.ip, user_agent: client.userAgent?.slice(0, 512) ?? null })
    .where('id', '=', row.session_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return tokenResponse(
    settings,
    user,
    session,
    await newestSuccessor(db, settings, session, { id: row.id, value: presented }),
  );
}

/** Sessions ended this long ago are deleted with their tokens; until then a replay is still recognised. */
const ENDED_SESSION_RETENTION_MS = 7 * 86_400_000;

async function pruneEndedSessions(db: Kysely<DB>, userId: string): Promise<void> {
  const before = new Date(Date.now() - ENDED_SESSION_RETENTION_MS);
  await db
    .deleteFrom('identity_sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('revoked_at', '<', before), eb('expires_at', '<', before)]))
    .execute();
}

/** Ends sessions: one (`sessionId`), all but one (`exceptSessionId`), or all of a user's. */
export async function revokeSessions(
  db: Kysely<DB>,
  scope: { userId: string; sessionId?: string; exceptSessionId?: string },
  reason: string,
): Promise<number> {
  let query = db
    .updateTable('identity_sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', scope.userId)
    .where('revoked_at', 'is', null);
  if (scope.sessionId) query = query.where('id', '=', scope.sessionId);
  if (scope.exceptSessionId) query = query.where('id', '!=', scope.exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
