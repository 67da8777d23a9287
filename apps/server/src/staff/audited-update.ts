import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { recordAudit, type Actor, type AuditRecord } from '../audit/audit-log.js';
import type { DB } from '../db/schema.js';
import { lockRow, type TableWithId } from './lock-row.js';

/**
 * One audited edit of one row, in a transaction of its own: locks the row (404 "{what} not found"
 * when there is none), lets `changes` check it and name the columns to set (it may throw to
 * refuse), updates it and records the audit entry with the row before and after, so the change and
 * its record commit together. Returns the row as saved.
 */
export async function updateAudited<T extends TableWithId>(
  db: Kysely<DB>,
  actor: Actor,
  edit: {
    table: T;
    id: string;
    what: string;
    changes: (before: Selectable<DB[T]>) => Updateable<DB[T]>;
    audit: (
      before: Selectable<DB[T]>,
      after: Selectable<DB[T]>,
    ) => Pick<AuditRecord, 'action' | 'entityType' | 'authorId'>;
  },
): Promise<Selectable<DB[T]>> {
  return db.transaction().execute(async (trx) => {
    const before = await lockRow(trx, edit.table, edit.id, edit.what);
    const changes = edit.changes(before);
    // An edit naming no known field changes nothing: no update, no audit entry.
    if (Object.values(changes).every((value) => value === undefined)) return before;
    // The signature keeps callers typed; inside, the query builder cannot type a table chosen by T.
    const untyped = trx as unknown as Transaction<Record<string, { id: string }>>;
    const after = (await untyped
      .updateTable(edit.table as string)
      .set(changes)
      .where('id', '=', edit.id)
      .returningAll()
      .executeTakeFirstOrThrow()) as Selectable<DB[T]>;
    await recordAudit(trx, actor, { ...edit.audit(before, after), entityId: edit.id, before, after });
    return after;
  });
}
