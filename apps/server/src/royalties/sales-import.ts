import type { ImportOptions, ImportPreview, SalesImport } from '@app/contracts/royalties-api';
import { importOptionsSchema } from '@app/contracts/royalties-api';
import {
  completeMapping,
  mappingFits,
  mappingProblems,
  normalizeIdentifier,
  suggestMapping,
  type ColumnMapping,
} from '@app/contracts/royalties';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import { createHash } from 'node:crypto';
import { recordAudit, type Actor } from '../audit/audit-log.js';
import type { DB, SalesSourcesTable } from '../db/schema.js';
import { AppError, notFound } from '../http/errors.js';
import { conflict } from '../staff/errors.js';
import { lockRow } from '../staff/lock-row.js';
import type { SalesImportJobs } from './import-job.js';
import { unreadableFile, type FileRow, type FileSheet } from './sales-file.js';
import { readSalesFileInThread } from './sales-file-thread.js';
import { confirmationKey, loadBookIndex, rowClassifier, sheetKey, type BookRef } from './sales-rows.js';

/** The largest report accepted: a 100,000-row store export is about 15 MB as CSV. */
export const SALES_FILE_MAX_BYTES = 40 * 1024 * 1024;
/** The options travel as one JSON form field beside the file (mapping and confirmed titles). */
export const OPTIONS_MAX_BYTES = 512 * 1024;
/** Lines per INSERT: one statement per batch, well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1_000;
const SAMPLE_ROWS = 20;
const MAX_FAILURES_SHOWN = 200;

export interface SalesUpload {
  fileName: string;
  bytes: Buffer;
  options: ImportOptions;
}

const invalidField = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { [field]: [message] });

/** The file and its options (a JSON field named `options`) of a multipart request. */
export async function readSalesUpload(request: FastifyRequest): Promise<SalesUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Send the report as multipart/form-data', {
      file: ['Send the report as multipart/form-data'],
    });
  }
  let file: { fileName: string; bytes: Buffer } | null = null;
  let optionsText: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw invalidField('file', 'Send the report in the field "file"');
        file = {
          fileName: (part.filename || 'report').replace(/[\\/\r\n"]/g, '_').slice(0, 255),
          bytes: await part.toBuffer(),
        };
      } else if (part.fieldname === 'options') {
        optionsText = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, 'payload_too_large', 'The file must be at most 40 MB', {
        file: ['The file must be at most 40 MB'],
      });
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status < 500) throw error;
    throw invalidField('file', 'The upload could not be read: send the report as multipart/form-data');
  }
  if (!file || file.bytes.byteLength === 0) throw invalidField('file', 'Choose a report file');
  let raw: unknown;
  try {
    raw = JSON.parse(optionsText ?? 'null');
  } catch {
    throw invalidField('options', 'The options are not valid JSON');
  }
  const parsed = importOptionsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidField(String(issue?.path[0] ?? 'options'), issue?.message ?? 'Check the options');
  }
  return { ...file, options: parsed.data };
}

