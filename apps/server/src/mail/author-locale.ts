import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { pickMailLocale } from '../identity/mail/mail-texts.js';

/** The author's language: their account's chosen locale, else the browser's, else English. */
export async function authorLocale(db: Kysely<DB>, author: { id: string; email: string }, acceptLanguage?: string) {
  const row = await db
    .selectFrom('identity_users')
    .select(sql<unknown>`user_metadata->>'locale'`.as('locale'))
    .where((eb) => eb.or([eb('id', '=', author.id), eb(sql<string>`lower(email)`, '=', author.email.toLowerCase())]))
    .orderBy(sql`id = ${author.id}`, 'desc')
    .executeTakeFirst();
  return pickMailLocale(row?.locale, acceptLanguage);
}
