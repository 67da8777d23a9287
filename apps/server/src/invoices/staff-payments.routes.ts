import { invoiceAmount, installmentOwed, isCancelledStatus, isPaidStatus } from '@app/contracts/invoice-status';
import { formatMoney, sumAmounts, toAmount } from '@app/contracts/money';
import { staffInvoiceDetailSchema, staffPaymentSchema } from '@app/contracts/staff-api';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import { AppError } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { conflict, invalidField } from '../staff/errors.js';
import { loadInvoiceDetail, planOf } from './invoice-store.js';
import { invoiceParams } from './staff-invoices.routes.js';
import { lockRow } from '../staff/lock-row.js';

type PlanRow = Awaited<ReturnType<typeof planOf>>[number];

/**
 * The open installments in the order a payment settles them: the one named first, then by due
 * date (undated last), then by number.
 */
function settlingOrder(plan: readonly PlanRow[], firstId: string | null | undefined): PlanRow[] {
  return plan
    .filter((row) => !isPaidStatus(row.status))
    .sort(
      (a, b) =>
        Number(b.id === firstId) - Number(a.id === firstId) ||
        (a.due_date ?? '9999-12-31').localeCompare(b.due_date ?? '9999-12-31') ||
        (a.installment_number ?? 0) - (b.installment_number ?? 0),
    );
}

/**
 * POST /api/staff/invoices/{id}/payments: records money received, of any amount (the whole
 * balance, or the whole installment named, when no amount is given). It is applied to the
 * installments, the named one first, then oldest due first; more than the balance due is refused
 * (409). The invoice becomes paid once nothing is left to pay, else partial; the payment is kept
 * in the invoice's ledger and the author's totals and statuses follow at once.
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
        const target = payment.installment_id ? plan.find((row) => row.id === payment.installment_id) : undefined;
        if (payment.installment_id && !target) {
          throw invalidField('installment_id', 'Choose an installment of this invoice');
        }
        if (target && isPaidStatus(target.status)) throw conflict('This installment is already paid');
        if (before.status === 'draft') {
          throw conflict('This invoice is a draft, not billed yet: issue it before recording a payment');
        }
        const total = invoiceAmount(before);
        if (total === null) throw conflict('This invoice has no amount: set its total first');

        const open = settlingOrder(plan, target?.id);
        const received =
          plan.length > 0
            ? sumAmounts(plan.map((row) => sumAmounts([toAmount(row.amount), -installmentOwed(row)])))
            : (toAmount(before.amount_paid) ?? 0);
        const due = Math.max(0, sumAmounts([total, -received]));
        const amount = payment.amount ?? (target ? installmentOwed(target) : due);
        if (amount > due) {
          const message = `The payment of ${formatMoney(amount, before.currency)} is more than the ${formatMoney(due, before.currency)} still due on this invoice`;
          throw new AppError(409, 'conflict', message, { amount: [message] });
        }

        // Oldest due first: each installment takes what it still lacks until the payment runs out.
        let left = amount;
        const applied: { id: string; amount: number; paid: boolean }[] = [];
        for (const row of open) {
          if (left <= 0) break;
          const take = Math.min(left, installmentOwed(row));
          if (take <= 0) continue;
          left = sumAmounts([left, -take]);
          const paid = take === installmentOwed(row);
          applied.push({ id: row.id, amount: take, paid });
          await trx
            .updateTable('installment_payments')
            .set({
              amount_paid: paid ? row.amount : sumAmounts([toAmount(row.amount_paid), take]).toFixed(2),
              ...(paid ? { status: 'paid', paid_date: payment.paid_date, payment_method: payment.payment_method } : {}),
              updated_at: new Date(),
            })
            .where('id', '=', row.id)
            .execute();
        }

        const fullyPaid = amount === due;
        const after = await trx
          .updateTable('invoices')
          .set({
            status: fullyPaid ? 'paid' : 'partial',
            paid_date: fullyPaid ? payment.paid_date : null,
            payment_method: payment.payment_method,
            ...(plan.length === 0 ? { amount_paid: sumAmounts([received, amount]).toFixed(2) } : {}),
            ...(payment.gateway_name ? { gateway_name: payment.gateway_name } : {}),
            ...(payment.gateway_reference ? { gateway_reference: payment.gateway_reference } : {}),
            // Fees of every payment on the invoice add up.
            ...(payment.processing_fees != null
              ? { processing_fees: sumAmounts([toAmount(before.processing_fees), payment.processing_fees]) }
              : {}),
            updated_at: new Date(),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const recorded = await trx
          .insertInto('invoice_payments')
          .values({
            invoice_id: before.id,
            author_id: before.author_id,
            amount,
            paid_date: payment.paid_date,
            payment_method: payment.payment_method,
            gateway_name: payment.gateway_name ?? null,
            gateway_reference: payment.gateway_reference ?? null,
            processing_fees: payment.processing_fees ?? null,
            recorded_by: actor.email,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'invoice.payment',
          entityType: 'invoice',
          entityId: before.id,
          authorId: before.author_id,
          before: { ...before, installments: open },
          after: {
            ...after,
            payment: { ...payment, id: recorded.id, amount },
            installments_paid: applied.filter((part) => part.paid).map((part) => part.id),
            applied,
          },
        });
        return loadInvoiceDetail(trx, before.id);
      });
    },
  );
}
