import type { AuditEntityType } from '@app/contracts/staff-api';
import type { Kysely, Transaction } from 'kysely';
import type { RequestUser } from '../auth/request-user.js';
import type { DB } from '../db/schema.js';
import { publishAuthorDataChanged, resourcesOf } from '../realtime/author-data-events.js';
import './audit.tables.js';

/** Who made a change: the signed-in staff member. */
export interface Actor {
  id: string;
  email: string;
}

export const actorOf = (user: RequestUser): Actor => ({ id: user.id, email: user.email });

export interface AuditRecord {
  /** `<entity>.<verb>`, e.g. invoice.payment. */
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  /** The author the change concerns, when there is one. */
  authorId?: string | null;
  /** The row before the change (null for a creation) and after it (null for a deletion). */
  before: object | null;
  after: object | null;
}

/** Binary columns never go into the trail: only their size. */
function snapshot(row: object | null): string | null {
  if (row === null) return null;
  return JSON.stringify(row, (_key, value: unknown) =>
    value instanceof Uint8Array ? { bytes: value.byteLength } : value,
  );
}

/**
 * Appends one row to the audit trail; callers pass their transaction so the change and its record
 * commit together. A change that concerns an author is also announced to that author's open
 * dashboards from here: every staff change passes through this one function, which already knows
 * the author and the kind of record, and the announcement shares the transaction, so it goes out
 * exactly when the change commits. (A trigger on the audit table would need the same mapping of
 * record kinds to dashboard pages written again in SQL.)
 */
export async function recordAudit(trx: Transaction<DB> | Kysely<DB>, actor: Actor, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('staff_audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: record.action,
      entity_type: record.entityType,
      entity_id: record.entityId,
      author_id: record.authorId ?? null,
      before: snapshot(record.before),
      after: snapshot(record.after),
    })
    .execute();
  const resources = resourcesOf(record.entityType);
  if (record.authorId && resources.length > 0) {
    await publishAuthorDataChanged(trx, { authorId: record.authorId, resources: [...resources] });
  }
}
