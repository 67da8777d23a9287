import type { PaymentProfileMethod } from '@app/contracts/payouts-api';
import type { ColumnType, Generated } from 'kysely';

export interface PaymentProfilesTable {
  author_id: string;
  method: PaymentProfileMethod;
  /** payee-data.ts: the method's details, sealed. */
  details_sealed: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by_email: string;
}

export interface TaxProfilesTable {
  author_id: string;
  form: 'w9' | 'w8ben';
  withholding_percent: number;
  /** payee-data.ts: the form's details, sealed. */
  details_sealed: string;
  signed_at: ColumnType<Date, Date | string, Date | string>;
  signed_by_email: string;
  signer_proof: string;
}

export type PayoutRunStatus = 'confirmed' | 'sent' | 'cancelled';

export interface PayoutRunsTable {
  id: Generated<string>;
  period: string;
  status: PayoutRunStatus;
  currency: string;
  /** The day the money reaches the payees: the ACH effective entry date. */
  pay_date: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  created_by_email: string;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
  sent_by_email: string | null;
  cancelled_at: ColumnType<Date | null, never, Date | string | null>;
  cancelled_by_email: string | null;
}

export interface PayoutRunItemsTable {
  id: Generated<string>;
  run_id: string;
  author_id: string;
  /** The payout this item recorded in the royalty ledger (removed when the run is cancelled). */
  payout_id: string | null;
  method: PaymentProfileMethod;
  /** Amounts in cents. */
  gross_cents: ColumnType<number, number, never>;
  withholding_percent: number;
  withholding_cents: ColumnType<number, number, never>;
  net_cents: ColumnType<number, number, never>;
  /** The payee's details at confirmation, sealed: the files are made from these. */
  details_sealed: string;
  /**
   * The tax form the payee was paid under and its details (sealed), as on file at confirmation:
   * the year-end returns follow them. Null only for items of older runs whose form was unknown.
   */
  tax_form: TaxProfilesTable['form'] | null;
  tax_details_sealed: string | null;
  sort_order: number;
}

export interface TaxYearCorrectionsTable {
  id: Generated<string>;
  author_id: string;
  tax_year: number;
  /** After 31 December of tax_year. */
  recorded_on: ColumnType<string, string, never>;
  /** Changes in cents, negative to reduce. */
  paid_cents: ColumnType<number, number, never>;
  withheld_cents: ColumnType<number, number, never>;
  note: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  created_by_email: string;
}

/**
 * Tables of migrations 0040_payment_profiles.sql, 0046_tax_profiles.sql, 0047_payout_runs.sql and
 * 0050_tax_year_corrections.sql (with 0053_payout_item_tax_forms.sql).
 */
declare module '../db/schema.js' {
  interface DB {
    tax_year_corrections: TaxYearCorrectionsTable;
    payment_profiles: PaymentProfilesTable;
    tax_profiles: TaxProfilesTable;
    payout_runs: PayoutRunsTable;
    payout_run_items: PayoutRunItemsTable;
  }
}
