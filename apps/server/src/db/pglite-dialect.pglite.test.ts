import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase({ kind: 'pglite' });
});
afterAll(() => testDb.dispose());

it('goes on after an SQL dump: outside its transaction, its statements prepared again', async () => {
  const { db } = testDb.database;
  const email = 'after-the-dump@example.com';
  const named = () => db.selectFrom('authors').select('full_name').where('email', '=', email).execute();
  expect(await named()).toEqual([]);

  const dump = await testDb.database.dumpSql!();
  expect(await dump.text()).toContain('CREATE TABLE public.authors');

  // pg_dump deallocates every prepared statement, and leaves its read-only transaction open.
  await db.insertInto('authors').values({ full_name: 'After The Dump', email }).execute();
  expect(await named()).toEqual([{ full_name: 'After The Dump' }]);
  expect(await db.selectFrom('authors').select('id').where('email', '=', email).execute()).toHaveLength(1);
});
