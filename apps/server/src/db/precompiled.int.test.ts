import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';
import { authorIdOf } from '../authors/author-sync.js';
import { precompiled } from './precompiled.js';

describe('precompiled queries', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.database.db
      .insertInto('authors')
      .values([
        { id: '6f1d2c4e-8a7b-4c3d-9e2f-000000000001', email: 'first@example.com', full_name: 'First' },
        { id: '6f1d2c4e-8a7b-4c3d-9e2f-000000000002', email: 'Second@Example.com', full_name: 'Second' },
      ])
      .execute();
  });
  afterAll(() => testDb.dispose());

  it('runs the one compiled statement with each call’s values in their places', async () => {
    const { db } = testDb.database;
    const names = precompiled(db, ['id', 'email'], (keys: { id: string | null; email: string }) =>
      db
        .selectFrom('authors')
        .select(['full_name', sql<number>`1`.as('constant')])
        .where('id', '=', authorIdOf(db, keys))
        .limit(5),
    );
    expect(await names({ id: '6f1d2c4e-8a7b-4c3d-9e2f-000000000001', email: 'nobody@example.com' })).toEqual([
      { full_name: 'First', constant: 1 },
    ]);
    // No id: found by email, whatever its case; values of the build (the limits) stay as built.
    expect(await names({ id: null, email: 'second@example.com' })).toEqual([{ full_name: 'Second', constant: 1 }]);
    expect(await names({ id: null, email: 'nobody@example.com' })).toEqual([]);
  });

  it('refuses at once a value the query never uses, rather than ignoring it', () => {
    const { db } = testDb.database;
    expect(() =>
      precompiled(db, ['email', 'unused'], (values: { email: string; unused: string }) =>
        db.selectFrom('authors').select('id').where('email', '=', values.email),
      ),
    ).toThrow('"unused" is not one of its parameters');
  });
});
