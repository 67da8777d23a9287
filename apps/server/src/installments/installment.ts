import type { Installment } from '@app/contracts/dashboard-api';
import { toAmount } from '@app/contracts/money';
import type { Selectable } from 'kysely';
import type { InstallmentPaymentsTable } from '../db/schema.js';

export const installmentColumns = [
  'id',
  'production_project_id',
  'invoice_id',
  'installment_number',
  'total_installments',
  'amount',
  'total_service_amount',
  'status',
  'due_date',
  'paid_date',
  'payment_method',
  'order_number',
  'amount_paid',
] as const;

type InstallmentRow = Pick<Selectable<InstallmentPaymentsTable>, (typeof installmentColumns)[number]>;

export function toInstallment(row: InstallmentRow): Installment {
  return {
    ...row,
    amount: toAmount(row.amount),
    total_service_amount: toAmount(row.total_service_amount),
    amount_paid: toAmount(row.amount_paid),
  };
}
