import { isCancelledStatus, isPaidStatus } from '@app/contracts/invoice-status';
import { sumAmounts, toAmount } from '@app/contracts/money';
import { staffInvoiceDetailSchema, staffPaymentSchema } from '@app/contracts/staff-api';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/connect.js';
import type { App } from '../../http/types.js';
import { adminOnly, currentActor } from '../access.js';
import { conflict, invalidField } from '../errors.js';
import { loadInvoiceDetail, planOf } from './invoice-store.js';
import { invoiceParams } from './invoices.routes.js';
import { lockRow } from '../lock-row.js';

/**
 * POST /api/staff/invoices/{id}/payments: records money received, for one installment or for the
 * whole invoice (which settles every installment still open). The invoice becomes paid once
 * nothing is left to pay, else partial; the author's totals and statuses follow at once.
 */
export function registerStaffPaymentRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.post(
    '/api/staff/invoices/:invoiceId/payments',
    {
      onRequest: adminOnly,
      schema: { params: invoiceParams, body: staffPaymentSchema, response: { 200: staffInvoiceDetailSchema } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const payment = request.body;
      return db.transaction().execute(async (trx) => {
        const before = await lockRow(trx, 'invoices', request.params.invoiceId, 'Invoice');
        if (isCancelledStatus(before.status)) throw conflict('This invoice is cancelled: nothing is owed on it');
        if (isPaidStatus(before.status)) throw conflict('This invoice is already paid');
        const plan = await planOf(trx, before.id);
        const open = plan.filter((row) => !isPaidStatus(row.status));

        let settled = open;
        if (payment.installment_id) {
          const target = plan.find((row) => row.id === payment.installment_id);
          if (!target) throw invalidField('installment_id', 'Choose an installment of this invoice');
          if (isPaidStatus(target.status)) throw conflict('This installment is already paid');
          settled = [target];
        }
        if (settled.length > 0) {
          await trx
            .updateTable('installment_payments')
            .set({
              status: 'paid',
              paid_date: payment.paid_date,
              payment_method: payment.payment_method,
              updated_at: new Date(),
            })
            .where(
              'id',
              'in',
              settled.map((row) => row.id),
            )
            .execute();
        }

        const fullyPaid = settled.length === open.length;
        const after = await trx
          .updateTable('invoices')
          .set({
            status: fullyPaid ? 'paid' : 'partial',
            paid_date: fullyPaid ? payment.paid_date : null,
            payment_method: payment.payment_method,
            ...(payment.gateway_name ? { gateway_name: payment.gateway_name } : {}),
            ...(payment.gateway_reference ? { gateway_reference: payment.gateway_reference } : {}),
            // Fees of every payment on the invoice add up.
            ...(payment.processing_fees !== null
              ? { processing_fees: sumAmounts([toAmount(before.processing_fees), payment.processing_fees]) }
              : {}),
            updated_at: new Date(),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'invoice.payment',
          entityType: 'invoice',
          entityId: before.id,
          authorId: before.author_id,
          before: { ...before, installments: settled },
          after: { ...after, payment, installments_paid: settled.map((row) => row.id) },
        });
        return loadInvoiceDetail(trx, before.id);
      });
    },
  );
}
