import { ESIGN_CONSENT_TEXT } from '@app/contracts/agreement-signature';
import type { Transaction } from 'kysely';
import { sendStandardAgreement } from '../../agreements/standard-agreement.js';
import { sealAgreement, type SignerEvidence } from '../../agreements/signatures/seal.js';
import { SEALED_PURPOSE } from '../../agreements/signatures/sealing.js';
import { recordSignatureEvent } from '../../agreements/signatures/signature-store.js';
import type { SignatureRequestRow } from '../../agreements/signatures/signature.tables.js';
import { saveFile } from '../../files/file-store.js';
import type { DB } from '../schema.js';

const DEMO_STAFF = { id: null, email: 'staff@example.com', name: 'Quillbridge Staff' };
/** Where the demo's signatures say they came from: no real visitor signed them. */
const DEMO_CLIENT = { ip: '127.0.0.1', userAgent: 'Quillbridge demo data' };
const hours = (date: Date, count: number) => new Date(date.getTime() + count * 3_600_000);

interface DemoAgreement {
  id: string;
  author_id: string;
  service_name: string;
  status: string;
  created_at: Date | string;
  signed_at: Date | string | null;
}

/**
 * The demo author's agreements as the app would have left them: the ones waiting for a signature
 * carry the standard agreement sent to be signed in the dashboard, the signed and completed ones
 * a real sealed PDF (signed by the author; countersigned by staff when completed).
 */
export async function seedDemoSignatures(
  trx: Transaction<DB>,
  agreements: DemoAgreement[],
  author: { full_name: string; email: string },
): Promise<void> {
  for (const agreement of agreements) {
    if (!['pending', 'sent', 'signed', 'completed'].includes(agreement.status)) continue;
    const sentAt = new Date(agreement.created_at);
    const request = await sendStandardAgreement(trx, {
      agreement,
      author,
      sentBy: DEMO_STAFF,
      sentAt,
      client: null,
      countersign: agreement.status !== 'pending',
      expiresInDays: 60,
    });
    if (agreement.signed_at)
      await sealDemoSignature(trx, request, author, new Date(agreement.signed_at), agreement.status);
  }
}

async function sealDemoSignature(
  trx: Transaction<DB>,
  request: SignatureRequestRow,
  author: { full_name: string; email: string },
  signedAt: Date,
  status: string,
): Promise<void> {
  const original = await trx
    .selectFrom('files')
    .select(['data', 'file_name'])
    .where('id', '=', request.original_file_id)
    .executeTakeFirstOrThrow();
  const signer: SignerEvidence = {
    role: 'Author',
    name: author.full_name,
    email: author.email,
    consentedAt: hours(signedAt, -0.1),
    signedAt,
    timeZone: 'America/New_York',
    ...DEMO_CLIENT,
    proof: 'password',
    drawnSignature: null,
  };
  const countersigner: SignerEvidence = {
    ...signer,
    role: 'Countersigner (admin)',
    name: DEMO_STAFF.name,
    email: DEMO_STAFF.email,
    consentedAt: hours(signedAt, 2),
    signedAt: hours(signedAt, 2.1),
  };
  // As in the app: the author's seal first, then (when completed) the seal with both signatures.
  const seal = async (signers: SignerEvidence[], suffix: string) => {
    const sealed = await sealAgreement({
      original: original.data,
      title: request.title,
      agreementId: request.agreement_id,
      requestId: request.id,
      originalSha256: request.original_sha256,
      consentText: ESIGN_CONSENT_TEXT,
      signers,
    });
    const file = await saveFile(trx, {
      ownerAuthorId: request.author_id,
      purpose: SEALED_PURPOSE,
      fileName: original.file_name.replace(/\.pdf$/i, ` (${suffix}).pdf`),
      contentType: 'application/pdf',
      bytes: sealed.bytes,
    });
    return { fileId: file.id, pagesSha256: sealed.pagesSha256, sha256: sealed.sha256 };
  };
  const signed = await seal([signer], 'signed');
  await trx
    .updateTable('agreement_signature_requests')
    .set({
      status: 'signed',
      consent_text: ESIGN_CONSENT_TEXT,
      consented_at: signer.consentedAt,
      signer_name: signer.name,
      signed_at: signedAt,
      signer_ip: DEMO_CLIENT.ip,
      signer_user_agent: DEMO_CLIENT.userAgent,
      signer_proof: signer.proof,
      signer_time_zone: signer.timeZone,
      signed_file_id: signed.fileId,
      signed_pages_sha256: signed.pagesSha256,
      signed_sha256: signed.sha256,
    })
    .where('id', '=', request.id)
    .execute();
  if (status === 'completed') {
    const completed = await seal([signer, countersigner], 'completed');
    await trx
      .updateTable('agreement_signature_requests')
      .set({
        status: 'completed',
        countersigner_name: countersigner.name,
        countersigner_email: countersigner.email,
        countersigned_at: countersigner.signedAt,
        countersigner_ip: DEMO_CLIENT.ip,
        countersigner_user_agent: DEMO_CLIENT.userAgent,
        countersigner_proof: countersigner.proof,
        countersigner_time_zone: countersigner.timeZone,
        completed_file_id: completed.fileId,
        completed_pages_sha256: completed.pagesSha256,
        completed_sha256: completed.sha256,
      })
      .where('id', '=', request.id)
      .execute();
  }
  const actor = { id: null, email: author.email };
  await recordSignatureEvent(trx, request.id, 'consented', actor, DEMO_CLIENT, {}, signer.consentedAt);
  await recordSignatureEvent(trx, request.id, 'signed', actor, DEMO_CLIENT, {}, signedAt);
  if (status === 'completed') {
    const staff = { id: null, email: DEMO_STAFF.email };
    await recordSignatureEvent(trx, request.id, 'countersigned', staff, DEMO_CLIENT, {}, countersigner.signedAt);
  }
}
