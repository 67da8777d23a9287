import type { IdentityUserData } from '@app/contracts/identity-user';
import { sql, type Kysely, type Updateable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB } from '../db/schema.js';
import { checkNewPassword } from './body.js';
import type { IdentityContext } from './context.js';
import { isExpired, newEmailToken, type EmailToken } from './email-tokens.js';
import { unprocessable, userNotFound } from './errors.js';
import type { IdentityUser, IdentityUsersTable, Metadata } from '../db/identity.tables.js';
import { queueIdentityMail, type IdentityMail } from './mail/identity-mails.js';
import { hashPassword } from './passwords.js';
import { revokeSessions } from './sessions.js';
import { updateUser } from './users.js';

/**
 * Signup confirmation links. An unconfirmed account may have several live links (a second signup,
 * a resend): each one mailed keeps working until it expires or the account is confirmed. When a
 * second signup claimed the address (`signup_contested_at`), the password on file may be either
 * person's, so confirming asks for a new one.
 */

/** Keeps the hash of a new signup link for `userId`, dropping the account's expired ones. */
export async function storeSignupLink(db: Kysely<DB>, userId: string, link: EmailToken): Promise<void> {
  await db
    .insertInto('identity_signup_links')
    .values({ token_hash: link.hash, user_id: userId, created_at: link.sentAt, expires_at: link.expiresAt })
    .execute();
  await db
    .deleteFrom('identity_signup_links')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', link.sentAt)
    .execute();
}

/** Mails one more confirmation link to an unconfirmed account; the earlier ones stay live. */
export async function mailSignupLink(
  ctx: Pick<IdentityContext, 'db' | 'mailQueue' | 'siteUrl'>,
  user: IdentityUser,
  mail: Omit<IdentityMail, 'kind' | 'to' | 'token'>,
  otherChanges: Updateable<IdentityUsersTable> = {},
): Promise<void> {
  const link = newEmailToken('confirmation');
  await ctx.db.transaction().execute(async (trx) => {
    await storeSignupLink(trx, user.id, link);
    await updateUser(trx, user.id, { ...otherChanges, confirmation_sent_at: link.sentAt });
    await queueIdentityMail(ctx, trx, { ...mail, kind: 'confirmation', to: user.email, token: link.token });
  });
}

export function findSignupLink(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('identity_signup_links')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Whether the address is that of an author record made before the account (`id`, if there is one
 * yet) by staff, or of a legacy author: such a record holds invoices, so a signup for it is never
 * confirmed at once, and whoever confirms its link chooses the password.
 */
export async function isAuthorRecordAddress(
  db: Kysely<DB>,
  account: { email: string; aud: string; id?: string },
): Promise<boolean> {
  if (account.aud !== '') return false;
  const author = await db
    .selectFrom('authors')
    .select('id')
    .where(sql<string>`lower(email)`, '=', account.email.toLowerCase())
    .$if(account.id !== undefined, (query) => query.where('id', '!=', account.id!))
    .executeTakeFirst();
  return author !== undefined;
}

/**
 * Confirms the account of a live signup link, once: its other links go. A password sent with the
 * link always replaces the one on file (and the signup data goes with it); a contested signup, or
 * one for an author record's address, cannot confirm without one.
 */
export async function confirmSignupLink(
  ctx: Pick<IdentityContext, 'db' | 'config'>,
  link: { user_id: string; expires_at: Date },
  password: string | undefined,
): Promise<{ user: IdentityUser; contested: boolean }> {
  if (isExpired(link.expires_at)) throw unprocessable('Confirmation token expired');
  const user = await ctx.db.selectFrom('identity_users').selectAll().where('id', '=', link.user_id).executeTakeFirst();
  if (!user || user.confirmed_at) throw userNotFound();
  const contested = user.signup_contested_at !== null || (await isAuthorRecordAddress(ctx.db, user));
  if (contested && !password) throw unprocessable('Set a password to finish your signup');
  if (password) checkNewPassword(password, ctx.config.minPasswordLength);
  const chosen = password ? { encrypted_password: await hashPassword(password), user_metadata: null } : {};
  const confirmed = await ctx.db.transaction().execute(async (trx) => {
    // Two links opened at once: only the first confirms.
    const row = await trx
      .updateTable('identity_users')
      .set({ ...chosen, confirmed_at: new Date(), signup_contested_at: null, updated_at: new Date() })
      .where('id', '=', user.id)
      .where('confirmed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw userNotFound();
    await trx.deleteFrom('identity_signup_links').where('user_id', '=', user.id).execute();
    return row;
  });
  return { user: confirmed, contested };
}

/**
 * Confirms an account through another proof of the mailbox (a recovery link, an external
 * provider's verified address). On an account whose address was never proven (unconfirmed, or
 * confirmed without a link), what was set up before is not the confirmer's: the password, the
 * second factors, the sessions and the pending signup links go. Answers whether a verified factor
 * went with them (its owner gets a notice).
 */
export async function confirmByMailbox(
  db: Kysely<DB>,
  user: IdentityUser,
  changes: Updateable<IdentityUsersTable>,
): Promise<{ user: IdentityUser; factorRemoved: boolean }> {
  if (user.confirmed_at && !user.address_unproven)
    return { user: await updateUser(db, user.id, changes), factorRemoved: false };
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('identity_signup_links').where('user_id', '=', user.id).execute();
    const factors = await trx
      .deleteFrom('identity_mfa_factors')
      .where('user_id', '=', user.id)
      .returning('status')
      .execute();
    await revokeSessions(trx, { userId: user.id }, 'address_proven');
    const proven = await updateUser(trx, user.id, {
      ...changes,
      confirmed_at: user.confirmed_at ?? new Date(),
      encrypted_password: null,
      signup_contested_at: null,
      address_unproven: false,
    });
    return { user: proven, factorRemoved: factors.some((factor) => factor.status === 'verified') };
  });
}

/**
 * Turns an unconfirmed signup into an invitation (`invitation`: its columns): the signup's
 * password, data, links, factors and sessions go. Only if the account is still unconfirmed and
 * uninvited when written; otherwise the address is taken.
 */
export async function supersedeSignup(
  trx: Kysely<DB>,
  user: IdentityUser,
  invitation: Updateable<IdentityUsersTable>,
): Promise<IdentityUser> {
  const invited = await trx
    .updateTable('identity_users')
    .set({
      ...invitation,
      encrypted_password: null,
      signup_contested_at: null,
      address_unproven: false,
      recovery_token_hash: null,
      recovery_expires_at: null,
      new_email: null,
      email_change_token_hash: null,
      email_change_expires_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', user.id)
    .where('confirmed_at', 'is', null)
    .where('invited_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!invited) throw unprocessable('Email address already registered by another user');
  await trx.deleteFrom('identity_signup_links').where('user_id', '=', user.id).execute();
  await trx.deleteFrom('identity_mfa_factors').where('user_id', '=', user.id).execute();
  await revokeSessions(trx, { userId: user.id }, 'invited');
  return invited;
}

/**
 * The answer a fresh signup with this request gets (GoTrue's user object of a new account), for a
 * signup whose address is already on file unconfirmed: nothing of that account is in it.
 */
export function freshSignupAnswer(
  email: string,
  aud: string,
  data: Metadata | null,
  autoconfirm: boolean,
): IdentityUserData {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud,
    role: '',
    email,
    ...(autoconfirm ? { confirmed_at: now } : { confirmation_sent_at: now }),
    app_metadata: { provider: 'email' },
    user_metadata: data,
    created_at: now,
    updated_at: now,
  };
}
