import type { Readable } from 'node:stream';

/** One worksheet, read row by row: the reader exceljs hands out when it streams a workbook. */
export interface SheetRows extends AsyncIterable<{ number: number; values: unknown }> {
  name?: string;
}

interface SheetEntry {
  id: number;
  name: string;
  rId: string;
}

/**
 * The parts of exceljs's streaming `WorkbookReader` that read one part of the archive each.
 * Not in its type declarations; pinned by the lockfile and covered by `sales-file.test.ts`.
 */
interface WorkbookParts {
  model?: { sheets?: SheetEntry[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(chunks: AsyncIterable<unknown>, sheetNo: string): Iterable<{ value: SheetRows }>;
}

/**
 * The worksheets of an XLSX file in the workbook's order, each read as a stream of rows.
 *
 * exceljs's own streaming pass reads the archive front to back and now and then never sees its
 * last part, `xl/workbook.xml` where most writers put it (exceljs#3064): the read then fails with
 * "Cannot read properties of undefined (reading 'sheets')". It also parks sheets met before the
 * shared strings in temporary files. We hold the whole upload anyway, so we open it by its central
 * directory and give the reader the parts in the order it needs them: the workbook and what it
 * refers to first, then each sheet, still a row at a time.
 */
export async function* xlsxSheets(bytes: Buffer): AsyncGenerator<SheetRows> {
  // Loaded on first use: the reader holds some 25 MB the server needs only while importing.
  const [{ default: ExcelJS }, { default: unzipper }] = await Promise.all([import('exceljs'), import('unzipper')]);
  const archive = await unzipper.Open.buffer(bytes);
  const partAt = (path: string) => archive.files.find((file) => file.path === path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as unknown as Readable, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookParts;

  const workbook = partAt('xl/workbook.xml');
  if (!workbook) throw new Error('the file has no workbook part (xl/workbook.xml)');
  const relationships = partAt('xl/_rels/workbook.xml.rels');
  if (relationships) await reader._parseRels(relationships.stream());
  await reader._parseWorkbook(workbook.stream());
  const sharedStrings = partAt('xl/sharedStrings.xml');
  if (sharedStrings) {
    // In 'cache' mode the strings stay on the reader and nothing is yielded: reading to the end is the parse.
    for await (const _string of reader._parseSharedStrings(sharedStrings.stream())) continue;
  }
  const styles = partAt('xl/styles.xml');
  if (styles) await reader._parseStyles(styles.stream());

  for (const sheet of reader.model?.sheets ?? []) {
    const target = reader.workbookRels?.find((relationship) => relationship.Id === sheet.rId)?.Target;
    const part = target && partAt(partPath(target));
    if (!part) continue;
    const sheetNo = /(\d+)\.xml$/.exec(part.path)?.[1] ?? String(sheet.id);
    for (const { value: rows } of reader._parseWorksheet(part.stream(), sheetNo)) {
      rows.name = sheet.name;
      yield rows;
    }
  }
}

/** A workbook relationship's target as a path in the archive: relative to `xl/`, or absolute. */
export function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}
