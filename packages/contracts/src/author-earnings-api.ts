import { z } from './zod.js';

/**
 * What an author has earned, as paid, pending and estimated-unpaid money (`/api/me/earnings`,
 * docs/payouts.md#earnings-paid-pending-and-unpaid). Integer cents in the base currency.
 */

/**
 * Months after the sale month in which each store usually pays the publisher (sales_sources ids):
 * IngramSpark about 90 days, Amazon KDP about 60, the others within a month or two. An estimate:
 * the stores' own payment reports decide.
 */
export const STORE_PAYMENT_LAG_MONTHS: Readonly<Record<string, number>> = {
  'amazon-kdp': 2,
  ingramspark: 3,
  draft2digital: 1,
  'apple-books': 2,
  kobo: 2,
};
/** For a store the table does not name. */
export const DEFAULT_STORE_PAYMENT_LAG_MONTHS = 2;

/** The month ("YYYY-MM") a store is expected to pay for the sales of `saleMonth`. */
export function expectedPaymentMonth(sourceId: string, saleMonth: string): string {
  const lag = STORE_PAYMENT_LAG_MONTHS[sourceId] ?? DEFAULT_STORE_PAYMENT_LAG_MONTHS;
  const [year, month] = saleMonth.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + lag;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Royalties not yet paid out, per store and sale month. A row without a store is owed on the
 * statements but not traced to a sale (an opening balance): it goes out with the next payout run.
 */
export const unpaidEarningSchema = z.object({
  source: z.string().nullable(),
  sale_month: z.string().nullable(),
  /** When the store is expected to pay the company for these sales. */
  expected_month: z.string().nullable(),
  royalty_cents: z.number().int(),
});
export type UnpaidEarning = z.infer<typeof unpaidEarningSchema>;

export const pendingPayoutSchema = z.object({
  period: z.string(),
  pay_date: z.string(),
  gross_cents: z.number().int(),
  withholding_cents: z.number().int(),
  net_cents: z.number().int(),
});

export const myEarningsSchema = z.object({
  currency: z.string(),
  /** Every payout recorded, less those in a payout run not yet sent. */
  paid_cents: z.number().int(),
  /** In payout runs confirmed but not yet sent: the money is on its way. */
  pending_cents: z.number().int(),
  pending: z.array(pendingPayoutSchema),
  /**
   * Royalties earned and not yet paid out: the balance owed on the statements and the sales no
   * statement reports yet, traced to the newest sales (the oldest are paid first), newest first.
   */
  unpaid_cents: z.number().int(),
  unpaid: z.array(unpaidEarningSchema),
});
export type MyEarnings = z.infer<typeof myEarningsSchema>;
