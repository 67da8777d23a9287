import type { ProofVerify } from '@app/contracts/production-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { conflict } from '../staff/errors.js';
import { approvalCertificate } from './approval-certificate.js';
import { loadProof } from './production-view.js';
import { uploadedCopySha256 } from './production-files.js';
import type { ProjectRow } from './production-store.js';

/** A proof of this project (404 for any other, so ids of other projects reveal nothing). */
export async function projectProof(db: Kysely<DB>, projectId: string, proofId: string) {
  const proof = await db
    .selectFrom('production_proofs')
    .selectAll()
    .where('id', '=', proofId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!proof) throw notFound('Proof');
  return proof;
}

const CERTIFICATE_MISSING = 'This proof is not approved: there is no approval certificate yet';

/** GET …/proofs/:proofId/certificate: the approval certificate PDF (409 before the approval). */
export async function sendApprovalCertificate(
  db: Kysely<DB>,
  reply: FastifyReply,
  project: ProjectRow,
  proofId: string,
) {
  const proof = await loadProof(db, project.id, proofId);
  if (!proof.approval) throw conflict(CERTIFICATE_MISSING);
  const pdf = await approvalCertificate({
    projectTitle: projectTitle(project),
    proofId: proof.id,
    proofVersion: proof.version,
    fileName: proof.file_name,
    approval: proof.approval,
  });
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(`Approval certificate - proof ${proof.version}.pdf`)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}

/**
 * POST …/proofs/:proofId/verify: whether an uploaded copy is exactly the approved file, by its
 * SHA-256 against the one the approval recorded (the way a sealed agreement is checked).
 */
export async function verifyApprovedCopy(
  db: Kysely<DB>,
  request: FastifyRequest,
  projectId: string,
  proofId: string,
): Promise<ProofVerify> {
  const proof = await loadProof(db, projectId, proofId);
  if (!proof.approval) throw conflict(CERTIFICATE_MISSING);
  const sha256 = await uploadedCopySha256(request);
  const matches = sha256 === proof.approval.approved_sha256;
  return {
    matches,
    sha256,
    message: matches
      ? `This is the approved file: ${proof.approval.approver_email} approved exactly this proof.`
      : 'This file differs from the approved proof.',
  };
}

/** How a project is named on its certificates. */
const projectTitle = (project: ProjectRow): string =>
  project.book_title ? `${project.service}: ${project.book_title}` : project.service;
