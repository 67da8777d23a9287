import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit } from '../audit.js';
import { checkNewPassword, metadataSchema, readBody, validEmail } from '../body.js';
import {
  clientInfo,
  enforceRateLimit,
  enforceRecipientLimit,
  requestAud,
  requestLocale,
  setJwtCookie,
  type IdentityContext,
} from '../context.js';
import { applyEmailChange } from '../email-change.js';
import { isExpired, newEmailToken, sentRecently } from '../email-tokens.js';
import { badRequest, forbidden, unprocessable, userNotFound } from '../errors.js';
import { queueIdentityMail } from '../mail/identity-mails.js';
import { sendSecurityNotice } from '../mail/security-notice.js';
import { mailNewToken } from '../mail/token-mail.js';
import { enforceMagicLinkLimit, mailMagicLink, mayGetMagicLink, useMagicLink } from '../magic-links.js';
import { hashPassword } from '../passwords.js';
import { hashToken } from '../secrets.js';
import { startSession } from '../sessions.js';
import {
  confirmByMailbox,
  confirmSignupLink,
  findSignupLink,
  freshSignupAnswer,
  isAuthorRecordAddress,
  mailSignupLink,
  storeSignupLink,
} from '../signup.js';
import type { IdentityUser } from '../../db/identity.tables.js';
import { findUserByEmail, updateUser, userJson } from '../users.js';

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
const magicLinkBody = recoverBody;

