import { ESIGN_CONSENT_TEXT, signatureVerifySchema, type SignatureVerify } from '@app/contracts/agreement-signature';
import { AGREEMENT_CONTENT_TYPES, AGREEMENT_MAX_BYTES } from '@app/contracts/staff-api';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { saveFile } from '../../files/file-store.js';
import { readSingleUpload } from '../../files/uploads.js';
import type { FreshProof } from '../../identity/reauthenticate.js';
import { sha256Hex, type Sealed, type SignerEvidence } from './seal.js';
import { inSealThread } from './seal-thread.js';
import { identifyCopy } from './signature-store.js';
import type { SignatureRequestRow } from './signature.tables.js';

export const SEALED_PURPOSE = 'agreement_sealed';

/** The author's signature as the seal prints it, from the stored request. */
export function authorEvidence(row: SignatureRequestRow): SignerEvidence {
  return {
    role: 'Author',
    name: row.signer_name ?? '',
    email: row.signer_email,
    consentedAt: new Date(row.consented_at ?? 0),
    signedAt: new Date(row.signed_at ?? 0),
    timeZone: row.signer_time_zone,
    ip: row.signer_ip ?? '',
    userAgent: row.signer_user_agent ?? '',
    proof: row.signer_proof as FreshProof,
    drawnSignature: row.drawn_signature,
  };
}

export interface SealToStore extends Sealed {
  fileName: string;
}

/**
 * Seals the original with these signatures in a worker thread, outside any transaction: a long
 * document takes seconds, and the database stays free meanwhile. `storeSeal` keeps the result.
 */
export async function sealOutsideTransaction(
  db: Kysely<DB>,
  row: SignatureRequestRow,
  signers: SignerEvidence[],
): Promise<SealToStore> {
  const original = await db
    .selectFrom('files')
    .select(['data', 'file_name'])
    .where('id', '=', row.original_file_id)
    .executeTakeFirstOrThrow();
  const sealed = await inSealThread({
    kind: 'seal',
    input: {
      original: original.data,
      title: row.title,
      agreementId: row.agreement_id,
      requestId: row.id,
      originalSha256: row.original_sha256,
      consentText: ESIGN_CONSENT_TEXT,
      signers,
    },
  });
  const suffix = signers.length > 1 ? 'completed' : 'signed';
  return { ...sealed, fileName: original.file_name.replace(/(\.pdf)?$/i, ` (${suffix}).pdf`) };
}

/** Stores a sealed file as a new file of the author, in the transaction that records the signature. */
export async function storeSeal(trx: Transaction<DB>, row: SignatureRequestRow, sealed: SealToStore) {
  const file = await saveFile(trx, {
    ownerAuthorId: row.author_id,
    purpose: SEALED_PURPOSE,
    fileName: sealed.fileName,
    contentType: 'application/pdf',
    bytes: sealed.bytes,
  });
  return { fileId: file.id };
}

const MESSAGES: Record<NonNullable<SignatureVerify['which']> | 'none', string> = {
  completed: 'This is the signed document, countersigned: it matches the sealed file we keep.',
  signed: 'This is the signed document: it matches the sealed file we keep.',
  original: 'This file is the original sent for signature, not the signed copy.',
  none: 'This file differs from every copy of this agreement we keep.',
};

/** Reads an uploaded PDF and says whether it is the sealed file of the agreement. */
export async function verifyUploadedCopy(
  request: FastifyRequest,
  db: Kysely<DB>,
  agreementId: string,
): Promise<SignatureVerify> {
  const upload = await readSingleUpload(request, {
    field: 'file',
    allowedTypes: AGREEMENT_CONTENT_TYPES,
    maxBytes: AGREEMENT_MAX_BYTES,
    typeHint: 'Upload the PDF to check',
  });
  const sha256 = sha256Hex(upload.bytes);
  const which = await identifyCopy(db, agreementId, sha256);
  return signatureVerifySchema.parse({
    matches: which === 'signed' || which === 'completed',
    which,
    sha256,
    message: MESSAGES[which ?? 'none'],
  });
}
