import { convert } from '@app/contracts/royalties';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';

/**
 * A statement line's royalty is converted and rounded in JavaScript (`convert`), the author's
 * page sums the same lines rounded in SQL (`round(royalty * rate, 2)` in my-sales.ts). SQL's
 * numeric rounding is the source: `convert` must give the same cents for every royalty (8
 * decimals: net revenue × share) and rate (6 decimals) the tables can hold.
 */
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.dispose());

/** A fixed pseudo-random sequence, so a failure names the same pairs on every run. */
function* pairs(count: number): Generator<[string, string]> {
  let seed = 20261128;
  const next = (max: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % max;
  };
  for (let n = 0; n < count; n += 1) {
    const sign = next(5) === 0 ? '-' : '';
    const amount = `${sign}${next(100000)}.${String(next(100000000)).padStart(8, '0')}`;
    const rate = `${next(3)}.${String(next(1000000)).padStart(6, '0')}`;
    yield [amount, rate === '0.000000' ? '1.000000' : rate];
  }
}

describe('royalty rounding', () => {
  it('converts to the cents PostgreSQL rounds to, half away from zero', async () => {
    const cases: [string, string][] = [
      // Exactly half a cent, either sign; a hair under half a cent that float arithmetic rounds up.
      ['10.005', '1'],
      ['-10.005', '1'],
      ['0.02363608', '0.634623'],
      ['-0.02363608', '0.634623'],
      ['4999.99999001', '0.000001'],
      ...pairs(2000),
    ];
    const { rows } = await sql<{ cents: string }>`
      select round(t.amount * t.rate, 2)::text as cents
      from unnest(${cases.map(([amount]) => amount)}::numeric[], ${cases.map(([, rate]) => rate)}::numeric[])
        with ordinality as t(amount, rate, n)
      order by t.n`.execute(testDb.database.db);
    const differing = cases
      .map(([amount, rate], index) => ({ amount, rate, sql: Number(rows[index]!.cents), js: convert(amount, rate) }))
      .filter((row) => row.sql !== row.js);
    expect(differing).toEqual([]);
  });
});
