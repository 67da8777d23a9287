import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit } from '../audit.js';
import { checkNewPassword, metadataSchema, readBody, validEmail } from '../body.js';
import {
  clientInfo,
  enforceRateLimit,
  requestAud,
  requestLocale,
  setJwtCookie,
  type IdentityContext,
} from '../context.js';
import { applyEmailChange } from '../email-change.js';
import { isExpired, newEmailToken, sentRecently } from '../email-tokens.js';
import { badRequest, forbidden, unprocessable, userNotFound } from '../errors.js';
import { returnPath, sendIdentityMail } from '../mail/identity-mails.js';
import { mailNewToken } from '../mail/token-mail.js';
import { hashPassword } from '../passwords.js';
import { hashToken } from '../secrets.js';
import { startSession } from '../sessions.js';
import { findUserByEmail, mergeMetadata, updateUser, userJson } from '../users.js';

const signupBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  data: metadataSchema.nullish(),
});

const verifyBody = z.object({
  type: z.string().optional(),
  token: z.string().optional(),
  password: z.string().optional(),
});

const recoverBody = z.object({ email: z.string().optional() });

/** Which stored token a `/verify` type checks. `email_change` is ours: GoTrue only has it on PUT /user. */
const tokenColumn = {
  signup: 'confirmation_token_hash',
  recovery: 'recovery_token_hash',
  email_change: 'email_change_token_hash',
} as const;

const resendBody = z.object({ type: z.string().optional(), email: z.string().optional() });

