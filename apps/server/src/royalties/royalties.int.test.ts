import type { AuthorRoyalties, ImportPreview, MySales, SalesImport, Statement } from '@app/contracts/royalties-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { auditRows, staffMember, type StaffMember } from '../../test/support/staff.js';
import { salesFixture, salesUpload, seedSalesBooks } from '../../test/support/sales.js';

let t: TestApp;
let admin: StaffMember;
let support: StaffMember;
let authorA: Record<string, string>;
let authorB: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  await seedSalesBooks(t.database.db);
  admin = await staffMember(t.database.db, ['admin'], 'royalties-admin@example.com');
  support = await staffMember(t.database.db, ['support'], 'royalties-support@example.com');
  authorA = bearer(await tokenFor(t.database.db, people.A));
  authorB = bearer(await tokenFor(t.database.db, people.B));
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const preview = async (file: string, options: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/sales-imports/preview',
    ...salesUpload(admin.headers, file, salesFixture(file), options),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportPreview>();
};

const importFile = async (fileName: string, bytes: Buffer, options: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/sales-imports',
    ...salesUpload(admin.headers, fileName, bytes, options),
  });
  expect(response.statusCode, response.body).toBe(202);
  return finished(response.json<SalesImport>().id);
};

/** The import once its job has finished with it. */
const finished = (importId: string) =>
  vi.waitFor(
    async () => {
      const read = (await call('GET', `/api/staff/sales-imports/${importId}`, support.headers)).json<SalesImport>();
      expect(read.status).not.toBe('running');
      return read;
    },
    { timeout: 60_000, interval: 50 },
  );

const saltRoadTitle = { title: 'The Salt Road', book_id: 'the-salt-road' };

