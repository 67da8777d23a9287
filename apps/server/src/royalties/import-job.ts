import { normalizeIdentifier, termFor, type ColumnMapping, type RoyaltyTerm } from '@app/contracts/royalties';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { QUEUES } from '../jobs/queues.js';
import { readSalesFileInThread } from './sales-file-thread.js';
import { loadBookIndex, rowClassifier, sheetKey, type ClassifiedRow } from './sales-rows.js';

/** Rows per INSERT: one statement per batch, well under PostgreSQL's 65,535 parameters. */
const STAGE_BATCH = 1_000;

/**
 * Confirmed imports run on the job queue, so an import whose server dies is taken up again by the
 * next attempt (another instance, or this one after its restart) instead of being left half done.
 */
export class SalesImportJobs {
  private wakeWorker: (() => void) | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly jobs: JobQueue,
    private readonly logger: FastifyBaseLogger,
    private readonly stalledAfterSeconds: number,
  ) {}

  /** Queues the import in the transaction that records it. */
  async enqueue(trx: Transaction<DB>, importId: string): Promise<void> {
    await this.jobs.send(trx, QUEUES.salesImport, { importId });
  }

  /** Starts the job at once rather than at the next poll (after its transaction committed). */
  wake(): void {
    this.wakeWorker?.();
  }

  async start(): Promise<void> {
    this.wakeWorker = await this.jobs.work(QUEUES.salesImport, async ([job]) => {
      if (!job) return;
      const { importId } = job.data;
      try {
        await runImport(this.db, importId);
      } catch (error) {
        this.logger.error({ err: error, importId, attempt: job.retryCount }, 'sales import attempt failed');
        if (job.retryCount < job.retryLimit) throw error;
        await failImport(this.db, importId, `the last attempt failed: ${(error as Error).message ?? error}`);
      }
    });
    // The queue gives a job up when its last attempt's server died or it outlived its expiry: the
    // import is failed only once its progress has stalled; one still advancing (a slow attempt on
    // a busy server) is looked at again when it would have stalled.
    await this.jobs.work(QUEUES.salesImportStalled, async ([job]) => {
      if (!job) return;
      const { importId } = job.data;
      const outcome = await failStalledImport(this.db, importId, this.stalledAfterSeconds);
      if (outcome.status === 'failed') this.logger.warn({ importId }, 'stalled sales import failed');
      if (outcome.status !== 'advancing') return;
      await this.jobs.send(this.db, QUEUES.salesImportStalled, { importId }, { startAfter: outcome.recheckAfterSeconds });
    });
  }
}

/**
 * A running import whose progress has not moved for `stalledAfterSeconds` is failed (its staged
 * rows go); one that moved more recently is left running, to be looked at again after
 * `recheckAfterSeconds`; a finished, failed or undone one is left as it is.
 */
export async function failStalledImport(
  db: Kysely<DB>,
  importId: string,
  stalledAfterSeconds: number,
): Promise<{ status: 'failed' | 'finished' } | { status: 'advancing'; recheckAfterSeconds: number }> {
  const stalledSince = new Date(Date.now() - stalledAfterSeconds * 1000);
  const reason = `its progress stopped for more than ${Math.round(stalledAfterSeconds / 60)} minutes (the server running it stopped)`;
  if (await failImport(db, importId, reason, stalledSince)) return { status: 'failed' };
  const run = await db
    .selectFrom('sales_imports')
    .select(['status', 'progress_at'])
    .where('id', '=', importId)
    .executeTakeFirst();
  if (run?.status !== 'running') return { status: 'finished' };
  const left = (run.progress_at.getTime() - stalledSince.getTime()) / 1000;
  return { status: 'advancing', recheckAfterSeconds: Math.max(1, Math.ceil(left)) };
}

/**
 * One attempt at an import: stages every row of the file (an earlier attempt's rows are the same
 * rows, so staging again adds nothing), then makes them sales in one transaction. Until then no
 * reader sees any of it; an attempt that finds the import finished or undone does nothing.
 */
