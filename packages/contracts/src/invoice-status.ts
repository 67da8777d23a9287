import { addDaysToCalendarDay, calendarDayOf, isBeforeToday, toCalendarDay, type DateInput } from './dates.js';
import { primaryAmount, sumAmounts, toAmount, type MoneyInput } from './money.js';

/** Status words that all mean "paid", in any letter case. */
export const PAID_STATUSES = ['paid', 'fully-paid', 'settled'] as const;

/** Statuses that, past their due date, make an invoice or installment overdue. */
const AWAITING_PAYMENT = ['pending', 'unpaid', ''];

/**
 * A status as the database reads it, `lower(btrim(coalesce(status, '')))`: only spaces are
 * trimmed (SQL's btrim), so a tab or a newline keeps a status from matching on both sides alike.
 */
export const normaliseStatus = (status: string | null | undefined): string =>
  (status ?? '').replace(/^ +| +$/g, '').toLowerCase();

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
  /** Payments recorded on an invoice without a plan (with a plan they sit on its installments). */
  amount_paid?: MoneyInput;
}

/** What the derivations read of an installment. */
export interface InstallmentLike {
  status?: string | null;
  due_date?: DateInput;
  paid_date?: DateInput;
  amount?: MoneyInput;
  /** The part of partial payments applied to it while it is not paid in full. */
  amount_paid?: MoneyInput;
}

/** What an installment has received: all of it once paid, else the partial payments applied to it. */
export const installmentReceived = (row: InstallmentLike): number =>
  (isPaidStatus(row.status) ? toAmount(row.amount) : toAmount(row.amount_paid)) ?? 0;

/** What is still owed on an installment: nothing once paid, else its amount less partial payments. */
export const installmentOwed = (row: InstallmentLike): number =>
  isPaidStatus(row.status) ? 0 : Math.max(0, sumAmounts([toAmount(row.amount), -installmentReceived(row)]));

/** The invoice's amount: total_amount, else amount when total_amount is null. */
export const invoiceAmount = (invoice: InvoiceLike): number | null => primaryAmount(invoice);

/**
 * The printed invoice number: the sequential number given when it was billed (2026-0001); for a
 * draft and for invoices billed before sequential numbers, the id's last 8 characters upper-cased;
 * DRAFT without an id.
 */
export function invoiceNumber(invoice: { id?: string | null; invoice_number?: string | null }): string {
  if (invoice.invoice_number) return invoice.invoice_number;
  return invoice.id ? invoice.id.slice(-8).toUpperCase() : 'DRAFT';
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

/** Due date shown on the invoice: its own, else 30 days after the issue date, else after today. */
export function invoiceDueDate(invoice: InvoiceLike, now: Date = new Date()): string {
  const own = calendarDayOf(invoice.due_date);
  if (own) return own;
  return addDaysToCalendarDay(calendarDayOf(invoice.issue_date) ?? toCalendarDay(now), 30);
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
