import { catalogueServices } from '@app/contracts/catalogue-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, silentLogger, type TestDatabase, TEST_PAYEE_DATA } from '../../../test/harness.js';
import { connectDatabase } from '../connect.js';
import { DEMO_AUTHOR } from './demo-author.js';
import { seedDemoData } from './index.js';
import { minimumPayoutCents, proposePayouts } from '../../payouts/payout-proposal.js';
import { royaltyBalance } from '../../royalties/statements.js';

describe('demo seed', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDemoData(testDb.database.db, { demoPassword: 'irrelevant-here', payeeData: TEST_PAYEE_DATA });
  });
  afterAll(() => testDb.dispose());

  const count = async (table: 'invoices' | 'books' | 'catalogue_services' | 'author_activities') =>
    (
      await testDb.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('is idempotent: a second run adds nothing', async () => {
    const before = await Promise.all([
      count('invoices'),
      count('books'),
      count('catalogue_services'),
      count('author_activities'),
    ]);
    await seedDemoData(testDb.database.db, { demoPassword: 'irrelevant-here', payeeData: TEST_PAYEE_DATA });
    const after = await Promise.all([
      count('invoices'),
      count('books'),
      count('catalogue_services'),
      count('author_activities'),
    ]);
    expect(after).toEqual(before);
  });

  it('gives the demo author sales, statements, a payout, a balance and bank details on file; a second run adds none', async () => {
    const { db } = testDb.database;
    const statements = await db
      .selectFrom('royalty_statements')
      .selectAll()
      .where('author_id', '=', DEMO_AUTHOR.id)
      .execute();
    expect(statements).toHaveLength(4);
    expect(await db.selectFrom('royalty_payouts').select('id').execute()).toHaveLength(1);
    const profile = await db.selectFrom('payment_profiles').selectAll().executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ author_id: DEMO_AUTHOR.id, method: 'ach' });
    expect(TEST_PAYEE_DATA.open(profile.details_sealed)).toMatchObject({ account_number: '000123456789' });
    const tax = await db.selectFrom('tax_profiles').selectAll().executeTakeFirstOrThrow();
    expect(tax).toMatchObject({ author_id: DEMO_AUTHOR.id, form: 'w9', withholding_percent: 0 });
    // Owed more than the minimum payout: a payout run proposes them at once.
    const { minimumCents } = await minimumPayoutCents(db);
    expect(Math.round((await royaltyBalance(db, DEMO_AUTHOR.id)) * 100)).toBeGreaterThanOrEqual(minimumCents);
    expect((await proposePayouts(db, '2026-01')).items.map((item) => item.author_id)).toEqual([DEMO_AUTHOR.id]);
    expect(Number(statements.sort((a, b) => a.period.localeCompare(b.period)).at(-1)!.closing_balance)).toBeGreaterThan(
      0,
    );
    const lines = await db.selectFrom('sales_lines').select('id').execute();
    await seedDemoData(db, { demoPassword: 'irrelevant-here', payeeData: TEST_PAYEE_DATA });
    expect(await db.selectFrom('sales_lines').select('id').execute()).toHaveLength(lines.length);
  });

  it('seeds once per database: a deleted demo login stays deleted', async () => {
    const { db } = testDb.database;
    await db.deleteFrom('identity_users').where('email', '=', 'staff@example.com').execute();
    expect(await seedDemoData(db, { demoPassword: 'irrelevant-here', payeeData: TEST_PAYEE_DATA })).toBe(false);
    expect(
      await db.selectFrom('identity_users').select('id').where('email', '=', 'staff@example.com').execute(),
    ).toEqual([]);
  });

  it('seeds a database once when two instances start together', async () => {
    const first = await createTestDatabase();
    // A second instance: its own connections to the same database.
    const other = first.url
      ? await connectDatabase({ kind: 'postgres', url: first.url }, silentLogger)
      : first.database;
    try {
      const results = await Promise.all([
        seedDemoData(first.database.db, { demoPassword: 'irrelevant-here', payeeData: TEST_PAYEE_DATA }),
        seedDemoData(other.db, { demoPassword: 'irrelevant-here', payeeData: TEST_PAYEE_DATA }),
      ]);
      expect(results.sort()).toEqual([false, true]);
      const staff = await first.database.db
        .selectFrom('identity_users')
        .select('id')
        .where('email', 'in', ['staff@example.com', 'author@example.com'])
        .execute();
      expect(staff).toHaveLength(2);
    } finally {
      if (other !== first.database) await other.close();
      await first.dispose();
    }
  });

  it('loads the 18 catalogue services: 7 publishing, 11 marketing', async () => {
    const rows = await testDb.database.db
      .selectFrom('catalogue_services')
      .select(['category', 'price', 'id'])
      .execute();
    expect(rows).toHaveLength(18);
    expect(rows.filter((r) => r.category === 'Publishing')).toHaveLength(7);
    expect(rows.filter((r) => r.category === 'Marketing')).toHaveLength(11);
    expect(catalogueServices).toHaveLength(18);
    const priced = rows.filter((r) => Number(r.price) > 0);
    expect(priced.map((r) => [r.id, r.price])).toEqual([['copy-editing', '0.05']]);
  });

  it('gives the demo author projects, invoices and agreements in every status', async () => {
    const db = testDb.database.db;
    const author = await db
      .selectFrom('authors')
      .selectAll()
      .where('email', '=', DEMO_AUTHOR.email)
      .executeTakeFirstOrThrow();
    expect(author).toMatchObject({ id: DEMO_AUTHOR.id, author_status: 'Active', country: 'US' });
    const projectStatuses = (
      await db.selectFrom('production_projects').select('project_status').where('author_id', '=', author.id).execute()
    ).map((r) => r.project_status?.toLowerCase().replace(/ /g, '_'));
    expect(new Set(projectStatuses)).toEqual(new Set(['in_progress', 'completed', 'pending', 'paused', 'cancelled']));
    const invoiceStatuses = new Set(
      (await db.selectFrom('invoices').select('status').where('author_id', '=', author.id).execute()).map(
        (r) => r.status,
      ),
    );
    for (const status of ['paid', 'pending', 'overdue', 'draft', 'partial', 'cancelled'])
      expect(invoiceStatuses).toContain(status);
    const installments = await db
      .selectFrom('installment_payments')
      .select(['status', 'installment_number'])
      .where('author_id', '=', author.id)
      .orderBy('installment_number')
      .execute();
    expect(installments.map((r) => r.status)).toEqual(['paid', 'unpaid', 'pending']);
    const contractStatuses = new Set(
      (await db.selectFrom('contract_documents').select('status').where('author_id', '=', author.id).execute()).map(
        (r) => r.status,
      ),
    );
    expect(contractStatuses).toEqual(
      new Set(['signed', 'pending', 'sent', 'draft', 'expired', 'cancelled', 'completed']),
    );
    const waiting = await db
      .selectFrom('agreement_signature_requests')
      .select(['status', 'title'])
      .where('author_id', '=', author.id)
      .execute();
    expect(waiting).toEqual([{ status: 'sent', title: 'Audiobook Production Agreement' }]);
  });
});
