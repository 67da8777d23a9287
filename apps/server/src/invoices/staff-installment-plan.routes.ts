import { isCancelledStatus, isPaidStatus } from '@app/contracts/invoice-status';
import { planTotal } from '@app/contracts/installment-plan';
import { formatMoney, primaryAmount, toCents } from '@app/contracts/money';
import {
  staffInstallmentPlanSchema,
  staffInstallmentUpdateSchema,
  staffInvoiceDetailSchema,
} from '@app/contracts/staff-api';
import type { Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { recordAudit, type Actor } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import type { DB, InvoicesTable } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { conflict, invalidField } from '../staff/errors.js';
import { hasPayments, loadInvoiceDetail, planOf } from './invoice-store.js';
import { invoiceParams } from './staff-invoices.routes.js';
import { updateAudited } from '../staff/audited-update.js';
import { lockRow } from '../staff/lock-row.js';

const installmentParams = z.object({ installmentId: z.uuid({ error: 'Unknown installment' }) });

/** A plan can be replaced or removed only while nothing has been paid on the invoice. */
async function lockChangeablePlan(trx: Transaction<DB>, invoiceId: string) {
  const invoice = await lockRow(trx, 'invoices', invoiceId, 'Invoice');
  if (isCancelledStatus(invoice.status)) throw conflict('This invoice is cancelled');
  const plan = await planOf(trx, invoice.id);
  if (hasPayments(invoice, plan)) {
    throw conflict('Payments were recorded on this invoice: its installment plan can no longer change');
  }
  return { invoice, plan };
}

async function auditPlan(
  trx: Transaction<DB>,
  actor: Actor,
  action: string,
  invoice: Selectable<InvoicesTable>,
  before: unknown[],
  after: unknown[],
) {
  await recordAudit(trx, actor, {
    action,
    entityType: 'invoice',
    entityId: invoice.id,
    authorId: invoice.author_id,
    before: { installments: before },
    after: { installments: after },
  });
}

/** Installment plans: set (generated in the editor, due dates editable), remove, move one due date. */
export function registerStaffInstallmentRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.put(
    '/api/staff/invoices/:invoiceId/installments',
    {
      onRequest: adminOnly,
      schema: { params: invoiceParams, body: staffInstallmentPlanSchema, response: { 200: staffInvoiceDetailSchema } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const rows = request.body.installments;
      return db.transaction().execute(async (trx) => {
        const { invoice, plan } = await lockChangeablePlan(trx, request.params.invoiceId);
        // The author's invoice shows the installments of its project.
        if (!invoice.production_project_id) {
          throw invalidField(
            'production_project_id',
            'Link the invoice to a project before adding an installment plan',
          );
        }
        const total = primaryAmount(invoice) ?? 0;
        if (toCents(planTotal(rows)) !== toCents(total)) {
          const message = `The installments add up to ${formatMoney(planTotal(rows), invoice.currency)}, the invoice total is ${formatMoney(total, invoice.currency)}`;
          throw invalidField('installments', message);
        }
        await trx.deleteFrom('installment_payments').where('invoice_id', '=', invoice.id).execute();
        const created = await trx
          .insertInto('installment_payments')
          .values(
            rows.map((row, index) => ({
              author_id: invoice.author_id,
              production_project_id: invoice.production_project_id,
              invoice_id: invoice.id,
              installment_number: index + 1,
              total_installments: rows.length,
              amount: row.amount,
              total_service_amount: total,
              status: 'pending',
              due_date: row.due_date,
              order_number: invoice.order_number,
            })),
          )
          .returningAll()
          .execute();
        await trx
          .updateTable('invoices')
          .set({ total_installments: rows.length, updated_at: new Date() })
          .where('id', '=', invoice.id)
          .execute();
        await auditPlan(trx, actor, 'invoice.plan_set', invoice, plan, created);
        return loadInvoiceDetail(trx, invoice.id);
      });
    },
  );

  app.delete(
    '/api/staff/invoices/:invoiceId/installments',
    { onRequest: adminOnly, schema: { params: invoiceParams, response: { 200: staffInvoiceDetailSchema } } },
    async (request) => {
      const actor = await currentActor(request);
      return db.transaction().execute(async (trx) => {
        const { invoice, plan } = await lockChangeablePlan(trx, request.params.invoiceId);
        await trx.deleteFrom('installment_payments').where('invoice_id', '=', invoice.id).execute();
        await trx
          .updateTable('invoices')
          .set({ total_installments: null, installment_number: null, updated_at: new Date() })
          .where('id', '=', invoice.id)
          .execute();
        await auditPlan(trx, actor, 'invoice.plan_remove', invoice, plan, []);
        return loadInvoiceDetail(trx, invoice.id);
      });
    },
  );

  app.patch(
    '/api/staff/installments/:installmentId',
    {
      onRequest: adminOnly,
      schema: {
        params: installmentParams,
        body: staffInstallmentUpdateSchema,
        response: { 200: staffInvoiceDetailSchema },
      },
    },
    async (request) => {
      const actor = await currentActor(request);
      const installment = await updateAudited(db, actor, {
        table: 'installment_payments',
        id: request.params.installmentId,
        what: 'Installment',
        changes: (before) => {
          // An installment of no invoice is not one the console shows.
          if (!before.invoice_id) throw notFound('Installment');
          if (isPaidStatus(before.status)) throw conflict('This installment is paid: its due date no longer matters');
          return { due_date: request.body.due_date, updated_at: new Date() };
        },
        audit: (before) => ({ action: 'installment.update', entityType: 'installment', authorId: before.author_id }),
      });
      return loadInvoiceDetail(db, installment.invoice_id as string);
    },
  );
}