/**
 * Which stored token a `/verify` type checks (signup: an invitation's; signup links have their own
 * table, and so have `magiclink` links). `email_change` is ours: GoTrue only has it on PUT /user.
 */
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
    const { ip } = clientInfo(request);
    const autoconfirm = ctx.config.autoconfirm && !(await isAuthorRecordAddress(ctx.db, { email, aud }));

    /**
     * The address is on file but nobody has confirmed it: this request may come from its owner or
     * not, so nothing on file changes (unlike GoTrue, not even the data) and the answer is the one
     * a fresh signup gets. A second signup contests the account: whoever confirms it, through any
     * of its links, sets a new password. An invitation is mailed again instead.
     */
    async function repeatedSignup(existing: IdentityUser) {
      if (existing.confirmed_at) throw badRequest('A user with this email address has already been registered');
      // As much work as a fresh signup, so that the time taken tells nothing either.
      await hashPassword(body.password!);
      const invited = existing.invited_at !== null;
      if (!invited) {
        await mailSignupLink(
          ctx,
          existing,
          { locale },
          { signup_contested_at: existing.signup_contested_at ?? new Date() },
        );
      } else if (!sentRecently(existing.confirmation_sent_at)) {
        await mailNewToken(ctx, existing, { kind: 'invite', to: existing.email, locale });
      }
      await audit(ctx.db, { event: 'signup_repeated', userId: existing.id, ip, details: { contested: !invited } });
      return freshSignupAnswer(email, aud, body.data ?? null, autoconfirm);
    }

    const existing = await findUserByEmail(ctx.db, email, aud);
    // A confirmed address gets GoTrue's 400, which mails nothing: it cannot use up the address's mails.
    if (!existing?.confirmed_at) await enforceRecipientLimit(ctx, email);
    if (existing) return repeatedSignup(existing);

    const link = autoconfirm ? null : newEmailToken('confirmation');
    const passwordHash = await hashPassword(body.password);
    const user = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const created = await trx
          .insertInto('identity_users')
          .values({
            aud,
            email,
            encrypted_password: passwordHash,
            app_metadata: JSON.stringify({ provider: 'email' }),
            user_metadata: body.data ? JSON.stringify(body.data) : null,
            confirmed_at: link ? null : new Date(),
            address_unproven: !link,
            confirmation_sent_at: link?.sentAt ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (link) {
          await storeSignupLink(trx, created.id, link);
          await queueIdentityMail(ctx, trx, { kind: 'confirmation', to: email, locale, token: link.token });
        }
        return created;
      })
      .catch((error: { code?: string }) => {
        // Two signups for one address at the same instant: the second is a repeated signup.
        if (error.code === '23505') return null;
        throw error;
      });
    if (!user) {
      const raced = await findUserByEmail(ctx.db, email, aud);
      if (!raced) throw badRequest('A user with this email address has already been registered');
      return repeatedSignup(raced);
    }
    await audit(ctx.db, { event: 'signup', userId: user.id, ip, details: { autoconfirmed: !link } });
    return userJson(user);
  });

  app.post('/verify', { config: { identityParams: 'verification' } }, async (request, reply) => {
    const body = readBody(verifyBody, request.body, 'Could not read verification params');
    await enforceRateLimit(ctx, 'verify', request);
    const token = body.token?.trim();
    if (!token) throw unprocessable('Verify requires a token');
    const client = clientInfo(request);
    if (body.type === 'magiclink') {
      const user = await useMagicLink(ctx, token);
      await audit(ctx.db, { event: 'login', userId: user.id, ip: client.ip, details: { method: 'magiclink' } });
      // At aal1: an account with a second factor proves it next, as after a password.
      const tokens = await startSession(ctx.db, ctx.tokens, user, client, 'magiclink');
      setJwtCookie(ctx, request, reply, tokens.access_token);
      return tokens;
    }
    const column =
      body.type && Object.hasOwn(tokenColumn, body.type) ? tokenColumn[body.type as keyof typeof tokenColumn] : null;
    if (!column) throw unprocessable('Verify requires a verification type');
    const signupLink = body.type === 'signup' ? await findSignupLink(ctx.db, hashToken(token)) : undefined;
    if (signupLink) {
      const { user: confirmed, contested } = await confirmSignupLink(ctx, signupLink, body.password);
      await audit(ctx.db, { event: 'user_confirmed', userId: confirmed.id, ip: client.ip, details: { contested } });
      const tokens = await startSession(ctx.db, ctx.tokens, confirmed, client, 'email');
      setJwtCookie(ctx, request, reply, tokens.access_token);
      return tokens;
    }
    // Other than a signup link, type signup is an invitation's token.
    const user = await ctx.db
      .selectFrom('identity_users')
      .selectAll()
      .where(column, '=', hashToken(token))
      .$if(body.type === 'signup', (query) => query.where('invited_at', 'is not', null))
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
      // The link proves the mailbox: it confirms the address and lifts the sign-in waits. It also
      // cancels a pending email change: the owner of the current address has the last word.
      // On an address never proven before, it also removes what a stranger may have set up.
      const { user: recovered, factorRemoved } = await confirmByMailbox(ctx.db, user, {
        recovery_token_hash: null,
        recovery_expires_at: null,
        new_email: null,
        email_change_token_hash: null,
        email_change_expires_at: null,
      });
      await ctx.loginThrottle.lift(user.email);
      await audit(ctx.db, { event: 'recovery_verified', userId: user.id, ip: client.ip });
      if (factorRemoved) {
        await audit(ctx.db, {
          event: 'factor_removed',
          userId: user.id,
          ip: client.ip,
          details: { address_proven: true },
        });
        await sendSecurityNotice(ctx, request, recovered, 'factor_removed');
      }
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
    const email = validEmail(body.email);
    await enforceRecipientLimit(ctx, email);
    const aud = requestAud(request);
    const locale = requestLocale(request);
    if (body.type === 'signup') {
      const user = await findUserByEmail(ctx.db, email, aud);
      if (!user || user.confirmed_at || user.invited_at || sentRecently(user.confirmation_sent_at)) return {};
      await mailSignupLink(ctx, user, { locale });
      return {};
    }
    const user = await ctx.db
      .selectFrom('identity_users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['new_email']), '=', email.toLowerCase()))
      .where('aud', '=', aud)
      .executeTakeFirst();
    if (!user?.new_email || sentRecently(user.email_change_sent_at)) return {};
    await mailNewToken(ctx, user, { kind: 'email_change', to: user.new_email, locale });
    return {};
  });

  app.post('/recover', { config: { identityParams: 'verification' } }, async (request) => {
    const body = readBody(recoverBody, request.body, 'Could not read verification params');
    await enforceRateLimit(ctx, 'recover', request, body.email);
    if (!body.email?.trim()) throw unprocessable('Password recovery requires an email');
    const email = validEmail(body.email);
    await enforceRecipientLimit(ctx, email);
    const user = await findUserByEmail(ctx.db, email, requestAud(request));
    // Unknown addresses and repeated requests look the same as a sent mail: no enumeration.
    if (!user || sentRecently(user.recovery_sent_at)) return {};
    await mailNewToken(ctx, user, {
      kind: 'recovery',
      to: user.email,
      locale: requestLocale(request, user.user_metadata?.locale),
    });
    await audit(ctx.db, { event: 'recovery_requested', userId: user.id, ip: request.ip });
    return {};
  });

  /**
   * POST /magiclink `{email}` (as in Supabase's GoTrue): mails a one-time sign-in link to an
   * account's proven address. Always `{}`, so it tells nothing about which addresses exist; the
   * limits are counted before the address is looked up.
   */
  app.post('/magiclink', { config: { identityParams: 'verification' } }, async (request) => {
    const body = readBody(magicLinkBody, request.body, 'Could not read verification params');
    // Per client address only: a per-email count there would let strangers use it up.
    await enforceRateLimit(ctx, 'magiclink', request);
    if (!body.email?.trim()) throw unprocessable('Sign-in requires an email');
    const email = validEmail(body.email);
    await enforceMagicLinkLimit(ctx, email);
    await enforceRecipientLimit(ctx, email);
    const user = await findUserByEmail(ctx.db, email, requestAud(request));
    if (!user || !mayGetMagicLink(user)) return {};
    await mailMagicLink(ctx, user, requestLocale(request, user.user_metadata?.locale));
    await audit(ctx.db, { event: 'magiclink_requested', userId: user.id, ip: request.ip });
    return {};
  });
}
