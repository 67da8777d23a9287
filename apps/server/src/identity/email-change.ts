import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { audit } from './audit.js';
import type { IdentityUser } from './identity.tables.js';
import { updateUser } from './users.js';

/**
 * Completes a confirmed email change: the new address (the user's pending `new_email`) becomes the
 * account's, the pending change and its token are cleared, and the change is audited with both addresses.
 */
export async function applyEmailChange(
  db: Kysely<DB>,
  user: IdentityUser,
  newEmail: string,
  ip: string,
): Promise<IdentityUser> {
  const changed = await updateUser(db, user.id, {
    email: newEmail,
    // Confirmed from the new address: its mailbox is proven.
    address_unproven: false,
    new_email: null,
    email_change_token_hash: null,
    email_change_expires_at: null,
  });
  await audit(db, { event: 'email_changed', userId: user.id, ip, details: { from: user.email, to: changed.email } });
  return changed;
}
