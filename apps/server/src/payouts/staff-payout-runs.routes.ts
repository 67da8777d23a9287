import {
  payoutFileParams,
  payoutProposalQuerySchema,
  payoutProposalSchema,
  payoutRunInputSchema,
  payoutRunListSchema,
  payoutRunParams,
  payoutRunSchema,
} from '@app/contracts/payout-runs-api';
import { attachment } from '../files/csv.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { adminOnly, currentActor } from '../staff/access.js';
import type { PayeeDataBox } from './payee-data.js';
import { payoutRunFile, type AchSettings } from './payout-files.js';
import { proposePayouts } from './payout-proposal.js';
import {
  cancelPayoutRun,
  confirmPayoutRun,
  listPayoutRuns,
  loadPayoutRun,
  markPayoutRunSent,
  runItems,
  toPayoutRun,
} from './payout-runs.js';
import { queueRemittanceMail } from './remittance-mails.js';

interface Deps {
  database: Database;
  payeeData: PayeeDataBox;
  mailQueue: MailQueue;
  siteUrl: string;
  ach: AchSettings;
}

/** Payout runs (`/api/staff/payout-runs`), for admins only: they move money. */
export function registerPayoutRunRoutes(app: App, deps: Deps): void {
  const { db } = deps.database;
  const onRequest = adminOnly;

  app.get('/api/staff/payout-runs', { onRequest, schema: { response: { 200: payoutRunListSchema } } }, async () => ({
    runs: await listPayoutRuns(db),
  }));

  app.get(
    '/api/staff/payout-runs/proposal',
    { onRequest, schema: { querystring: payoutProposalQuerySchema, response: { 200: payoutProposalSchema } } },
    async (request) => {
      const proposal = await proposePayouts(db, request.query.period);
      // The payees' sealed details stay on the server.
      return {
        ...proposal,
        items: proposal.items.map(
          ({ details_sealed: _sealed, tax_form: _form, tax_details_sealed: _tax, ...item }) => item,
        ),
      };
    },
  );

  app.post(
    '/api/staff/payout-runs',
    { onRequest, schema: { body: payoutRunInputSchema, response: { 201: payoutRunSchema } } },
    async (request, reply) => {
      const runId = await confirmPayoutRun(db, await currentActor(request), request.body);
      const { run, items } = await loadPayoutRun(db, runId);
      return reply.status(201).send(toPayoutRun(run, items));
    },
  );

  app.get(
    '/api/staff/payout-runs/:runId',
    { onRequest, schema: { params: payoutRunParams, response: { 200: payoutRunSchema } } },
    async (request) => {
      const { run, items } = await loadPayoutRun(db, request.params.runId);
      return toPayoutRun(run, items);
    },
  );

  app.get(
    '/api/staff/payout-runs/:runId/files/:file',
    { onRequest, schema: { params: payoutFileParams } },
    async (request, reply) => {
      const { run, items } = await loadPayoutRun(db, request.params.runId);
      const file = payoutRunFile(request.params.file, run, items, deps.payeeData, deps.ach);
      return reply
        .type(file.type)
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.post(
    '/api/staff/payout-runs/:runId/sent',
    { onRequest, schema: { params: payoutRunParams, response: { 200: payoutRunSchema } } },
    async (request) => {
      const actor = await currentActor(request);
      const { runId } = request.params;
      await db.transaction().execute(async (trx) => {
        const run = await markPayoutRunSent(trx, actor, runId);
        for (const item of await runItems(trx, runId)) {
          await queueRemittanceMail(trx, deps.mailQueue, run, item, deps.siteUrl);
        }
      });
      const { run, items } = await loadPayoutRun(db, runId);
      return toPayoutRun(run, items);
    },
  );

  app.post(
    '/api/staff/payout-runs/:runId/cancel',
    { onRequest, schema: { params: payoutRunParams, response: { 200: payoutRunSchema } } },
    async (request) => {
      await cancelPayoutRun(db, await currentActor(request), request.params.runId);
      const { run, items } = await loadPayoutRun(db, request.params.runId);
      return toPayoutRun(run, items);
    },
  );
}
