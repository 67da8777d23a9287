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
  /** The content is in `file_chunks` (0044_file_chunks.sql), `data` is empty. */
  chunked: Generated<boolean>;
  created_at: CreatedAt;
}

export interface FileChunksTable {
  file_id: string;
  position: number;
  data: Uint8Array;
}

export interface BackupEmailVerificationsTable {
  author_id: string;
  email: string;
  token_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

/** Tables of migrations 0005_dashboard.sql and 0044_file_chunks.sql, merged into Kysely's DB. */
declare module '../db/schema.js' {
  interface DB {
    files: FilesTable;
    file_chunks: FileChunksTable;
    backup_email_verifications: BackupEmailVerificationsTable;
  }
}
