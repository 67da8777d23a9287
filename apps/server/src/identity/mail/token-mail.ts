import type { Updateable } from 'kysely';
import type { IdentityContext } from '../context.js';
import { newEmailToken, type emailTokenLifetimeMs } from '../email-tokens.js';
import type { IdentityUser, IdentityUsersTable } from '../identity.tables.js';
import { updateUser } from '../users.js';
import { sendIdentityMail, type IdentityMail } from './identity-mails.js';
import type { MailKind } from './mail-texts.js';

/** The prefixes of the user columns that keep a mailed token (`confirmation_token_hash`, …). */
type TokenColumns = 'confirmation' | 'email_change' | 'recovery';

/** For each mail, the columns that keep its token and how long it works. */
const tokenOfMail: Record<MailKind, { columns: TokenColumns; lifetime: keyof typeof emailTokenLifetimeMs }> = {
  confirmation: { columns: 'confirmation', lifetime: 'confirmation' },
  invite: { columns: 'confirmation', lifetime: 'invite' },
  email_change: { columns: 'email_change', lifetime: 'email_change' },
  recovery: { columns: 'recovery', lifetime: 'recovery' },
  login_paused: { columns: 'recovery', lifetime: 'recovery' },
};

/**
 * Mails a fresh single-use link to an existing user: stores the token's hash, sent and expiry
 * times in the user's columns for that kind of mail (with any `otherChanges` to the row), then
 * sends the mail. Returns the user as updated.
 */
export async function mailNewToken(
  ctx: Pick<IdentityContext, 'db' | 'mailer' | 'siteUrl'>,
  user: IdentityUser,
  mail: Omit<IdentityMail, 'token'>,
  otherChanges: Updateable<IdentityUsersTable> = {},
): Promise<IdentityUser> {
  const { columns, lifetime } = tokenOfMail[mail.kind];
  const link = newEmailToken(lifetime);
  // Names built from TokenColumns, whose three columns each exist in IdentityUsersTable.
  const tokenColumns = {
    [`${columns}_token_hash`]: link.hash,
    [`${columns}_sent_at`]: link.sentAt,
    [`${columns}_expires_at`]: link.expiresAt,
  } as Updateable<IdentityUsersTable>;
  const updated = await updateUser(ctx.db, user.id, { ...otherChanges, ...tokenColumns });
  await sendIdentityMail(ctx.mailer, ctx.siteUrl, { ...mail, token: link.token });
  return updated;
}
