import {
  ESIGN_CONSENT_TEXT,
  signRefusal,
  signatureDeclineSchema,
  signatureRequestSchema,
  signatureSignSchema,
  signatureVerifySchema,
  type SignatureSign,
} from '@app/contracts/agreement-signature';
import { AGREEMENT_MAX_BYTES } from '@app/contracts/staff-api';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requireAuthorId } from '../../authors/author-sync.js';
import type { Database } from '../../db/connect.js';
import type { DB } from '../../db/schema.js';
import { registerUploads } from '../../files/uploads.js';
import { notFound } from '../../http/errors.js';
import type { App } from '../../http/types.js';
import { proofKind, reauthenticate } from '../../identity/reauthenticate.js';
import type { SecretBox } from '../../identity/secrets.js';
import type { RateLimitStore } from '../../rate-limits/counter-store.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { publishAuthorDataChanged } from '../../realtime/author-data-events.js';
import { conflict, invalidField } from '../../staff/errors.js';
import { drawnSignatureBytes, drawnSignatureSizeProblem } from './drawn-signature.js';
import { inSealThread } from './seal-thread.js';
import { authorEvidence, sealOutsideTransaction, storeSeal, verifyUploadedCopy } from './sealing.js';
import { mailDate, queueAuthorSignatureMail, queueSignatureMail } from './signature-mails.js';
import {
  authorUrls,
  clientOf,
  latestSignatureRequest,
  recordSignatureEvent,
  toSignatureResponse,
} from './signature-store.js';

export interface SignatureDeps {
  database: Database;
  mailQueue: MailQueue;
  box: SecretBox;
  rateLimits: RateLimitStore;
  siteUrl: string;
}

const params = z.object({ agreementId: z.uuid({ error: 'Unknown agreement' }) });

/** The caller's own agreement and its latest request, or 404 (another author's looks absent). */
async function ownRequest(db: Kysely<DB>, request: FastifyRequest, agreementId: string) {
  const authorId = await requireAuthorId(request, db);
  const agreement = await db
    .selectFrom('contract_documents')
    .select(['id', 'status', 'service_name'])
    .where('id', '=', agreementId)
    .where('author_id', '=', authorId)
    .executeTakeFirst();
  const row = agreement && (await latestSignatureRequest(db, agreement.id));
  if (!agreement || !row) throw notFound('Signature request');
  return { agreement, row };
}

type OwnRequest = Awaited<ReturnType<typeof ownRequest>>;
const owned = new WeakMap<FastifyRequest, OwnRequest>();

/**
 * The route guard, run as an `onRequest` hook: anonymous 401, another author's (or no) agreement
 * 404, before the body is even read. A malformed id is left to the schema's 400.
 */
const ownRequestGuard = (db: Kysely<DB>) => async (request: FastifyRequest) => {
  await request.requireUser();
  const parsed = params.safeParse(request.params);
  if (parsed.success) owned.set(request, await ownRequest(db, request, parsed.data.agreementId));
};

/** What the guard found for this request. */
function ownedBy(request: FastifyRequest): OwnRequest {
  const found = owned.get(request);
  if (!found) throw notFound('Signature request');
  return found;
}

/**
 * The author's side of an in-app signature: read (the first read marks it viewed), sign with
 * consent, typed name and a fresh proof of identity, or decline; and check a copy.
 */
