import type { ImportPreview, SalesImport } from '@app/contracts/royalties-api';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/support/harness.js';
import type { StaffMember } from '../../test/support/staff.js';
import { KDP_HEADER, kdpRow, workbookOf } from '../../test/support/sales-reports.js';
import { salesTestApp, salesUpload } from '../../test/support/sales.js';

/** What the preview promises is what the import stores, whatever the path through it. */

let t: TestApp;
let admin: StaffMember;

beforeAll(async () => {
  ({ t, admin } = await salesTestApp('sales-preview-admin@example.com'));
});
afterAll(() => t?.close());

async function preview(fileName: string, bytes: Buffer, options: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/sales-imports/preview',
    ...salesUpload(admin.headers, fileName, bytes, options),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportPreview>();
}

async function importFile(fileName: string, bytes: Buffer, options: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/sales-imports',
    ...salesUpload(admin.headers, fileName, bytes, options),
  });
  expect(response.statusCode, response.body).toBe(202);
  // The import runs on the job queue: wait until its job has finished with it.
  return vi.waitFor(
    async () => {
      const done = await t.app.inject({
        method: 'GET',
        url: `/api/staff/sales-imports/${response.json<SalesImport>().id}`,
        headers: admin.headers,
      });
      const read = done.json<SalesImport>();
      expect(read.status).not.toBe('running');
      return read;
    },
    { timeout: 60_000, interval: 50 },
  );
}

const linesOf = (importId: string) =>
  t.database.db.selectFrom('sales_lines').selectAll().where('import_id', '=', importId).execute();

describe('title matches confirmed in a preview', () => {
  it('stays confirmed when previewed again, and the import stores every row the preview called ready', async () => {
    // Three eBook rows known by ASIN and title, one by its ASIN alone; paperbacks by ISBN.
    const kdp = await workbookOf({
      'eBook Royalty': [
        KDP_HEADER,
        kdpRow({ day: 3, title: 'The Salt Road', id: 'B0CSALTRD1', units: 10, royalty: 33.67 }),
        kdpRow({ day: 4, title: null, id: 'B0CSALTRD1', units: 1, royalty: 3.49 }),
        kdpRow({
          day: 8,
          title: 'The Salt Road',
          id: 'B0CSALTRD1',
          marketplace: 'Amazon.de',
          units: 5,
          royalty: 13.42,
          currency: 'EUR',
        }),
        kdpRow({
          day: 15,
          title: 'The Salt Road',
          id: 'B0CSALTRD1',
          marketplace: 'Amazon.co.uk',
          units: 2,
          royalty: 2.79,
          currency: 'GBP',
        }),
      ],
      'Paperback Royalty': [
        KDP_HEADER,
        kdpRow({ day: 10, title: 'The Salt Road', id: '9781234567897', units: 7, price: 16.99, royalty: 41.23 }),
        kdpRow({ day: 21, title: 'Harbor Lights', id: '9780987654321', units: 3, price: 27.99, royalty: 36.47 }),
      ],
    });
    const options = { source_id: 'amazon-kdp' };
    const first = await preview('kdp.xlsx', kdp, options);
    expect(first.counts).toMatchObject({ total: 6, ready: 2, needs_confirmation: 4, failed: 0 });
    expect(first.failures).toEqual([]);
    expect(first.title_matches).toEqual([
      {
        title: 'The Salt Road',
        identifier: 'B0CSALTRD1',
        rows: 4,
        book_id: 'the-salt-road',
        book_title: 'The Salt Road',
        confirmed: false,
      },
    ]);

    const confirmations = first.title_matches.map(({ title, identifier, book_id }) => ({ title, identifier, book_id }));
    const again = await preview('kdp.xlsx', kdp, { ...options, confirmations });
    expect(again.counts).toMatchObject({ total: 6, ready: 6, needs_confirmation: 0, failed: 0 });
    expect(again.title_matches).toEqual([{ ...first.title_matches[0], confirmed: true }]);

    const done = await importFile('kdp.xlsx', kdp, { ...options, confirmations });
    expect(done).toMatchObject({ status: 'imported', rows_imported: again.counts.ready, rows_failed: 0 });
    expect(await linesOf(done.id)).toHaveLength(6);
  });
});

