import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { readSalesFile, type FileItem } from './sales-file.js';
import { XLSX_LIMITS } from './xlsx-sheets.js';

const kdpReport = readFileSync(new URL('../../test/fixtures/sales/kdp-2026-01.xlsx', import.meta.url));

async function itemsOf(bytes: Buffer): Promise<FileItem[]> {
  const items: FileItem[] = [];
  for await (const item of readSalesFile(bytes)) items.push(item);
  return items;
}

const sheetsOf = (items: FileItem[]) =>
  items
    .flatMap((item) => (item.kind === 'sheet' ? [item.sheet] : []))
    .map(({ sheet, headers }) => ({ sheet, first: headers[0] }));

const failureOf = (bytes: Buffer) =>
  itemsOf(bytes).then(
    () => null,
    (error: unknown) => error as AppError,
  );

async function workbookOf(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readSalesFile, XLSX', () => {
  const tmpdir = process.env.TMPDIR;
  afterEach(() => {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  });

  it('reads every sheet in the workbook’s order, each with its header row and numbered rows', async () => {
    const items = await itemsOf(kdpReport);
    expect(sheetsOf(items)).toEqual([
      { sheet: 'eBook Royalty', first: 'Royalty Date' },
      { sheet: 'Paperback Royalty', first: 'Royalty Date' },
    ]);
    const rows = items.flatMap((item) => (item.kind === 'row' ? [item.row] : []));
    expect(rows.length).toBeGreaterThan(2);
    expect(rows[0]).toMatchObject({ sheet: 'eBook Royalty', row: 2 });
    expect(rows[0]?.cells['Title']).toBe('The Salt Road');
    expect(rows[0]?.cells['Royalty Date']).toBeInstanceOf(Date);
  });

  it('reads a workbook whose workbook part comes after its sheets without parking them in temporary files', async () => {
    // exceljs writes xl/workbook.xml last and the shared strings after the sheets, as in the KDP report.
    const bytes = await workbookOf({
      First: [['Title'], ['A']],
      Second: [['Title'], ['B']],
      Third: [['Title'], ['C']],
    });
    process.env.TMPDIR = '/nonexistent/temporary/directory';
    const items = await itemsOf(bytes);
    expect(sheetsOf(items).map(({ sheet }) => sheet)).toEqual(['First', 'Second', 'Third']);
    expect(items.flatMap((item) => (item.kind === 'row' ? [item.row.cells['Title']] : []))).toEqual(['A', 'B', 'C']);
  });

  it('reads the same file the same way many times over, concurrently', async () => {
    const reads = await Promise.all(Array.from({ length: 20 }, () => itemsOf(kdpReport)));
    const first = JSON.stringify(reads[0]);
    for (const read of reads) expect(JSON.stringify(read)).toBe(first);
  });

  it('refuses an archive without a workbook part with a clear 400', async () => {
    const bytes = await workbookOf({ Only: [['Title'], ['A']] });
    // The same archive with its workbook part renamed: a zip, but not a workbook.
    const renamed = Buffer.from(bytes.toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmz'), 'latin1');
    const failure = await itemsOf(renamed).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ statusCode: 400 });
    expect((failure as AppError).message).toMatch(/could not be read as CSV or XLSX: .*xl\/workbook\.xml/);
  });

  /** The workbook with its first sheet's XML rewritten. */
  async function withSheetXml(bytes: Buffer, rewrite: (xml: string) => string): Promise<Buffer> {
    const zip = await JSZip.loadAsync(bytes);
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', rewrite(xml));
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  }

  it('refuses a workbook whose cells have no references with a clear message, never a parser’s internals', async () => {
    const bytes = await withSheetXml(
      await workbookOf({
        Only: [
          ['Title', 'Units'],
          ['A', 1],
        ],
      }),
      (xml) => xml.replace(/ r="[A-Z]*\d+"/g, ''),
    );
    const failure = await failureOf(bytes);
    expect(failure).toMatchObject({ statusCode: 400 });
    expect(failure?.message).toBe(
      'The file could not be read as CSV or XLSX: open it in a spreadsheet program and save it again as XLSX or CSV',
    );
  });

  it('refuses a cell longer than a spreadsheet allows before it is read into memory', async () => {
    const bytes = await withSheetXml(await workbookOf({ Only: [['Title'], ['placeholder']] }), (xml) =>
      xml.replace(
        '</sheetData>',
        `<row r="3"><c r="A3" t="inlineStr"><is><t>${'A'.repeat(20 * 1024 * 1024)}</t></is></c></row></sheetData>`,
      ),
    );
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const failure = await failureOf(bytes);
    expect(failure).toMatchObject({ statusCode: 400 });
    expect(failure?.message).toBe(
      'The file could not be read as CSV or XLSX: a cell of xl/worksheets/sheet1.xml is longer than a spreadsheet allows',
    );
  });

  it('refuses a part that would inflate beyond its bound, from the archive’s directory', async () => {
    const sheetBytes = XLSX_LIMITS.sheetBytes;
    XLSX_LIMITS.sheetBytes = 200;
    try {
      const failure = await failureOf(kdpReport);
      expect(failure).toMatchObject({ statusCode: 400 });
      expect(failure?.message).toMatch(/its part xl\/worksheets\/sheet\d\.xml is too large to be a sales report$/);
    } finally {
      XLSX_LIMITS.sheetBytes = sheetBytes;
    }
  });
});

describe('readSalesFile, CSV', () => {
  it('keeps headers to 200 characters and refuses a record longer than a report’s', async () => {
    const items = await itemsOf(Buffer.from(`${'H'.repeat(5000)},Units\nA,1\n`));
    expect(items[0]).toMatchObject({ kind: 'sheet', sheet: { headers: ['H'.repeat(200), 'Units'] } });
    const failure = await failureOf(Buffer.from(`Title,Units\n${'A'.repeat(2 * 1024 * 1024)},1\n`));
    expect(failure).toMatchObject({ statusCode: 400 });
    expect(failure?.message.length).toBeLessThan(300);
  });
});