/** Signup, link verification and password recovery: the flows that start from a mail. */
export function registerAccountRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.post('/signup', { config: { identityParams: 'Signup' } }, async (request) => {
    if (ctx.config.disableSignup) throw forbidden('Signups not allowed for this instance');
    const body = readBody(signupBody, request.body, 'Could not read Signup params');
    await enforceRateLimit(ctx, 'signup', request, body.email);
    if (!body.password) throw unprocessable('Signup requires a valid password');
    const email = validEmail(body.email);
    checkNewPassword(body.password, ctx.config.minPasswordLength);
    const aud = requestAud(request);
    const locale = requestLocale(request, body.data?.locale);
    const path = returnPath(ctx.siteUrl, request.headers.referer);
    const { ip } = clientInfo(request);

    const existing = await findUserByEmail(ctx.db, email, aud);
    if (existing?.confirmed_at) throw badRequest('A user with this email address has already been registered');
    if (existing) {
      const metadata = body.data
        ? { user_metadata: JSON.stringify(mergeMetadata(existing.user_metadata, body.data)) }
        : {};
      const invited = existing.invited_at !== null;
      if (invited && sentRecently(existing.confirmation_sent_at)) {
        await audit(ctx.db, { event: 'signup_repeated', userId: existing.id, ip });
        return userJson(await updateUser(ctx.db, existing.id, metadata));
      }
      // Unconfirmed. Unlike GoTrue, the latest signup's password wins and earlier links stop
      // working: whoever set a password before the mailbox owner cannot keep the account
      // (pre-registration hijacking). An invitation keeps its own flow: the password is chosen
      // when it is accepted.
      const user = await mailNewToken(
        ctx,
        existing,
        { kind: invited ? 'invite' : 'confirmation', to: existing.email, locale, path },
        { ...metadata, ...(invited ? {} : { encrypted_password: await hashPassword(body.password) }) },
      );
      await audit(ctx.db, { event: 'signup_repeated', userId: user.id, ip });
      return userJson(user);
    }

    const link = ctx.config.autoconfirm ? null : newEmailToken('confirmation');
    const user = await ctx.db
      .insertInto('identity_users')
      .values({
        aud,
        email,
        encrypted_password: await hashPassword(body.password),
        app_metadata: JSON.stringify({ provider: 'email' }),
        user_metadata: body.data ? JSON.stringify(body.data) : null,
        confirmed_at: link ? null : new Date(),
        confirmation_token_hash: link?.hash ?? null,
        confirmation_sent_at: link?.sentAt ?? null,
        confirmation_expires_at: link?.expiresAt ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: { code?: string }) => {
        // Two signups for one address at the same instant: the second sees the first.
        if (error.code === '23505') throw badRequest('A user with this email address has already been registered');
        throw error;
      });
    if (link) {
      await sendIdentityMail(ctx.mailer, ctx.siteUrl, {
        kind: 'confirmation',
        to: email,
        locale,
        token: link.token,
        path,
      });
    }
    await audit(ctx.db, { event: 'signup', userId: user.id, ip, details: { autoconfirmed: !link } });
    return userJson(user);
  });

  app.post('/verify', { config: { identityParams: 'verification' } }, async (request, reply) => {
    const body = readBody(verifyBody, request.body, 'Could not read verification params');
    await enforceRateLimit(ctx, 'verify', request);
    const token = body.token?.trim();
    if (!token) throw unprocessable('Verify requires a token');
    const column =
      body.type && Object.hasOwn(tokenColumn, body.type) ? tokenColumn[body.type as keyof typeof tokenColumn] : null;
    if (!column) throw unprocessable('Verify requires a verification type');
    const client = clientInfo(request);
    const user = await ctx.db
      .selectFrom('identity_users')
      .selectAll()
      .where(column, '=', hashToken(token))
      .executeTakeFirst();
    if (!user) throw userNotFound();

    let tokens;
    if (body.type === 'signup') {
      if (isExpired(user.confirmation_expires_at)) throw unprocessable('Confirmation token expired');
      const invited = user.invited_at !== null && user.encrypted_password === null;
      if (invited && !body.password) throw unprocessable('Invited users must specify a password');
      if (invited && body.password) checkNewPassword(body.password, ctx.config.minPasswordLength);
      const confirmed = await updateUser(ctx.db, user.id, {
        confirmed_at: user.confirmed_at ?? new Date(),
        confirmation_token_hash: null,
        confirmation_expires_at: null,
        ...(invited && body.password ? { encrypted_password: await hashPassword(body.password) } : {}),
      });
      await audit(ctx.db, { event: invited ? 'invite_accepted' : 'user_confirmed', userId: user.id, ip: client.ip });
      tokens = await startSession(ctx.db, ctx.tokens, confirmed, client, invited ? 'invite' : 'email');
    } else if (body.type === 'email_change') {
      // The link opened where the person is not signed in: the change applies and signs them in.
      if (isExpired(user.email_change_expires_at)) throw unprocessable('Email change token expired');
      if (!user.new_email) throw userNotFound();
      if (await findUserByEmail(ctx.db, user.new_email, user.aud)) {
        throw unprocessable('Email address already registered by another user');
      }
      const changed = await applyEmailChange(ctx.db, user, user.new_email, client.ip);
      tokens = await startSession(ctx.db, ctx.tokens, changed, client, 'email');
    } else {
      if (isExpired(user.recovery_expires_at)) throw unprocessable('Recovery token expired');
      // The link proves the mailbox: it confirms the address and lifts a brute-force pause.
      const recovered = await updateUser(ctx.db, user.id, {
        recovery_token_hash: null,
        recovery_expires_at: null,
        confirmed_at: user.confirmed_at ?? new Date(),
        failed_login_count: 0,
        login_paused_until: null,
      });
      await audit(ctx.db, { event: 'recovery_verified', userId: user.id, ip: client.ip });
      tokens = await startSession(ctx.db, ctx.tokens, recovered, client, 'recovery');
    }
    setJwtCookie(ctx, request, reply, tokens.access_token);
    return tokens;
  });

  /**
   * POST /resend `{type: signup | email_change, email}`: sends the pending confirmation (or email
   * change) mail again. Always `{}`, so it tells nothing about which addresses exist.
   */
  app.post('/resend', { config: { identityParams: 'resend' } }, async (request) => {
    const body = readBody(resendBody, request.body, 'Could not read resend params');
    await enforceRateLimit(ctx, 'resend', request, body.email);
    if (body.type !== 'signup' && body.type !== 'email_change') throw unprocessable('Resend requires a valid type');
    if (!body.email?.trim()) throw unprocessable('Resend requires an email');
    const aud = requestAud(request);
    const locale = requestLocale(request);
    const path = returnPath(ctx.siteUrl, request.headers.referer);
    if (body.type === 'signup') {
      const user = await findUserByEmail(ctx.db, body.email, aud);
      if (!user || user.confirmed_at || user.invited_at || sentRecently(user.confirmation_sent_at)) return {};
      await mailNewToken(ctx, user, { kind: 'confirmation', to: user.email, locale, path });
      return {};
    }
    const user = await ctx.db
      .selectFrom('identity_users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['new_email']), '=', body.email!.trim().toLowerCase()))
      .where('aud', '=', aud)
      .executeTakeFirst();
    if (!user?.new_email || sentRecently(user.email_change_sent_at)) return {};
    await mailNewToken(ctx, user, { kind: 'email_change', to: user.new_email, locale, path });
    return {};
  });

  app.post('/recover', { config: { identityParams: 'verification' } }, async (request) => {
    const body = readBody(recoverBody, request.body, 'Could not read verification params');
    await enforceRateLimit(ctx, 'recover', request, body.email);
    if (!body.email?.trim()) throw unprocessable('Password recovery requires an email');
    const user = await findUserByEmail(ctx.db, body.email, requestAud(request));
    // Unknown addresses and repeated requests look the same as a sent mail: no enumeration.
    if (!user || sentRecently(user.recovery_sent_at)) return {};
    await mailNewToken(ctx, user, {
      kind: 'recovery',
      to: user.email,
      locale: requestLocale(request, user.user_metadata?.locale),
      path: returnPath(ctx.siteUrl, request.headers.referer),
    });
    await audit(ctx.db, { event: 'recovery_requested', userId: user.id, ip: request.ip });
    return {};
  });
}
