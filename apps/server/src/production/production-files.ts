import {
  PRODUCTION_CONTENT_TYPES,
  PRODUCTION_MAX_BYTES,
  PROOF_CONTENT_TYPE,
  type ProjectFileKind,
} from '@app/contracts/production-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { fileContentStream, sha256OfStream, storeStreamedFile } from '../files/chunked-files.js';
import {
  checkedContentType,
  openSingleUpload,
  registerUploads,
  safeFileName,
  unreadableUpload,
  uploadProblem,
  type UploadRules,
} from '../files/uploads.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { addFileVersion } from './production-store.js';

const FILE_RULES: UploadRules = {
  field: 'file',
  allowedTypes: PRODUCTION_CONTENT_TYPES,
  maxBytes: PRODUCTION_MAX_BYTES,
  typeHint: 'Upload a PDF, an image (PNG, JPEG, WebP), a Word or RTF document, or plain text',
};
const PROOF_RULES: UploadRules = {
  ...FILE_RULES,
  allowedTypes: [PROOF_CONTENT_TYPE],
  typeHint: 'A proof must be a PDF',
};

/** Enables streamed multipart uploads of production files in one route scope. */
export const registerProductionUploads = (scope: App) => registerUploads(scope, PRODUCTION_MAX_BYTES);

/** The upload's bytes as they arrive; a read error becomes the upload's 4xx. */
async function* uploadBytes(request: FastifyRequest, source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    for await (const piece of source) yield piece;
  } catch (error) {
    throw unreadableUpload(request, FILE_RULES, error);
  }
}

export interface Uploader {
  role: 'author' | 'staff';
  id: string | null;
  email: string;
}

/**
 * Streams the request's one file into the database and records it as the next version of the
 * project's file of that kind and name. Proofs must be PDFs; other kinds accept manuscripts and
 * images too, each recognised by its bytes.
 */
export async function uploadProjectFile(
  db: Kysely<DB>,
  request: FastifyRequest,
  target: { projectId: string; authorId: string; kind: ProjectFileKind; uploader: Uploader },
  /** Adds to the transaction that records the version (staff's audit entry). */
  record: (trx: Transaction<DB>, version: Awaited<ReturnType<typeof addFileVersion>>) => Promise<void> = async () => {},
) {
  const rules = target.kind === 'proof' ? PROOF_RULES : FILE_RULES;
  const part = await openSingleUpload(request, rules);
  const fileName = safeFileName(part.filename);
  const stored = await storeStreamedFile(db, uploadBytes(request, part.file), {
    ownerAuthorId: target.authorId,
    productionProjectId: target.projectId,
    purpose: 'production',
    fileName,
    contentTypeOf: (firstBytes) => checkedContentType(rules, firstBytes, part.mimetype),
    emptyError: () => uploadProblem(rules, 400, 'validation_failed', 'The file is empty'),
  });
  return db.transaction().execute(async (trx) => {
    const version = await addFileVersion(trx, {
      projectId: target.projectId,
      kind: target.kind,
      name: fileName,
      fileId: stored.id,
      uploadedByRole: target.uploader.role,
      uploadedById: target.uploader.id,
      uploadedByEmail: target.uploader.email,
    });
    await record(trx, version);
    return version;
  });
}

/** Streams one version of a project's file (404 when it is not this project's). */
export async function sendFileVersion(db: Kysely<DB>, reply: FastifyReply, projectId: string, versionId: string) {
  const file = await db
    .selectFrom('production_file_versions as v')
    .innerJoin('production_project_files as pf', 'pf.id', 'v.project_file_id')
    .innerJoin('files as f', 'f.id', 'v.file_id')
    .select(['f.id', 'f.chunked', 'f.data', 'f.content_type', 'f.size_bytes', 'pf.name', 'v.sha256'])
    .where('v.id', '=', versionId)
    .where('pf.project_id', '=', projectId)
    .executeTakeFirst();
  if (!file) throw notFound('File version');
  // Only PDFs and images are shown in the browser; anything else downloads.
  const inline = file.content_type === PROOF_CONTENT_TYPE || file.content_type.startsWith('image/');
  return reply
    .type(file.content_type)
    .header('content-length', file.size_bytes)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .header('etag', `"${file.sha256}"`)
    .send(fileContentStream(db, file));
}

/** The SHA-256 of an uploaded copy, read as it streams and never stored. */
export async function uploadedCopySha256(request: FastifyRequest): Promise<string> {
  const part = await openSingleUpload(request, PROOF_RULES);
  const { sha256, size } = await sha256OfStream(uploadBytes(request, part.file));
  if (size === 0) throw uploadProblem(PROOF_RULES, 400, 'validation_failed', 'The file is empty');
  return sha256;
}
