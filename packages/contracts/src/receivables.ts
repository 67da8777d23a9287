import { calendarDayOf, toCalendarDay } from './dates.js';
import { invoiceStanding, isPayable, type InvoiceWithPlan } from './invoice-standing.js';
import { installmentOwed, invoiceDueDate, isPaidStatus } from './invoice-status.js';
import { sumAmounts, toAmount } from './money.js';

/** Past-due buckets of the ageing report, in days after the due date. */
export const AGEING_BUCKETS = ['current', '1-30', '31-60', '61-90', 'over-90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  'over-90': 'Over 90 days',
};

/** Whole days from one calendar day to another (UTC arithmetic: no daylight-saving drift). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The bucket of an amount due on `due`, as of `today`: not yet due (or due today) is current. */
export function ageingBucket(due: string, today: string): AgeingBucket {
  const late = daysBetween(due, today);
  if (late <= 0) return 'current';
  if (late <= 30) return '1-30';
  if (late <= 60) return '31-60';
  if (late <= 90) return '61-90';
  return 'over-90';
}

/**
 * The balance due of an invoice split by due date: with a plan, its unpaid installments, oldest
 * first, up to the balance (an installment without a date falls due with the invoice); whatever
 * of the balance they leave falls due with the invoice. Nothing for invoices not owed now.
 */
export function openAmounts(invoice: InvoiceWithPlan, now: Date = new Date()): { due: string; amount: number }[] {
  const standing = invoiceStanding(invoice, now);
  if (!isPayable(standing) || standing.balance === null) return [];
  const invoiceDue = invoiceDueDate(invoice, now);
  const open = invoice.installments
    .filter((row) => !isPaidStatus(row.status))
    .map((row) => ({ due: calendarDayOf(row.due_date) ?? invoiceDue, amount: installmentOwed(row) }))
    .sort((a, b) => a.due.localeCompare(b.due));
  let left = standing.balance;
  const parts: { due: string; amount: number }[] = [];
  for (const row of open) {
    const amount = Math.min(row.amount, left);
    if (amount > 0) parts.push({ due: row.due, amount });
    left = sumAmounts([left, -amount]);
  }
  if (left > 0) parts.push({ due: invoiceDue, amount: left });
  return parts;
}

export type AgeingAmounts = Record<AgeingBucket, number> & { total: number };

export const emptyAgeing = (): AgeingAmounts => ({
  current: 0,
  '1-30': 0,
  '31-60': 0,
  '61-90': 0,
  'over-90': 0,
  total: 0,
});

/** Adds an invoice's open amounts to the buckets, as of `now`. */
export function addToAgeing(buckets: AgeingAmounts, invoice: InvoiceWithPlan, now: Date = new Date()): void {
  const today = toCalendarDay(now);
  for (const part of openAmounts(invoice, now)) {
    const bucket = ageingBucket(part.due, today);
    buckets[bucket] = sumAmounts([buckets[bucket], part.amount]);
    buckets.total = sumAmounts([buckets.total, part.amount]);
  }
}

/** The overdue part of an ageing row: everything past due. */
export const overdueOf = (buckets: AgeingAmounts): number =>
  sumAmounts([buckets['1-30'], buckets['31-60'], buckets['61-90'], buckets['over-90']]);

/**
 * The payments recorded on an invoice, dated: each payment as received, then what was marked paid
 * before payments were recorded one by one: paid installments on their paid date (the invoice's
 * when they have none), earliest first, and, once the invoice is paid, what is left of the total
 * on the invoice's paid date. They add up to `invoiceStanding(...).paid`; undated payments have a
 * null date.
 */
export function collections(
  invoice: InvoiceWithPlan,
  now: Date = new Date(),
): { date: string | null; amount: number }[] {
  const standing = invoiceStanding(invoice, now);
  const invoicePaid = calendarDayOf(invoice.paid_date);
  const parts = (invoice.received ?? []).map((part) => ({
    date: calendarDayOf(part.paid_date),
    amount: toAmount(part.amount) ?? 0,
  }));
  let earlier = sumAmounts([standing.paid, -sumAmounts(parts.map((part) => part.amount))]);
  const marked = invoice.installments
    .filter((row) => isPaidStatus(row.status))
    .map((row) => ({ date: calendarDayOf(row.paid_date) ?? invoicePaid, amount: toAmount(row.amount) ?? 0 }))
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  for (const row of [...marked, { date: invoicePaid, amount: earlier }]) {
    const amount = Math.min(row.amount, earlier);
    if (amount <= 0) break;
    parts.push({ date: row.date, amount });
    earlier = sumAmounts([earlier, -amount]);
  }
  return parts.filter((part) => part.amount > 0);
}

/** The calendar month of a day: '2025-06-15' → '2025-06'. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The `count` months up to and including the month of `now`, oldest first, as 'YYYY-MM'. */
export function lastMonths(count: number, now: Date = new Date()): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
    months.push(`${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/**
 * An author's months at a glance: what they paid in each of the last `past` months and what falls
 * due in this month and the next `ahead` ones (anything already late counts in this month).
 */
export function paymentCalendar(
  invoices: readonly InvoiceWithPlan[],
  now: Date = new Date(),
  past = 6,
  ahead = 5,
): { month: string; paid: number; due: number }[] {
  const thisMonth = monthOf(toCalendarDay(now));
  const months = lastMonths(past + 1, now);
  for (let step = 1; step <= ahead; step += 1) {
    const date = new Date(now.getFullYear(), now.getMonth() + step, 1);
    months.push(monthOf(toCalendarDay(date)));
  }
  const rows = new Map(months.map((month) => [month, { month, paid: 0, due: 0 }]));
  for (const invoice of invoices) {
    for (const part of collections(invoice, now)) {
      const row = part.date ? rows.get(monthOf(part.date)) : undefined;
      if (row) row.paid = sumAmounts([row.paid, part.amount]);
    }
    for (const part of openAmounts(invoice, now)) {
      const month = monthOf(part.due) < thisMonth ? thisMonth : monthOf(part.due);
      const row = rows.get(month);
      if (row) row.due = sumAmounts([row.due, part.amount]);
    }
  }
  return [...rows.values()];
}
