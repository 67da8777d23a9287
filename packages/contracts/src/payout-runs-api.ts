import { PAYMENT_PROFILE_METHODS } from './payouts-api.js';
import { z } from './zod.js';

/**
 * Payout runs (docs/payouts.md#payout-runs): an admin picks a period, reads the proposal (every
 * author owed at least the minimum payout who has a payment profile and a tax profile), confirms
 * it, downloads the bank, PayPal and cheque files, then marks the run sent or cancels it.
 * Amounts are integer cents.
 */

export const PAYOUT_RUN_STATUSES = ['confirmed', 'sent', 'cancelled'] as const;

const period = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month (YYYY-MM)');

export const payoutProposalQuerySchema = z.object({ period });

export const payoutRunInputSchema = z.object({
  period,
  /** The day the payees get the money: the ACH file's effective entry date. */
  pay_date: z.iso.date('Choose the pay date'),
});
export type PayoutRunInput = z.infer<typeof payoutRunInputSchema>;

export const payoutRunItemSchema = z.object({
  author_id: z.string(),
  author_name: z.string(),
  author_email: z.string(),
  method: z.enum(PAYMENT_PROFILE_METHODS),
  gross_cents: z.number().int(),
  withholding_percent: z.number().int(),
  withholding_cents: z.number().int(),
  net_cents: z.number().int(),
});
export type PayoutRunItem = z.infer<typeof payoutRunItemSchema>;

const totalsSchema = z.object({
  gross_cents: z.number().int(),
  withholding_cents: z.number().int(),
  net_cents: z.number().int(),
});

/** Why an author owed money is left out of a run. */
export const PAYOUT_SKIP_REASONS = ['minimum_payout', 'payment_profile', 'tax_profile'] as const;
export type PayoutSkipReason = (typeof PAYOUT_SKIP_REASONS)[number];

/**
 * Authors owed money who cannot be paid yet, and what they lack: a balance that reaches the
 * minimum payout, a payment profile, a tax profile.
 */
export const payoutSkippedSchema = z.object({
  author_id: z.string(),
  author_name: z.string(),
  balance_cents: z.number().int(),
  missing: z.array(z.enum(PAYOUT_SKIP_REASONS)),
});

export const payoutProposalSchema = z.object({
  period: z.string(),
  currency: z.string(),
  minimum_payout_cents: z.number().int(),
  items: z.array(payoutRunItemSchema),
  totals: totalsSchema,
  skipped: z.array(payoutSkippedSchema),
});
export type PayoutProposal = z.infer<typeof payoutProposalSchema>;

export const payoutRunSummarySchema = z.object({
  id: z.string(),
  period: z.string(),
  status: z.enum(PAYOUT_RUN_STATUSES),
  currency: z.string(),
  pay_date: z.string(),
  payees: z.number().int(),
  totals: totalsSchema,
  created_at: z.string(),
  created_by_email: z.string(),
  sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type PayoutRunSummary = z.infer<typeof payoutRunSummarySchema>;

export const payoutRunSchema = payoutRunSummarySchema.extend({ items: z.array(payoutRunItemSchema) });
export type PayoutRun = z.infer<typeof payoutRunSchema>;

export const payoutRunListSchema = z.object({ runs: z.array(payoutRunSummarySchema) });

export const payoutRunParams = z.object({ runId: z.uuid({ error: 'Unknown payout run' }) });

/** The files a run produces, by the name in their download URL. */
export const PAYOUT_FILES = ['nacha', 'paypal', 'cheques', 'wires'] as const;
export type PayoutFile = (typeof PAYOUT_FILES)[number];
export const payoutFileParams = payoutRunParams.extend({ file: z.enum(PAYOUT_FILES) });

/** Cents as a plain decimal amount ("1234.05"), exact: for files and the ledger's numeric column. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
