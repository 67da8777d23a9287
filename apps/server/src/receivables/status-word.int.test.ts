import { normaliseStatus } from '@app/contracts/invoice-status';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase({ migrate: false });
});
afterAll(() => testDb.dispose());

/**
 * The database reads a status as `lower(btrim(coalesce(status, '')))` (the generated columns and
 * triggers of the invoice standing rule); the screens read it with `normaliseStatus`. Both must see
 * the same word, or a status with a stray tab would be paid on one side and owed on the other.
 */
it('reads every status the way the database does', async () => {
  const statuses = [
    null,
    '',
    ' Paid ',
    'paid\t',
    '\tpaid',
    'PAID\n',
    ' settled  ',
    'Fully-Paid',
    '\u00a0pending',
    'draft\r',
  ];
  for (const status of statuses) {
    const { rows } = await sql<{ word: string }>`select lower(btrim(coalesce(${status}::text, ''))) as word`.execute(
      testDb.database.db,
    );
    expect(normaliseStatus(status), JSON.stringify(status)).toBe(rows[0]!.word);
  }
});
