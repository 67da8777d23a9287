import type { InvoiceDetail, InvoiceSummary } from '@app/contracts/dashboard-api';
import { toAmount } from '@app/contracts/money';
import type { Selectable } from 'kysely';
import type { InvoicesTable } from '../db/schema.js';

/** The list fields of spec §7. */
export const invoiceSummaryColumns = [
  'id',
  'service',
  'amount',
  'total_amount',
  'issue_date',
  'due_date',
  'status',
  'currency',
  'payment_method',
  'order_number',
] as const;

type SummaryRow = Pick<Selectable<InvoicesTable>, (typeof invoiceSummaryColumns)[number]>;

export function toInvoiceSummary(row: SummaryRow): InvoiceSummary {
  return { ...row, amount: toAmount(row.amount), total_amount: toAmount(row.total_amount) };
}

export function toInvoiceDetail(
  row: Omit<Selectable<InvoicesTable>, 'author_id' | 'updated_at'>,
  installments: InvoiceDetail['installments'],
): InvoiceDetail {
  return {
    ...toInvoiceSummary(row),
    total_service_amount: toAmount(row.total_service_amount),
    paid_date: row.paid_date,
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
    installments,
  };
}
