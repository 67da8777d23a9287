import type { StaffInvoiceDetail } from '@app/contracts/staff-api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { toInstallment } from '../../installments/installment.js';
import { planColumn, toInvoiceDetail } from '../../invoices/invoice.js';
import { invalidField } from '../errors.js';

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

/** An invoice with its plan, as the invoice editor shows it. */
export async function loadInvoiceDetail(db: Db, id: string): Promise<StaffInvoiceDetail> {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .select(planColumn)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!invoice) throw notFound('Invoice');
  return { ...toInvoiceDetail(invoice, invoice.installments.map(toInstallment)), author_id: invoice.author_id };
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
