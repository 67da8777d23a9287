import type { ImportPreview, MySales, SalesImport, Statement } from '@app/contracts/royalties-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/support/harness.js';
import { bearer, people, tokenFor } from '../../test/support/checklist-fixture.js';
import type { StaffMember } from '../../test/support/staff.js';
import { kdpWorkbook } from '../../test/support/sales-reports.js';
import { salesTestApp, salesUpload } from '../../test/support/sales.js';

/** Reports as the stores write them: sheets that differ, pages read, free units, retail channels. */

let t: TestApp;
let admin: StaffMember;

beforeAll(async () => {
  ({ t, admin } = await salesTestApp('report-kinds-admin@example.com'));
  for (const [book, body] of [
    ['the-salt-road', { author_share: 0.5, effective_from: '2025-01-01' }],
    ['harbor-lights', { author_share: 0.5, effective_from: '2025-01-01' }],
    // IngramSpark pays less, whichever retailer its report names.
    ['harbor-lights', { source_id: 'ingramspark', author_share: 0.2, effective_from: '2025-01-01' }],
  ] as const) {
    const term = await t.app.inject({
      method: 'POST',
      url: `/api/staff/books/${book}/royalty-terms`,
      headers: admin.headers,
      payload: body,
    });
    expect(term.statusCode, term.body).toBe(201);
  }
  const rate = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/royalties/exchange-rates',
    headers: admin.headers,
    payload: { period: '2026-01', currency: 'GBP', rate: 1.25 },
  });
  expect(rate.statusCode, rate.body).toBe(200);
});
afterAll(() => t?.close());

const post = (url: string, fileName: string, bytes: Buffer, options: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, ...salesUpload(admin.headers, fileName, bytes, options) });

