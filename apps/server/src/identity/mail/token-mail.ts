import type { Updateable } from 'kysely';
import type { IdentityContext } from '../context.js';
import { newEmailToken, type emailTokenLifetimeMs } from '../email-tokens.js';
import type { IdentityUser, IdentityUsersTable } from '../../db/identity.tables.js';
import { updateUser } from '../users.js';
import { queueIdentityMail, type IdentityMail } from './identity-mails.js';
import type { MailKind } from './mail-texts.js';

/** The prefixes of the user columns that keep a mailed token (`confirmation_token_hash`, …). */
type TokenColumns = 'confirmation' | 'email_change' | 'recovery';

/** The mails whose token is kept in the user's columns (a sign-in link's has its own table). */
export type TokenColumnMailKind = Exclude<MailKind, 'magiclink'>;

/**
 * For each mail, the columns that keep its token and how long it works. `quiet`: the mail does not
 * count as the last one sent (a security notice must not hold back a recovery mail asked right after).
 */
const tokenOfMail: Record<
  TokenColumnMailKind,
  { columns: TokenColumns; lifetime: keyof typeof emailTokenLifetimeMs; quiet?: true }
> = {
  confirmation: { columns: 'confirmation', lifetime: 'confirmation' },
  invite: { columns: 'confirmation', lifetime: 'invite' },
  email_change: { columns: 'email_change', lifetime: 'email_change' },
  recovery: { columns: 'recovery', lifetime: 'recovery' },
  login_paused: { columns: 'recovery', lifetime: 'recovery' },
  password_changed: { columns: 'recovery', lifetime: 'recovery', quiet: true },
  email_change_requested: { columns: 'recovery', lifetime: 'recovery', quiet: true },
  factor_added: { columns: 'recovery', lifetime: 'recovery', quiet: true },
  factor_removed: { columns: 'recovery', lifetime: 'recovery', quiet: true },
};

/**
 * Mails a fresh single-use link to an existing user: stores the token's hash, sent and expiry
 * times in the user's columns for that kind of mail (with any `otherChanges` to the row), then
 * queues the mail, both in one transaction. Returns the user as updated.
 */
export async function mailNewToken(
  ctx: Pick<IdentityContext, 'db' | 'mailQueue' | 'siteUrl'>,
  user: IdentityUser,
  mail: Omit<IdentityMail, 'token' | 'kind'> & { kind: TokenColumnMailKind },
  otherChanges: Updateable<IdentityUsersTable> = {},
): Promise<IdentityUser> {
  const { columns, lifetime, quiet } = tokenOfMail[mail.kind];
  const link = newEmailToken(lifetime);
  // Names built from TokenColumns, whose three columns each exist in IdentityUsersTable.
  const tokenColumns = {
    [`${columns}_token_hash`]: link.hash,
    ...(quiet ? {} : { [`${columns}_sent_at`]: link.sentAt }),
    [`${columns}_expires_at`]: link.expiresAt,
  } as Updateable<IdentityUsersTable>;
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await updateUser(trx, user.id, { ...otherChanges, ...tokenColumns });
    await queueIdentityMail(ctx, trx, { ...mail, token: link.token });
    return updated;
  });
}
