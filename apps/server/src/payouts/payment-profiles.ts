import type { PaymentProfile, PaymentProfileInput } from '@app/contracts/payouts-api';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { lastFour, type PayeeDataBox } from './payee-data.js';
import type { PaymentProfilesTable } from './payouts.tables.js';
import './payouts.tables.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** A PayPal address shown with the first letter of its local part only: "a•••@example.com". */
const maskedEmail = (email: string) => `${email.slice(0, 1)}•••${email.slice(email.indexOf('@'))}`;

/** What a profile shows without revealing it: the method, the holder and the last four digits. */
export function maskedProfile(row: Selectable<PaymentProfilesTable>, box: PayeeDataBox): PaymentProfile {
  const details = box.open<PaymentProfileInput>(row.details_sealed);
  const shown = (() => {
    switch (details.method) {
      case 'ach':
        return {
          holder: details.account_holder,
          summary: `${details.account_type === 'checking' ? 'Checking' : 'Savings'} ${lastFour(details.account_number)} (routing ${lastFour(details.routing_number)})`,
        };
      case 'paypal':
        return { holder: maskedEmail(details.email), summary: `PayPal ${maskedEmail(details.email)}` };
      case 'cheque':
        return { holder: details.payee_name, summary: `Cheque to ${details.city}, ${details.country}` };
      case 'wire':
        // The IBAN's country code says where the money goes; its last four say which account.
        return {
          holder: details.account_holder,
          summary: `Wire to IBAN ${details.iban.slice(0, 2)} ${lastFour(details.iban)} (BIC ${details.bic})`,
        };
    }
  })();
  return { method: details.method, ...shown, updated_at: row.updated_at.toISOString() };
}

export const findPaymentProfile = (db: Executor, authorId: string) =>
  db.selectFrom('payment_profiles').selectAll().where('author_id', '=', authorId).executeTakeFirst();

/** Stores the author's payment profile, sealed, in place of the one before; returns both rows. */
export async function savePaymentProfile(
  trx: Executor,
  box: PayeeDataBox,
  authorId: string,
  input: PaymentProfileInput,
  byEmail: string,
): Promise<{ before: Selectable<PaymentProfilesTable> | undefined; after: Selectable<PaymentProfilesTable> }> {
  const before = await trx
    .selectFrom('payment_profiles')
    .selectAll()
    .where('author_id', '=', authorId)
    .forUpdate()
    .executeTakeFirst();
  const values = {
    method: input.method,
    details_sealed: box.seal(input),
    updated_at: new Date(),
    updated_by_email: byEmail,
  };
  const after = await trx
    .insertInto('payment_profiles')
    .values({ author_id: authorId, ...values })
    .onConflict((conflict) => conflict.column('author_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after };
}
