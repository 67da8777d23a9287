import { AUTHOR_DATA_RESOURCES, type AuthorDataResource } from '@app/contracts/realtime';
import type { AuditEntityType } from '@app/contracts/staff-api';
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';

/**
 * "Staff changed this author's records": sent through PostgreSQL NOTIFY so every server instance
 * hears it, and relayed to the sockets following that author's data topic. It names what changed,
 * never the data: the dashboard reloads through the API, which checks access as always.
 */
export const AUTHOR_DATA_CHANNEL = 'author_data_events';

export const authorDataEventSchema = z.object({
  authorId: z.string(),
  resources: z.array(z.enum(AUTHOR_DATA_RESOURCES)).min(1),
});
export type AuthorDataEvent = z.infer<typeof authorDataEventSchema>;

/**
 * What the author sees of each kind of audited record. A payment or a new plan changes the
 * invoice and its installments; an installment's due date shows on both pages too. Public content
 * and the inbox concern no author's dashboard, except a book linked to its author.
 */
const RESOURCES_OF: Record<AuditEntityType, readonly AuthorDataResource[]> = {
  author: ['profile'],
  invoice: ['invoices', 'installments'],
  installment: ['installments', 'invoices'],
  project: ['projects'],
  agreement: ['agreements'],
  book: ['books'],
  episode: [],
  testimonial: [],
  catalogue_service: [],
  quote_request: [],
  contact_message: [],
  mail_message: [],
  // An import or a change of terms touches many authors: their pages refresh on the next visit.
  sales_import: [],
  royalty_terms: [],
  exchange_rate: [],
  royalty_settings: [],
  royalty_statement: ['royalties'],
  royalty_payout: ['royalties'],
  // The dashboard's payment page reads it afresh on each visit.
  payment_profile: [],
  tax_profile: [],
  // A run's payouts change the author's balance and payout list.
  payout_run: ['royalties'],
  // A correction changes the year's figures the author's year-end card shows.
  tax_year: ['royalties'],
  backup: [],
};

export const resourcesOf = (entityType: AuditEntityType): readonly AuthorDataResource[] => RESOURCES_OF[entityType];

/**
 * Announces the change on the caller's connection: inside a transaction PostgreSQL delivers the
 * notification only when it commits (never for a rolled-back change), after the data is visible.
 */
export async function publishAuthorDataChanged(
  executor: Transaction<DB> | Kysely<DB>,
  event: AuthorDataEvent,
): Promise<void> {
  await sql`select pg_notify(${AUTHOR_DATA_CHANNEL}, ${JSON.stringify(event)})`.execute(executor);
}
