import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';

/**
 * The server's statements are short reads and writes. PostgreSQL's JIT compiler would compile the
 * staff invoice summary (its cost estimate counts a subquery per invoice) for about a second at
 * 100,000 invoices, longer than the statement itself runs; the connections leave it off.
 */
describe('database session settings', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());

  it('never JIT-compiles a statement', async () => {
    const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(testDb.database.db);
    expect(rows).toEqual([{ jit: 'off' }]);
  });
});
