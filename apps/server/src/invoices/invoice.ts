import {
  installmentSchema,
  invoiceSummarySchema,
  receivedPaymentSchema,
  type Installment,
  type InvoiceDetail,
  type InvoiceSummary,
} from '@app/contracts/dashboard-api';
import { toAmount } from '@app/contracts/money';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { inSchemaOrder, moneyNumber } from '../db/in-schema-order.js';
import type { DB, InvoicesTable } from '../db/schema.js';
import { installmentColumns } from '../installments/installment.js';

type InvoiceRow = Omit<Selectable<InvoicesTable>, 'author_id' | 'updated_at'>;

/** The list's fields of a stored invoice, read by the invoice's own answers (`toInvoiceDetail`). */
function toInvoiceSummary(
  row: InvoiceRow & { received?: { paid_date: string; amount: string | number }[] },
  installments: Installment[],
): InvoiceSummary {
  return {
    id: row.id,
    service: row.service,
    amount: toAmount(row.amount),
    total_amount: toAmount(row.total_amount),
    issue_date: row.issue_date,
    due_date: row.due_date,
    paid_date: row.paid_date,
    status: row.status,
    currency: row.currency,
    payment_method: row.payment_method,
    order_number: row.order_number,
    installments,
    invoice_number: row.invoice_number,
    amount_paid: toAmount(row.amount_paid),
    received: row.received?.map((part) => ({ paid_date: part.paid_date, amount: toAmount(part.amount) ?? 0 })),
  };
}

export function toInvoiceDetail(row: InvoiceRow, installments: Installment[]): InvoiceDetail {
  return {
    ...toInvoiceSummary(row, installments),
    total_service_amount: toAmount(row.total_service_amount),
    gateway_name: row.gateway_name,
    gateway_reference: row.gateway_reference,
    processing_fees: toAmount(row.processing_fees),
    production_project_id: row.production_project_id,
    installment_number: row.installment_number,
    total_installments: row.total_installments,
    items: row.items,
    gst_rate: toAmount(row.gst_rate),
    notes: row.notes,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The installment plan's rows of the invoice, by installment number. */
const planRows = (eb: ExpressionBuilder<DB, 'invoices'>) =>
  eb
    .selectFrom('installment_payments as plan')
    .whereRef('plan.invoice_id', '=', 'invoices.id')
    .orderBy('plan.installment_number', (ob) => ob.asc().nullsLast())
    .orderBy('plan.due_date', (ob) => ob.asc().nullsLast())
    .orderBy('plan.id');

/** The payments recorded on the invoice, oldest first. */
const receivedRows = (eb: ExpressionBuilder<DB, 'invoices'>) =>
  eb
    .selectFrom('invoice_payments as received')
    .whereRef('received.invoice_id', '=', 'invoices.id')
    .orderBy('received.paid_date')
    .orderBy('received.created_at');

/**
 * The invoice's installment plan as a JSON column of the same statement, by installment number:
 * the rows recorded against the invoice. Every screen derives status and balance from these rows.
 */
export function planColumn(eb: ExpressionBuilder<DB, 'invoices'>) {
  return jsonArrayFrom(planRows(eb).select(installmentColumns.map((column) => `plan.${column}` as const))).as(
    'installments',
  );
}

/** The payments recorded on the invoice (date and amount), oldest first, as a JSON column. */
export function receivedColumn(eb: ExpressionBuilder<DB, 'invoices'>) {
  return jsonArrayFrom(receivedRows(eb).select(['received.paid_date', 'received.amount'])).as('received');
}

/**
 * The invoice list's row as the database gives it: already in the wire's shape
 * (`invoiceSummarySchema`), its plan and payments received included, so the list is sent as it
 * comes. The same fields as `toInvoiceSummary` makes of the stored row, amounts included.
 */
export function invoiceSummarySelection(eb: ExpressionBuilder<DB, 'invoices'>) {
  const plan = planRows(eb).select((row) =>
    inSchemaOrder(installmentSchema, {
      id: row.ref('plan.id'),
      production_project_id: row.ref('plan.production_project_id'),
      invoice_id: row.ref('plan.invoice_id'),
      installment_number: row.ref('plan.installment_number'),
      total_installments: row.ref('plan.total_installments'),
      amount: moneyNumber(row.ref('plan.amount')),
      total_service_amount: moneyNumber(row.ref('plan.total_service_amount')),
      status: row.ref('plan.status'),
      due_date: row.ref('plan.due_date'),
      paid_date: row.ref('plan.paid_date'),
      payment_method: row.ref('plan.payment_method'),
      order_number: row.ref('plan.order_number'),
      amount_paid: moneyNumber(row.ref('plan.amount_paid')),
    }),
  );
  const received = receivedRows(eb).select((row) =>
    inSchemaOrder(receivedPaymentSchema, {
      paid_date: row.ref('received.paid_date'),
      // Never null in storage; NaN is 0 as in `toInvoiceSummary`.
      amount: sql<number>`coalesce(${moneyNumber(row.ref('received.amount'))}, 0)`,
    }),
  );
  return inSchemaOrder(invoiceSummarySchema, {
    id: eb.ref('invoices.id'),
    service: eb.ref('invoices.service'),
    amount: moneyNumber(eb.ref('invoices.amount')),
    total_amount: moneyNumber(eb.ref('invoices.total_amount')),
    issue_date: eb.ref('invoices.issue_date'),
    due_date: eb.ref('invoices.due_date'),
    paid_date: eb.ref('invoices.paid_date'),
    status: eb.ref('invoices.status'),
    currency: eb.ref('invoices.currency'),
    payment_method: eb.ref('invoices.payment_method'),
    order_number: eb.ref('invoices.order_number'),
    installments: jsonArrayFrom(plan),
    invoice_number: eb.ref('invoices.invoice_number'),
    amount_paid: moneyNumber(eb.ref('invoices.amount_paid')),
    received: jsonArrayFrom(received),
  });
}
