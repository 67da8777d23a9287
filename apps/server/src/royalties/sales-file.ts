import type { Cell } from '@app/contracts/royalties';
import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { AppError } from '../http/errors.js';
import { UnreadableWorkbook, xlsxSheets } from './xlsx-sheets.js';

/** One data row of a report: its sheet (XLSX), its row number as a spreadsheet shows it, its cells by header. */
export interface FileRow {
  sheet: string | null;
  row: number;
  cells: Record<string, Cell>;
}

/** A sheet's header row, met before its data rows. */
export interface FileSheet {
  sheet: string | null;
  headers: string[];
}

export type FileItem = { kind: 'sheet'; sheet: FileSheet } | { kind: 'row'; row: FileRow };

/** Rows read between two yields to the event loop: the worker thread takes other files' jobs meanwhile. */
const ROWS_PER_SLICE = 500;
/** The CSV parser is fed slices of this size, so one call never parses a whole large file. */
const CSV_SLICE_BYTES = 64 * 1024;
/** The longest CSV record read: a store's row is a few hundred bytes; a longer one is no report's. */
const CSV_RECORD_MAX_BYTES = 1024 * 1024;
/** A header is a column's name, echoed in the preview and kept in the remembered mapping. */
const HEADER_MAX_CHARS = 200;

const isXlsx = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

export const unreadableFile = (message: string) => new AppError(400, 'validation_failed', message, { file: [message] });

/**
 * The rows of a store's report, CSV (comma, semicolon or tab separated, with or without a BOM) or
 * XLSX (every sheet, each with its own header row), read as a stream. The server reads uploads
 * through `readSalesFileInThread` (sales-file-thread.ts), which runs this in a worker thread.
 */
export async function* readSalesFile(bytes: Buffer): AsyncGenerator<FileItem> {
  const source = isXlsx(bytes) ? xlsxRows(bytes) : csvRows(bytes);
  let sinceYield = 0;
  try {
    for await (const item of source) {
      yield item;
      if (++sinceYield >= ROWS_PER_SLICE) {
        sinceYield = 0;
        await yieldToEventLoop();
      }
    }
  } catch (error) {
    throw readError(error);
  }
}

/** A reader's failure as the sender's error: our own messages as they are, a parser's internals never. */
function readError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof UnreadableWorkbook || (error as { code?: unknown }).code?.toString().startsWith('CSV_')) {
    return unreadableFile(`The file could not be read as CSV or XLSX: ${(error as Error).message.slice(0, 200)}`);
  }
  return unreadableFile(
    'The file could not be read as CSV or XLSX: open it in a spreadsheet program and save it again as XLSX or CSV',
  );
}

function delimiterOf(bytes: Buffer): string {
  const firstLine = bytes.subarray(0, Math.min(bytes.length, 4096)).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  const count = (delimiter: string) => firstLine.split(delimiter).length;
  return ['\t', ';', ','].reduce((best, delimiter) => (count(delimiter) > count(best) ? delimiter : best), ',');
}

async function* csvRows(bytes: Buffer): AsyncGenerator<FileItem> {
  function* slices() {
    for (let start = 0; start < bytes.length; start += CSV_SLICE_BYTES) {
      yield bytes.subarray(start, start + CSV_SLICE_BYTES);
    }
  }
  const parser = Readable.from(slices()).pipe(
    parse({
      bom: true,
      delimiter: delimiterOf(bytes),
      max_record_size: CSV_RECORD_MAX_BYTES,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }),
  );
  let headers: string[] | null = null;
  let line = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    line++;
    if (!headers) {
      headers = uniqueHeaders(record);
      yield { kind: 'sheet', sheet: { sheet: null, headers } };
      continue;
    }
    yield { kind: 'row', row: { sheet: null, row: line, cells: cellsOf(headers, record) } };
  }
  if (!headers) throw unreadableFile('The file has no header row');
}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<FileItem> {
  let sheets = 0;
  for await (const worksheet of xlsxSheets(bytes)) {
    const name = worksheet.name ?? `Sheet${++sheets}`;
    let headers: string[] | null = null;
    for await (const row of worksheet) {
      const values = (row.values as unknown[]).slice(1).map(xlsxCell);
      if (values.every((value) => value === null || value === '')) continue;
      if (!headers) {
        headers = uniqueHeaders(values.map((value) => (value === null ? '' : String(value))));
        yield { kind: 'sheet', sheet: { sheet: name, headers } };
        continue;
      }
      yield { kind: 'row', row: { sheet: name, row: row.number, cells: cellsOf(headers, values) } };
    }
  }
}

/** A cell's value as the reader gives it: text, number or date (formulas by their result). */
function xlsxCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const rich = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (rich.richText) return rich.richText.map((part) => part.text).join('');
    if ('result' in rich) return xlsxCell(rich.result);
    if (typeof rich.text === 'string') return rich.text;
  }
  return null;
}

/** Headers as keys: trimmed, and a repeated or empty header gets its column number. */
function uniqueHeaders(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  return raw.map((header, index) => {
    let name = header.trim().slice(0, HEADER_MAX_CHARS) || `Column ${index + 1}`;
    if (seen.has(name)) name = `${name} (${index + 1})`;
    seen.add(name);
    return name;
  });
}

function cellsOf(headers: readonly string[], values: readonly Cell[]): Record<string, Cell> {
  const cells: Record<string, Cell> = {};
  headers.forEach((header, index) => {
    cells[header] = values[index] ?? null;
  });
  return cells;
}
