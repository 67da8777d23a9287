import type { ColumnType } from 'kysely';

export interface PaymentProfilesTable {
  author_id: string;
  method: 'ach' | 'paypal' | 'cheque';
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

/** Tables of migrations 0040_payment_profiles.sql and 0046_tax_profiles.sql. */
declare module '../db/schema.js' {
  interface DB {
    payment_profiles: PaymentProfilesTable;
    tax_profiles: TaxProfilesTable;
  }
}
