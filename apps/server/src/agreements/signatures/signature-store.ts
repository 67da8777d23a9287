import { effectiveSignatureStatus, type SignatureRequest } from '@app/contracts/agreement-signature';
import type { ContractDocument } from '@app/contracts/dashboard-api';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { fileUrl } from '../../files/file-store.js';
import { sha256Hex } from './seal.js';
import type { SignatureRequestRow } from './signature.tables.js';
import './signature.tables.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Where each side downloads: the author through their own files, staff through the console. */
export interface SignatureUrls {
  document: (row: SignatureRequestRow) => string;
  sealed: (row: SignatureRequestRow, fileId: string) => string;
}

export const authorUrls: SignatureUrls = {
  document: (row) => fileUrl(row.original_file_id),
  sealed: (_row, fileId) => fileUrl(fileId),
};

export const staffUrls: SignatureUrls = {
  document: (row) => `/api/staff/agreements/${row.agreement_id}/signature/original`,
  sealed: (row) => `/api/staff/agreements/${row.agreement_id}/signature/sealed`,
};

/** The latest seal: the countersigned file once there is one, else the author's. */
export const sealedFileId = (row: SignatureRequestRow): string | null => row.completed_file_id ?? row.signed_file_id;

export function toSignatureResponse(row: SignatureRequestRow, now: Date, urls: SignatureUrls): SignatureRequest {
  const sealed = sealedFileId(row);
  return {
    id: row.id,
    agreement_id: row.agreement_id,
    title: row.title,
    status: effectiveSignatureStatus(row, now),
    countersign_required: row.countersign_required,
    signer_email: row.signer_email,
    sent_at: new Date(row.sent_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    viewed_at: iso(row.viewed_at),
    signer_name: row.signer_name,
    signed_at: iso(row.signed_at),
    declined_at: iso(row.declined_at),
    decline_reason: row.decline_reason,
    countersigner_name: row.countersigner_name,
    countersigned_at: iso(row.countersigned_at),
    original_sha256: row.original_sha256,
    signed_sha256: row.signed_sha256,
    completed_sha256: row.completed_sha256,
    document_url: urls.document(row),
    sealed_url: sealed ? urls.sealed(row, sealed) : null,
  };
}

/** The latest request of an agreement; locked for the transaction when `trx` is one. */
export async function latestSignatureRequest(
  db: Kysely<DB> | Transaction<DB>,
  agreementId: string,
): Promise<SignatureRequestRow | undefined> {
  const { rows } = await sql<SignatureRequestRow>`
    select * from agreement_signature_requests where agreement_id = ${agreementId}
    order by sent_at desc, id limit 1 ${db.isTransaction ? sql`for update` : sql``}`.execute(db);
  return rows[0];
}

/** Adds the latest signature request's state to each agreement (for the lists). */
export async function withSignatures<T extends { id: string }>(
  db: Kysely<DB>,
  agreements: T[],
  now: Date,
  urls: SignatureUrls,
): Promise<(T & { signature: ContractDocument['signature'] })[]> {
  if (agreements.length === 0) return [];
  const rows = await db
    .selectFrom('agreement_signature_requests')
    .selectAll()
    .distinctOn('agreement_id')
    .where(
      'agreement_id',
      'in',
      agreements.map((agreement) => agreement.id),
    )
    .orderBy('agreement_id')
    .orderBy('sent_at', 'desc')
    .orderBy('id')
    .execute();
  const byAgreement = new Map(rows.map((row) => [row.agreement_id, row]));
  return agreements.map((agreement) => {
    const row = byAgreement.get(agreement.id);
    const sealed = row && sealedFileId(row);
    return {
      ...agreement,
      signature: row
        ? {
            status: effectiveSignatureStatus(row, now),
            countersign_required: row.countersign_required,
            sealed_url: sealed ? urls.sealed(row, sealed) : null,
          }
        : null,
    };
  });
}

export interface EventActor {
  /** Null for a step no signed-in account took (the demo data). */
  id: string | null;
  email: string;
}

/** Where a request came from, as the evidence keeps it. */
export const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
});

/**
 * One step of the evidence trail (sent, viewed, consented, signed, declined, countersigned…), at
 * `at` when the step happened before it could be stored (a signature is stored once sealed).
 */
export async function recordSignatureEvent(
  db: Kysely<DB> | Transaction<DB>,
  requestId: string,
  event: string,
  actor: EventActor | null,
  client: { ip: string; userAgent: string } | null,
  details: object = {},
  at?: Date,
): Promise<void> {
  await db
    .insertInto('agreement_signature_events')
    .values({
      request_id: requestId,
      event,
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      ip: client?.ip ?? null,
      user_agent: client?.userAgent ?? null,
      details: JSON.stringify(details),
      ...(at ? { created_at: at } : {}),
    })
    .execute();
}

/** A new request to sign the agreement's PDF, with its "sent" step. */
export async function openSignatureRequest(
  trx: Transaction<DB>,
  input: {
    agreement: { id: string; author_id: string; service_name: string };
    file: { id: string; data: Uint8Array };
    countersign: boolean;
    signerEmail: string;
    sentBy: EventActor;
    sentAt: Date;
    expiresAt: Date;
    client: { ip: string; userAgent: string } | null;
  },
): Promise<SignatureRequestRow> {
  const row = await trx
    .insertInto('agreement_signature_requests')
    .values({
      agreement_id: input.agreement.id,
      author_id: input.agreement.author_id,
      title: input.agreement.service_name,
      original_file_id: input.file.id,
      original_sha256: sha256Hex(input.file.data),
      countersign_required: input.countersign,
      signer_email: input.signerEmail,
      sent_by_email: input.sentBy.email,
      sent_at: input.sentAt,
      expires_at: input.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordSignatureEvent(trx, row.id, 'sent', input.sentBy, input.client, {
    countersign: row.countersign_required,
    expires_at: row.expires_at,
    original_sha256: row.original_sha256,
  });
  return row;
}

export async function signatureEvents(db: Kysely<DB>, requestId: string) {
  const rows = await db
    .selectFrom('agreement_signature_events')
    .select(['event', 'actor_email', 'ip', 'user_agent', 'created_at'])
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

/** Which stored file an uploaded copy is, by its SHA-256 (any request of the agreement). */
export async function identifyCopy(db: Kysely<DB>, agreementId: string, sha256: string) {
  const rows = await db
    .selectFrom('agreement_signature_requests')
    .select(['original_sha256', 'signed_sha256', 'completed_sha256'])
    .where('agreement_id', '=', agreementId)
    .execute();
  for (const row of rows) {
    if (row.completed_sha256 === sha256) return 'completed' as const;
    if (row.signed_sha256 === sha256) return 'signed' as const;
  }
  return rows.some((row) => row.original_sha256 === sha256) ? ('original' as const) : null;
}
