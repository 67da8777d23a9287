import type { ProofApproval } from '@app/contracts/production-api';
import { wrap } from '../agreements/signatures/seal.js';

/** pdf-lib loads on first use, like for agreements. */
const pdfLib = () => import('pdf-lib');

export interface CertificateInput {
  projectTitle: string;
  proofId: string;
  proofVersion: number;
  fileName: string;
  approval: ProofApproval;
}

/**
 * The approval certificate: one A4 page stating who approved which exact file (its SHA-256),
 * when, from where and how they proved who they were. Built from the stored approval each time,
 * so it always says what the database keeps.
 */
export async function approvalCertificate(input: CertificateInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await pdfLib();
  const document = await PDFDocument.create();
  const approvedAt = new Date(input.approval.approved_at);
  document.setTitle(`Proof approval certificate: ${input.fileName}`);
  document.setCreationDate(approvedAt);
  document.setModificationDate(approvedAt);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595.28, 841.89]);
  const left = 48;
  const width = page.getWidth() - left * 2;
  let y = page.getHeight() - 56;
  const write = (text: string, size = 10, face = font, gap = 5) => {
    for (const line of wrap(face, text, size, width)) {
      page.drawText(line, { x: left, y, size, font: face, color: rgb(0.1, 0.1, 0.2) });
      y -= size + gap;
    }
  };
  const { approval } = input;
  write('Proof approval certificate', 18, bold, 12);
  write(`Project: ${input.projectTitle}`, 11, bold);
  write(`Proof: version ${input.proofVersion}, ${input.fileName}`);
  write(`Proof id: ${input.proofId}`);
  write(`SHA-256 of the approved file: ${approval.approved_sha256}`, 10, font, 14);
  write(`Approved by: ${approval.approver_email}`, 11, bold);
  write(`Approved at: ${approvedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`);
  write(`IP address: ${approval.ip}`);
  write(`User agent: ${approval.user_agent || 'not sent'}`);
  write(`Identity confirmed by: ${approval.proof_of_identity}, at the moment of approval`, 10, font, 14);
  write(
    'The approval covers exactly the file with the SHA-256 above. Upload a copy on the proof page to ' +
      'check that it is the approved file, unchanged.',
    9,
  );
  return document.save();
}
