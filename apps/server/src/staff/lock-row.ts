import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';

/** The tables whose rows are found by an `id` column. */
export type TableWithId = { [T in keyof DB]: DB[T] extends { id: unknown } ? T : never }[keyof DB];

/**
 * The row of `table` with this id, locked for the rest of the transaction so a concurrent change
 * waits for this one (and the audit log's before/after stay true); 404 "{what} not found" when
 * there is none.
 */
export async function lockRow<T extends TableWithId>(
  trx: Transaction<DB>,
  table: T,
  id: string,
  what: string,
): Promise<Selectable<DB[T]>> {
  // Plain SQL: the query builder cannot type a column lookup on a table chosen by a type parameter.
  const { rows } = await sql<Selectable<DB[T]>>`select * from ${sql.table(table)} where id = ${id} for update`.execute(
    trx,
  );
  const row = rows[0];
  if (!row) throw notFound(what);
  return row;
}
