import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';

/**
 * The embedded database is a single connection: without the driver's queue, a request's
 * statement would run inside another request's open transaction and share its fate.
 */
describe('concurrent transactions', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());

  const newAuthor = (email: string) => testDb.database.db.insertInto('authors').values({ email });
  const emails = async () =>
    (await testDb.database.db.selectFrom('authors').select('email').orderBy('email').execute()).map((r) => r.email);

  it("keeps a write made during another request's transaction when that transaction rolls back", async () => {
    let inside!: () => void;
    const transactionStarted = new Promise<void>((resolve) => (inside = resolve));
    const failing = testDb.database.db.transaction().execute(async (trx) => {
      await trx.insertInto('authors').values({ email: 'rolled-back@example.com' }).execute();
      inside();
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error('abort this transaction');
    });
    await transactionStarted;
    const independent = newAuthor('independent@example.com').execute();

    await expect(failing).rejects.toThrow('abort this transaction');
    await independent;
    expect(await emails()).toEqual(['independent@example.com']);
  });

  it('runs many concurrent transactions without losing or mixing their writes', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        testDb.database.db
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto('authors')
              .values({ email: `writer-${i}@example.com` })
              .execute();
            await new Promise((resolve) => setTimeout(resolve, i % 3));
            if (i % 4 === 0) throw new Error('rollback');
          })
          .catch(() => undefined),
      ),
    );
    const written = (await emails()).filter((email) => email.startsWith('writer-'));
    const expected = Array.from({ length: 20 }, (_, i) => i)
      .filter((i) => i % 4 !== 0)
      .map((i) => `writer-${i}@example.com`);
    expect(written.sort()).toEqual(expected.sort());
  });
});
