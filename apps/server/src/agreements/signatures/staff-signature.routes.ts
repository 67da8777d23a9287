import {
  ESIGN_CONSENT_TEXT,
  countersignRefusal,
  isLiveSignature,
  signatureRequestSchema,
  signatureSendSchema,
  signatureSignSchema,
  signatureVerifySchema,
} from '@app/contracts/agreement-signature';
import { AGREEMENT_MAX_BYTES } from '@app/contracts/staff-api';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.js';
import { findAgreementDocument } from '../../files/file-store.js';
import { findDocumentOfAgreement } from '../agreement-store.js';
import { sendStoredFile } from '../../files/send-file.js';
import { registerUploads } from '../../files/uploads.js';
import { notFound } from '../../http/errors.js';
import type { App } from '../../http/types.js';
import { proofKind, reauthenticate } from '../../identity/reauthenticate.js';
import { adminOnly, currentActor } from '../../staff/access.js';
import { conflict, isUniqueViolation } from '../../staff/errors.js';
import { lockRow } from '../../staff/lock-row.js';
import type { SignatureDeps } from './author-signature.routes.js';
import { inSealThread } from './seal-thread.js';
import { authorEvidence, sealOutsideTransaction, storeSeal, verifyUploadedCopy } from './sealing.js';
import { queueAuthorSignatureMail, queueSignatureMail } from './signature-mails.js';
import {
  clientOf,
  latestSignatureRequest,
  openSignatureRequest,
  recordSignatureEvent,
  sealedFileId,
  signatureEvents,
  staffUrls,
  toSignatureResponse,
} from './signature-store.js';

const params = z.object({ agreementId: z.uuid({ error: 'Unknown agreement' }) });
const CLOSED_AGREEMENTS: Record<string, string> = {
  signed: 'This agreement is already signed',
  completed: 'This agreement is already completed',
  cancelled: 'This agreement was cancelled: it can no longer be sent for signature',
  expired: 'This agreement has expired: it can no longer be sent for signature',
};

/**
 * The staff side of an in-app signature: an admin sends the agreement's stored PDF, staff follow
 * it with its evidence trail and download the sealed copy, an admin countersigns, and anyone on
 * staff checks a copy against the stored hashes.
 */
