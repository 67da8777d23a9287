import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { countHit } from '../rate-limits/counter-store.js';

/**
 * Mails to one address that a visitor typed into a form (a quote receipt, a newsletter link),
 * whoever asks for them and from wherever: enough for a person, and a ceiling for anyone who
 * would use the forms to flood someone else's inbox.
 */
export const VISITOR_MAIL_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

/**
 * Counts one mail to `address` and says whether it may go, counted in the database (through the
 * caller's transaction, so a rolled-back request counts nothing) and so across every instance.
 * Letter case does not make another address.
 */
export async function mayMailVisitor(db: Kysely<DB>, address: string): Promise<boolean> {
  const { hits } = await countHit(db, `visitor-mail:${address.trim().toLowerCase()}`, VISITOR_MAIL_LIMIT.windowMs);
  return hits <= VISITOR_MAIL_LIMIT.max;
}
