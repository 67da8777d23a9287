import { Transform, type Readable } from 'node:stream';

/** A workbook the reader refuses, with a message for the person who sent it. */
export class UnreadableWorkbook extends Error {}

const MB = 1024 * 1024;
/**
 * Bounds on what one workbook may inflate to, checked on the archive's directory before a part is
 * inflated and again on the bytes as they come (a directory can lie): a 100,000-row report's sheet
 * is some 60 MB of XML, its shared strings a few MB.
 */
export const XLSX_LIMITS = {
  sheetBytes: 128 * MB,
  sharedStringsBytes: 32 * MB,
  otherPartBytes: 8 * MB,
  totalBytes: 256 * MB,
  /**
   * The longest run of XML without a tag: Excel caps a cell at 32,767 characters (at most some
   * 650 KB escaped), so a longer run is no spreadsheet's, and is refused before it is a string.
   */
  runBytes: 1 * MB,
};

/** One worksheet, read row by row: the reader exceljs hands out when it streams a workbook. */
export interface SheetRows extends AsyncIterable<{ number: number; values: unknown }> {
  name?: string;
}

interface ArchivePart {
  path: string;
  uncompressedSize: number;
  stream(): Readable;
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
  const budget = inflateBudget();
  const partAt = (path: string, maxBytes = XLSX_LIMITS.otherPartBytes) => {
    const file = archive.files.find((entry) => entry.path === path);
    return file && budget.open(file, maxBytes);
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as unknown as Readable, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookParts;

  const workbook = partAt('xl/workbook.xml');
  if (!workbook) throw new UnreadableWorkbook('the file has no workbook part (xl/workbook.xml)');
  const relationships = partAt('xl/_rels/workbook.xml.rels');
  if (relationships) await reader._parseRels(relationships());
  await reader._parseWorkbook(workbook());
  const sharedStrings = partAt('xl/sharedStrings.xml', XLSX_LIMITS.sharedStringsBytes);
  if (sharedStrings) {
    // In 'cache' mode the strings stay on the reader and nothing is yielded: reading to the end is the parse.
    for await (const _string of reader._parseSharedStrings(sharedStrings())) continue;
  }
  const styles = partAt('xl/styles.xml');
  if (styles) await reader._parseStyles(styles());

  for (const sheet of reader.model?.sheets ?? []) {
    const target = reader.workbookRels?.find((relationship) => relationship.Id === sheet.rId)?.Target;
    const path = target && partPath(target);
    const part = path && partAt(path, XLSX_LIMITS.sheetBytes);
    if (!part) continue;
    const sheetNo = /(\d+)\.xml$/.exec(path)?.[1] ?? String(sheet.id);
    for (const { value: rows } of reader._parseWorksheet(part(), sheetNo)) {
      rows.name = sheet.name;
      yield rows;
    }
  }
}

/** A workbook relationship's target as a path in the archive: relative to `xl/`, or absolute. */
export function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** Opens parts of one archive within XLSX_LIMITS: each part's own bound, and one for them all. */
function inflateBudget() {
  let left = XLSX_LIMITS.totalBytes;
  const tooLarge = (path: string) =>
    new UnreadableWorkbook(`its part ${path.slice(0, 100)} is too large to be a sales report`);
  const tooLongCell = (path: string) =>
    new UnreadableWorkbook(`a cell of ${path.slice(0, 100)} is longer than a spreadsheet allows`);
  return {
    open(part: ArchivePart, maxBytes: number) {
      if (part.uncompressedSize > Math.min(maxBytes, left)) throw tooLarge(part.path);
      left -= part.uncompressedSize;
      return () => {
        const source = part.stream();
        let seen = 0;
        let run = 0; // bytes since the last '<', across chunks
        const refuse = (done: (error: Error) => void, error: Error) => {
          source.destroy();
          done(error);
        };
        const bounded = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            seen += chunk.length;
            if (seen > part.uncompressedSize) return refuse(done, tooLarge(part.path));
            const firstTag = chunk.indexOf(0x3c);
            if (firstTag < 0) run += chunk.length;
            else if (run + firstTag > XLSX_LIMITS.runBytes) run += firstTag;
            else run = chunk.length - chunk.lastIndexOf(0x3c) - 1;
            if (run > XLSX_LIMITS.runBytes) return refuse(done, tooLongCell(part.path));
            done(null, chunk);
          },
        });
        return source.pipe(bounded);
      };
    },
  };
}
