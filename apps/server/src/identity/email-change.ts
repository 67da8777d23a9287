import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { audit } from './audit.js';
import type { IdentityUser } from '../db/identity.tables.js';
import { updateUser } from './users.js';

/**
 * Completes a confirmed email change: the new address (the user's pending `new_email`) becomes the
 * account's, the pending change and its token are cleared, the author record of a site account
 * takes the new address too (profile, invoices and the staff console read it there), and the change
 * is audited with both addresses. All of it in one transaction.
 */
export async function applyEmailChange(
  db: Kysely<DB>,
  user: IdentityUser,
  newEmail: string,
  ip: string,
): Promise<IdentityUser> {
  return db.transaction().execute(async (trx) => {
    const changed = await updateUser(trx, user.id, {
      email: newEmail,
      // Confirmed from the new address: its mailbox is proven.
      address_unproven: false,
      new_email: null,
      email_change_token_hash: null,
      email_change_expires_at: null,
    });
    if (user.aud === '') await moveAuthorEmail(trx, user, changed.email);
    await audit(trx, { event: 'email_changed', userId: user.id, ip, details: { from: user.email, to: changed.email } });
    return changed;
  });
}

/**
 * The account's author record: the one with its id, else the one staff created under its former
 * address. Left as it is if another author record already holds the new address (one author per
 * address), for staff to merge.
 */
async function moveAuthorEmail(trx: Kysely<DB>, user: IdentityUser, newEmail: string): Promise<void> {
  const own = await trx
    .selectFrom('authors')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', user.id), eb(sql<string>`lower(email)`, '=', user.email.toLowerCase())]))
    .orderBy(sql`id = ${user.id}`, 'desc')
    .executeTakeFirst();
  if (!own) return;
  await trx
    .updateTable('authors')
    .set({ email: newEmail })
    .where('id', '=', own.id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('authors as other')
            .select('other.id')
            .where(sql<string>`lower(other.email)`, '=', newEmail.toLowerCase())
            .where('other.id', '!=', own.id),
        ),
      ),
    )
    .execute();
}
