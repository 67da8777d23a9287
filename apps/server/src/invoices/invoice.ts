import type { Installment, InvoiceDetail, InvoiceSummary } from '@app/contracts/dashboard-api';
import { toAmount } from '@app/contracts/money';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB, InvoicesTable } from '../db/schema.js';
import { installmentColumns, toInstallment } from '../installments/installment.js';

/** The list fields of spec §7, plus the paid date and project the derived status reads. */
export const invoiceSummaryColumns = [
  'id',
  'service',
  'amount',
  'total_amount',
  'issue_date',
  'due_date',
  'paid_date',
  'status',
  'currency',
  'payment_method',
  'order_number',
  'production_project_id',
  'amount_paid',
  'invoice_number',
] as const;

type SummaryRow = Pick<Selectable<InvoicesTable>, (typeof invoiceSummaryColumns)[number]> & {
  received?: { paid_date: string; amount: string | number }[];
};

export function toInvoiceSummary(row: SummaryRow, installments: Installment[]): InvoiceSummary {
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

export function toInvoiceDetail(
  row: Omit<Selectable<InvoicesTable>, 'author_id' | 'updated_at'>,
  installments: Installment[],
): InvoiceDetail {
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

/**
 * The invoice's installment plan as a JSON column of the same statement, by installment number:
 * the rows recorded against the invoice. Every screen derives status and balance from these rows.
 */
export function planColumn(eb: ExpressionBuilder<DB, 'invoices'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('installment_payments as plan')
      .select(installmentColumns.map((column) => `plan.${column}` as const))
      .whereRef('plan.invoice_id', '=', 'invoices.id')
      .orderBy('plan.installment_number', (ob) => ob.asc().nullsLast())
      .orderBy('plan.due_date', (ob) => ob.asc().nullsLast())
      .orderBy('plan.id'),
  ).as('installments');
}

/** The payments recorded on the invoice (date and amount), oldest first, as a JSON column. */
export function receivedColumn(eb: ExpressionBuilder<DB, 'invoices'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('invoice_payments as received')
      .select(['received.paid_date', 'received.amount'])
      .whereRef('received.invoice_id', '=', 'invoices.id')
      .orderBy('received.paid_date')
      .orderBy('received.created_at'),
  ).as('received');
}

type PlanRow = Parameters<typeof toInstallment>[0];

/** Invoice rows selected with `planColumn`, as the lists send them. */
export const toSummaryWithPlan = (row: SummaryRow & { installments: PlanRow[] }): InvoiceSummary =>
  toInvoiceSummary(row, row.installments.map(toInstallment));