export async function registerAuthorSignatureRoutes(app: App, deps: SignatureDeps): Promise<void> {
  const { db } = deps.database;
  const base = '/api/me/agreements/:agreementId/signature';
  const onRequest = ownRequestGuard(db);

  app.get(base, { onRequest, schema: { params, response: { 200: signatureRequestSchema } } }, async (request) => {
    const { row } = ownedBy(request);
    const user = await request.requireUser();
    const now = new Date();
    let current = row;
    if (row.status === 'sent' && toSignatureResponse(row, now, authorUrls).status === 'sent') {
      current = await db.transaction().execute(async (trx) => {
        const viewed = await trx
          .updateTable('agreement_signature_requests')
          .set({ status: 'viewed', viewed_at: now })
          .where('id', '=', row.id)
          .where('status', '=', 'sent')
          .returningAll()
          .executeTakeFirst();
        if (viewed) await recordSignatureEvent(trx, row.id, 'viewed', user, clientOf(request));
        return viewed ?? row;
      });
    }
    return { ...toSignatureResponse(current, now, authorUrls), proof: await proofKind(db, user.id) };
  });

  app.post(
    `${base}/sign`,
    { onRequest, schema: { params, body: signatureSignSchema, response: { 200: signatureRequestSchema } } },
    async (request) => {
      // The consent arrives with the request: it is accepted before the signature is made.
      const consentedAt = new Date();
      const body: SignatureSign = request.body;
      const { agreement, row } = ownedBy(request);
      const drawn = body.drawn_signature ? drawnSignatureBytes(body.drawn_signature) : null;
      const drawnProblem =
        drawn && (drawnSignatureSizeProblem(drawn) ?? (await inSealThread({ kind: 'drawn', png: drawn })));
      if (drawnProblem) throw invalidField('drawn_signature', drawnProblem);
      const refusal = signRefusal(agreement.status, row, consentedAt);
      if (refusal) throw conflict(refusal);
      const user = await request.requireUser();
      const client = clientOf(request);
      // Checked before the row is locked: a wrong password is recorded, and two submits racing
      // each pass it, then only the first to lock the row signs.
      const proof = await reauthenticate(db, deps, user.id, body).catch(async (error: unknown) => {
        await recordSignatureEvent(db, row.id, 'proof_failed', user, client);
        throw error;
      });
      const signedAt = new Date();
      const evidence = {
        consent_text: ESIGN_CONSENT_TEXT,
        consented_at: consentedAt,
        signer_name: body.typed_name,
        drawn_signature: drawn,
        signed_at: signedAt,
        signer_ip: client.ip,
        signer_user_agent: client.userAgent,
        signer_proof: proof,
        signer_time_zone: body.time_zone ?? null,
      };
      // Sealed before the transaction: a long document never holds the database.
      const seal = await sealOutsideTransaction(db, row, [authorEvidence({ ...row, ...evidence })]);
      const signed = await db.transaction().execute(async (trx) => {
        // The agreement first, then its request: the order every writer of both takes.
        const current = await trx
          .selectFrom('contract_documents')
          .select('status')
          .where('id', '=', agreement.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const locked = await latestSignatureRequest(trx, agreement.id);
        if (!locked || locked.id !== row.id) throw conflict('This signature request was replaced: reload the page');
        const lockedRefusal = signRefusal(current.status, locked, new Date());
        if (lockedRefusal) throw conflict(lockedRefusal);
        const stored = await storeSeal(trx, locked, seal);
        const after = await trx
          .updateTable('agreement_signature_requests')
          .set({
            ...evidence,
            status: 'signed',
            signed_file_id: stored.fileId,
            signed_pages_sha256: seal.pagesSha256,
            signed_sha256: seal.sha256,
          })
          .where('id', '=', locked.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('contract_documents')
          .set({ status: 'signed', signed_at: signedAt })
          .where('id', '=', agreement.id)
          .execute();
        await recordSignatureEvent(
          trx,
          locked.id,
          'consented',
          user,
          client,
          { consent_text: ESIGN_CONSENT_TEXT },
          consentedAt,
        );
        await recordSignatureEvent(
          trx,
          locked.id,
          'signed',
          user,
          client,
          {
            typed_name: body.typed_name,
            drawn_signature: drawn !== null,
            proof,
            sealed_sha256: seal.sha256,
          },
          signedAt,
        );
        await publishAuthorDataChanged(trx, { authorId: locked.author_id, resources: ['agreements'] });
        const what = `"${locked.title}"`;
        await queueAuthorSignatureMail(trx, deps.mailQueue, {
          step: 'signed',
          requestId: locked.id,
          author: { id: locked.author_id, email: locked.signer_email },
          title: locked.title,
          date: signedAt,
          url: `${deps.siteUrl}/dashboard/contracts`,
          acceptLanguage: request.headers['accept-language'],
        });
        await queueSignatureMail(trx, deps.mailQueue, {
          step: 'signed',
          requestId: locked.id,
          to: locked.sent_by_email,
          subject: `${body.typed_name} signed ${what}`,
          lines: [
            `${body.typed_name} (${locked.signer_email}) signed ${what} on ${mailDate(signedAt, 'moment')} (UTC).`,
            locked.countersign_required
              ? 'It waits for an admin countersignature in the staff console.'
              : 'The sealed copy is in the staff console.',
          ],
          link: { label: 'Open the staff console', url: `${deps.siteUrl}/staff/authors/${locked.author_id}` },
        });
        return after;
      });
      return toSignatureResponse(signed, new Date(), authorUrls);
    },
  );

  app.post(
    `${base}/decline`,
    { onRequest, schema: { params, body: signatureDeclineSchema, response: { 200: signatureRequestSchema } } },
    async (request) => {
      const { agreement, row } = ownedBy(request);
      const user = await request.requireUser();
      const declined = await db.transaction().execute(async (trx) => {
        const locked = await latestSignatureRequest(trx, agreement.id);
        if (!locked || locked.id !== row.id) throw conflict('This signature request was replaced: reload the page');
        const refusal = signRefusal(agreement.status, locked, new Date());
        if (refusal) throw conflict(refusal);
        const after = await trx
          .updateTable('agreement_signature_requests')
          .set({ status: 'declined', declined_at: new Date(), decline_reason: request.body.reason })
          .where('id', '=', locked.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordSignatureEvent(trx, locked.id, 'declined', user, clientOf(request), {
          reason: request.body.reason,
        });
        await publishAuthorDataChanged(trx, { authorId: locked.author_id, resources: ['agreements'] });
        await queueSignatureMail(trx, deps.mailQueue, {
          step: 'declined',
          requestId: locked.id,
          to: locked.sent_by_email,
          subject: `${locked.signer_email} declined "${locked.title}"`,
          lines: [`${locked.signer_email} declined to sign "${locked.title}".`, `Reason: ${request.body.reason}`],
          link: { label: 'Open the staff console', url: `${deps.siteUrl}/staff/authors/${locked.author_id}` },
        });
        return after;
      });
      return toSignatureResponse(declined, new Date(), authorUrls);
    },
  );

  await app.register(async (scope: App) => {
    await registerUploads(scope, AGREEMENT_MAX_BYTES);
    scope.post(
      `${base}/verify`,
      { onRequest, schema: { params, response: { 200: signatureVerifySchema } } },
      async (request) => verifyUploadedCopy(request, db, ownedBy(request).agreement.id),
    );
  });
}
