import { isCancelledStatus, isPaidStatus } from '@app/contracts/invoice-status';
import { primaryAmount, toAmount, toCents } from '@app/contracts/money';
import {
  dateOrderProblem,
  staffInvoiceCreateSchema,
  staffInvoiceDetailSchema,
  staffInvoiceUpdateSchema,
} from '@app/contracts/staff-api';
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { authorParams, findAuthorOr404 } from '../authors/author-store.js';
import { conflict, invalidField } from '../staff/errors.js';
import { checkProjectOwner, hasPayments, loadInvoiceDetail, planOf } from './invoice-store.js';
import { lockRow } from '../staff/lock-row.js';

export const invoiceParams = z.object({ invoiceId: z.uuid({ error: 'Unknown invoice' }) });

/** The items column holds JSON text (undefined leaves it as it is). */
const withItemsJson = <T extends { items?: unknown }>(fields: T) => ({
  ...fields,
  items: fields.items === undefined ? undefined : JSON.stringify(fields.items),
});

/** Invoices: read one with its plan, create for an author, edit, cancel. */
export function registerStaffInvoiceRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.get(
    '/api/staff/invoices/:invoiceId',
    { schema: { params: invoiceParams, response: { 200: staffInvoiceDetailSchema } } },
    async (request) => loadInvoiceDetail(db, request.params.invoiceId),
  );

  app.post(
    '/api/staff/authors/:authorId/invoices',
    {
      onRequest: adminOnly,
      schema: { params: authorParams, body: staffInvoiceCreateSchema, response: { 201: staffInvoiceDetailSchema } },
    },
    async (request, reply) => {
      const actor = await currentActor(request);
      const { authorId } = request.params;
      await findAuthorOr404(db, authorId);
      await checkProjectOwner(db, authorId, request.body.production_project_id);
      const detail = await db.transaction().execute(async (trx) => {
        const invoice = await trx
          .insertInto('invoices')
          .values({ ...withItemsJson(request.body), author_id: authorId })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'invoice.create',
          entityType: 'invoice',
          entityId: invoice.id,
          authorId,
          before: null,
          after: invoice,
        });
        return loadInvoiceDetail(trx, invoice.id);
      });
      return reply.status(201).send(detail);
    },
  );

  app.patch(
    '/api/staff/invoices/:invoiceId',
    {
      onRequest: adminOnly,
      schema: { params: invoiceParams, body: staffInvoiceUpdateSchema, response: { 200: staffInvoiceDetailSchema } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const changes = request.body;
      return db.transaction().execute(async (trx) => {
        const before = await lockRow(trx, 'invoices', request.params.invoiceId, 'Invoice');
        if (isCancelledStatus(before.status)) throw conflict('A cancelled invoice cannot be edited');
        if (changes.status && isPaidStatus(before.status)) {
          throw conflict('This invoice is paid: its status follows the payments recorded');
        }
        const issue = changes.issue_date ?? before.issue_date;
        const due = changes.due_date === undefined ? before.due_date : changes.due_date;
        if (dateOrderProblem(issue, due))
          throw invalidField('due_date', 'The due date cannot be before the issue date');
        await checkProjectOwner(trx, before.author_id, changes.production_project_id);
        const amount = changes.amount === undefined ? before.amount : changes.amount;
        const totalAmount = changes.total_amount === undefined ? before.total_amount : changes.total_amount;
        if (amount === null && totalAmount === null) throw invalidField('total_amount', 'Enter a total or an amount');

        const plan = await planOf(trx, before.id);
        if (plan.length > 0) {
          const total = before.total_amount === null ? null : toCents(Number(before.total_amount));
          const newTotal = changes.total_amount === null ? null : toCents(changes.total_amount ?? 0);
          if (changes.total_amount !== undefined && newTotal !== total) {
            throw conflict('This invoice has an installment plan: remove the plan before changing the total');
          }
          if (changes.production_project_id === null) {
            throw invalidField('production_project_id', 'An invoice with an installment plan belongs to a project');
          }
        }
        if (changes.status === 'draft' && hasPayments(before, plan)) {
          throw conflict('Payments were recorded on this invoice: it is billed and cannot go back to draft');
        }
        const received = toAmount(before.amount_paid) ?? 0;
        if ((primaryAmount({ amount, total_amount: totalAmount }) ?? 0) < received) {
          throw conflict('The total cannot be less than the payments recorded on this invoice');
        }

        const after = await trx
          .updateTable('invoices')
          .set({ ...withItemsJson(changes), updated_at: new Date() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // The author's invoice shows the plan of its project: the plan follows the invoice.
        if (changes.production_project_id && plan.length > 0) {
          await trx
            .updateTable('installment_payments')
            .set({ production_project_id: changes.production_project_id, updated_at: new Date() })
            .where('invoice_id', '=', before.id)
            .execute();
        }
        await recordAudit(trx, actor, {
          action: 'invoice.update',
          entityType: 'invoice',
          entityId: before.id,
          authorId: before.author_id,
          before,
          after,
        });
        return loadInvoiceDetail(trx, before.id);
      });
    },
  );

  app.post(
    '/api/staff/invoices/:invoiceId/cancel',
    { onRequest: adminOnly, schema: { params: invoiceParams, response: { 200: staffInvoiceDetailSchema } } },
    async (request) => {
      const actor = await currentActor(request);
      return db.transaction().execute(async (trx) => {
        const before = await lockRow(trx, 'invoices', request.params.invoiceId, 'Invoice');
        if (isCancelledStatus(before.status)) throw conflict('This invoice is already cancelled');
        const plan = await planOf(trx, before.id);
        if (hasPayments(before, plan)) {
          throw conflict('Payments were recorded on this invoice: it cannot be cancelled');
        }
        // Nothing is owed on a cancelled invoice, so its unpaid installments go with it.
        await trx.deleteFrom('installment_payments').where('invoice_id', '=', before.id).execute();
        const after = await trx
          .updateTable('invoices')
          .set({ status: 'cancelled', total_installments: null, installment_number: null, updated_at: new Date() })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'invoice.cancel',
          entityType: 'invoice',
          entityId: before.id,
          authorId: before.author_id,
          before: { ...before, installments: plan },
          after: { ...after, installments: [] },
        });
        return loadInvoiceDetail(trx, before.id);
      });
    },
  );
}