async function preview(fileName: string, bytes: Buffer, options: Record<string, unknown>) {
  const response = await post('/api/staff/sales-imports/preview', fileName, bytes, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportPreview>();
}

async function importFile(fileName: string, bytes: Buffer, options: Record<string, unknown>) {
  const response = await post('/api/staff/sales-imports', fileName, bytes, options);
  expect(response.statusCode, response.body).toBe(202);
  const id = response.json<SalesImport>().id;
  return vi.waitFor(
    async () => {
      const read = await t.app.inject({ method: 'GET', url: `/api/staff/sales-imports/${id}`, headers: admin.headers });
      expect(read.json<SalesImport>().status).not.toBe('running');
      return read.json<SalesImport>();
    },
    { timeout: 60_000, interval: 50 },
  );
}

const linesOf = (importId: string) =>
  t.database.db.selectFrom('sales_lines').selectAll().where('import_id', '=', importId).orderBy('sale_date').execute();

const salesOf = async (person: (typeof people)[keyof typeof people]) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/me/royalties',
    headers: bearer(await tokenFor(t.database.db, person)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MySales>();
};

const salt = { title: 'The Salt Road', asin: 'B0SALT0001', isbn: '978-1-23456-789-7' };
const confirmAsin = [{ title: salt.title, identifier: salt.asin, book_id: 'the-salt-road' }];

describe('a KDP workbook of eBook, Paperback and KENP sheets', () => {
  it('maps each sheet by its own headers, and remembers each sheet’s mapping for the store', async () => {
    const bytes = await kdpWorkbook(salt);
    const first = await preview('kdp.xlsx', bytes, { source_id: 'amazon-kdp', confirmations: confirmAsin });
    const bySheet = Object.fromEntries(first.sheet_mappings.map((entry) => [entry.sheet, entry]));
    expect(bySheet['eBook Royalty']?.mapping.identifier).toBe('ASIN');
    expect(bySheet['Paperback Royalty']?.mapping.identifier).toBe('ISBN');
    expect(bySheet['KENP Read']?.mapping).toMatchObject({ pages_read: 'KENP Read', identifier: 'ASIN' });
    expect(first.mapping_problems).toEqual([]);
    expect(first.failures).toEqual([]);
    expect(first.counts).toMatchObject({ total: 4, ready: 4, failed: 0 });

    const done = await importFile('kdp.xlsx', bytes, { source_id: 'amazon-kdp', confirmations: confirmAsin });
    expect(done).toMatchObject({ status: 'imported', rows_imported: 4, rows_failed: 0 });
    const lines = await linesOf(done.id);
    expect(
      lines.map(({ format, territory, units_sold, units_returned, units_free, pages_read }) => ({
        format,
        territory,
        units_sold,
        units_returned,
        units_free,
        pages_read,
      })),
    ).toEqual([
      { format: 'eBook', territory: 'Amazon.co.uk', units_sold: 4, units_returned: 0, units_free: 0, pages_read: 0 },
      { format: 'eBook', territory: 'Amazon.com', units_sold: 0, units_returned: 0, units_free: 150, pages_read: 0 },
      { format: 'Paperback', territory: 'Amazon.com', units_sold: 3, units_returned: 1, units_free: 0, pages_read: 0 },
      {
        format: 'KENP Read',
        territory: 'Amazon.com',
        units_sold: 0,
        units_returned: 0,
        units_free: 0,
        pages_read: 1234,
      },
    ]);

    const again = await preview('kdp-again.xlsx', bytes, { source_id: 'amazon-kdp' });
    expect(again.sheet_mappings.map((entry) => [entry.sheet, entry.mapping_origin])).toEqual([
      ['eBook Royalty', 'remembered'],
      ['Paperback Royalty', 'remembered'],
      ['KENP Read', 'remembered'],
    ]);
    expect(again.sheet_mappings[1]?.mapping.identifier).toBe('ISBN');
  });

  it('shows the author free units and pages read apart from units sold, on the page and the statement', async () => {
    const sales = await salesOf(people.A);
    const january = sales.months.find((month) => month.month === '2026-01');
    expect(january).toMatchObject({ units: 7, returns: 1, free_units: 150, pages_read: 1234 });
    expect(sales.books.find((book) => book.book_id === 'the-salt-road')).toMatchObject({
      units: 7,
      free_units: 150,
      pages_read: 1234,
    });
    expect(sales.channels.map((row) => row.territory)).toContain('Amazon.co.uk');

    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/staff/authors/${people.A.id}/royalty-statements`,
      headers: admin.headers,
      payload: { period: '2026-01' },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const statement = await t.app.inject({
      method: 'GET',
      url: `/api/staff/royalty-statements/${issued.json<{ id: string }>().id}`,
      headers: admin.headers,
    });
    const lines = statement.json<Statement>().lines;
    const total = (key: 'units_sold' | 'units_free' | 'pages_read') => lines.reduce((sum, line) => sum + line[key], 0);
    expect([total('units_sold'), total('units_free'), total('pages_read')]).toEqual([7, 150, 1234]);
    expect(new Set(lines.map((line) => line.source_name))).toEqual(new Set(['Amazon KDP']));
  });
});

describe('a distributor’s report naming its retail channels', () => {
  it('applies the source’s term to every channel and shows source and channel apart', async () => {
    const csv = Buffer.from(
      [
        'Sales Period,ISBN,Title,Retailer,Sales Market,Currency,Gross Qty,Returned Qty,Net Pub Comp',
        '2026-01,9780987654321,Harbor Lights,Gardners,GB,USD,2,0,10.00',
        '2026-01,9780987654321,Harbor Lights,Ingram AU,AU,USD,1,0,4.00',
      ].join('\n'),
    );
    const done = await importFile('ingram.csv', csv, { source_id: 'ingramspark' });
    expect(done).toMatchObject({ status: 'imported', rows_imported: 2 });
    const lines = await linesOf(done.id);
    expect(lines.map((line) => [line.channel, Number(line.author_share)]).sort()).toEqual([
      ['Gardners', 0.2],
      ['Ingram AU', 0.2],
    ]);
    const sales = await salesOf(people.B);
    expect(sales.channels.map(({ source, channel }) => [source, channel]).sort()).toEqual([
      ['IngramSpark', 'Gardners'],
      ['IngramSpark', 'Ingram AU'],
    ]);
    expect(sales.months.find((month) => month.month === '2026-01')?.royalties).toBe(2.8);
  });

  it('refuses a term for an unknown source', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/books/harbor-lights/royalty-terms',
      headers: admin.headers,
      payload: { source_id: 'no-such-store', author_share: 0.3, effective_from: '2025-01-01' },
    });
    expect(response.statusCode).toBe(400);
  });
});
