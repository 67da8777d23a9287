import {
  authorRoyaltiesSchema,
  bookSplitInputSchema,
  bookSplitSchema,
  exchangeRateInputSchema,
  exchangeRateSchema,
  importIdParams,
  importPreviewSchema,
  issueStatementSchema,
  payoutInputSchema,
  payoutSchema,
  royaltySettingsInputSchema,
  royaltySettingsSchema,
  royaltyTermInputSchema,
  royaltyTermSchema,
  salesImportSchema,
  salesSourceSchema,
  statementIdParams,
  statementSchema,
  statementSummarySchema,
} from '@app/contracts/royalties-api';
import { sql } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { registerUploads } from '../files/uploads.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { authorParams, findAuthorOr404 } from '../authors/author-store.js';
import { ANY } from '@app/contracts/royalties';
import { notFound } from '../http/errors.js';
import { invalidField } from '../staff/errors.js';
import {
  findImport,
  listImports,
  OPTIONS_MAX_BYTES,
  previewImport,
  readSalesUpload,
  SALES_FILE_MAX_BYTES,
  startImport,
  undoImport,
} from './sales-import.js';
import { SalesImportJobs } from './import-job.js';
import { listBookSplits, removeBookSplit, setBookSplit } from './book-splits.js';
import { sendStatementCsv } from './statement-csv.js';
import { authorRoyalties, issueStatement, loadStatement, recordPayout, royaltySettings } from './statements.js';

const bookParams = z.object({ bookId: z.string().max(80) });
const bookSplitParams = bookParams.extend({ effectiveFrom: bookSplitInputSchema.shape.effective_from });

