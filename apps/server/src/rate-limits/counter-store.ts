import { sql, type Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { DB } from '../db/schema.js';

/** How often, at most, one instance deletes the counters whose window has ended. */
const SWEEP_INTERVAL_MS = 60_000;

/** Longer keys (an address a client made up) are stored as their hash: an index entry has a size limit. */
const MAX_STORED_KEY_LENGTH = 200;

const storedKey = (key: string) =>
  key.length <= MAX_STORED_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;

export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Fixed-window counters in the database, so every server instance on it counts the same hits.
 * Windows are timed by the database clock: instances whose clocks differ still agree.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` in a window of `windowMs`. */
  count(key: string, windowMs: number): Promise<RateLimitCount>;
  /** Counts one hit and returns the seconds to wait when `limit` is exceeded, else 0. */
  hit(key: string, limit: number, windowMs: number): Promise<number>;
  /** Milliseconds until the current window of `key` ends; 0 when it has none. Counts nothing. */
  remainingMs(key: string): Promise<number>;
  /** Ends the windows of every key that starts with `prefix` (a prefix of a key short enough to be stored whole). */
  clear(prefix: string): Promise<void>;
}

/**
 * Counts one hit on `key` in a window of `windowMs`, through `db`: a transaction's, when the hit
 * must count only if the change it guards commits.
 */
export async function countHit(db: Kysely<DB>, key: string, windowMs: number): Promise<RateLimitCount> {
  // One statement, so concurrent hits from any instance are each counted once.
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    insert into rate_limit_counters as counter (key, hits, reset_at)
    values (${storedKey(key)}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when counter.reset_at <= now() then 1 else counter.hits + 1 end,
      reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
    returning hits, ceil(extract(epoch from reset_at - now()) * 1000)::integer as ttl_ms`.execute(db);
  const row = rows[0]!;
  return { hits: row.hits, ttlMs: Math.max(0, row.ttl_ms) };
}

export function createRateLimitStore(db: Kysely<DB>): RateLimitStore {
  let lastSweep = 0;

  /** Ended windows are restarted by their next hit; keys never hit again are deleted here. */
  async function sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await sql`delete from rate_limit_counters where reset_at < now()`.execute(db);
  }

  async function count(key: string, windowMs: number): Promise<RateLimitCount> {
    await sweepNowAndThen();
    return countHit(db, key, windowMs);
  }

  return {
    count,
    async hit(key, limit, windowMs) {
      const { hits, ttlMs } = await count(key, windowMs);
      return hits > limit ? ttlMs / 1000 : 0;
    },
    async remainingMs(key) {
      const { rows } = await sql<{ ttl_ms: number }>`
        select ceil(extract(epoch from reset_at - now()) * 1000)::integer as ttl_ms
        from rate_limit_counters where key = ${storedKey(key)} and reset_at > now()`.execute(db);
      return Math.max(0, rows[0]?.ttl_ms ?? 0);
    },
    async clear(prefix) {
      await sql`delete from rate_limit_counters where left(key, ${prefix.length}) = ${prefix}`.execute(db);
    },
  };
}
