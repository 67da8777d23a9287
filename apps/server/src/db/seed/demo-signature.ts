import type { Transaction } from 'kysely';
import { openSignatureRequest } from '../../agreements/signatures/signature-store.js';
import { fileUrl, saveFile } from '../../files/file-store.js';
import type { DB } from '../schema.js';

const CLAUSES = [
  'This agreement is made between Quillbridge Publishing ("the Publisher") and the Author named below, for the production of an unabridged audiobook of the Author\'s work.',
  "1. Services. The Publisher casts a narrator with the Author's approval, records, edits and masters the audiobook to the requirements of the major audiobook retailers.",
  '2. Schedule. Recording starts within 21 days of signature. The Author receives the first fifteen minutes for approval before the full recording.',
  "3. Fees. The fee is set out in the invoice linked to this agreement and is payable in the installments shown in the Author's dashboard.",
  '4. Rights. The Author keeps every right in the work and in the recording. The Publisher claims no royalty.',
  '5. Revisions. Two rounds of corrections are included; further rounds are quoted before any work is done.',
  '6. Termination. Either party may end this agreement by written notice; work already done is invoiced at cost.',
  '7. Governing law. This agreement is governed by the laws of the State of New York.',
];

/** A small agreement PDF: two pages of clauses, the last with the parties' lines. */
async function demoAgreementPdf(title: string, authorName: string): Promise<Uint8Array> {
  // Only a new demo database needs it: loaded here rather than with the server.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const halves = [CLAUSES.slice(0, 4), CLAUSES.slice(4)];
  for (const [index, clauses] of halves.entries()) {
    const page = document.addPage([595.28, 841.89]);
    let y = 780;
    page.drawText(index === 0 ? title : `${title} (continued)`, { x: 56, y, size: 16, font: bold });
    y -= 36;
    for (const clause of clauses) {
      const words = clause.split(' ');
      let line = '';
      for (const word of words) {
        if (font.widthOfTextAtSize(`${line} ${word}`, 11) > 480) {
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

/** The demo author's audiobook agreement, sent by the demo staff to be signed in the dashboard. */
export async function seedDemoSignature(
  trx: Transaction<DB>,
  agreement: { id: string; authorId: string; title: string; authorName: string; authorEmail: string; sentAt: Date },
): Promise<void> {
  const bytes = await demoAgreementPdf(agreement.title, agreement.authorName);
  const file = await saveFile(trx, {
    ownerAuthorId: agreement.authorId,
    purpose: 'agreement',
    fileName: 'audiobook-production-agreement.pdf',
    contentType: 'application/pdf',
    bytes,
  });
  await trx
    .updateTable('contract_documents')
    .set({ document_file_url: fileUrl(file.id) })
    .where('id', '=', agreement.id)
    .execute();
  await openSignatureRequest(trx, {
    agreement: { id: agreement.id, author_id: agreement.authorId, service_name: agreement.title },
    file: { id: file.id, data: bytes },
    countersign: true,
    signerEmail: agreement.authorEmail,
    sentBy: { id: null, email: 'staff@example.com' },
    sentAt: agreement.sentAt,
    expiresAt: new Date(agreement.sentAt.getTime() + 60 * 86_400_000),
    client: null,
  });
}