export async function runImport(db: Kysely<DB>, importId: string): Promise<void> {
  const run = await db
    .selectFrom('sales_imports')
    .innerJoin('sales_sources', 'sales_sources.id', 'sales_imports.source_id')
    .innerJoin('sales_import_files', 'sales_import_files.import_id', 'sales_imports.id')
    .select(['sales_imports.status', 'sales_sources.id as source_id', 'sales_sources.name as source_name'])
    .select(['sales_import_files.bytes', 'sales_import_files.options'])
    .where('sales_imports.id', '=', importId)
    .executeTakeFirst();
  if (!run || run.status !== 'running') return;
  const { confirmations } = run.options;
  // A file queued before mappings were kept per sheet holds one mapping for every sheet.
  const mappings = run.options.sheet_mappings
    ? new Map(Object.entries(run.options.sheet_mappings))
    : new Map<string, ColumnMapping>();
  const classify = rowClassifier(run.source_name, mappings, await loadBookIndex(db), confirmations);
  // Shares are set as rows are staged: one UPDATE of every line at the end would hold the embedded
  // database (and with it the server) for seconds on a large file.
  const termsOf = await loadTerms(db);
  const progress = { rows_processed: 0, rows_failed: 0 };
  let batch: Extract<ClassifiedRow, { status: 'ready' }>[] = [];
  const stage = async () => {
    if (batch.length > 0) {
      await db
        .insertInto('sales_import_rows')
        .values(
          batch.map(({ line, book, rowKey }) => ({
            import_id: importId,
            row_key: rowKey,
            book_id: book.id,
            author_id: book.author_id!,
            sale_date: line.sale_date,
            sale_month: line.sale_date.slice(0, 7),
            channel: line.channel,
            territory: line.territory,
            format: line.format,
            units_sold: line.units_sold,
            units_returned: line.units_returned,
            units_free: line.units_free,
            pages_read: line.pages_read,
            list_price: line.list_price,
            net_revenue: line.net_revenue,
            currency: line.currency,
            author_share: termFor(termsOf.get(book.id) ?? [], { ...line, source: run.source_id })?.author_share ?? null,
          })),
        )
        .onConflict((oc) => oc.columns(['import_id', 'row_key']).doNothing())
        .execute();
      batch = [];
    }
    await db
      .updateTable('sales_imports')
      .set({ ...progress, progress_at: new Date() })
      .where('id', '=', importId)
      .where('status', '=', 'running')
      .execute();
  };
  for await (const item of readSalesFileInThread(run.bytes)) {
    if (item.kind === 'sheet') {
      if (run.options.mapping) mappings.set(sheetKey(item.sheet.sheet), run.options.mapping);
      continue;
    }
    progress.rows_processed++;
    const result = classify(item.row);
    if (result.status === 'ready') batch.push(result);
    else progress.rows_failed++;
    if (batch.length >= STAGE_BATCH) await stage();
  }
  await stage();

  await db.transaction().execute(async (trx) => {
    // Finishing and undoing imports of one store take turns: each sees the other's sales whole.
    await sql`select id from sales_sources where id = ${run.source_id} for update`.execute(trx);
    const current = await trx
      .selectFrom('sales_imports')
      .select('status')
      .where('id', '=', importId)
      .forUpdate()
      .executeTakeFirst();
    if (current?.status !== 'running') return;
    const { rows } = await sql<{ staged: string; inserted: string }>`
      with moved as (
        insert into sales_lines (import_id, source_id, row_key, book_id, author_id, sale_date, sale_month,
          channel, territory, format, units_sold, units_returned, units_free, pages_read, list_price, net_revenue,
          currency, author_share)
        select import_id, ${run.source_id}, row_key, book_id, author_id, sale_date, sale_month,
          channel, territory, format, units_sold, units_returned, units_free, pages_read, list_price, net_revenue,
          currency, author_share
        from sales_import_rows where import_id = ${importId}
        on conflict (source_id, row_key) do nothing
        returning 1)
      select (select count(*) from sales_import_rows where import_id = ${importId}) as staged,
             (select count(*) from moved) as inserted`.execute(trx);
    const staged = Number(rows[0]?.staged ?? 0);
    const inserted = Number(rows[0]?.inserted ?? 0);
    // Identifiers of confirmed title matches are learned, so next month's file matches at once.
    const learned = confirmations.filter((confirmation) => confirmation.identifier);
    if (learned.length > 0) {
      await trx
        .insertInto('book_identifiers')
        .values(
          learned.map((confirmation) => ({
            identifier: normalizeIdentifier(confirmation.identifier!),
            book_id: confirmation.book_id,
          })),
        )
        .onConflict((oc) => oc.column('identifier').doNothing())
        .execute();
    }
    await trx
      .updateTable('sales_imports')
      .set({
        ...progress,
        status: 'imported',
        rows_imported: inserted,
        rows_duplicate: staged - inserted,
        progress_at: new Date(),
        finished_at: new Date(),
      })
      .where('id', '=', importId)
      .execute();
    await trx.deleteFrom('sales_import_files').where('import_id', '=', importId).execute();
  });
}

/**
 * Gives up on an import after its last attempt (given `stalledSince`: only if its progress last
 * moved before then): nothing of it was ever a sale, and its staged rows go. Staff see it failed,
 * with why, in the list of imports. True when it was failed.
 */
export async function failImport(
  db: Kysely<DB>,
  importId: string,
  reason: string,
  stalledSince?: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('sales_imports')
      .set({
        status: 'failed',
        error: `The import stopped: ${reason.slice(0, 300)}. Nothing of it was kept; import the file again.`,
        finished_at: new Date(),
      })
      .where('id', '=', importId)
      .where('status', '=', 'running')
      .$if(stalledSince !== undefined, (query) => query.where('progress_at', '<', stalledSince!))
      .returning('id')
      .executeTakeFirst();
    if (!failed) return false;
    await trx.deleteFrom('sales_import_rows').where('import_id', '=', importId).execute();
    await trx.deleteFrom('sales_import_files').where('import_id', '=', importId).execute();
    return true;
  });
}

/** Every book's royalty terms (a small table: a few rows a book). */
async function loadTerms(db: Kysely<DB>): Promise<Map<string, RoyaltyTerm[]>> {
  const rows = await db
    .selectFrom('royalty_terms')
    .select(['book_id', 'source_id as source', 'channel', 'format', 'author_share', 'effective_from'])
    .execute();
  const terms = new Map<string, RoyaltyTerm[]>();
  for (const row of rows) {
    const list = terms.get(row.book_id) ?? [];
    list.push({ ...row, author_share: Number(row.author_share) });
    terms.set(row.book_id, list);
  }
  return terms;
}