describe('rows the database would refuse', () => {
  it('fails each such row by name in the preview, and the import stores every other row', async () => {
    const header = 'Date Sold,Vendor,Title,ISBN,Country,Currency,Qty,Earnings';
    const sale = (qty: string, earnings: string, title = 'Harbor Lights') =>
      `02/05/2026,Kobo,${title},9780987654321,US,USD,${qty},${earnings}`;
    const file = Buffer.from(
      [
        header,
        sale('1', '4.00'),
        sale('99999999999999999999', '4.00'),
        sale('1', '99999999999999999999.99'),
        sale('1', '4.00', 'Harbor\u0000Lights'),
        sale('2', '8.00'),
      ].join('\n'),
    );
    const options = { source_id: 'kobo' };
    const shown = await preview('bad-rows.csv', file, options);
    expect(shown.counts).toMatchObject({ total: 5, ready: 2, failed: 3 });
    expect(shown.failures).toEqual([
      { row: 3, sheet: null, reason: 'Units sold must be a whole number up to 2,147,483,647' },
      { row: 4, sheet: null, reason: 'Net revenue must be less than 1,000,000,000,000' },
      { row: 5, sheet: null, reason: 'Title holds a control character (such as NUL)' },
    ]);
    const done = await importFile('bad-rows.csv', file, options);
    expect(done).toMatchObject({ status: 'imported', rows_imported: 2, rows_failed: 3 });
    expect((await linesOf(done.id)).map((line) => line.units_sold).sort()).toEqual([1, 2]);
  });
});

describe('uploads beyond a report’s bounds', () => {
  it('reads a large file in a worker thread: /healthz answers while the preview is still reading it', async () => {
    // 40,000 KDP rows of a known paperback: seconds of parsing and matching.
    const lines = [KDP_HEADER.join(',')];
    for (let i = 0; i < 40_000; i++) {
      const day = `2026-01-${String((i % 28) + 1).padStart(2, '0')}`;
      lines.push(
        `${day},The Salt Road,Alice Walker,9781234567897,Amazon.com,60%,Standard ${i},1,0,1,16.99,4.${i % 100},USD`,
      );
    }
    let previewed = false;
    const pending = t.app
      .inject({
        method: 'POST',
        url: '/api/staff/sales-imports/preview',
        ...salesUpload(admin.headers, 'kdp-large.csv', Buffer.from(lines.join('\n')), { source_id: 'amazon-kdp' }),
      })
      .finally(() => {
        previewed = true;
      });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(previewed).toBe(false);
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json<ImportPreview>();
    expect(shown.counts).toMatchObject({ total: 40_000, ready: 40_000 });
  }, 120_000);

  it('refuses a workbook bomb with a clear 400 while /healthz answers', async () => {
    const workbook = await workbookOf({ Sales: [['Title'], ['placeholder']] });
    const zip = await JSZip.loadAsync(workbook);
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const cell = `<row r="3"><c r="A3" t="inlineStr"><is><t>${'A'.repeat(40 * 1024 * 1024)}</t></is></c></row>`;
    zip.file('xl/worksheets/sheet1.xml', sheet.replace('</sheetData>', `${cell}</sheetData>`));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(1024 * 1024);

    const refused = t.app.inject({
      method: 'POST',
      url: '/api/staff/sales-imports/preview',
      ...salesUpload(admin.headers, 'bomb.xlsx', bomb, { source_id: 'amazon-kdp' }),
    });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const response = await refused;
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'The file could not be read as CSV or XLSX: a cell of xl/worksheets/sheet1.xml is longer than a spreadsheet allows',
    );
    expect(response.body.length).toBeLessThan(1000);
  });
});
