import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { readSalesFile, type FileItem } from './sales-file.js';
import { readSalesFileInThread } from './sales-file-thread.js';

const kdpReport = readFileSync(new URL('../../test/fixtures/sales/kdp-2026-01.xlsx', import.meta.url));

async function itemsOf(items: AsyncIterable<FileItem>): Promise<FileItem[]> {
  const list: FileItem[] = [];
  for await (const item of items) list.push(item);
  return list;
}

/** A CSV of `rows` sales rows: more than one batch of the worker's. */
function csvOf(rows: number): Buffer {
  const lines = ['Date,Title,ISBN,Units,Net'];
  for (let i = 0; i < rows; i++)
    lines.push(`2026-01-${String((i % 28) + 1).padStart(2, '0')},Book ${i},978000000${i},${i % 7},${i}.5`);
  return Buffer.from(lines.join('\n'));
}

describe('readSalesFileInThread', () => {
  it('reads a workbook in the worker thread exactly as the reader does in the server’s own thread, dates as dates', async () => {
    const inThread = await itemsOf(readSalesFileInThread(kdpReport));
    expect(inThread).toEqual(await itemsOf(readSalesFile(kdpReport)));
    expect(
      inThread.some(
        (item) => item.kind === 'row' && Object.values(item.row.cells).some((cell) => cell instanceof Date),
      ),
    ).toBe(true);
  });

  it('reads a file of many batches whole, and files read side by side stay apart', async () => {
    const [big, small] = await Promise.all([
      itemsOf(readSalesFileInThread(csvOf(1_750))),
      itemsOf(readSalesFileInThread(csvOf(3))),
    ]);
    expect(big).toHaveLength(1_751);
    expect(big.at(-1)).toMatchObject({ kind: 'row', row: { row: 1_751, cells: { Title: 'Book 1749' } } });
    expect(small).toHaveLength(4);
  });

  it('answers a file it cannot read with the same clear 400 as the reader', async () => {
    const refusal = await itemsOf(readSalesFileInThread(Buffer.from('PK\u0003\u0004 not a workbook'))).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    expect((refusal as AppError).message).toMatch(/^The file could not be read as CSV or XLSX/);
  });

  it('lets a reader stop early, and the worker goes on serving the next files', async () => {
    let seen = 0;
    for await (const _item of readSalesFileInThread(csvOf(2_000))) if (++seen === 10) break;
    expect(await itemsOf(readSalesFileInThread(csvOf(2)))).toHaveLength(3);
  });
});
