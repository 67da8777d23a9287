import { isPaidStatus } from '@app/contracts/invoice-status';
import { toAmount } from '@app/contracts/money';
import type { StaffInvoiceDetail, StaffInvoicePayment } from '@app/contracts/staff-api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { toInstallment } from '../installments/installment.js';
import { planColumn, toInvoiceDetail } from './invoice.js';
import { invalidField } from '../staff/errors.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The invoice's own installment plan, by installment number. */
export function planOf(db: Db, invoiceId: string) {
  return db
    .selectFrom('installment_payments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('installment_number', (ob) => ob.asc().nullsLast())
    .orderBy('due_date', (ob) => ob.asc().nullsLast())
    .execute();
}

/** Whether any money was recorded on the invoice: paid, or a payment in full or in part on it or its plan. */
export function hasPayments(
  invoice: { status: string | null; paid_date: string | null; amount_paid: string },
  plan: readonly { status: string | null; amount_paid: string }[],
): boolean {
  const some = (value: string) => (toAmount(value) ?? 0) > 0;
  return (
    isPaidStatus(invoice.status) ||
    invoice.paid_date !== null ||
    some(invoice.amount_paid) ||
    plan.some((row) => isPaidStatus(row.status) || some(row.amount_paid))
  );
}

/** The payments recorded on an invoice, oldest first. */
export async function paymentsOf(db: Db, invoiceId: string): Promise<StaffInvoicePayment[]> {
  const rows = await db
    .selectFrom('invoice_payments')
    .select([
      'id',
      'amount',
      'paid_date',
      'payment_method',
      'gateway_name',
      'gateway_reference',
      'processing_fees',
      'recorded_by',
    ])
    .where('invoice_id', '=', invoiceId)
    .orderBy('paid_date')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    ...row,
    amount: toAmount(row.amount) ?? 0,
    processing_fees: toAmount(row.processing_fees),
  }));
}

/** An invoice with its plan and payments, as the invoice editor shows it. */
export async function loadInvoiceDetail(db: Db, id: string): Promise<StaffInvoiceDetail> {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .select(planColumn)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!invoice) throw notFound('Invoice');
  return {
    ...toInvoiceDetail(invoice, invoice.installments.map(toInstallment)),
    author_id: invoice.author_id,
    payments: await paymentsOf(db, id),
  };
}

/** A project link must name one of the same author's projects. */
export async function checkProjectOwner(db: Db, authorId: string, projectId: string | null | undefined): Promise<void> {
  if (!projectId) return;
  const project = await db
    .selectFrom('production_projects')
    .select('id')
    .where('id', '=', projectId)
    .where('author_id', '=', authorId)
    .executeTakeFirst();
  if (!project) throw invalidField('production_project_id', 'Choose one of this author’s projects');
}
