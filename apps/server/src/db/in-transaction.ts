import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

/**
 * Runs `work` in the caller's transaction, or in a new one: a step that must be all-or-nothing on
 * its own can still be one part of a larger all-or-nothing write (Kysely cannot nest transactions).
 */
export const inTransaction = <T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
