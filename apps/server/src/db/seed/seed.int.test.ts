import { catalogueServices } from '@app/contracts/catalogue-data';
import { PDFDocument } from 'pdf-lib';
import { pdfPageTexts } from '../../../../../e2e/support/pdf.js';
import { sha256Hex } from '../../agreements/signatures/seal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, silentLogger, type TestDatabase, TEST_PAYEE_DATA } from '../../../test/support/harness.js';
import { connectDatabase } from '../connect.js';
import { DEMO_AUTHOR, DEMO_PROOF_PROJECT } from './demo-author.js';
import { DEMO_CO_AUTHOR, DEMO_SHARED_BOOK } from './demo-royalties.js';
import { seedDemoData } from './index.js';
import { minimumPayoutCents, proposePayouts } from '../../payouts/payout-proposal.js';
import { listBookSplits } from '../../royalties/book-splits.js';
import { mySales } from '../../royalties/my-sales.js';
import { royaltyBalance } from '../../royalties/statements.js';
import { sql } from 'kysely';

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

  it("gives the demo author a book in production with a proof waiting for the author's review", async () => {
    const { db } = testDb.database;
    const stages = await db
      .selectFrom('production_project_stages')
      .select(['name', 'actual_end'])
      .where('project_id', '=', DEMO_PROOF_PROJECT.id)
      .orderBy('position')
      .execute();
    expect(stages.map((stage) => stage.name)).toContain('Proofs');
    expect(stages[0]!.actual_end).not.toBeNull();
    const proofs = await db
      .selectFrom('production_proofs')
      .select(['status', 'free_rounds_left'])
      .where('project_id', '=', DEMO_PROOF_PROJECT.id)
      .execute();
    expect(proofs).toEqual([{ status: 'waiting_author', free_rounds_left: 2 }]);
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

  it('shares a book of the demo author with the co-author: their shares sum to the book’s royalty to the cent', async () => {
    const { db } = testDb.database;
    const [split] = await listBookSplits(db, DEMO_SHARED_BOOK.id);
    expect(split!.payees.map((payee) => [payee.author_id, payee.share_bp])).toEqual([
      [DEMO_AUTHOR.id, 6000],
      [DEMO_CO_AUTHOR.id, 4000],
    ]);
    // The book's royalty computed whole, per statement line (month, store, channel, currency):
    // the share of the terms, at the month's rate, rounded once to cents.
    const { rows: whole } = await sql<{ sale_month: string; shared: boolean; cents: string }>`
      select l.sale_month, l.shared,
             round(sum(l.net_revenue * l.author_share) * coalesce(min(r.rate), 1), 2) * 100 as cents
      from (select *, sale_date >= ${split!.effective_from} as shared from sales_lines
            where book_id = ${DEMO_SHARED_BOOK.id}) l
      left join exchange_rates r on r.period = l.sale_month and r.currency = l.currency
      group by l.sale_month, l.shared, l.source_id, l.channel, l.currency`.execute(db);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const wholeCents = sum(whole.map((line) => Number(line.cents)));
    // Sales on both sides of the split date: the demo author's alone before, shared after.
    expect(whole.some((line) => line.shared) && whole.some((line) => !line.shared)).toBe(true);

    // Each author's royalties page shows their share; the two sum to the book's royalty.
    const bookCents = async (authorId: string) => {
      const book = (await mySales(db, authorId)).books.find((row) => row.book_id === DEMO_SHARED_BOOK.id)!;
      return { cents: Math.round(book.royalties * 100), share_bp: book.share_bp };
    };
    const demo = await bookCents(DEMO_AUTHOR.id);
    const co = await bookCents(DEMO_CO_AUTHOR.id);
    expect([demo.share_bp, co.share_bp]).toEqual([6000, 4000]);
    expect(co.cents).toBeGreaterThan(0);
    expect(demo.cents + co.cents).toBe(wholeCents);
    const sharedCents = sum(whole.filter((line) => line.shared).map((line) => Number(line.cents)));
    expect(Math.abs(co.cents - sharedCents * 0.4)).toBeLessThanOrEqual(whole.length);

    // Both issued statements for the shared months: their lines of the book sum to its royalty there.
    const stated = await db
      .selectFrom('royalty_statement_lines as l')
      .innerJoin('royalty_statements as s', 's.id', 'l.statement_id')
      .select(['s.author_id', 'l.sale_month', 'l.royalty'])
      .where('l.book_id', '=', DEMO_SHARED_BOOK.id)
      .where('l.sale_month', '>=', split!.effective_from.slice(0, 7))
      .execute();
    const coMonths = [
      ...new Set(stated.filter((line) => line.author_id === DEMO_CO_AUTHOR.id).map((l) => l.sale_month)),
    ];
    expect(coMonths.length).toBeGreaterThan(0);
    for (const month of coMonths) {
      const statedCents = sum(
        stated.filter((line) => line.sale_month === month).map((line) => Math.round(Number(line.royalty) * 100)),
      );
      expect(statedCents).toBe(
        sum(whole.filter((line) => line.sale_month === month).map((line) => Number(line.cents))),
      );
    }
    // The co-author is owed their statements' balance, without the profiles a payout run needs.
    const skipped = (await proposePayouts(db, '2026-01')).skipped.find((row) => row.author_id === DEMO_CO_AUTHOR.id);
    expect(skipped?.balance_cents).toBe(Math.round((await royaltyBalance(db, DEMO_CO_AUTHOR.id)) * 100));
    expect(skipped?.missing).toEqual(expect.arrayContaining(['payment_profile', 'tax_profile']));
  });

  it('gives the demo author a sealed PDF for each signed agreement and a document to sign for each waiting one', async () => {
    const { db } = testDb.database;
    const requests = await db
      .selectFrom('contract_documents as c')
      .innerJoin('agreement_signature_requests as r', 'r.agreement_id', 'c.id')
      .select(['c.service_name', 'c.status', 'c.document_file_url', 'r.status as signature', 'r.original_file_id'])
      .select(['r.signed_file_id', 'r.signed_sha256', 'r.completed_file_id', 'r.completed_sha256'])
      .where('c.author_id', '=', DEMO_AUTHOR.id)
      .execute();
    const byStatus = Object.fromEntries(requests.map((row) => [row.status, row]));
    expect(Object.keys(byStatus).sort()).toEqual(['completed', 'pending', 'sent', 'signed']);
    expect(byStatus.pending).toMatchObject({ signature: 'sent', signed_file_id: null });
    expect(byStatus.sent).toMatchObject({ signature: 'sent', signed_file_id: null });
    for (const row of requests) expect(row.document_file_url).toBe(`/api/me/files/${row.original_file_id}`);

    const sealed = [
      { id: byStatus.signed!.signed_file_id, sha256: byStatus.signed!.signed_sha256, signers: 1 },
      { id: byStatus.completed!.completed_file_id, sha256: byStatus.completed!.completed_sha256, signers: 2 },
    ];
    expect(byStatus.signed!.signature).toBe('signed');
    expect(byStatus.completed!.signature).toBe('completed');
    for (const { id, sha256, signers } of sealed) {
      const file = await db.selectFrom('files').select('data').where('id', '=', id!).executeTakeFirstOrThrow();
      expect(sha256Hex(file.data)).toBe(sha256);
      // The two pages of the agreement, then the certificate naming every signer.
      expect((await PDFDocument.load(file.data)).getPageCount()).toBe(3);
      const certificate = (await pdfPageTexts(Buffer.from(file.data))).at(-1)!;
      expect(certificate).toContain(DEMO_AUTHOR.fullName);
      expect(certificate.includes('staff@example.com')).toBe(signers === 2);
    }
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
      .select('title')
      .where('author_id', '=', author.id)
      .where('status', '=', 'sent')
      .orderBy('title')
      .execute();
    expect(waiting).toEqual([
      { title: 'Amazon Advertising Campaign Agreement' },
      { title: 'Audiobook Production Agreement' },
    ]);
  });
});

