import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import type { DB } from './schema.js';

describe('queries on a PostgreSQL server', () => {
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
});
