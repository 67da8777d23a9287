/**
 * Names of the realtime socket that both its protocol (realtime.ts) and its frame schemas
 * (realtime-frames.ts) use: kept apart so that neither of those imports the other back.
 */

/** The staff inbox's topic (every conversation's news). */
export const INBOX_TOPIC = 'inbox';

/** The staff's production topic: an author acted on a project (commented, decided on a proof, uploaded). */
export const PRODUCTION_TOPIC = 'production';

/** The parts of an author's records that staff can change, as the dashboard shows them. */
export const AUTHOR_DATA_RESOURCES = [
  'profile',
  'invoices',
  'installments',
  'projects',
  'agreements',
  'books',
  'royalties',
] as const;
export type AuthorDataResource = (typeof AUTHOR_DATA_RESOURCES)[number];

export const realtimeErrorCodes = [
  'bad_frame',
  'forbidden',
  'rate_limited',
  'token_expired',
  'not_found',
  'server_error',
] as const;
