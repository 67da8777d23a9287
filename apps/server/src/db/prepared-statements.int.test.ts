import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';
import type { DB } from './schema.js';

describe(`queries on ${process.env.TEST_DATABASE_URL ? 'a PostgreSQL server' : 'the embedded database'}`, () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());

  /** The statements this connection has prepared so far. */
  const preparedOn = async (connection: Kysely<DB>) =>
    (
      await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(
        connection,
      )
    ).rows;

  it('run as named statements, prepared once per connection and reused', async () => {
    await testDb.database.db.connection().execute(async (connection) => {
      const byEmail = (email: string) =>
        connection.selectFrom('authors').select('id').where('email', '=', email).execute();
      await byEmail('a@example.com');
      await byEmail('b@example.com');
      const prepared = await preparedOn(connection);
      const authorLookups = prepared.filter((row) => row.statement.includes('from "authors"'));
      expect(authorLookups).toHaveLength(1);
      expect(authorLookups[0]!.name).toMatch(/^s_/);
    });
  });

  it('still run several statements in one unparameterized string, as migrations do', async () => {
    await testDb.database.db.connection().execute(async (connection) => {
      await sql`create temporary table scratch2 (n int); insert into scratch2 values (1)`.execute(connection);
      const rows = await sql<{ n: number }>`select n from scratch2 where n = ${1}`.execute(connection);
      expect(rows.rows).toEqual([{ n: 1 }]);
    });
  });

  it('pass values and read rows of every kind the application stores', async () => {
    const at = new Date('2026-11-27T10:11:12.345Z');
    const { rows } = await sql<{ at: Date; doc: { a: number[] }; tags: string[]; bytes: Uint8Array; none: null }>`
      select ${at}::timestamptz as at, ${JSON.stringify({ a: [1, 2] })}::jsonb as doc,
        ${['x', 'y']}::text[] as tags, ${Buffer.from([0, 255])}::bytea as bytes, ${null}::text as none`.execute(
      testDb.database.db,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.at.toISOString()).toBe(at.toISOString());
    expect(rows[0]!.doc).toEqual({ a: [1, 2] });
    expect(rows[0]!.tags).toEqual(['x', 'y']);
    expect([...rows[0]!.bytes]).toEqual([0, 255]);
    expect(rows[0]!.none).toBeNull();
  });

  it('report a refused row with its constraint, and count the rows a statement changed', async () => {
    const { db } = testDb.database;
    const email = `prepared-${Date.now()}@example.com`;
    const insert = () => db.insertInto('authors').values({ full_name: 'Prepared Author', email }).execute();
    await insert();
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
    const updated = await db
      .updateTable('authors')
      .set({ full_name: 'Renamed' })
      .where('email', '=', email)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it('give a refused statement an error whose stack leads back to the code that ran it', async () => {
    const failingLookup = () => sql`select 1 / ${0}::int`.execute(testDb.database.db);
    const error = await failingLookup().then(
      () => null,
      (refused: unknown) => refused,
    );
    expect(error).toMatchObject({ code: '22012' });
    expect((error as Error).stack).toContain('prepared-statements.int.test');
  });
});
