import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';
import { createRateLimitStore } from './counter-store.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.dispose());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const counterKeys = async () =>
  (await sql<{ key: string }>`select key from rate_limit_counters order by key`.execute(testDb.database.db)).rows.map(
    (row) => row.key,
  );

describe('rate-limit counters in the database', () => {
  it('allows `limit` hits per window, then says how long to wait; other keys count apart', async () => {
    const store = createRateLimitStore(testDb.database.db);
    for (let i = 0; i < 3; i++) expect(await store.hit('limit:a', 3, 60_000)).toBe(0);
    const wait = await store.hit('limit:a', 3, 60_000);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await store.hit('limit:b', 3, 60_000)).toBe(0);
  });

  it('counts a key of any length (made-up addresses included)', async () => {
    const store = createRateLimitStore(testDb.database.db);
    const huge = `identity:signup:email:${randomBytes(60_000).toString('base64')}`;
    expect(await store.count(huge, 60_000)).toMatchObject({ hits: 1 });
    expect(await store.count(huge, 60_000)).toMatchObject({ hits: 2 });
    expect(await store.count(`${huge}x`, 60_000)).toMatchObject({ hits: 1 });
  });

  it('restarts an ended window at one hit', async () => {
    const store = createRateLimitStore(testDb.database.db);
    expect(await store.hit('restart', 1, 300)).toBe(0);
    expect(await store.hit('restart', 1, 300)).toBeGreaterThan(0);
    await pause(400);
    expect(await store.count('restart', 300)).toMatchObject({ hits: 1 });
    expect(await store.hit('restart', 1, 300)).toBeGreaterThan(0);
  });

  it('tells the time left in a window without counting, and clears the windows under a prefix', async () => {
    const store = createRateLimitStore(testDb.database.db);
    expect(await store.remainingMs('left:a')).toBe(0);
    await store.count('left:a', 60_000);
    await store.count('left:b', 60_000);
    await store.count('kept', 60_000);
    const left = await store.remainingMs('left:a');
    expect(left).toBeGreaterThan(55_000);
    expect(left).toBeLessThanOrEqual(60_000);
    expect(await store.count('left:a', 60_000)).toMatchObject({ hits: 2 });
    await store.clear('left:');
    expect(await store.remainingMs('left:a')).toBe(0);
    expect(await store.remainingMs('left:b')).toBe(0);
    expect(await store.count('kept', 60_000)).toMatchObject({ hits: 2 });
  });

  it('counts simultaneous hits once each, from any number of stores', async () => {
    const stores = [createRateLimitStore(testDb.database.db), createRateLimitStore(testDb.database.db)];
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stores[i % 2]!.count('simultaneous', 60_000)),
    );
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('deletes ended windows when a new store first counts, and keeps live ones', async () => {
    const store = createRateLimitStore(testDb.database.db);
    await store.count('sweep:ended', 1);
    await store.count('sweep:live', 60_000);
    await pause(20);
    // A store sweeps at most once a minute: its first count sweeps, the next ones do not.
    const fresh = createRateLimitStore(testDb.database.db);
    await fresh.count('sweep:trigger', 1);
    expect(await counterKeys()).not.toContain('sweep:ended');
    expect(await counterKeys()).toContain('sweep:live');
    await pause(20);
    await fresh.count('sweep:other', 60_000);
    expect(await counterKeys()).toContain('sweep:trigger');
  });
});