describe('importing store reports', () => {
  it('sets up terms and rates (audited), refusing bad input', async () => {
    for (const [book, share] of [
      ['the-salt-road', 0.5],
      ['harbor-lights', 0.4],
    ] as const) {
      const term = await call('POST', `/api/staff/books/${book}/royalty-terms`, admin.headers, {
        author_share: share,
        effective_from: '2025-01-01',
      });
      expect(term.statusCode, term.body).toBe(201);
      expect(await auditRows(t.database.db, term.json<{ id: string }>().id)).toHaveLength(1);
    }
    expect(
      (
        await call('POST', '/api/staff/books/the-salt-road/royalty-terms', admin.headers, {
          author_share: 1.5,
          effective_from: '2025-01-01',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/staff/books/the-salt-road/royalty-terms', support.headers, {
          author_share: 0.5,
          effective_from: '2025-01-01',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/staff/books/no-such-book/royalty-terms', admin.headers, {
          author_share: 0.5,
          effective_from: '2025-01-01',
        })
      ).statusCode,
    ).toBe(404);
    for (const [currency, rate] of [
      ['EUR', 1.08],
      ['GBP', 1.25],
      ['AUD', 0.65],
      ['CAD', 0.72],
    ] as const) {
      expect(
        (await call('PUT', '/api/staff/royalties/exchange-rates', admin.headers, { period: '2026-01', currency, rate }))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (
        await call('PUT', '/api/staff/royalties/exchange-rates', admin.headers, {
          period: '2026-13',
          currency: 'EUR',
          rate: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('IngramSpark CSV: suggested mapping, returns and three currencies; the same file again counts nothing twice', async () => {
    const first = await preview('ingramspark-2026-01.csv', { source_id: 'ingramspark' });
    expect(first.mapping_origin).toBe('suggested');
    expect(first.mapping).toMatchObject({
      sale_date: 'Sales Period',
      identifier: 'ISBN',
      units_sold: 'Gross Qty',
      net_revenue: 'Net Pub Comp',
    });
    expect(first.counts).toEqual({ total: 5, ready: 5, needs_confirmation: 0, failed: 0, duplicate: 0 });
    expect(await t.database.db.selectFrom('sales_lines').select('id').execute()).toHaveLength(0);

    const done = await importFile('ingramspark-2026-01.csv', salesFixture('ingramspark-2026-01.csv'), {
      source_id: 'ingramspark',
    });
    expect(done).toMatchObject({
      status: 'imported',
      rows_total: 5,
      rows_processed: 5,
      rows_imported: 5,
      rows_duplicate: 0,
    });
    const returned = await t.database.db
      .selectFrom('sales_lines')
      .selectAll()
      .where('units_returned', '>', 0)
      .execute();
    expect(returned).toEqual([
      expect.objectContaining({ units_sold: 0, units_returned: 2, currency: 'USD', author_share: '0.5000' }),
    ]);

    const again = await preview('ingramspark-2026-01.csv', { source_id: 'ingramspark' });
    expect(again.mapping_origin).toBe('remembered');
    expect(again.already_imported?.id).toBe(done.id);
    expect(again.counts.duplicate).toBe(5);
    const twice = await importFile('ingramspark-2026-01.csv', salesFixture('ingramspark-2026-01.csv'), {
      source_id: 'ingramspark',
    });
    expect(twice).toMatchObject({ status: 'imported', rows_imported: 0, rows_duplicate: 5 });
  });

  it('KDP XLSX: both sheets, ASINs matched by title after confirmation and learned', async () => {
    const shown = await preview('kdp-2026-01.xlsx', { source_id: 'amazon-kdp' });
    expect(shown.sheets).toEqual(['eBook Royalty', 'Paperback Royalty']);
    expect(shown.counts).toMatchObject({ total: 5, ready: 2, needs_confirmation: 3, failed: 0 });
    expect(shown.title_matches).toEqual([
      {
        title: 'The Salt Road',
        identifier: 'B0CSALTRD1',
        rows: 3,
        book_id: 'the-salt-road',
        book_title: 'The Salt Road',
        confirmed: false,
      },
    ]);
    const done = await importFile('kdp-2026-01.xlsx', salesFixture('kdp-2026-01.xlsx'), {
      source_id: 'amazon-kdp',
      confirmations: [{ ...saltRoadTitle, identifier: 'B0CSALTRD1' }],
    });
    expect(done).toMatchObject({ status: 'imported', rows_imported: 5, rows_failed: 0 });
    const formats = await t.database.db
      .selectFrom('sales_lines')
      .select(['format', 'channel'])
      .where('source_id', '=', 'amazon-kdp')
      .distinct()
      .execute();
    expect(formats.map((row) => `${row.channel} ${row.format}`).sort()).toEqual([
      'Amazon KDP Paperback',
      'Amazon KDP eBook',
    ]);
    // The ASIN is known now: the same rows match without a question.
    expect((await preview('kdp-2026-01.xlsx', { source_id: 'amazon-kdp' })).counts).toMatchObject({
      ready: 5,
      needs_confirmation: 0,
      duplicate: 5,
    });
  });

  it('Draft2Digital CSV: each failing row with its reason, identical sales kept apart, a refund as a return', async () => {
    const shown = await preview('draft2digital-2026-01.csv', { source_id: 'draft2digital' });
    expect(shown.counts).toMatchObject({ total: 8, ready: 0, needs_confirmation: 6, failed: 2 });
    expect(shown.failures).toEqual([
      { row: 8, sheet: null, reason: 'Bad date: "13/01/2026"' },
      { row: 9, sheet: null, reason: 'Unknown currency: "XYZ"' },
    ]);
    const done = await importFile('draft2digital-2026-01.csv', salesFixture('draft2digital-2026-01.csv'), {
      source_id: 'draft2digital',
      confirmations: [{ ...saltRoadTitle, identifier: '9781234567880' }],
    });
    expect(done).toMatchObject({ rows_imported: 6, rows_failed: 2, rows_duplicate: 0 });
  });

  it('refuses a bad upload with a 4xx and stores nothing', async () => {
    const before = await t.database.db.selectFrom('sales_imports').select('id').execute();
    const noMapping = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sales-imports',
      ...salesUpload(admin.headers, 'x.csv', Buffer.from('Foo,Bar\n1,2\n'), { source_id: 'other' }),
    });
    expect(noMapping.statusCode).toBe(400);
    expect(noMapping.json().error.fields.mapping).toBeDefined();
    const unknownSource = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sales-imports/preview',
      ...salesUpload(admin.headers, 'x.csv', salesFixture('ingramspark-2026-01.csv'), { source_id: 'nowhere' }),
    });
    expect(unknownSource.statusCode).toBe(400);
    const notMultipart = await call('POST', '/api/staff/sales-imports', admin.headers, { source_id: 'other' });
    expect(notMultipart.statusCode).toBe(415);
    expect(await t.database.db.selectFrom('sales_imports').select('id').execute()).toEqual(before);
  });
});

describe('statements and payouts', () => {
  let statementId = '';

  it('shows the author their sales before any statement', async () => {
    const sales = (await call('GET', '/api/me/royalties', authorA)).json<MySales>();
    expect(sales.balance).toBe(0);
    expect(sales.books.map((book) => book.title)).toEqual(['The Salt Road']);
    expect(sales.channels.map((row) => row.channel)).toContain('Apple Books');
    expect(sales.unconverted_currencies).toEqual([]);
    const own = (await call('GET', '/api/me/royalties', authorB)).json<MySales>();
    expect(own.books.map((book) => book.title)).toEqual(['Harbor Lights']);
  });

  it('issues a statement: every store and currency converted at January’s rates', async () => {
    expect(
      (await call('POST', `/api/staff/authors/${people.A.id}/royalty-statements`, admin.headers, { period: '2026-13' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/staff/authors/${people.A.id}/royalty-statements`, support.headers, {
          period: '2026-01',
        })
      ).statusCode,
    ).toBe(403);
    const issued = await call('POST', `/api/staff/authors/${people.A.id}/royalty-statements`, admin.headers, {
      period: '2026-01',
    });
    expect(issued.statusCode, issued.body).toBe(201);
    statementId = issued.json<{ id: string }>().id;
    const statement = (await call('GET', `/api/me/royalty-statements/${statementId}`, authorA)).json<Statement>();
    expect(statement).toMatchObject({
      period_label: 'January 2026',
      currency: 'USD',
      opening_balance: 0,
      royalties: 116.13,
      closing_balance: 116.13,
    });
    expect(statement.rates.map((rate) => rate.currency).sort()).toEqual(['AUD', 'CAD', 'EUR', 'GBP']);
    expect(statement.lines.find((line) => line.channel === 'IngramSpark' && line.currency === 'USD')).toMatchObject({
      units_sold: 12,
      units_returned: 2,
      royalty: 20.15,
    });
    expect(
      (await call('POST', `/api/staff/authors/${people.A.id}/royalty-statements`, admin.headers, { period: '2026-01' }))
        .statusCode,
    ).toBe(409);
    await expect(
      sql`update royalty_statements set royalties = 0 where id = ${statementId}`.execute(t.database.db),
    ).rejects.toThrow(/immutable/);
  });

  it('keeps statements private: another author gets 404, the CSV is the author’s own', async () => {
    expect((await call('GET', `/api/me/royalty-statements/${statementId}`, authorB)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/royalty-statements/${statementId}/statement.csv`, authorB)).statusCode).toBe(
      404,
    );
    const csv = await call('GET', `/api/me/royalty-statements/${statementId}/statement.csv`, authorA);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Closing balance,,,,,,,,,,,,116.13');
  });

  it('refuses to undo an import a statement includes', async () => {
    const kdp = (await call('GET', '/api/staff/sales-imports', support.headers))
      .json<SalesImport[]>()
      .find((row) => row.source_id === 'amazon-kdp')!;
    expect((await call('POST', `/api/staff/sales-imports/${kdp.id}/undo`, admin.headers)).statusCode).toBe(409);
  });

  it('records payouts within the balance and the minimum', async () => {
    const payout = (amount: number) =>
      call('POST', `/api/staff/authors/${people.A.id}/royalty-payouts`, admin.headers, {
        paid_on: '2026-02-10',
        amount,
        method: 'bank-transfer',
        reference: 'TR-77',
      });
    expect((await payout(200)).statusCode).toBe(409);
    expect((await payout(-5)).statusCode).toBe(400);
    expect((await payout(100)).statusCode).toBe(201);
    const account = (
      await call('GET', `/api/staff/authors/${people.A.id}/royalties`, support.headers)
    ).json<AuthorRoyalties>();
    expect(account).toMatchObject({ balance: 16.13, minimum_payout: 50, unstated_lines: 0 });
    expect((await payout(10)).statusCode).toBe(409);
    const sales = (await call('GET', '/api/me/royalties', authorA)).json<MySales>();
    expect(sales).toMatchObject({ balance: 16.13, last_payout: { amount: 100, reference: 'TR-77' } });
  });

  it('puts a late January sale on February’s statement as a correction, with the payout', async () => {
    const late = Buffer.from(
      'Date Sold,Vendor,Title,ISBN,Country,Currency,Qty,Earnings\n01/28/2026,Kobo,The Salt Road,9781234567880,US,USD,2,6.00\n02/03/2026,Kobo,The Salt Road,9781234567880,US,USD,1,3.00\n',
    );
    expect((await importFile('late.csv', late, { source_id: 'draft2digital' })).rows_imported).toBe(2);
    const issued = await call('POST', `/api/staff/authors/${people.A.id}/royalty-statements`, admin.headers, {
      period: '2026-02',
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const statement = (
      await call('GET', `/api/staff/royalty-statements/${issued.json<{ id: string }>().id}`, support.headers)
    ).json<Statement>();
    expect(statement.lines.map((line) => [line.sale_month, line.correction, line.royalty])).toEqual([
      ['2026-01', true, 3],
      ['2026-02', false, 1.5],
    ]);
    expect(statement).toMatchObject({ opening_balance: 116.13, royalties: 4.5, payouts: 100, closing_balance: 20.63 });
    expect(statement.payout_rows).toHaveLength(1);
    // Amounts are numbers a spreadsheet adds up, the payout a negative one.
    const csv = await call('GET', `/api/staff/royalty-statements/${statement.id}/statement.csv`, support.headers);
    expect(csv.body).toContain('\r\nPayouts,,,,,,,,,,,,-100.00\r\n');
    expect(csv.body).toContain(',Exchange rate,');
  });

  it('names the currencies whose month has no exchange rate yet', async () => {
    const yen = Buffer.from(
      'Date Sold,Vendor,Title,ISBN,Country,Currency,Qty,Earnings\n03/04/2026,Kobo,Harbor Lights,9780987654321,JP,JPY,1,450\n',
    );
    expect(
      (
        await importFile('yen.csv', yen, {
          source_id: 'kobo',
          mapping: {
            sale_date: 'Date Sold',
            channel: 'Vendor',
            title: 'Title',
            identifier: 'ISBN',
            territory: 'Country',
            currency: 'Currency',
            units_sold: 'Qty',
            net_revenue: 'Earnings',
          },
        })
      ).rows_imported,
    ).toBe(1);
    const sales = (await call('GET', '/api/me/royalties', authorB)).json<MySales>();
    expect(sales.unconverted_currencies).toEqual(['JPY']);
  });

  it('issues a quarter once every month’s currencies have a rate', async () => {
    const issue = () =>
      call('POST', `/api/staff/authors/${people.B.id}/royalty-statements`, admin.headers, { period: '2026-Q1' });
    const refused = await issue();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Enter exchange rates first: JPY for March 2026');
    expect(
      await t.database.db.selectFrom('royalty_statements').select('id').where('author_id', '=', people.B.id).execute(),
    ).toEqual([]);
    await call('PUT', '/api/staff/royalties/exchange-rates', admin.headers, {
      period: '2026-03',
      currency: 'JPY',
      rate: 0.0067,
    });
    const issued = await issue();
    expect(issued.statusCode, issued.body).toBe(201);
    const statement = (
      await call('GET', `/api/me/royalty-statements/${issued.json<{ id: string }>().id}`, authorB)
    ).json<Statement>();
    expect(statement).toMatchObject({ period_label: 'Q1 2026', period_start: '2026-01-01', period_end: '2026-03-31' });
    expect([...new Set(statement.lines.map((line) => line.sale_month))]).toEqual(['2026-01', '2026-03']);
    expect(statement.lines.every((line) => !line.correction)).toBe(true);
    expect(statement.rates).toEqual([{ month: '2026-03', currency: 'JPY', rate: 0.0067 }]);
    // Yen has no minor unit: 450 yen is written 450.
    const csv = await call('GET', `/api/me/royalty-statements/${statement.id}/statement.csv`, authorB);
    expect(csv.body).toMatch(/,2026-03,,1,0,0,0,450,JPY,0\.0067,\d+\.\d\d\r\n/);
  });

  it('keeps a book with sales in the catalogue', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/books/harbor-lights',
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(409);
    expect(
      await t.database.db.selectFrom('books').select('id').where('id', '=', 'harbor-lights').execute(),
    ).toHaveLength(1);
  });

  it('shows nothing of an import before it finishes, to the author or on a statement', async () => {
    const { db } = t.database;
    // An import whose server died mid-file: some rows staged, its job not yet taken up again.
    const cut = await db
      .insertInto('sales_imports')
      .values({ source_id: 'kobo', file_name: 'cut.csv', file_sha256: 'x', rows_total: 2, rows_processed: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sales_import_rows')
      .values({
        import_id: cut.id,
        row_key: 'cut-1',
        book_id: 'harbor-lights',
        author_id: people.B.id,
        sale_date: '2026-04-01',
        sale_month: '2026-04',
        channel: 'Kobo',
        territory: 'US',
        format: 'eBook',
        units_sold: 1000,
        units_returned: 0,
        net_revenue: 2000,
        currency: 'USD',
        author_share: 0.4,
      })
      .execute();
    const sales = (await call('GET', '/api/me/royalties', authorB)).json<MySales>();
    expect(sales.months.find((month) => month.month === '2026-04')?.units ?? 0).toBe(0);
    const issued = await call('POST', `/api/staff/authors/${people.B.id}/royalty-statements`, admin.headers, {
      period: '2026-04',
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const statement = (
      await call('GET', `/api/staff/royalty-statements/${issued.json<{ id: string }>().id}`, support.headers)
    ).json<Statement>();
    expect(statement.lines).toEqual([]);
    // Reading the import changes nothing: it stays running until its job finishes it.
    expect((await call('GET', `/api/staff/sales-imports/${cut.id}`, support.headers)).json()).toMatchObject({
      status: 'running',
    });
  });

  it('never removes a sale an issued statement includes', async () => {
    const stated = await t.database.db
      .selectFrom('sales_lines')
      .select('id')
      .where('statement_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await expect(t.database.db.deleteFrom('sales_lines').where('id', '=', stated.id).execute()).rejects.toThrow(
      /issued statement/,
    );
  });

  it('undoing one of two imports of the same file keeps the sales the other reported', async () => {
    const may = Buffer.from(
      'Date Sold,Vendor,Title,ISBN,Country,Currency,Qty,Earnings\n05/02/2026,Kobo,Harbor Lights,9780987654321,US,USD,7,28.00\n05/09/2026,Kobo,Harbor Lights,9780987654321,US,USD,5,20.00\n',
    );
    const send = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/staff/sales-imports',
        ...salesUpload(admin.headers, 'may.csv', may, { source_id: 'draft2digital' }),
      });
      expect(response.statusCode, response.body).toBe(202);
      return response.json<SalesImport>().id;
    };
    const [first, second] = await Promise.all([send(), send()]);
    const done = await Promise.all([finished(first!), finished(second!)]);
    expect(done.map((run) => run.status)).toEqual(['imported', 'imported']);
    expect(done.map((run) => run.rows_imported).sort()).toEqual([0, 2]);
    const mayUnits = async () => (await call('GET', '/api/me/royalties', authorB)).json<MySales>().books[0]?.units ?? 0;
    const unitsBefore = await mayUnits();

    const owner = done.find((run) => run.rows_imported === 2)!;
    const other = done.find((run) => run.id !== owner.id)!;
    const undone = await call('POST', `/api/staff/sales-imports/${owner.id}/undo`, admin.headers);
    expect(undone.json()).toMatchObject({ status: 'undone' });
    expect(await mayUnits()).toBe(unitsBefore);
    expect((await call('GET', `/api/staff/sales-imports/${other.id}`, support.headers)).json()).toMatchObject({
      status: 'imported',
      rows_imported: 2,
      rows_duplicate: 0,
    });
    // Undoing the other one too removes the sales: no import reports them any more.
    expect((await call('POST', `/api/staff/sales-imports/${other.id}/undo`, admin.headers)).statusCode).toBe(200);
    expect(await mayUnits()).toBe(unitsBefore - 12);
  });

  it('undoes a whole import, after which the same file imports again', async () => {
    const file = Buffer.from(
      'Date Sold,Vendor,Title,ISBN,Country,Currency,Qty,Earnings\n03/02/2026,Kobo,Harbor Lights,9780987654321,US,USD,1,4.00\n',
    );
    const first = await importFile('march.csv', file, { source_id: 'draft2digital' });
    const undone = await call('POST', `/api/staff/sales-imports/${first.id}/undo`, admin.headers);
    expect(undone.json()).toMatchObject({ status: 'undone' });
    expect(
      await t.database.db.selectFrom('sales_lines').select('id').where('import_id', '=', first.id).execute(),
    ).toEqual([]);
    expect((await call('POST', `/api/staff/sales-imports/${first.id}/undo`, admin.headers)).statusCode).toBe(409);
    expect((await importFile('march.csv', file, { source_id: 'draft2digital' })).rows_imported).toBe(1);
  });
  it('shows the author the same month figure as the statement: rounded once per statement line', async () => {
    // Two stores' sales of a few tenths of a cent each: rounded per line they are 0.00, rounded
    // per month 0.01.
    const june = Buffer.from(
      'Date Sold,Vendor,Title,ISBN,Country,Currency,Qty,Earnings\n06/03/2026,Kobo,Harbor Lights,9780987654321,US,USD,1,0.01\n06/04/2026,Apple Books,Harbor Lights,9780987654321,US,USD,1,0.01\n06/05/2026,Google Play,Harbor Lights,9780987654321,US,USD,1,10.01\n',
    );
    expect((await importFile('june.csv', june, { source_id: 'draft2digital' })).rows_imported).toBe(3);
    const shown = (await call('GET', '/api/me/royalties', authorB))
      .json<MySales>()
      .months.find((month) => month.month === '2026-06')!;
    const issued = await call('POST', `/api/staff/authors/${people.B.id}/royalty-statements`, admin.headers, {
      period: '2026-06',
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const statement = (
      await call('GET', `/api/me/royalty-statements/${issued.json<{ id: string }>().id}`, authorB)
    ).json<Statement>();
    const stated = statement.lines
      .filter((line) => line.sale_month === '2026-06')
      .reduce((sum, line) => sum + Math.round(line.royalty * 100), 0);
    expect(Math.round(shown.royalties * 100)).toBe(stated);
  });
});
