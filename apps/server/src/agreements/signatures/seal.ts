import { createHash } from 'node:crypto';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/** pdf-lib is loaded on first use: it holds some 20 MB the server needs only around signatures. */
const pdfLib = () => import('pdf-lib');

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export interface SignerEvidence {
  role: string;
  name: string;
  email: string;
  /** When the signer accepted the consent: never after the signature. */
  consentedAt: Date;
  signedAt: Date;
  /** The signer's time zone (IANA name), or null when their browser sent none. */
  timeZone: string | null;
  ip: string;
  userAgent: string;
  proof: 'password' | 'authenticator code';
  drawnSignature: Uint8Array | null;
}

export interface SealInput {
  original: Uint8Array;
  title: string;
  agreementId: string;
  requestId: string;
  originalSha256: string;
  consentText: string;
  signers: SignerEvidence[];
}

export interface Sealed {
  bytes: Uint8Array;
  /** The signed pages before the certificate was added: the certificate quotes this hash. */
  pagesSha256: string;
  sha256: string;
}

/** A document pdf-lib cannot open (encrypted, damaged) is refused when it is sent, not when signed. */
export async function loadableProblem(bytes: Uint8Array): Promise<string | null> {
  try {
    const { PDFDocument } = await pdfLib();
    const document = await PDFDocument.load(bytes);
    return document.getPageCount() > 0 ? null : 'The PDF has no pages';
  } catch {
    return 'This PDF cannot be signed in the app (it is encrypted or damaged): upload another copy';
  }
}

/** A drawn signature pdf-lib cannot embed is refused before anything is stored. */
export async function drawnSignatureProblem(png: Uint8Array): Promise<string | null> {
  try {
    const { PDFDocument } = await pdfLib();
    await (await PDFDocument.create()).embedPng(png);
    return null;
  } catch {
    return 'The drawn signature is not a readable PNG image';
  }
}

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * A moment of a signature as the certificate prints it: in the signer's own time zone, to the
 * second, with the UTC time beside it ("27 November 2026, 21:55:13 CET (Europe/Budapest) · 2026-11-27
 * 20:55:13 UTC"); the UTC time alone when the signer's zone is unknown.
 */
export function signatureMoment(at: Date, timeZone: string | null): string {
  if (!timeZone) return utc(at);
  const local = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone,
  }).format(at);
  return `${local.replace(' at ', ', ')} (${timeZone}) · ${utc(at)}`;
}

/**
 * The standard PDF fonts only know Windows-1252: other letters are shown without their accent,
 * else as "?". The exact text is kept in the database and the evidence trail.
 */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      for (const candidate of [char, char.normalize('NFKD').replace(/\p{M}/gu, '')]) {
        try {
          font.encodeText(candidate);
          if (candidate) return candidate;
        } catch {
          // not encodable: try the next form
        }
      }
      return '?';
    })
    .join('');
}

/** Lines of `text` that fit `width` in `font`, in characters the standard fonts can print. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  // A word longer than the width (a hash, a user agent) is cut into pieces that fit.
  return lines.flatMap((l) => {
    const pieces: string[] = [];
    let rest = l;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      pieces.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    return [...pieces, rest];
  });
}

interface Ink {
  paper: Color;
  frame: Color;
  text: Color;
}

/** The signature blocks, side by side along the bottom of the last page. */
async function drawSignatureBlocks(
  document: PDFDocument,
  page: PDFPage,
  font: PDFFont,
  ink: Ink,
  signers: SignerEvidence[],
) {
  const { width } = page.getSize();
  const margin = 36;
  const blockWidth = (width - margin * 2 - 12 * (signers.length - 1)) / signers.length;
  for (const [index, signer] of signers.entries()) {
    const x = margin + index * (blockWidth + 12);
    const y = 24;
    page.drawRectangle({ x, y, width: blockWidth, height: 78, color: ink.paper, opacity: 0.9 });
    page.drawRectangle({ x, y, width: blockWidth, height: 78, borderColor: ink.frame, borderWidth: 1 });
    const line = (text: string, offset: number, size = 8) =>
      page.drawText(wrap(font, text, size, blockWidth - 12)[0] ?? '', {
        x: x + 6,
        y: y + offset,
        size,
        font,
        color: ink.text,
      });
    line(`Signed electronically (${signer.role})`, 66, 7);
    if (signer.drawnSignature) {
      const image = await document.embedPng(signer.drawnSignature);
      const scaled = image.scaleToFit(blockWidth - 12, 26);
      page.drawImage(image, { x: x + 6, y: y + 36, width: scaled.width, height: scaled.height });
    } else {
      line(signer.name, 42, 14);
    }
    line(`${signer.name} <${signer.email}>`, 22);
    line(signatureMoment(signer.signedAt, signer.timeZone), 8);
  }
}

