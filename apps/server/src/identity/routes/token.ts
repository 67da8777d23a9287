import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../audit.js';
import {
  clearJwtCookie,
  clientInfo,
  enforceRateLimit,
  requestAud,
  requestLocale,
  setJwtCookie,
  type IdentityContext,
} from '../context.js';
import { OAuthError } from '../errors.js';
import type { IdentityUser } from '../identity.tables.js';
import { mailNewToken } from '../mail/token-mail.js';
import { verifyPassword } from '../passwords.js';
import { refreshSession, startSession, type TokenResponse } from '../sessions.js';
import { findUserByEmail, isBanned, updateUser } from '../users.js';

/** Consecutive failed logins that pause an account's password login, and for how long. */
export const MAX_FAILED_LOGINS = 10;
export const LOGIN_PAUSE_MS = 3_600_000;

/** The one answer for an unknown email, a wrong password, a paused or banned account. */
const invalidLogin = () => new OAuthError('invalid_grant', 'No user found with that email, or password invalid.');

const formField = (body: unknown, name: string): string | undefined => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** POST /token: GoTrue's OAuth-style grants, form-encoded. */
export function registerTokenRoute(app: FastifyInstance, ctx: IdentityContext): void {
  /** Counts a failure; the tenth in a row pauses password login and tells the owner by mail. */
  async function recordFailure(user: IdentityUser, request: FastifyRequest): Promise<void> {
    const failures = user.failed_login_count + 1;
    await audit(ctx.db, { event: 'login_failed', userId: user.id, ip: request.ip, details: { failures } });
    if (failures < MAX_FAILED_LOGINS) {
      await updateUser(ctx.db, user.id, { failed_login_count: failures });
      return;
    }
    await mailNewToken(
      ctx,
      user,
      { kind: 'login_paused', to: user.email, locale: requestLocale(request, user.user_metadata?.locale) },
      { failed_login_count: 0, login_paused_until: new Date(Date.now() + LOGIN_PAUSE_MS) },
    );
    await audit(ctx.db, { event: 'login_paused', userId: user.id, ip: request.ip });
  }

  async function passwordGrant(request: FastifyRequest): Promise<TokenResponse> {
    const email = formField(request.body, 'username') ?? '';
    const password = formField(request.body, 'password') ?? '';
    await enforceRateLimit(ctx, 'token', request, email);
    const user = email ? await findUserByEmail(ctx.db, email, requestAud(request)) : undefined;
    // Verified even without an account, so timing does not tell whether the email is known.
    const matches = await verifyPassword(user?.encrypted_password ?? null, password);
    if (!user) {
      await audit(ctx.db, { event: 'login_failed', ip: request.ip, details: { reason: 'unknown_email' } });
      throw invalidLogin();
    }
    const paused = user.login_paused_until !== null && new Date(user.login_paused_until) > new Date();
    if (paused || isBanned(user)) {
      await audit(ctx.db, {
        event: 'login_failed',
        userId: user.id,
        ip: request.ip,
        details: { reason: paused ? 'paused' : 'banned' },
      });
      throw invalidLogin();
    }
    if (!matches) {
      await recordFailure(user, request);
      throw invalidLogin();
    }
    // Checked after the password, so the state of an account is only told to its owner.
    if (!user.confirmed_at) throw new OAuthError('invalid_grant', 'Email not confirmed');
    const signedIn = user.failed_login_count > 0 ? await updateUser(ctx.db, user.id, { failed_login_count: 0 }) : user;
    const tokens = await startSession(ctx.db, ctx.tokens, signedIn, clientInfo(request), 'password');
    await audit(ctx.db, { event: 'login', userId: user.id, ip: request.ip, details: { method: 'password' } });
    return tokens;
  }

  async function refreshGrant(request: FastifyRequest): Promise<TokenResponse> {
    await enforceRateLimit(ctx, 'token', request);
    const refreshToken = formField(request.body, 'refresh_token');
    if (!refreshToken) throw new OAuthError('invalid_request', 'refresh_token required');
    return refreshSession(ctx.db, ctx.tokens, refreshToken, clientInfo(request));
  }

  app.post('/token', async (request, reply) => {
    const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const grantType = isForm ? formField(request.body, 'grant_type') : undefined;
    let tokens: TokenResponse;
    if (grantType === 'password') tokens = await passwordGrant(request);
    else if (grantType === 'refresh_token') {
      // A refused refresh also drops the cookie of the session it belonged to.
      tokens = await refreshGrant(request).catch((error: unknown) => {
        if (error instanceof OAuthError) clearJwtCookie(ctx, reply);
        throw error;
      });
    } else throw new OAuthError('unsupported_grant_type');
    setJwtCookie(ctx, request, reply, tokens.access_token);
    return tokens;
  });
}
