import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { countHit, type RateLimitCount } from '../rate-limits/counter-store.js';

/**
 * Mails to one address that someone typed into a form (a quote receipt, a newsletter link, a
 * signup confirmation, a recovery or sign-in link, an invitation, an email change), whoever asks
 * for them and from wherever: enough for a person, and a ceiling for anyone who would use the
 * forms to flood someone else's inbox. Every source counts on the same counter.
 */
export const VISITOR_MAIL_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

/**
 * Counts one mail (or one request that may mail) to `address`, counted in the database (through
 * the caller's transaction, if any, so a rolled-back request counts nothing) and so across every
 * instance. Letter case does not make another address.
 */
export function countMailTo(db: Kysely<DB>, address: string): Promise<RateLimitCount> {
  return countHit(db, `visitor-mail:${address.trim().toLowerCase()}`, VISITOR_MAIL_LIMIT.windowMs);
}

/** Counts one mail to `address` and says whether it may go. */
export async function mayMailVisitor(db: Kysely<DB>, address: string): Promise<boolean> {
  const { hits } = await countMailTo(db, address);
  return hits <= VISITOR_MAIL_LIMIT.max;
}