function drawCertificate(
  document: PDFDocument,
  fonts: { font: PDFFont; bold: PDFFont },
  ink: Ink,
  input: SealInput,
  pagesSha256: string,
) {
  const { font, bold } = fonts;
  const pageSize: [number, number] = [595.28, 841.89];
  let page = document.addPage(pageSize);
  let y = pageSize[1] - 56;
  const left = 48;
  const width = pageSize[0] - left * 2;
  const write = (text: string, size = 9, face = font, gap = 4) => {
    for (const piece of wrap(face, text, size, width)) {
      if (y < 48) {
        page = document.addPage(pageSize);
        y = pageSize[1] - 56;
      }
      page.drawText(piece, { x: left, y, size, font: face, color: ink.text });
      y -= size + gap;
    }
  };
  write('Certificate of completion', 18, bold, 10);
  write(`Document: ${input.title}`, 11, bold);
  write(`Agreement id: ${input.agreementId}`);
  write(`Signature request id: ${input.requestId}`);
  write(`SHA-256 of the original document: ${input.originalSha256}`);
  write(`SHA-256 of the signed document (its pages before this certificate): ${pagesSha256}`, 9, font, 12);
  for (const signer of input.signers) {
    write(`${signer.role}: ${signer.name}`, 11, bold);
    write(`Email: ${signer.email}`);
    write(`Consented to sign electronically at: ${signatureMoment(signer.consentedAt, signer.timeZone)}`);
    write(`Signed at: ${signatureMoment(signer.signedAt, signer.timeZone)}`);
    write(`IP address: ${signer.ip}`);
    write(`User agent: ${signer.userAgent || 'not sent'}`);
    write(`Identity confirmed by: ${signer.proof}, at the moment of signing`, 9, font, 12);
  }
  write('Consent to sign electronically, accepted by each signer:', 9, bold);
  write(input.consentText, 8, font, 12);
  write(
    'The SHA-256 of this whole file is kept by the publisher: upload a copy to the verification page ' +
      'to check that it is this document, unchanged.',
    8,
  );
}

/**
 * The signed PDF: the original with each signature on its last page, then a certificate page.
 * Built from the original every time (the countersigned file carries both signatures).
 */
export async function sealAgreement(input: SealInput): Promise<Sealed> {
  const { PDFDocument, StandardFonts, rgb } = await pdfLib();
  const ink: Ink = { paper: rgb(1, 1, 1), frame: rgb(0.1, 0.3, 0.6), text: rgb(0.1, 0.1, 0.2) };
  const signed = await PDFDocument.load(input.original, { updateMetadata: false });
  const font = await signed.embedFont(StandardFonts.Helvetica);
  await drawSignatureBlocks(signed, signed.getPage(signed.getPageCount() - 1), font, ink, input.signers);
  const last = input.signers.at(-1);
  if (last) signed.setModificationDate(last.signedAt);
  const pages = await signed.save();
  const pagesSha256 = sha256Hex(pages);
  const sealed = await PDFDocument.load(pages, { updateMetadata: false });
  const fonts = {
    font: await sealed.embedFont(StandardFonts.Helvetica),
    bold: await sealed.embedFont(StandardFonts.HelveticaBold),
  };
  drawCertificate(sealed, fonts, ink, input, pagesSha256);
  const bytes = await sealed.save();
  return { bytes, pagesSha256, sha256: sha256Hex(bytes) };
}
