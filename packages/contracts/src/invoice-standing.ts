import { calendarDayOf, isBeforeToday, type DateInput } from './dates.js';
import { sumAmounts, toAmount, type MoneyInput } from './money.js';
import {
  installmentReceived,
  invoiceAmount,
  isCancelledStatus,
  isOverdue,
  isPaidStatus,
  normaliseStatus,
  type InstallmentLike,
  type InvoiceLike,
} from './invoice-status.js';

/**
 * The status every screen shows for an invoice, derived from its own status, its due date and the
 * payments recorded on its installments (see docs/author-dashboard.md, "Money and status").
 */
export const INVOICE_STATES = ['draft', 'pending', 'partially-paid', 'overdue', 'paid', 'cancelled'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** States on which money is owed now: they count in Outstanding and offer "Pay now". */
export const OWED_STATES: readonly InvoiceState[] = ['pending', 'partially-paid', 'overdue'];

/**
 * An invoice with the installment plan recorded against it (empty without a plan) and, when
 * loaded, each payment recorded on it as received.
 */
export type InvoiceWithPlan = InvoiceLike & {
  installments: readonly InstallmentLike[];
  received?: readonly { paid_date: DateInput; amount: MoneyInput }[];
};

export interface InvoiceStanding {
  status: InvoiceState;
  /** What the invoice is worth (total_amount, else amount); null when neither is set. */
  total: number | null;
  /** Recorded payments: the total once paid, else the sum of the paid installments. */
  paid: number;
  /** total − paid, never below 0; 0 once paid, cancelled or while a draft; null without a total. */
  balance: number | null;
  /** Paid installments out of all of them; null without a plan. */
  progress: { paidCount: number; total: number } | null;
}

/** Statuses that, past the due date of an invoice without a plan, make it overdue. */
const AWAITING_INVOICE = ['pending', 'unpaid', 'partial', ''];

/**
 * The rule's tests in priority order, each with the status it gives: the first that holds decides;
 * when none holds the invoice is pending. `invoiceStanding` below and the SQL of the server's lists
 * (`standing-sql.ts`, which must give each test an SQL form) both walk this one list.
 */
export const STANDING_TESTS = [
  ['cancelled', 'cancelled'],
  ['settled', 'paid'],
  ['draft', 'draft'],
  ['overdue', 'overdue'],
  ['part-paid', 'partially-paid'],
] as const satisfies readonly (readonly [string, InvoiceState])[];
export type StandingTest = (typeof STANDING_TESTS)[number][0];
/** The status when no test holds. */
export const STANDING_OTHERWISE = 'pending' satisfies InvoiceState;

/**
 * The one derivation of status and balance, in this order: cancelled; paid (a paid status, a paid
 * date, every installment paid, or payments covering the total); draft; overdue (explicit, an
 * open installment past due, or — without a plan — the invoice past its due date); partially paid
 * (some payment recorded); otherwise pending.
 */
export function invoiceStanding(invoice: InvoiceWithPlan, now: Date = new Date()): InvoiceStanding {
  const { installments } = invoice;
  const total = invoiceAmount(invoice);
  const paidRows = installments.filter((row) => isPaidStatus(row.status));
  const progress = installments.length > 0 ? { paidCount: paidRows.length, total: installments.length } : null;
  const recorded =
    installments.length > 0 ? sumAmounts(installments.map(installmentReceived)) : (toAmount(invoice.amount_paid) ?? 0);
  const own = normaliseStatus(invoice.status);

  const settled =
    isPaidStatus(own) ||
    calendarDayOf(invoice.paid_date) !== null ||
    (installments.length > 0 && paidRows.length === installments.length) ||
    (total !== null && total > 0 && recorded >= total);
  const paid = settled ? (total ?? recorded) : recorded;
  const holds: Record<StandingTest, () => boolean> = {
    cancelled: () => isCancelledStatus(own),
    settled: () => settled,
    // Not billed yet: nothing is owed on it, so it holds no balance due.
    draft: () => own === 'draft',
    overdue: () =>
      own === 'overdue' ||
      installments.some((row) => !isPaidStatus(row.status) && isOverdue(row, now)) ||
      (installments.length === 0 && AWAITING_INVOICE.includes(own) && isBeforeToday(invoice.due_date, now)),
    'part-paid': () => recorded > 0 || own === 'partial',
  };
  const status = STANDING_TESTS.find(([test]) => holds[test]())?.[1] ?? STANDING_OTHERWISE;
  const owed = OWED_STATES.includes(status);
  return {
    status,
    total,
    paid,
    balance: total === null ? null : owed ? Math.max(0, sumAmounts([total, -paid])) : 0,
    progress,
  };
}

/** Whether the author is asked to pay: money is owed now (not a draft, not paid, not cancelled). */
export const isPayable = (standing: InvoiceStanding): boolean =>
  OWED_STATES.includes(standing.status) && (standing.balance ?? 0) > 0;

/**
 * Paid to date sums every recorded payment (installments of invoices still open included);
 * Outstanding sums the balances of invoices owed now (drafts and cancelled invoices in neither).
 */
export function invoiceTotals(
  invoices: readonly InvoiceWithPlan[],
  now: Date = new Date(),
): { paidToDate: number; outstanding: number } {
  const standings = invoices.map((invoice) => invoiceStanding(invoice, now));
  return {
    paidToDate: sumAmounts(standings.map((standing) => standing.paid)),
    outstanding: sumAmounts(standings.filter(isPayable).map((standing) => standing.balance)),
  };
}

/** The label of a derived status: "partially paid" reads as words; a draft is "not billed yet". */
export const invoiceStateLabel = (status: InvoiceState): string =>
  status === 'draft' ? 'not billed yet' : status.replace('-', ' ');
