import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';

/**
 * "An author acted on this production project" (a comment, a decision on a proof, an upload):
 * sent through PostgreSQL NOTIFY so every server instance hears it, and relayed to the staff
 * sockets following the production topic, whose queues and project pages reload through the API.
 */
export const PRODUCTION_CHANNEL = 'production_events';

export const productionEventSchema = z.object({ projectId: z.string() });

/** Announces it on the caller's connection: inside a transaction, only once it commits. */
export async function publishProductionChanged(
  executor: Transaction<DB> | Kysely<DB>,
  projectId: string,
): Promise<void> {
  await sql`select pg_notify(${PRODUCTION_CHANNEL}, ${JSON.stringify({ projectId })})`.execute(executor);
}
