import {
  taxYearCorrectionInputSchema,
  taxYearCorrectionSchema,
  taxYearParams,
  taxYearSchema,
} from '@app/contracts/year-end-api';
import { recordAudit } from '../audit/audit-log.js';
import { authorParams as staffAuthorParams, findAuthorOr404 } from '../authors/author-store.js';
import type { Database } from '../db/connect.js';
import { attachment } from '../files/csv.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import type { PayeeDataBox } from './payee-data.js';
import { recordTaxYearCorrection } from './tax-year-corrections.js';
import { taxYear } from './year-end.js';
import { taxYearCsv } from './year-end-csv.js';

interface Deps {
  database: Database;
  payeeData: PayeeDataBox;
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
