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
  // The insert was prepared after the dump, before the select found its statement gone: it is
  // still prepared, and runs again (the daily backup dumps, so this is any day's traffic).
  const second = 'after-the-dump-2@example.com';
  await db.insertInto('authors').values({ full_name: 'After The Dump Again', email: second }).execute();
  expect(await db.selectFrom('authors').select('id').where('email', '=', second).execute()).toHaveLength(1);
});

it('rolls back to a savepoint and keeps what came before it', async () => {
  const { db } = testDb.database;
  const emails = ['before-the-savepoint@example.com', 'after-the-savepoint@example.com'];
  const trx = await db.startTransaction().execute();
  await trx.insertInto('authors').values({ full_name: 'Before', email: emails[0]! }).execute();
  const marked = await trx.savepoint('before "second" insert').execute();
  await marked.insertInto('authors').values({ full_name: 'After', email: emails[1]! }).execute();
  const rolledBack = await marked.rollbackToSavepoint('before "second" insert').execute();
  const released = await rolledBack.savepoint('again').execute();
  await released.releaseSavepoint('again').execute();
  await released.commit().execute();

  const kept = await db.selectFrom('authors').select('email').where('email', 'in', emails).execute();
  expect(kept).toEqual([{ email: emails[0] }]);
});
