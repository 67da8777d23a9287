import { addDaysToCalendarDay, calendarDayOf, isBeforeToday, toCalendarDay, type DateInput } from './dates.js';
import { primaryAmount, sumAmounts, toAmount, type MoneyInput } from './money.js';

/** Status words that all mean "paid", in any letter case. */
export const PAID_STATUSES = ['paid', 'fully-paid', 'settled'] as const;

/** Statuses that, past their due date, make an invoice or installment overdue. */
const AWAITING_PAYMENT = ['pending', 'unpaid', ''];

export const normaliseStatus = (status: string | null | undefined): string => (status ?? '').trim().toLowerCase();

export const isPaidStatus = (status: string | null | undefined): boolean =>
  (PAID_STATUSES as readonly string[]).includes(normaliseStatus(status));

export const isCancelledStatus = (status: string | null | undefined): boolean =>
  normaliseStatus(status) === 'cancelled';

/** What the derivations read of an invoice. */
export interface InvoiceLike {
  id?: string | null;
  status?: string | null;
  total_amount?: MoneyInput;
  amount?: MoneyInput;
  issue_date?: DateInput;
  due_date?: DateInput;
  paid_date?: DateInput;
}

/** What the derivations read of an installment. */
export interface InstallmentLike {
  status?: string | null;
  due_date?: DateInput;
  amount?: MoneyInput;
}

/** The invoice's amount: total_amount, else amount when total_amount is null. */
export const invoiceAmount = (invoice: InvoiceLike): number | null => primaryAmount(invoice);

/**
 * Header totals of the invoice list: paid invoices add to Paid to date, every other one to
 * Outstanding, except cancelled ones, on which nothing is owed.
 */
export function invoiceTotals(invoices: readonly InvoiceLike[]): { paidToDate: number; outstanding: number } {
  const paid = invoices.filter((invoice) => isPaidStatus(invoice.status));
  const owed = invoices.filter((invoice) => !isPaidStatus(invoice.status) && !isCancelledStatus(invoice.status));
  return {
    paidToDate: sumAmounts(paid.map(invoiceAmount)),
    outstanding: sumAmounts(owed.map(invoiceAmount)),
  };
}

/** The printed invoice number: the id's last 8 characters upper-cased, or DRAFT without an id. */
export function invoiceNumber(id: string | null | undefined): string {
  return id ? id.slice(-8).toUpperCase() : 'DRAFT';
}

/**
 * Overdue: an explicit `overdue`, or pending / unpaid / no status with a due date before today
 * (the viewer's calendar day: due today is not overdue).
 */
export function isOverdue(item: { status?: string | null; due_date?: DateInput }, now: Date = new Date()): boolean {
  const status = normaliseStatus(item.status);
  if (status === 'overdue') return true;
  return AWAITING_PAYMENT.includes(status) && isBeforeToday(item.due_date, now);
}

export interface DialogStatus {
  /** Lower-case status to display: paid, overdue, partially-paid, pending or the invoice's own. */
  status: string;
  /** `(paidCount/total)` of the loaded installment rows; null without installments. */
  progress: { paidCount: number; total: number } | null;
}

/**
 * The invoice dialog's status, in this order: a paid_date means paid; then the installment rules
 * (all paid → paid, any overdue → overdue, any paid → partially-paid); then draft → pending;
 * otherwise the invoice's own status.
 */
export function dialogStatus(
  invoice: InvoiceLike,
  installments: readonly InstallmentLike[],
  now: Date = new Date(),
): DialogStatus {
  const paidCount = installments.filter((row) => isPaidStatus(row.status)).length;
  const progress = installments.length > 0 ? { paidCount, total: installments.length } : null;
  const status = (() => {
    if (calendarDayOf(invoice.paid_date)) return 'paid';
    if (installments.length > 0) {
      if (paidCount === installments.length) return 'paid';
      if (installments.some((row) => isOverdue(row, now))) return 'overdue';
      if (paidCount > 0) return 'partially-paid';
    }
    const own = normaliseStatus(invoice.status);
    if (own === 'draft') return 'pending';
    return own || 'pending';
  })();
  return { status, progress };
}

/** Due date shown on the invoice: its own, else 30 days after the issue date, else after today. */
export function invoiceDueDate(invoice: InvoiceLike, now: Date = new Date()): string {
  const own = calendarDayOf(invoice.due_date);
  if (own) return own;
  return addDaysToCalendarDay(calendarDayOf(invoice.issue_date) ?? toCalendarDay(now), 30);
}

/**
 * Paid amount and balance of one invoice: everything when it is paid (by status or paid date),
 * else the sum of its paid installments.
 */
export function invoicePayment(
  invoice: InvoiceLike,
  installments: readonly InstallmentLike[],
): { total: number | null; paid: number; balance: number | null } {
  const total = invoiceAmount(invoice);
  const fullyPaid = isPaidStatus(invoice.status) || calendarDayOf(invoice.paid_date) !== null;
  const paid = fullyPaid
    ? (total ?? 0)
    : sumAmounts(installments.filter((row) => isPaidStatus(row.status)).map((row) => toAmount(row.amount)));
  return { total, paid, balance: total === null ? null : Math.max(0, sumAmounts([total, -paid])) };
}

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** Badge colour of an invoice status (paid synonyms green, overdue red, cancelled grey). */
export function invoiceStatusTone(status: string | null | undefined): StatusTone {
  const value = normaliseStatus(status);
  if (isPaidStatus(value)) return 'success';
  if (value === 'overdue') return 'danger';
  if (value === 'cancelled') return 'neutral';
  if (value === 'partial' || value === 'partially-paid') return 'info';
  return 'warning';
}
