import { authorParams as staffAuthorParams, findAuthorOr404 } from '../authors/author-store.js';
import {
  myTaxYearsSchema,
  taxYearCorrectionInputSchema,
  taxYearCorrectionSchema,
  taxYearParams,
  taxYearSchema,
} from '@app/contracts/year-end-api';
import { recordAudit } from '../audit/audit-log.js';
import { findOrCreateAuthor } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import { attachment } from '../files/csv.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import type { PayeeDataBox } from './payee-data.js';
import { recordTaxYearCorrection } from './tax-year-corrections.js';
import { authorTaxYear, authorTaxYears, authorYearLines, taxYear } from './year-end.js';
import { taxYearCsv } from './year-end-csv.js';
import { yearEndStatementPdf } from './year-end-pdf.js';

interface Deps {
  database: Database;
  payeeData: PayeeDataBox;
}

/** The signed-in author's year-end figures (`/api/me/tax-years`) and each year's statement PDF. */
export function registerYearEndRoutes(app: App, { database, payeeData }: Deps): void {
  const { db } = database;

  app.get('/api/me/tax-years', { schema: { response: { 200: myTaxYearsSchema } } }, async (request) => {
    const author = await findOrCreateAuthor(db, await request.requireUser());
    const years = await Promise.all(
      (await authorTaxYears(db, author.id)).map((year) => authorTaxYear(db, author.id, year, payeeData)),
    );
    return { years: years.filter((year) => year !== null) };
  });

  app.get('/api/me/tax-years/:year/statement.pdf', { schema: { params: taxYearParams } }, async (request, reply) => {
    const author = await findOrCreateAuthor(db, await request.requireUser());
    const { year } = request.params;
    const figures = await authorTaxYear(db, author.id, year, payeeData);
    if (!figures) throw notFound(`Year-end statement for ${year}`);
    const pdf = await yearEndStatementPdf(figures, await authorYearLines(db, author.id, year));
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(`year-end-statement-${year}.pdf`))
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
}

/**
 * Year-end for admins: the year's table, its CSV for the tax software (it holds taxpayer
 * numbers: every download is audited), and corrections of a year that has ended.
 */
export function registerStaffYearEndRoutes(app: App, { database, payeeData }: Deps): void {
  const { db } = database;
  const onRequest = adminOnly;

  app.get(
    '/api/staff/tax-years/:year',
    { onRequest, schema: { params: taxYearParams, response: { 200: taxYearSchema } } },
    async (request) => (await taxYear(db, request.params.year, payeeData)).table,
  );

  app.get(
    '/api/staff/tax-years/:year/csv',
    { onRequest, schema: { params: taxYearParams } },
    async (request, reply) => {
      const actor = await currentActor(request);
      const { year } = request.params;
      const { table, parts } = await taxYear(db, year, payeeData);
      await recordAudit(db, actor, {
        action: 'tax_year.export',
        entityType: 'tax_year',
        entityId: String(year),
        before: null,
        after: { payees: table.payees.length, ...table.totals },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`tax-year-${year}.csv`))
        .header('cache-control', 'no-store')
        .send(taxYearCsv(table, parts));
    },
  );

  app.post(
    '/api/staff/authors/:authorId/tax-year-corrections',
    {
      onRequest,
      schema: {
        params: staffAuthorParams,
        body: taxYearCorrectionInputSchema,
        response: { 201: taxYearCorrectionSchema },
      },
    },
    async (request, reply) => {
      const { authorId } = request.params;
      await findAuthorOr404(db, authorId);
      const correction = await recordTaxYearCorrection(db, await currentActor(request), authorId, request.body);
      return reply.status(201).send(correction);
    },
  );
}