async function findSource(db: Kysely<DB>, id: string) {
  const source = await db.selectFrom('sales_sources').selectAll().where('id', '=', id).executeTakeFirst();
  if (!source) throw invalidField('source_id', 'Choose the store');
  return source;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type SheetMapping = ImportPreview['sheet_mappings'][number];

/**
 * The mapping of each sheet of a file (sheets of one report differ: KDP's eBook sheet names ASINs,
 * its Paperback sheet ISBNs, its KENP sheet pages read): the one sent for that sheet; else the one
 * sent for the file, on its first sheet or a sheet it fits; else the store's remembered mapping
 * for that sheet name, or its last one, if it fits (completed with the columns it never named);
 * else one suggested from the sheet's headers.
 */
function sheetMappings(options: ImportOptions, source: Selectable<SalesSourcesTable>) {
  const sheets: SheetMapping[] = [];
  return {
    add({ sheet, headers }: FileSheet): SheetMapping {
      const fits = (mapping: ColumnMapping | null | undefined): mapping is ColumnMapping =>
        Boolean(mapping && mappingFits(mapping, headers));
      const given =
        options.sheet_mappings?.[sheetKey(sheet)] ??
        (options.mapping && (sheets.length === 0 || fits(options.mapping)) ? options.mapping : undefined);
      const remembered = [sheet === null ? undefined : source.sheet_mappings[sheet], source.column_mapping].find(fits);
      const [mapping, origin]: [ColumnMapping, SheetMapping['mapping_origin']] = given
        ? [given, 'given']
        : remembered
          ? [completeMapping(remembered, headers), 'remembered']
          : [suggestMapping(headers), 'suggested'];
      const resolved = { sheet, headers, mapping, mapping_origin: origin, mapping_problems: mappingProblems(mapping) };
      sheets.push(resolved);
      return resolved;
    },
    list: () => sheets,
    /** Each sheet's mapping by sheetKey, for the rows. */
    byKey: () => new Map(sheets.map((entry) => [sheetKey(entry.sheet), entry.mapping])),
    /** Every sheet's problems, each named by its sheet when the file has several. */
    problems: () =>
      sheets.flatMap((entry) =>
        entry.mapping_problems.map((problem) => (sheets.length > 1 ? `${entry.sheet}: ${problem}` : problem)),
      ),
  };
}

/** Stored row keys among `keys` (rows already imported from this source). */
async function existingKeys(db: Kysely<DB>, sourceId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('sales_lines')
    .select('row_key')
    .where('source_id', '=', sourceId)
    .where('row_key', 'in', keys)
    .execute();
  return new Set(rows.map((row) => row.row_key));
}

/** What importing the file would do, row by row, without storing anything. */
export async function previewImport(db: Kysely<DB>, upload: SalesUpload): Promise<ImportPreview> {
  const source = await findSource(db, upload.options.source_id);
  const books = await loadBookIndex(db);
  const headers: string[] = [];
  const sheets: string[] = [];
  const mappings = sheetMappings(upload.options, source);
  // Sheets whose mapping is complete; rows of the others are counted, not read.
  const readable = new Map<string, ColumnMapping>();
  const classify = rowClassifier(source.name, readable, books, upload.options.confirmations);
  const counts = { total: 0, ready: 0, needs_confirmation: 0, failed: 0, duplicate: 0 };
  const sample: ImportPreview['sample'] = [];
  const failures: ImportPreview['failures'] = [];
  const titleMatches = titleMatchList();
  const unknownIdentifiers = unknownIdentifierRows();
  let pendingKeys: string[] = [];
  const countDuplicates = async () => {
    counts.duplicate += (await existingKeys(db, source.id, pendingKeys)).size;
    pendingKeys = [];
  };

  for await (const item of readSalesFileInThread(upload.bytes)) {
    if (item.kind === 'sheet') {
      if (item.sheet.sheet) sheets.push(item.sheet.sheet);
      headers.push(...item.sheet.headers.filter((header) => !headers.includes(header)));
      const resolved = mappings.add(item.sheet);
      if (resolved.mapping_problems.length === 0) readable.set(sheetKey(item.sheet.sheet), resolved.mapping);
      continue;
    }
    counts.total++;
    const { row } = item;
    if (!readable.has(sheetKey(row.sheet))) continue;
    const result = classify(row);
    if (result.status === 'failed') {
      counts.failed++;
      if (failures.length < MAX_FAILURES_SHOWN)
        failures.push({ row: row.row, sheet: row.sheet, reason: result.reason });
      if (result.unknownIdentifier) unknownIdentifiers.add(result.unknownIdentifier, row);
      continue;
    }
    const { line } = result;
    if (result.status === 'needs_confirmation') {
      counts.needs_confirmation++;
      titleMatches.add(line, result.candidate, false);
      continue;
    }
    if (result.confirmedBy) titleMatches.add(result.confirmedBy, result.book, true);
    counts.ready++;
    pendingKeys.push(result.rowKey);
    if (pendingKeys.length >= INSERT_BATCH) await countDuplicates();
    if (sample.length < SAMPLE_ROWS) {
      sample.push({
        row: row.row,
        sheet: row.sheet,
        sale_date: line.sale_date,
        title: line.title,
        identifier: line.identifier,
        book_title: result.book.title,
        channel: line.channel,
        territory: line.territory,
        units_sold: line.units_sold,
        units_returned: line.units_returned,
        units_free: line.units_free,
        pages_read: line.pages_read,
        net_revenue: line.net_revenue,
        currency: line.currency,
      });
    }
  }
  await countDuplicates();
  const [first] = mappings.list();
  if (!first) throw unreadableFile('The file has no header row');
  // Rows known only by an identifier that a title match of the same file carries belong to that
  // match: confirming it brings them in too (once confirmed, the classifier matches them itself).
  const joined = new Set<string>();
  for (const match of titleMatches.list()) {
    const rows = match.identifier && !match.confirmed ? unknownIdentifiers.take(match.identifier) : [];
    match.rows += rows.length;
    counts.failed -= rows.length;
    counts.needs_confirmation += rows.length;
    for (const row of rows) joined.add(rowRef(row));
  }
  const shownFailures = failures.filter((failure) => !joined.has(rowRef(failure)));
  const earlier = await db
    .selectFrom('sales_imports')
    .select(['id', 'created_at'])
    .where('file_sha256', '=', sha256(upload.bytes))
    .where('source_id', '=', source.id)
    .where('status', '=', 'imported')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return {
    file_name: upload.fileName,
    headers,
    sheets,
    mapping: first.mapping,
    mapping_origin: first.mapping_origin,
    mapping_problems: mappings.problems(),
    sheet_mappings: mappings.list(),
    already_imported: earlier ? { id: earlier.id, created_at: earlier.created_at.toISOString() } : null,
    counts,
    sample,
    title_matches: titleMatches.list(),
    failures: shownFailures,
  };
}

const rowRef = (row: { sheet: string | null; row: number }) => `${row.sheet ?? ''}\u001f${row.row}`;

/** The title matches of a preview, each with its row count, confirmed or still to confirm. */
function titleMatchList() {
  const matches = new Map<string, ImportPreview['title_matches'][number]>();
  return {
    add(rows: { title: string | null; identifier: string | null }, book: BookRef, confirmed: boolean) {
      const key = confirmationKey(rows.title, rows.identifier);
      const match = matches.get(key);
      if (match) match.rows++;
      else {
        matches.set(key, {
          title: rows.title ?? '',
          identifier: rows.identifier,
          rows: 1,
          book_id: book.id,
          book_title: book.title,
          confirmed,
        });
      }
    },
    list: () => [...matches.values()],
  };
}

/** Rows whose identifier no book carries, by identifier (a title match of the file may claim them). */
function unknownIdentifierRows() {
  type RowRef = Pick<FileRow, 'sheet' | 'row'>;
  const rows = new Map<string, RowRef[]>();
  return {
    add(identifier: string, row: FileRow) {
      const list = rows.get(identifier) ?? [];
      list.push({ sheet: row.sheet, row: row.row });
      rows.set(identifier, list);
    },
    take(identifier: string): RowRef[] {
      const taken = rows.get(normalizeIdentifier(identifier)) ?? [];
      rows.delete(normalizeIdentifier(identifier));
      return taken;
    },
  };
}

/**
 * Records a confirmed file and queues its import: counts its rows and checks the mapping first (a
 * bad file or mapping is refused before anything is stored). The import job stages the rows and
 * makes them sales all at once; the caller follows its progress on the import's row.
 */
export async function startImport(
  db: Kysely<DB>,
  jobs: SalesImportJobs,
  actor: Actor,
  upload: SalesUpload,
): Promise<string> {
  const source = await findSource(db, upload.options.source_id);
  const mappings = sheetMappings(upload.options, source);
  let total = 0;
  for await (const item of readSalesFileInThread(upload.bytes)) {
    if (item.kind === 'sheet') mappings.add(item.sheet);
    else total++;
  }
  const [first] = mappings.list();
  if (!first) throw unreadableFile('The file has no header row');
  const problems = mappings.problems();
  if (problems.length > 0) throw invalidField('mapping', problems[0]!);
  const bySheet = Object.fromEntries(mappings.byKey());

  const created = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('sales_imports')
      .values({
        source_id: source.id,
        file_name: upload.fileName,
        file_sha256: sha256(upload.bytes),
        rows_total: total,
        created_by: actor.id,
        created_by_email: actor.email,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sales_import_files')
      .values({
        import_id: row.id,
        bytes: upload.bytes,
        options: JSON.stringify({ sheet_mappings: bySheet, confirmations: upload.options.confirmations }),
      })
      .execute();
    // The mappings are remembered for the store's next file: each sheet's by its name, and the
    // first sheet's for a file whose sheets are named otherwise (or a CSV file).
    const named = mappings.list().filter((entry) => entry.sheet !== null);
    await trx
      .updateTable('sales_sources')
      .set({
        column_mapping: JSON.stringify(first.mapping),
        sheet_mappings: JSON.stringify({
          ...source.sheet_mappings,
          ...Object.fromEntries(named.map((entry) => [entry.sheet, entry.mapping])),
        }),
      })
      .where('id', '=', source.id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'sales_import.create',
      entityType: 'sales_import',
      entityId: row.id,
      before: null,
      after: { ...row, mappings: bySheet },
    });
    await jobs.enqueue(trx, row.id);
    return row;
  });
  jobs.wake();
  return created.id;
}

