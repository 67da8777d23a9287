import type { DateInput } from './dates.js';
import { isOverdue, isPaidStatus, type StatusTone } from './invoice-status.js';
import { DASH } from './money.js';

export type InstallmentLabel = 'Paid' | 'Overdue' | 'Pending';

/** Paid (any paid synonym), Overdue (see isOverdue), else Pending — also when the status is missing. */
export function installmentLabel(
  row: { status?: string | null; due_date?: DateInput },
  now: Date = new Date(),
): InstallmentLabel {
  if (isPaidStatus(row.status)) return 'Paid';
  return isOverdue(row, now) ? 'Overdue' : 'Pending';
}

/** The colour follows the label shown: Paid green, Overdue red, anything else orange. */
export function installmentTone(label: string): StatusTone {
  const value = label.trim().toLowerCase();
  if (value === 'paid') return 'success';
  if (value === 'overdue') return 'danger';
  return 'warning';
}

/** Position in the plan: the number (1 when missing) and the total (the dash when missing). */
export function installmentPosition(row: { installment_number?: number | null; total_installments?: number | null }): {
  number: number;
  total: string;
} {
  return {
    number: row.installment_number ?? 1,
    total: row.total_installments == null ? DASH : String(row.total_installments),
  };
}
