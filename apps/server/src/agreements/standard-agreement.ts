import type { Transaction } from 'kysely';
import { SIGNATURE_EXPIRY_DAYS } from '@app/contracts/agreement-signature';
import type { DB } from '../db/schema.js';
import { fileUrl, saveFile } from '../files/file-store.js';
import { openSignatureRequest, type EventActor } from './signatures/signature-store.js';
import type { SignatureRequestRow } from './signatures/signature.tables.js';

const clauses = (service: string) => [
  `This agreement is made between Quillbridge Publishing ("the Publisher") and the Author named below, for the ${service} services described in the Author's order.`,
  "1. Services. The Publisher carries out the services named above to the standards of the major book retailers, with the Author's approval at each step the order lists.",
  '2. Schedule. Work starts within 21 days of signature. The Author receives a first sample or proof for approval before the whole work is done.',
  "3. Fees. The fee is set out in the invoice linked to this agreement and is payable in the installments shown in the Author's dashboard.",
  '4. Rights. The Author keeps every right in the work and in what the Publisher produces for it. The Publisher claims no royalty.',
  '5. Revisions. Two rounds of corrections are included; further rounds are quoted before any work is done.',
  '6. Termination. Either party may end this agreement by written notice; work already done is invoiced at cost.',
  '7. Governing law. This agreement is governed by the laws of the State of New York.',
];

/** The publisher's standard agreement for a service: two A4 pages of clauses, the last with the parties' lines. */
export async function standardAgreementPdf(title: string, authorName: string): Promise<Uint8Array> {
  // pdf-lib is loaded on first use: the server needs it only around agreements.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.setTitle(title);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const all = clauses(title.replace(/\s+Agreement$/i, ''));
  const halves = [all.slice(0, 4), all.slice(4)];
  for (const [index, pageClauses] of halves.entries()) {
    const page = document.addPage([595.28, 841.89]);
    let y = 780;
    page.drawText(index === 0 ? title : `${title} (continued)`, { x: 56, y, size: 16, font: bold });
    y -= 36;
    for (const clause of pageClauses) {
      let line = '';
      for (const word of clause.split(' ')) {
        if (line && font.widthOfTextAtSize(`${line} ${word}`, 11) > 480) {
          page.drawText(line, { x: 56, y, size: 11, font });
          y -= 16;
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      page.drawText(line, { x: 56, y, size: 11, font });
      y -= 28;
    }
    if (index === halves.length - 1) {
      page.drawText(`Author: ${authorName}`, { x: 56, y: 200, size: 11, font });
      page.drawText('For the Publisher: Quillbridge Publishing', { x: 56, y: 180, size: 11, font });
    }
    page.drawText(`Page ${index + 1} of ${halves.length}`, { x: 270, y: 130, size: 9, font });
  }
  return document.save();
}

/**
 * Attaches the standard agreement to an agreement that has neither a document nor an outside
 * signing link, and sends it to the author for an in-app signature: an agreement waiting for the
 * author's signature always gives them a document to read and a way to sign it.
 */
export async function sendStandardAgreement(
  trx: Transaction<DB>,
  input: {
    agreement: { id: string; author_id: string; service_name: string };
    author: { full_name: string; email: string };
    sentBy: EventActor;
    sentAt: Date;
    client: { ip: string; userAgent: string } | null;
    countersign?: boolean;
    expiresInDays?: number;
  },
): Promise<SignatureRequestRow> {
  const { agreement, author } = input;
  const bytes = await standardAgreementPdf(agreement.service_name, author.full_name);
  const slug = agreement.service_name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const file = await saveFile(trx, {
    ownerAuthorId: agreement.author_id,
    purpose: 'agreement',
    fileName: `${slug || 'agreement'}.pdf`,
    contentType: 'application/pdf',
    bytes,
  });
  await trx
    .updateTable('contract_documents')
    .set({ document_file_url: fileUrl(file.id) })
    .where('id', '=', agreement.id)
    .execute();
  return openSignatureRequest(trx, {
    agreement,
    file: { id: file.id, data: bytes },
    countersign: input.countersign ?? false,
    signerEmail: author.email,
    sentBy: input.sentBy,
    sentAt: input.sentAt,
    expiresAt: new Date(input.sentAt.getTime() + (input.expiresInDays ?? SIGNATURE_EXPIRY_DAYS.default) * 86_400_000),
    client: input.client,
  });
}