/** The staff side of royalties: imports of store reports, terms, rates, settings, statements, payouts. */
export async function registerStaffRoyaltyRoutes(
  app: App,
  {
    database,
    jobs,
    salesImportStalledAfterSeconds,
  }: { database: Database; jobs: JobQueue; salesImportStalledAfterSeconds: number },
): Promise<void> {
  const { db } = database;
  const importJobs = new SalesImportJobs(db, jobs, app.log, salesImportStalledAfterSeconds);
  // After the app's own onReady hook has started the job queue.
  app.addHook('onReady', () => importJobs.start());

  app.get('/api/staff/sales-sources', { schema: { response: { 200: z.array(salesSourceSchema) } } }, async () =>
    (await db.selectFrom('sales_sources').selectAll().orderBy('sort_order').execute()).map((source) => ({
      id: source.id,
      name: source.name,
      has_mapping: source.column_mapping !== null,
    })),
  );

  app.get('/api/staff/sales-imports', { schema: { response: { 200: z.array(salesImportSchema) } } }, async () =>
    listImports(db),
  );

  app.get(
    '/api/staff/sales-imports/:importId',
    { schema: { params: importIdParams, response: { 200: salesImportSchema } } },
    async (request) => findImport(db, request.params.importId),
  );

  await app.register(async (scope: App) => {
    await registerUploads(scope, SALES_FILE_MAX_BYTES, OPTIONS_MAX_BYTES);
    scope.post(
      '/api/staff/sales-imports/preview',
      { onRequest: adminOnly, schema: { response: { 200: importPreviewSchema } } },
      async (request) => previewImport(db, await readSalesUpload(request)),
    );
    scope.post(
      '/api/staff/sales-imports',
      { onRequest: adminOnly, schema: { response: { 202: salesImportSchema } } },
      async (request, reply) => {
        const actor = await currentActor(request);
        const id = await startImport(db, importJobs, actor, await readSalesUpload(request));
        return reply.status(202).send(await findImport(db, id));
      },
    );
  });

  app.post(
    '/api/staff/sales-imports/:importId/undo',
    { onRequest: adminOnly, schema: { params: importIdParams, response: { 200: salesImportSchema } } },
    async (request) => {
      await undoImport(db, await currentActor(request), request.params.importId);
      return findImport(db, request.params.importId);
    },
  );

  // Royalty terms of a book: appended, never edited, so the history of shares stays readable.
  app.get(
    '/api/staff/books/:bookId/royalty-terms',
    { schema: { params: bookParams, response: { 200: z.array(royaltyTermSchema) } } },
    async (request) => {
      const book = await db.selectFrom('books').select('id').where('id', '=', request.params.bookId).executeTakeFirst();
      if (!book) throw notFound('Book');
      const terms = await db
        .selectFrom('royalty_terms')
        .selectAll()
        .where('book_id', '=', book.id)
        .orderBy('effective_from', 'desc')
        .orderBy('source_id')
        .orderBy('channel')
        .orderBy('format')
        .execute();
      return terms.map((term) => ({ ...term, author_share: Number(term.author_share) }));
    },
  );

  app.post(
    '/api/staff/books/:bookId/royalty-terms',
    {
      onRequest: adminOnly,
      schema: { params: bookParams, body: royaltyTermInputSchema, response: { 201: royaltyTermSchema } },
    },
    async (request, reply) => {
      const actor = await currentActor(request);
      const term = await db.transaction().execute(async (trx) => {
        const book = await trx
          .selectFrom('books')
          .select(['id', 'author_id'])
          .where('id', '=', request.params.bookId)
          .forUpdate()
          .executeTakeFirst();
        if (!book) throw notFound('Book');
        const { source_id: sourceId } = request.body;
        if (sourceId !== ANY) {
          const source = await trx
            .selectFrom('sales_sources')
            .select('id')
            .where('id', '=', sourceId)
            .executeTakeFirst();
          if (!source) throw invalidField('source_id', 'Choose a source or *');
        }
        const saved = await trx
          .insertInto('royalty_terms')
          .values({ book_id: book.id, ...request.body })
          .onConflict((oc) =>
            oc
              .columns(['book_id', 'source_id', 'channel', 'format', 'effective_from'])
              .doUpdateSet({ author_share: request.body.author_share }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        await sql`select apply_royalty_terms(${book.id}, null)`.execute(trx);
        await recordAudit(trx, actor, {
          action: 'royalty_terms.set',
          entityType: 'royalty_terms',
          entityId: saved.id,
          authorId: book.author_id,
          before: null,
          after: saved,
        });
        return saved;
      });
      return reply.status(201).send({ ...term, author_share: Number(term.author_share) });
    },
  );

  // A book's splits among payees: a new date adds one, the same date replaces it and a delete
  // removes it, while no statement reports its sales.
  app.get(
    '/api/staff/books/:bookId/splits',
    { schema: { params: bookParams, response: { 200: z.array(bookSplitSchema) } } },
    async (request) => {
      const book = await db.selectFrom('books').select('id').where('id', '=', request.params.bookId).executeTakeFirst();
      if (!book) throw notFound('Book');
      return listBookSplits(db, book.id);
    },
  );

  app.post(
    '/api/staff/books/:bookId/splits',
    {
      onRequest: adminOnly,
      schema: { params: bookParams, body: bookSplitInputSchema, response: { 201: bookSplitSchema } },
    },
    async (request, reply) => {
      const split = await setBookSplit(db, await currentActor(request), request.params.bookId, request.body);
      return reply.status(201).send(split);
    },
  );

  app.delete(
    '/api/staff/books/:bookId/splits/:effectiveFrom',
    { onRequest: adminOnly, schema: { params: bookSplitParams } },
    async (request, reply) => {
      const { bookId, effectiveFrom } = request.params;
      await removeBookSplit(db, await currentActor(request), bookId, effectiveFrom);
      return reply.status(204).send();
    },
  );

  app.get('/api/staff/royalties/settings', { schema: { response: { 200: royaltySettingsSchema } } }, async () =>
    royaltySettings(db),
  );

  app.put(
    '/api/staff/royalties/settings',
    { onRequest: adminOnly, schema: { body: royaltySettingsInputSchema, response: { 200: royaltySettingsSchema } } },
    async (request) => {
      const actor = await currentActor(request);
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('royalty_settings').selectAll().forUpdate().executeTakeFirstOrThrow();
        const after = await trx
          .updateTable('royalty_settings')
          .set({ minimum_payout: request.body.minimum_payout, updated_at: new Date() })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'royalty_settings.update',
          entityType: 'royalty_settings',
          entityId: 'settings',
          before,
          after,
        });
      });
      return royaltySettings(db);
    },
  );

  app.get(
    '/api/staff/royalties/exchange-rates',
    { schema: { response: { 200: z.array(exchangeRateSchema) } } },
    async () =>
      (
        await db
          .selectFrom('exchange_rates')
          .selectAll()
          .orderBy('period', 'desc')
          .orderBy('currency')
          .limit(500)
          .execute()
      ).map((row) => ({ period: row.period, currency: row.currency, rate: Number(row.rate) })),
  );

  app.put(
    '/api/staff/royalties/exchange-rates',
    { onRequest: adminOnly, schema: { body: exchangeRateInputSchema, response: { 200: exchangeRateSchema } } },
    async (request) => {
      const actor = await currentActor(request);
      const { period, currency, rate } = request.body;
      const after = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('exchange_rates')
          .selectAll()
          .where('period', '=', period)
          .where('currency', '=', currency)
          .forUpdate()
          .executeTakeFirst();
        const saved = await trx
          .insertInto('exchange_rates')
          .values({ period, currency, rate })
          .onConflict((oc) => oc.columns(['period', 'currency']).doUpdateSet({ rate, updated_at: new Date() }))
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'exchange_rate.set',
          entityType: 'exchange_rate',
          entityId: `${period} ${currency}`,
          before: before ?? null,
          after: saved,
        });
        return saved;
      });
      return { period: after.period, currency: after.currency, rate: Number(after.rate) };
    },
  );

  app.get(
    '/api/staff/authors/:authorId/royalties',
    { schema: { params: authorParams, response: { 200: authorRoyaltiesSchema } } },
    async (request) => {
      await findAuthorOr404(db, request.params.authorId);
      return authorRoyalties(db, request.params.authorId);
    },
  );

  app.post(
    '/api/staff/authors/:authorId/royalty-statements',
    {
      onRequest: adminOnly,
      schema: { params: authorParams, body: issueStatementSchema, response: { 201: statementSummarySchema } },
    },
    async (request, reply) => {
      const statement = await issueStatement(
        db,
        await currentActor(request),
        request.params.authorId,
        request.body.period,
      );
      return reply.status(201).send(statement);
    },
  );

  app.post(
    '/api/staff/authors/:authorId/royalty-payouts',
    {
      onRequest: adminOnly,
      schema: { params: authorParams, body: payoutInputSchema, response: { 201: payoutSchema } },
    },
    async (request, reply) => {
      const payout = await recordPayout(db, await currentActor(request), request.params.authorId, request.body);
      return reply.status(201).send(payout);
    },
  );

  app.get(
    '/api/staff/royalty-statements/:statementId',
    { schema: { params: statementIdParams, response: { 200: statementSchema } } },
    async (request) => loadStatement(db, request.params.statementId),
  );

  app.get(
    '/api/staff/royalty-statements/:statementId/statement.csv',
    { schema: { params: statementIdParams } },
    async (request, reply) => sendStatementCsv(reply, await loadStatement(db, request.params.statementId)),
  );
}
