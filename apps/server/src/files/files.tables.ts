import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FilesTable {
  id: Generated<string>;
  owner_author_id: string;
  production_project_id: string | null;
  purpose: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  data: Uint8Array;
  created_at: CreatedAt;
}

export interface BackupEmailVerificationsTable {
  author_id: string;
  email: string;
  token_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

/** Tables of migration 0005_dashboard.sql, merged into Kysely's DB. */
declare module '../db/schema.js' {
  interface DB {
    files: FilesTable;
    backup_email_verifications: BackupEmailVerificationsTable;
  }
}
