import { contractDocumentSchema } from '@app/contracts/dashboard-api';
import {
  AGREEMENT_CONTENT_TYPES,
  AGREEMENT_MAX_BYTES,
  staffAgreementCreateSchema,
  staffAgreementSignSchema,
  staffAgreementUpdateSchema,
} from '@app/contracts/staff-api';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import type { ContractDocumentsTable } from '../db/schema.js';
import { fileUrl, saveFile } from '../files/file-store.js';
import { sendStoredFile } from '../files/send-file.js';
import { readSingleUpload, registerUploads } from '../files/uploads.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { authorParams, findAuthorOr404 } from '../authors/author-store.js';
import { conflict } from '../staff/errors.js';
import { updateAudited } from '../staff/audited-update.js';
import { lockRow } from '../staff/lock-row.js';
import { clientOf, latestSignatureRequest } from './signatures/signature-store.js';
import { sendStandardAgreement } from './standard-agreement.js';
import { findDocumentOfAgreement } from './agreement-store.js';
import { queueAuthorSignatureMail } from './signatures/signature-mails.js';
import type { MailQueue } from '../mail/mail-queue.js';
import {
  effectiveSignatureStatus,
  handSigningRefusal,
  isLiveSignature,
  statusChangeRefusal,
} from '@app/contracts/agreement-signature';

/** Statuses that ask the author to sign. */
const AWAITING_SIGNATURE = new Set(['pending', 'sent']);

const agreementParams = z.object({ agreementId: z.uuid({ error: 'Unknown agreement' }) });

const toAgreement = ({ author_id: _owner, ...row }: Selectable<ContractDocumentsTable>) => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  signed_at: row.signed_at === null ? null : new Date(row.signed_at).toISOString(),
});

