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
import { OAuthError, tooManyRequests } from '../errors.js';
import type { IdentityUser } from '../../db/identity.tables.js';
import type { LoginAttempt } from '../login-throttle.js';
import { mailNewToken } from '../mail/token-mail.js';
import { loginPaused } from '../messages.js';
import { verifyPassword } from '../passwords.js';
import { refreshSession, startSession, type TokenResponse } from '../sessions.js';
import { findUserByEmail, isBanned } from '../users.js';

/** The one answer for an unknown email, a wrong password or a banned account. */
const invalidLogin = () => new OAuthError('invalid_grant', 'No user found with that email, or password invalid.');

/** The answer to an address that must wait after repeated failures: the wait, and the way out. */
const loginPausedError = (waitMs: number) => tooManyRequests(waitMs / 1000, loginPaused(Math.ceil(waitMs / 60_000)));

const formField = (body: unknown, name: string): string | undefined => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** POST /token: GoTrue's OAuth-style grants, form-encoded. */
export function registerTokenRoute(app: FastifyInstance, ctx: IdentityContext): void {
  /** Counts a wrong password; a failure that starts a wait is audited, and the owner told by mail. */
  async function recordFailure(attempt: LoginAttempt, user: IdentityUser, request: FastifyRequest): Promise<void> {
    const { pauseStarted, notify } = await ctx.loginThrottle.recordFailure(attempt);
    await audit(ctx.db, { event: 'login_failed', userId: user.id, ip: request.ip });
    if (pauseStarted) await audit(ctx.db, { event: 'login_paused', userId: user.id, ip: request.ip });
    if (notify) {
      const locale = requestLocale(request, user.user_metadata?.locale);
      await mailNewToken(ctx, user, { kind: 'login_paused', to: user.email, locale });
    }
  }

  async function passwordGrant(request: FastifyRequest): Promise<TokenResponse> {
    const email = formField(request.body, 'username') ?? '';
    const password = formField(request.body, 'password') ?? '';
    // Counted per address only: a per-email limit would let anyone lock an account out.
    await enforceRateLimit(ctx, 'token', request);
    const user = email ? await findUserByEmail(ctx.db, email, requestAud(request)) : undefined;
    const attempt: LoginAttempt = { email, ip: request.ip, userId: user?.id };
    // Before the password is checked: a waiting address learns nothing, not even a right guess.
    const waitMs = await ctx.loginThrottle.waitMs(attempt);
    if (waitMs > 0) {
      await audit(ctx.db, { event: 'login_failed', userId: user?.id, ip: request.ip, details: { reason: 'paused' } });
      throw loginPausedError(waitMs);
    }
    // Verified even without an account, so timing does not tell whether the email is known.
    const matches = await verifyPassword(user?.encrypted_password ?? null, password);
    if (!user) {
      await ctx.loginThrottle.recordFailure(attempt);
      await audit(ctx.db, { event: 'login_failed', ip: request.ip, details: { reason: 'unknown_email' } });
      throw invalidLogin();
    }
    if (isBanned(user)) {
      await audit(ctx.db, { event: 'login_failed', userId: user.id, ip: request.ip, details: { reason: 'banned' } });
      throw invalidLogin();
    }
    if (!matches) {
      await recordFailure(attempt, user, request);
      throw invalidLogin();
    }
    // Checked after the password, so the state of an account is only told to its owner.
    if (!user.confirmed_at) throw new OAuthError('invalid_grant', 'Email not confirmed');
    await ctx.loginThrottle.recordSuccess(attempt);
    const tokens = await startSession(ctx.db, ctx.tokens, user, clientInfo(request), 'password');
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
