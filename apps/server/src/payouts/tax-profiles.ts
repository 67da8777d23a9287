import { withholdingPercent, type TaxFormDetails, type TaxProfile } from '@app/contracts/tax-profile-api';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { FreshProof } from '../identity/reauthenticate.js';
import { lastFour, type PayeeDataBox } from './payee-data.js';
import type { TaxProfilesTable } from './payouts.tables.js';
import './payouts.tables.js';

type Executor = Kysely<DB> | Transaction<DB>;

const digitsOf = (tin: string) => tin.replace(/\D/g, '');

/** The taxpayer number as shown: its kind and last four digits only. */
function maskedTin(form: TaxFormDetails): string {
  if (form.form === 'w9') {
    const last = digitsOf(form.tin).slice(-4);
    return form.tin_type === 'ssn' ? `SSN •••-••-${last}` : `EIN ••-•••${last}`;
  }
  return form.foreign_tin ? `Foreign TIN ${lastFour(form.foreign_tin)}` : '';
}

/** What a tax profile shows without revealing it. */
export function maskedTaxProfile(row: Selectable<TaxProfilesTable>, box: PayeeDataBox): TaxProfile {
  const form = box.open<TaxFormDetails>(row.details_sealed);
  return {
    form: form.form,
    name: form.name,
    tin: maskedTin(form),
    country: form.form === 'w9' ? 'US' : form.country,
    withholding_percent: row.withholding_percent,
    treaty: form.form === 'w8ben' && form.treaty_claim ? `${form.treaty_article} (${form.treaty_rate} %)` : null,
    signed_at: row.signed_at.toISOString(),
    signed_by_email: row.signed_by_email,
  };
}

export const findTaxProfile = (db: Executor, authorId: string) =>
  db.selectFrom('tax_profiles').selectAll().where('author_id', '=', authorId).executeTakeFirst();

/** What the audit trail keeps of a tax profile: never the taxpayer number or the address. */
export const taxTrailOf = (row: Selectable<TaxProfilesTable> | undefined) =>
  row
    ? {
        form: row.form,
        withholding_percent: row.withholding_percent,
        signed_at: row.signed_at,
        signed_by_email: row.signed_by_email,
        signer_proof: row.signer_proof,
      }
    : null;

/** Stores the author's signed form, sealed, in place of the one before; returns both rows. */
export async function saveTaxProfile(
  trx: Executor,
  box: PayeeDataBox,
  authorId: string,
  form: TaxFormDetails,
  signer: { email: string; proof: FreshProof | 'demo data' },
) {
  const before = await trx
    .selectFrom('tax_profiles')
    .selectAll()
    .where('author_id', '=', authorId)
    .forUpdate()
    .executeTakeFirst();
  const values = {
    form: form.form,
    withholding_percent: withholdingPercent(form),
    details_sealed: box.seal(form),
    signed_at: new Date(),
    signed_by_email: signer.email,
    signer_proof: signer.proof,
  };
  const after = await trx
    .insertInto('tax_profiles')
    .values({ author_id: authorId, ...values })
    .onConflict((conflict) => conflict.column('author_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after };
}