export async function registerStaffSignatureRoutes(app: App, deps: SignatureDeps): Promise<void> {
  const { db } = deps.database;
  const base = '/api/staff/agreements/:agreementId/signature';

  const requestOr404 = async (agreementId: string) => {
    const row = await latestSignatureRequest(db, agreementId);
    if (!row) throw notFound('Signature request');
    return row;
  };

  app.post(
    base,
    {
      onRequest: adminOnly,
      schema: { params, body: signatureSendSchema, response: { 201: signatureRequestSchema } },
    },
    async (request, reply) => {
      const actor = await currentActor(request);
      // The PDF is read and checked before the transaction, in a worker thread: a long document
      // takes seconds to parse, and neither the database nor the server waits meanwhile.
      const checked = await findDocumentOfAgreement(db, request.params.agreementId);
      const problem =
        checked?.content_type === 'application/pdf'
          ? await inSealThread({ kind: 'loadable', pdf: checked.data })
          : null;
      const sent = await db
        .transaction()
        .execute(async (trx) => {
          const agreement = await lockRow(trx, 'contract_documents', request.params.agreementId, 'Agreement');
          const closed = CLOSED_AGREEMENTS[agreement.status];
          if (closed) throw conflict(closed);
          if (agreement.signing_url) {
            throw conflict('This agreement is signed through its outside signing link: clear the link to sign it here');
          }
          const file = await findAgreementDocument(trx, agreement);
          if (!file || file.content_type !== 'application/pdf') {
            throw conflict('Upload the agreement as a PDF before sending it for signature');
          }
          if (file.id !== checked?.id) throw conflict('The PDF was replaced meanwhile: send it again');
          if (problem) throw conflict(problem);
          const previous = await latestSignatureRequest(trx, agreement.id);
          if (previous && isLiveSignature(previous, new Date())) {
            throw conflict('This agreement is already out for signature');
          }
          const author = await trx
            .selectFrom('authors')
            .select(['email'])
            .where('id', '=', agreement.author_id)
            .executeTakeFirstOrThrow();
          if (previous?.status === 'sent' || previous?.status === 'viewed') {
            // Past its expiry: recorded as expired now that a new request replaces it.
            await trx
              .updateTable('agreement_signature_requests')
              .set({ status: 'expired' })
              .where('id', '=', previous.id)
              .execute();
          }
          const row = await openSignatureRequest(trx, {
            agreement,
            file,
            countersign: request.body.countersign,
            signerEmail: author.email,
            sentBy: actor,
            sentAt: new Date(),
            expiresAt: new Date(Date.now() + request.body.expires_in_days * 86_400_000),
            client: clientOf(request),
          });
          const after = await trx
            .updateTable('contract_documents')
            .set({ status: 'sent' })
            .where('id', '=', agreement.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actor, {
            action: 'agreement.signature_sent',
            entityType: 'agreement',
            entityId: agreement.id,
            authorId: agreement.author_id,
            before: agreement,
            after: { ...after, signature_request: { id: row.id, original_sha256: row.original_sha256 } },
          });
          await queueAuthorSignatureMail(trx, deps.mailQueue, {
            step: 'sent',
            requestId: row.id,
            author: { id: agreement.author_id, email: author.email },
            title: row.title,
            date: row.expires_at,
            url: `${deps.siteUrl}/dashboard/contracts/${agreement.id}/sign`,
          });
          return row;
        })
        .catch((error: unknown) => {
          // Two admins sending at once: the unique index lets one through.
          if (isUniqueViolation(error)) throw conflict('This agreement is already out for signature');
          throw error;
        });
      return reply.status(201).send(toSignatureResponse(sent, new Date(), staffUrls));
    },
  );

  app.get(base, { schema: { params, response: { 200: signatureRequestSchema } } }, async (request) => {
    const row = await requestOr404(request.params.agreementId);
    const caller = await request.requireUser();
    return {
      ...toSignatureResponse(row, new Date(), staffUrls),
      events: await signatureEvents(db, row.id),
      proof: await proofKind(db, caller.id),
    };
  });

  app.post(
    `${base}/countersign`,
    {
      onRequest: adminOnly,
      schema: { params, body: signatureSignSchema, response: { 200: signatureRequestSchema } },
    },
    async (request) => {
      // The consent arrives with the request: it is accepted before the countersignature is made.
      const consentedAt = new Date();
      const actor = await currentActor(request);
      const client = clientOf(request);
      const row = await requestOr404(request.params.agreementId);
      const refusal = countersignRefusal(row, consentedAt);
      if (refusal) throw conflict(refusal);
      const proof = await reauthenticate(db, deps, actor.id, request.body).catch(async (error: unknown) => {
        await recordSignatureEvent(db, row.id, 'proof_failed', actor, client);
        throw error;
      });
      const signedAt = new Date();
      const countersigner = {
        role: 'Countersigner (admin)',
        name: request.body.typed_name,
        email: actor.email,
        consentedAt,
        signedAt,
        timeZone: request.body.time_zone ?? null,
        ip: client.ip,
        userAgent: client.userAgent,
        proof,
        drawnSignature: null,
      };
      // Sealed before the transaction: a long document never holds the database.
      const seal = await sealOutsideTransaction(db, row, [authorEvidence(row), countersigner]);
      const completed = await db.transaction().execute(async (trx) => {
        const agreement = await lockRow(trx, 'contract_documents', row.agreement_id, 'Agreement');
        const locked = await latestSignatureRequest(trx, row.agreement_id);
        if (!locked || locked.id !== row.id) throw conflict('This signature request was replaced: reload the page');
        const lockedRefusal = countersignRefusal(locked, new Date());
        if (lockedRefusal) throw conflict(lockedRefusal);
        const stored = await storeSeal(trx, locked, seal);
        const after = await trx
          .updateTable('agreement_signature_requests')
          .set({
            status: 'completed',
            countersigner_id: actor.id,
            countersigner_name: request.body.typed_name,
            countersigner_email: actor.email,
            countersigned_at: signedAt,
            countersigner_ip: client.ip,
            countersigner_user_agent: client.userAgent,
            countersigner_proof: proof,
            countersigner_time_zone: request.body.time_zone ?? null,
            completed_file_id: stored.fileId,
            completed_pages_sha256: seal.pagesSha256,
            completed_sha256: seal.sha256,
          })
          .where('id', '=', locked.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const agreementAfter = await trx
          .updateTable('contract_documents')
          .set({ status: 'completed' })
          .where('id', '=', agreement.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordSignatureEvent(
          trx,
          locked.id,
          'consented',
          actor,
          client,
          { consent_text: ESIGN_CONSENT_TEXT },
          consentedAt,
        );
        await recordSignatureEvent(
          trx,
          locked.id,
          'countersigned',
          actor,
          client,
          { typed_name: request.body.typed_name, proof, sealed_sha256: seal.sha256 },
          signedAt,
        );
        await recordAudit(trx, actor, {
          action: 'agreement.countersign',
          entityType: 'agreement',
          entityId: agreement.id,
          authorId: agreement.author_id,
          before: agreement,
          after: { ...agreementAfter, sealed_sha256: seal.sha256 },
        });
        await queueAuthorSignatureMail(trx, deps.mailQueue, {
          step: 'completed',
          requestId: locked.id,
          author: { id: locked.author_id, email: locked.signer_email },
          title: locked.title,
          date: signedAt,
          url: `${deps.siteUrl}/dashboard/contracts`,
        });
        for (const to of new Set([actor.email, locked.sent_by_email])) {
          await queueSignatureMail(trx, deps.mailQueue, {
            step: 'completed',
            requestId: locked.id,
            to,
            subject: `"${locked.title}" is complete`,
            lines: [
              `"${locked.title}" is signed by ${locked.signer_name ?? locked.signer_email} and countersigned by ${request.body.typed_name}.`,
              'The sealed copy, with its certificate of completion, is in the staff console.',
            ],
            link: { label: 'Open the staff console', url: `${deps.siteUrl}/staff/authors/${locked.author_id}` },
          });
        }
        return after;
      });
      return toSignatureResponse(completed, new Date(), staffUrls);
    },
  );

  for (const [suffix, fileOf] of [
    ['original', (row: Awaited<ReturnType<typeof requestOr404>>) => row.original_file_id],
    ['sealed', sealedFileId],
  ] as const) {
    app.get(`${base}/${suffix}`, { schema: { params } }, async (request, reply) => {
      const row = await requestOr404(request.params.agreementId);
      const fileId = fileOf(row);
      const file =
        fileId &&
        (await db
          .selectFrom('files')
          .select(['file_name', 'content_type', 'data'])
          .where('id', '=', fileId)
          .executeTakeFirst());
      if (!file) throw notFound('Signed document');
      return sendStoredFile(reply, file);
    });
  }

  await app.register(async (scope: App) => {
    await registerUploads(scope, AGREEMENT_MAX_BYTES);
    scope.post(`${base}/verify`, { schema: { params, response: { 200: signatureVerifySchema } } }, async (request) => {
      const row = await requestOr404(request.params.agreementId);
      return verifyUploadedCopy(request, db, row.agreement_id);
    });
  });
}
