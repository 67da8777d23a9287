import { z } from './zod.js';
import { INVOICE_STATES } from './invoice-standing.js';
import { paymentMethodIds } from './payment-methods.js';

/**
 * The staff console's receivables API: invoices across authors (`/api/staff/invoices`), the staff
 * home summary, the ageing report and the cash view. Figures follow `invoiceStanding`.
 */

const isoDay = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });
const amountFilter = z.coerce
  .number({ error: 'Enter an amount' })
  .min(0, 'Use an amount of 0 or more')
  .max(1e12, 'Use a smaller amount');

export const INVOICE_SORTS = ['issue_date', 'due_date', 'total', 'balance', 'author', 'status'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

/** The most rows one page holds. */
export const MAX_PAGE_SIZE = 200;

/** How many rows a page holds: 50 unless asked, at most MAX_PAGE_SIZE. */
const pageSize = z.coerce
  .number()
  .int('Use a whole number of rows')
  .min(1, 'Show at least one row')
  .max(MAX_PAGE_SIZE, `Use at most ${MAX_PAGE_SIZE} rows`)
  .default(50);

const invoiceFilterFields = z.object({
  /** Derived status (see invoice-standing.ts): overdue and partially-paid included. */
  status: z.enum(INVOICE_STATES, { error: 'Choose a status' }).optional(),
  author_id: z.uuid({ error: 'Unknown author' }).optional(),
  issued_from: isoDay.optional(),
  issued_to: isoDay.optional(),
  due_from: isoDay.optional(),
  due_to: isoDay.optional(),
  /** Invoices with an unpaid installment falling due in this range (the staff home's tile). */
  installment_due_from: isoDay.optional(),
  installment_due_to: isoDay.optional(),
  /** Bounds on the invoice total. */
  min_amount: amountFilter.optional(),
  max_amount: amountFilter.optional(),
  payment_method: z.enum(paymentMethodIds, { error: 'Choose a payment method' }).optional(),
  sort: z.enum(INVOICE_SORTS, { error: 'Choose a sort column' }).default('issue_date'),
  order: z.enum(['asc', 'desc'], { error: 'Choose asc or desc' }).default('desc'),
  /** Where the page starts: the `next` of the page before (rows after it in this sort). */
  after: z.string().max(200, 'Unknown page').optional(),
  page_size: pageSize,
});

const RANGES = [
  ['issued_from', 'issued_to'],
  ['due_from', 'due_to'],
  ['installment_due_from', 'installment_due_to'],
  ['min_amount', 'max_amount'],
] as const;

/** The list's query string: filters, sort and page; a range must not end before it starts. */
export const staffInvoiceListQuerySchema = invoiceFilterFields.superRefine((filters, context) => {
  for (const [low, high] of RANGES) {
    const from = filters[low];
    const to = filters[high];
    if (from !== undefined && to !== undefined && from > to) {
      context.addIssue({ code: 'custom', path: [high], message: 'The end of a range cannot be before its start' });
    }
  }
});
export type StaffInvoiceListQuery = z.infer<typeof staffInvoiceListQuerySchema>;
export type StaffInvoiceFilters = Omit<StaffInvoiceListQuery, 'sort' | 'order' | 'after' | 'page_size'>;

/** The filters alone, for the count and totals of every matching row. */
export const staffInvoiceFiltersSchema = staffInvoiceListQuerySchema.transform(
  ({ sort: _sort, order: _order, after: _after, page_size: _size, ...filters }): StaffInvoiceFilters => filters,
);

export const staffInvoiceRowSchema = z.object({
  id: z.string(),
  invoice_number: z.string().nullable(),
  author_id: z.string(),
  author_name: z.string(),
  service: z.string(),
  issue_date: z.string().nullable(),
  due_date: z.string().nullable(),
  currency: z.string(),
  payment_method: z.string().nullable(),
  status: z.enum(INVOICE_STATES),
  total: z.number().nullable(),
  paid: z.number(),
  balance: z.number().nullable(),
});
export type StaffInvoiceRow = z.infer<typeof staffInvoiceRowSchema>;

/** `overdue`: the overdue balance, what of the balance is past due (docs/staff-console.md). */
export const moneyTotalsSchema = z.object({
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  overdue: z.number(),
});

/**
 * One page of the list. Pages follow one another by position in the sort (keyset), not by number,
 * so each costs the same however many invoices come before it; `next` is null on the last.
 */
export const staffInvoiceListSchema = z.object({
  rows: z.array(staffInvoiceRowSchema),
  next: z.string().nullable(),
  page_size: z.number().int(),
});
export type StaffInvoiceList = z.infer<typeof staffInvoiceListSchema>;

/** How many invoices match the filters and their sums, over every page (`GET /api/staff/invoices/summary`). */
export const staffInvoiceSummarySchema = z.object({
  count: z.number().int(),
  totals: moneyTotalsSchema,
});
export type StaffInvoiceSummary = z.infer<typeof staffInvoiceSummarySchema>;

// ------------------------------------------------------------------------------ reports

const ageingAmountsSchema = z.object({
  current: z.number(),
  '1-30': z.number(),
  '31-60': z.number(),
  '61-90': z.number(),
  'over-90': z.number(),
  total: z.number(),
});

/** Which page of the ageing report's authors: the rows after `after` (the `next` of the page before). */
export const ageingReportQuerySchema = z.object({
  after: z.string().max(200, 'Unknown page').optional(),
  page_size: pageSize,
});
export type AgeingReportQuery = z.infer<typeof ageingReportQuerySchema>;

/**
 * Open balances by days past due, in total over every author, and per author a page at a time
 * (largest balance first, then by name): `authors` is how many owe something, `next` the position
 * after this page (null on the last), as the invoice list pages.
 */
export const ageingReportSchema = z.object({
  as_of: z.string(),
  rows: z.array(ageingAmountsSchema.extend({ author_id: z.string(), author_name: z.string() })),
  totals: ageingAmountsSchema,
  authors: z.number().int(),
  next: z.string().nullable(),
  page_size: z.number().int(),
});
export type AgeingReport = z.infer<typeof ageingReportSchema>;

/** Billed (invoices issued, drafts and cancelled ones aside) and collected (payments recorded) per month. */
export const cashReportSchema = z.object({
  months: z.array(z.object({ month: z.string(), billed: z.number(), collected: z.number() })),
});
export type CashReport = z.infer<typeof cashReportSchema>;

/** The first questions of a working day, each answered with a count (and money where it applies). */
export const staffHomeSchema = z.object({
  unread_conversations: z.number().int(),
  /** The overdue balance of every author, and how many invoices hold some of it. */
  overdue: z.object({ count: z.number().int(), balance: z.number() }),
  installments_due_soon: z.object({ count: z.number().int(), amount: z.number(), from: z.string(), to: z.string() }),
  new_requests: z.object({
    contact: z.number().int(),
    quotes: z.number().int(),
    update_requests: z.number().int(),
  }),
  projects_by_status: z.array(z.object({ status: z.string(), label: z.string(), count: z.number().int() })),
});
export type StaffHome = z.infer<typeof staffHomeSchema>;

/** An author's money at a glance, beside the profile in their file. */
export const authorReceivablesSchema = z.object({
  balance_due: z.number(),
  overdue: z.number(),
  payments: z.array(
    z.object({
      date: z.string().nullable(),
      amount: z.number(),
      invoice_id: z.string(),
      invoice_number: z.string(),
      service: z.string(),
      currency: z.string(),
    }),
  ),
});
export type AuthorReceivables = z.infer<typeof authorReceivablesSchema>;