describe('demo seed interrupted', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.dispose());

  it('leaves neither its claim nor any demo content when a step fails, so the next start seeds it whole', async () => {
    const { db } = testDb.database;
    // Sealing the bank details is one of the last steps: everything before it has been written.
    const failingPayeeData = {
      ...TEST_PAYEE_DATA,
      seal: () => {
        throw new Error('stopped while seeding');
      },
    };
    await expect(seedDemoData(db, { demoPassword: 'irrelevant-here', payeeData: failingPayeeData })).rejects.toThrow(
      'stopped while seeding',
    );
    const left = await sql<{ claims: number; authors: number; invoices: number }>`select
      (select count(*)::int from demo_seed) as claims,
      (select count(*)::int from authors) as authors,
      (select count(*)::int from invoices) as invoices`.execute(db);
    expect(left.rows[0]).toEqual({ claims: 0, authors: 0, invoices: 0 });

    expect(await seedDemoData(db, { demoPassword: 'irrelevant-here', payeeData: TEST_PAYEE_DATA })).toBe(true);
    const { id } = await db
      .selectFrom('authors')
      .select('id')
      .where('email', '=', DEMO_AUTHOR.email)
      .executeTakeFirstOrThrow();
    expect(id).toBe(DEMO_AUTHOR.id);
    expect(await db.selectFrom('payment_profiles').select('author_id').execute()).toEqual([
      { author_id: DEMO_AUTHOR.id },
    ]);
  });
});
