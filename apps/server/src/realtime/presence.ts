import { isUuid } from '@app/contracts/dashboard-api';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** How often an instance renews the last-seen time of the people with a socket open on it. */
export const PRESENCE_HEARTBEAT_MS = 60_000;
/** How long a socket's coming or going waits to be written with the others of that moment. */
export const PRESENCE_FLUSH_MS = 250;

/** Marks these people as seen now (every instance writes for its own sockets). */
export async function touchPresence(db: Kysely<DB>, userIds: Iterable<string>, now = new Date()): Promise<void> {
  const rows = [...new Set(userIds)].filter(isUuid).map((user_id) => ({ user_id, last_seen_at: now }));
  if (rows.length === 0) return;
  await db
    .insertInto('realtime_presence')
    .values(rows)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        last_seen_at: sql`greatest(realtime_presence.last_seen_at, excluded.last_seen_at)`,
      }),
    )
    .execute();
}
