import { isUuid } from '@app/contracts/dashboard-api';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { RequestUser } from '../auth/request-user.js';
import type { Author, DB } from '../db/schema.js';

/** The name the identity service holds for the user (full_name, else name). */
function metadataName(user: RequestUser): string | null {
  const { full_name: fullName, name } = user.claims.user_metadata ?? {};
  for (const value of [fullName, name]) if (typeof value === 'string' && value.trim()) return value.trim();
  return null;
}

async function findAuthor(db: Kysely<DB>, user: RequestUser): Promise<Author | undefined> {
  if (isUuid(user.id)) {
    const byId = await db.selectFrom('authors').selectAll().where('id', '=', user.id).executeTakeFirst();
    if (byId) return byId;
  }
  // Authors created by staff before the person had a login are found by their email.
  return db
    .selectFrom('authors')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', user.email.toLowerCase())
    .executeTakeFirst();
}

/**
 * The author behind a verified token: by identity id, else by email, else a new profile with
 * status Active and country US. Never trusts an author id sent by the client.
 */
export async function findOrCreateAuthor(db: Kysely<DB>, user: RequestUser): Promise<Author> {
  const found = await findAuthor(db, user);
  if (found) return found;
  const created = await db
    .insertInto('authors')
    .values({
      ...(isUuid(user.id) ? { id: user.id } : {}),
      email: user.email,
      full_name: metadataName(user),
      author_status: 'Active',
      country: 'US',
    })
    // A concurrent first request may have created it a moment ago (same id or same email).
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (created) return created;
  const raced = await findAuthor(db, user);
  if (!raced) throw new Error('Failed to sync author profile.');
  return raced;
}

/**
 * The sign-in sync of the spec: find or create the author, mark it seen (updated_at) and fill an
 * empty full_name from the identity metadata.
 */
export async function syncAuthor(db: Kysely<DB>, user: RequestUser): Promise<Author> {
  const author = await findOrCreateAuthor(db, user);
  const name = author.full_name?.trim() ? null : metadataName(user);
  return db
    .updateTable('authors')
    .set({ updated_at: new Date(), ...(name ? { full_name: name } : {}) })
    .where('id', '=', author.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The caller's author id as a subquery (findAuthor's rule: by identity id, else by email), for
 * reads of their own rows in one round trip. No author row yet means nothing of theirs to read,
 * so such reads need not create one.
 */
export const ownAuthorId = (db: Kysely<DB>, user: RequestUser) => authorIdOf(db, callerKeys(user));

/** What finds a caller's author: the identity id (when it can be an author id) and the email. */
export interface CallerKeys {
  id: string | null;
  email: string;
}

export const callerKeys = (user: RequestUser): CallerKeys => ({
  id: isUuid(user.id) ? user.id : null,
  email: user.email.toLowerCase(),
});

/** `ownAuthorId` from the keys; its SQL is the same whatever they are (see db/precompiled.ts). */
export function authorIdOf(db: Kysely<DB>, { id, email }: CallerKeys) {
  return db
    .selectFrom('authors')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', id), eb(sql<string>`lower(email)`, '=', email)]))
    .orderBy(sql`id = ${id}`, (ob) => ob.desc().nullsLast())
    .limit(1);
}

/** The calling author's id (401 without a valid token). */
export async function requireAuthorId(request: FastifyRequest, db: Kysely<DB>): Promise<string> {
  const author = await findOrCreateAuthor(db, await request.requireUser());
  return author.id;
}
