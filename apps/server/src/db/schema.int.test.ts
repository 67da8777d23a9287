import { sql } from 'kysely';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';
import { migrateToLatest } from './migrate.js';

/** Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
describe('schema and migrations', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ migrate: false });
  });
  afterAll(() => testDb.dispose());

  const db = () => testDb.database.db;
  const newAuthor = (email: string) =>
    db().insertInto('authors').values({ email }).returning(['id', 'country', 'author_status']);

  it('applies every migration once, even when started twice at the same time', async () => {
    const [first, second] = await Promise.all([migrateToLatest(db()), migrateToLatest(db())]);
    const applied = [...(first ?? []), ...(second ?? [])]
      .filter((r) => r.status === 'Success')
      .map((r) => r.migrationName);
    expect(applied).toContain('0001_core');
    expect(new Set(applied).size).toBe(applied.length);
    expect(await migrateToLatest(db())).toEqual([]);
  });

  it('applies a migration added after the last start, and refuses a database with one the files lack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      cpSync(fileURLToPath(new URL('./migrations', import.meta.url)), dir, { recursive: true });
      writeFileSync(join(dir, '9999_probe.sql'), 'create table migration_probe (id integer);');
      const added = await migrateToLatest(db(), dir);
      expect(added?.map((r) => [r.migrationName, r.status])).toEqual([['9999_probe', 'Success']]);
      expect(await migrateToLatest(db(), dir)).toEqual([]);
      await expect(migrateToLatest(db())).rejects.toThrow(/9999_probe/);
    } finally {
      await sql`drop table if exists migration_probe`.execute(db());
      await sql`delete from kysely_migration where name = '9999_probe'`.execute(db());
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await migrateToLatest(db())).toEqual([]);
  });

  it('gives a new author the defaults Active and US', async () => {
    const author = await newAuthor('defaults@example.com').executeTakeFirstOrThrow();
    expect(author).toMatchObject({ country: 'US', author_status: 'Active' });
  });

  it('refuses a second author with the same email in another case', async () => {
    await newAuthor('Jane.Doe@example.com').execute();
    await expect(newAuthor('jane.doe@EXAMPLE.com').execute()).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('authors_email_key'),
    });
  });

  it('refuses an unknown author status and an invoice without an author', async () => {
    await expect(
      db()
        .insertInto('authors')
        .values({ email: 'bad@example.com', author_status: 'Gone' as 'Active' })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db()
        .insertInto('invoices')
        .values({ author_id: '00000000-0000-4000-8000-000000000000', service: 'Copy Editing' })
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('keeps money exact and calendar days as plain dates', async () => {
    const author = await newAuthor('money@example.com').executeTakeFirstOrThrow();
    for (const amount of ['0.10', '0.20']) {
      await db()
        .insertInto('invoices')
        .values({ author_id: author.id, service: 'Copy Editing', total_amount: amount, issue_date: '2025-03-05' })
        .execute();
    }
    const row = await db()
      .selectFrom('invoices')
      .where('author_id', '=', author.id)
      .select((eb) => [eb.fn.sum<string>('total_amount').as('total'), eb.fn.min('issue_date').as('first')])
      .executeTakeFirstOrThrow();
    expect(row.total).toBe('0.30');
    expect(row.first).toBe('2025-03-05');
  });

  it('deletes an author with everything that belongs to them', async () => {
    const author = await newAuthor('leaving@example.com').executeTakeFirstOrThrow();
    await db()
      .insertInto('author_activities')
      .values({ author_id: author.id, activity_type: 'chat_user', description: 'Hi' })
      .execute();
    await db().deleteFrom('authors').where('id', '=', author.id).execute();
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from author_activities where author_id = ${author.id}`.execute(db());
    expect(rows[0]?.n).toBe(0);
  });
});