/**
 * Undoes a whole import. Sales another finished import of the store also reported stay, handed
 * over to that import; the others are removed. Refused when a statement includes a sale that would
 * go (a correction then comes as a new import).
 */
export async function undoImport(db: Kysely<DB>, actor: Actor, importId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('sales_imports')
      .select('source_id')
      .where('id', '=', importId)
      .executeTakeFirst();
    if (!target) throw notFound('Import');
    // Finishing and undoing imports of one store take turns (import-job.ts).
    await sql`select id from sales_sources where id = ${target.source_id} for update`.execute(trx);
    const before = await lockRow(trx, 'sales_imports', importId, 'Import');
    if (before.status !== 'imported')
      throw conflict(`Only a finished import can be undone (this one is ${before.status})`);
    const { rows: handedOver } = await sql<{ import_id: string; lines: string }>`
      with heir as (
        select distinct on (r.row_key) r.row_key, r.import_id
        from sales_import_rows r join sales_imports i on i.id = r.import_id
        where i.source_id = ${before.source_id} and i.status = 'imported' and r.import_id <> ${importId}
          and r.row_key in (select row_key from sales_lines where import_id = ${importId})
        order by r.row_key, i.finished_at, i.id),
      moved as (
        update sales_lines l set import_id = heir.import_id from heir
        where l.import_id = ${importId} and l.source_id = ${before.source_id} and l.row_key = heir.row_key
        returning l.import_id)
      select import_id, count(*) as lines from moved group by import_id`.execute(trx);
    const stated = await trx
      .selectFrom('sales_lines')
      .select('id')
      .where('import_id', '=', importId)
      .where('statement_id', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    if (stated)
      throw conflict('A statement already includes sales of this import: record a correction in a new import instead');
    for (const heir of handedOver) {
      await trx
        .updateTable('sales_imports')
        .set((eb) => ({
          rows_imported: eb('rows_imported', '+', Number(heir.lines)),
          rows_duplicate: eb('rows_duplicate', '-', Number(heir.lines)),
        }))
        .where('id', '=', heir.import_id)
        .execute();
    }
    await trx.deleteFrom('sales_lines').where('import_id', '=', importId).execute();
    await trx.deleteFrom('sales_import_rows').where('import_id', '=', importId).execute();
    const after = await trx
      .updateTable('sales_imports')
      .set({ status: 'undone', undone_at: new Date() })
      .where('id', '=', importId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'sales_import.undo',
      entityType: 'sales_import',
      entityId: importId,
      before,
      after,
    });
  });
}

