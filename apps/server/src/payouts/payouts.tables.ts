import type { ColumnType } from 'kysely';

export interface PaymentProfilesTable {
  author_id: string;
  method: 'ach' | 'paypal' | 'cheque';
  /** payee-data.ts: the method's details, sealed. */
  details_sealed: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by_email: string;
}

/** Tables of migration 0040_payment_profiles.sql, merged into Kysely's DB. */
declare module '../db/schema.js' {
  interface DB {
    payment_profiles: PaymentProfilesTable;
  }
}
