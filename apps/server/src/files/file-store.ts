import { isUuid } from '@app/contracts/dashboard-api';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import './files.tables.js';

export interface NewFile {
  ownerAuthorId: string;
  purpose: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  productionProjectId?: string | null;
}

export interface StoredFileInfo {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  created_at: Date;
}

const infoColumns = ['id', 'file_name', 'content_type', 'size_bytes', 'sha256', 'created_at'] as const;

/** Where the owner downloads a file (the route checks ownership). */
export const fileUrl = (id: string): string => `/api/me/files/${id}`;

/** Stores the bytes in the database with their size and SHA-256. */
export async function saveFile(db: Kysely<DB>, file: NewFile): Promise<StoredFileInfo> {
  return db
    .insertInto('files')
    .values({
      owner_author_id: file.ownerAuthorId,
      production_project_id: file.productionProjectId ?? null,
      purpose: file.purpose,
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: file.bytes.byteLength,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      data: file.bytes,
    })
    .returning(infoColumns)
    .executeTakeFirstOrThrow();
}

/**
 * A file with its bytes, only when it belongs to the given author. Chunked production files are
 * streamed by the production routes instead (production/production-files.ts).
 */
export async function findOwnedFile(db: Kysely<DB>, ownerAuthorId: string, id: string) {
  return db
    .selectFrom('files')
    .select([...infoColumns, 'data'])
    .where('id', '=', id)
    .where('owner_author_id', '=', ownerAuthorId)
    .where('chunked', '=', false)
    .executeTakeFirst();
}

/**
 * The stored file an agreement's `document_file_url` points to, when it is one of the author's
 * files (an outside address, or another author's file, gives undefined).
 */
export async function findAgreementDocument(
  db: Kysely<DB>,
  agreement: { author_id: string; document_file_url: string | null },
) {
  const prefix = fileUrl('');
  const url = agreement.document_file_url ?? '';
  const id = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  return isUuid(id) ? findOwnedFile(db, agreement.author_id, id) : undefined;
}

/** Files the team shared on one of the author's projects, newest first. */
export async function listProjectFiles(
  db: Kysely<DB>,
  ownerAuthorId: string,
  projectId: string,
): Promise<StoredFileInfo[]> {
  return db
    .selectFrom('files')
    .select(infoColumns)
    .where('owner_author_id', '=', ownerAuthorId)
    .where('production_project_id', '=', projectId)
    .where('chunked', '=', false)
    .orderBy('created_at', 'desc')
    .execute();
}
