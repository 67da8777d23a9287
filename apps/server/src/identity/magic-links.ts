import { createHash } from 'node:crypto';
import type { IdentityContext } from './context.js';
import { isExpired, newEmailToken } from './email-tokens.js';
import { tooManyRequests, unprocessable, userNotFound } from './errors.js';
import type { IdentityUser } from '../db/identity.tables.js';
import { queueIdentityMail } from './mail/identity-mails.js';
import type { MailLocale } from './mail/mail-texts.js';
import { hashToken } from './secrets.js';
import { findUserById, isBanned } from './users.js';

/**
 * One-time sign-in links (POST /magiclink, then POST /verify type magiclink): how the owner gets in
 * from a new device while strangers' guessing keeps password sign-in from unknown addresses
 * paused (`login-throttle.ts`). The link proves the mailbox instead of the password, so that
 * pause does not apply to it; it has its own limit per account instead.
 */
export const MAGIC_LINK_LIMIT = {
  /** Links asked for one email in a window, from any address: fewer than the mails to one address. */
  max: 3,
  windowMs: 15 * 60_000,
} as const;

const emailKey = (email: string) =>
  `identity:magiclink:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

/** Counts a request for `email` against the per-account limit; throws GoTrue's 429 past it. */
export async function enforceMagicLinkLimit(ctx: Pick<IdentityContext, 'rateLimits'>, email: string): Promise<void> {
  const wait = await ctx.rateLimits.hit(emailKey(email), MAGIC_LINK_LIMIT.max, MAGIC_LINK_LIMIT.windowMs);
  if (wait) throw tooManyRequests(wait);
}

/**
 * Only an account whose address was proven by a mailed link gets one: not an unconfirmed signup
 * (anyone may have made it), nor one confirmed without a link (its mailbox is unproven: a
 * recovery link handles that), nor a banned one.
 */
export const mayGetMagicLink = (user: IdentityUser) =>
  user.confirmed_at !== null && !user.address_unproven && !isBanned(user);

/** Mails a new link to the account's address; the links mailed before stay live until they expire. */
export async function mailMagicLink(
  ctx: Pick<IdentityContext, 'db' | 'mailQueue' | 'siteUrl'>,
  user: IdentityUser,
  locale: MailLocale,
): Promise<void> {
  const link = newEmailToken('magiclink');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('identity_magic_links')
      .values({
        token_hash: link.hash,
        user_id: user.id,
        email: user.email,
        created_at: link.sentAt,
        expires_at: link.expiresAt,
      })
      .execute();
    await trx
      .deleteFrom('identity_magic_links')
      .where('user_id', '=', user.id)
      .where('expires_at', '<=', link.sentAt)
      .execute();
    await queueIdentityMail(ctx, trx, { kind: 'magiclink', to: user.email, locale, token: link.token });
  });
}

/**
 * Uses a link, once, whatever the outcome. Answers the account, if the link is live and the
 * account may still sign in with it at that address; the account's other links then go too.
 */
export async function useMagicLink(ctx: Pick<IdentityContext, 'db'>, token: string): Promise<IdentityUser> {
  // Deleted as it is read: of two requests with one link, only one finds it.
  const link = await ctx.db
    .deleteFrom('identity_magic_links')
    .where('token_hash', '=', hashToken(token))
    .returningAll()
    .executeTakeFirst();
  if (!link) throw userNotFound();
  if (isExpired(link.expires_at)) throw unprocessable('Sign-in link expired');
  const user = await findUserById(ctx.db, link.user_id);
  if (!user || !mayGetMagicLink(user) || user.email.toLowerCase() !== link.email.toLowerCase()) throw userNotFound();
  await ctx.db.deleteFrom('identity_magic_links').where('user_id', '=', user.id).execute();
  return user;
}