/** Agreements: create, edit, attach the document (a PDF kept with the author's files), mark signed. */
export async function registerStaffAgreementRoutes(
  app: App,
  { database, mailQueue, siteUrl }: { database: Database; mailQueue: MailQueue; siteUrl: string },
): Promise<void> {
  const { db } = database;
  /** The agreement's latest in-app signature as it stands now (a waiting one past its expiry reads expired). */
  const signatureNow = async (agreementId: string) => {
    const row = await latestSignatureRequest(db, agreementId);
    return row ? { status: effectiveSignatureStatus(row, new Date()) } : null;
  };

  app.post(
    '/api/staff/authors/:authorId/agreements',
    {
      onRequest: adminOnly,
      schema: { params: authorParams, body: staffAgreementCreateSchema, response: { 201: contractDocumentSchema } },
    },
    async (request, reply) => {
      const actor = await currentActor(request);
      const author = await findAuthorOr404(db, request.params.authorId);
      const created = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('contract_documents')
          .values({
            ...request.body,
            author_id: author.id,
            recipient_name: request.body.recipient_name ?? author.full_name,
            recipient_email: request.body.recipient_email ?? author.email,
            signed_at: request.body.status === 'signed' || request.body.status === 'completed' ? new Date() : null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // Waiting for the author's signature with no outside link: the standard agreement goes out
        // to be signed in the dashboard, so the author has a document to read and a way to sign.
        if (AWAITING_SIGNATURE.has(row.status) && !row.signing_url) {
          const sent = await sendStandardAgreement(trx, {
            agreement: row,
            author: { full_name: row.recipient_name ?? author.full_name ?? author.email, email: author.email },
            sentBy: actor,
            sentAt: new Date(),
            client: clientOf(request),
          });
          await queueAuthorSignatureMail(trx, mailQueue, {
            step: 'sent',
            requestId: sent.id,
            author: { id: author.id, email: author.email },
            title: sent.title,
            date: sent.expires_at,
            url: `${siteUrl}/dashboard/contracts/${row.id}/sign`,
          });
        }
        const after = await trx
          .selectFrom('contract_documents')
          .selectAll()
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'agreement.create',
          entityType: 'agreement',
          entityId: row.id,
          authorId: author.id,
          before: null,
          after,
        });
        return after;
      });
      return reply.status(201).send(toAgreement(created));
    },
  );

  app.patch(
    '/api/staff/agreements/:agreementId',
    {
      onRequest: adminOnly,
      schema: { params: agreementParams, body: staffAgreementUpdateSchema, response: { 200: contractDocumentSchema } },
    },
    async (request) => {
      const signature = await signatureNow(request.params.agreementId);
      const updated = await updateAudited(db, await currentActor(request), {
        table: 'contract_documents',
        id: request.params.agreementId,
        what: 'Agreement',
        changes: (before) => {
          // An in-app signature sets the status itself: its outcome is never overwritten by hand.
          const refusal = request.body.status && statusChangeRefusal(signature, before.status, request.body.status);
          if (refusal) throw conflict(refusal);
          return request.body;
        },
        audit: (before) => ({ action: 'agreement.update', entityType: 'agreement', authorId: before.author_id }),
      });
      return toAgreement(updated);
    },
  );

  app.post(
    '/api/staff/agreements/:agreementId/sign',
    {
      onRequest: adminOnly,
      schema: { params: agreementParams, body: staffAgreementSignSchema, response: { 200: contractDocumentSchema } },
    },
    async (request) => {
      // Checked before the audited update, which takes no async rule: an in-app signature is given
      // (or declined) by the author in the dashboard, never marked by hand.
      const refusal = handSigningRefusal(await signatureNow(request.params.agreementId));
      if (refusal) throw conflict(refusal);
      const updated = await updateAudited(db, await currentActor(request), {
        table: 'contract_documents',
        id: request.params.agreementId,
        what: 'Agreement',
        changes: (before) => {
          if (['signed', 'completed'].includes(before.status)) throw conflict('This agreement is already signed');
          if (['expired', 'cancelled'].includes(before.status)) {
            throw conflict(`This agreement is ${before.status}: it can no longer be signed`);
          }
          // Noon UTC keeps the signing day the same calendar day in every time zone of the Americas and Europe.
          return { status: 'signed' as const, signed_at: `${request.body.signed_on}T12:00:00Z` };
        },
        audit: (before) => ({ action: 'agreement.sign', entityType: 'agreement', authorId: before.author_id }),
      });
      return toAgreement(updated);
    },
  );

  /** Staff read any agreement document (the author reads their own at /api/me/files/{id}). */
  app.get(
    '/api/staff/agreements/:agreementId/document',
    { schema: { params: agreementParams } },
    async (request, reply) => {
      const file = await findDocumentOfAgreement(db, request.params.agreementId);
      if (!file) throw notFound('Document');
      return sendStoredFile(reply, file);
    },
  );

  await app.register(async (scope: App) => {
    await registerUploads(scope, AGREEMENT_MAX_BYTES);
    scope.put(
      '/api/staff/agreements/:agreementId/document',
      { onRequest: adminOnly, schema: { params: agreementParams, response: { 200: contractDocumentSchema } } },
      async (request) => {
        const actor = await currentActor(request);
        const existing = await db
          .selectFrom('contract_documents')
          .select('id')
          .where('id', '=', request.params.agreementId)
          .executeTakeFirst();
        if (!existing) throw notFound('Agreement');
        const upload = await readSingleUpload(request, {
          field: 'file',
          allowedTypes: AGREEMENT_CONTENT_TYPES,
          maxBytes: AGREEMENT_MAX_BYTES,
          typeHint: 'Upload the agreement as a PDF',
        });
        const updated = await db.transaction().execute(async (trx) => {
          const before = await lockRow(trx, 'contract_documents', existing.id, 'Agreement');
          const signature = await latestSignatureRequest(trx, before.id);
          if (signature && isLiveSignature(signature, new Date())) {
            throw conflict('This agreement was sent for signature: its document can no longer be replaced');
          }
          const file = await saveFile(trx, {
            ownerAuthorId: before.author_id,
            purpose: 'agreement',
            fileName: upload.fileName,
            contentType: upload.contentType,
            bytes: upload.bytes,
          });
          const after = await trx
            .updateTable('contract_documents')
            .set({ document_file_url: fileUrl(file.id) })
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actor, {
            action: 'agreement.document',
            entityType: 'agreement',
            entityId: before.id,
            authorId: before.author_id,
            before,
            after: {
              ...after,
              file: { id: file.id, name: file.file_name, bytes: file.size_bytes, sha256: file.sha256 },
            },
          });
          return after;
        });
        return toAgreement(updated);
      },
    );
  });
}
