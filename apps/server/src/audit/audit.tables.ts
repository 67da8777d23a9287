import type { ColumnType, Generated } from 'kysely';

type JsonValue = ColumnType<unknown, string | null, string | null>;

export interface StaffAuditLogTable {
  id: Generated<string>;
  actor_id: string;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  author_id: string | null;
  before: JsonValue;
  after: JsonValue;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Table of migration 0007_staff.sql, merged into Kysely's DB. */
declare module '../db/schema.js' {
  interface DB {
    staff_audit_log: StaffAuditLogTable;
  }
}