const importColumns = [
  'sales_imports.id',
  'sales_imports.source_id',
  'sales_sources.name as source_name',
  'sales_imports.file_name',
  'sales_imports.status',
  'sales_imports.rows_total',
  'sales_imports.rows_processed',
  'sales_imports.rows_imported',
  'sales_imports.rows_duplicate',
  'sales_imports.rows_failed',
  'sales_imports.error',
  'sales_imports.created_by_email',
  'sales_imports.created_at',
  'sales_imports.finished_at',
] as const;

type ImportRow = Omit<SalesImport, 'created_at' | 'finished_at'> & { created_at: Date; finished_at: Date | null };
const toImport = (row: ImportRow): SalesImport => ({
  ...row,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

const importsQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('sales_imports')
    .innerJoin('sales_sources', 'sales_sources.id', 'sales_imports.source_id')
    .select(importColumns);

export async function listImports(db: Kysely<DB>): Promise<SalesImport[]> {
  const rows = await importsQuery(db).orderBy('sales_imports.created_at', 'desc').limit(50).execute();
  return rows.map(toImport);
}

export async function findImport(db: Kysely<DB>, importId: string): Promise<SalesImport> {
  const row = await importsQuery(db).where('sales_imports.id', '=', importId).executeTakeFirst();
  if (!row) throw notFound('Import');
  return toImport(row);
}
