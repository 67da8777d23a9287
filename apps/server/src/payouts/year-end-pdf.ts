import { formatMoney } from '@app/contracts/money';
import type { YearEndPayee } from '@app/contracts/year-end-api';
import { wrap } from '../agreements/signatures/seal.js';
import type { AuthorYearLines } from './year-end.js';

/** pdf-lib loads on first use, like for agreements. */
const pdfLib = () => import('pdf-lib');

const signed = (cents: number, currency: string) => `${cents > 0 ? '+' : ''}${formatMoney(cents / 100, currency)}`;

/** What the year's figures mean for the payee's US information returns (two after a change of form). */
function taxReturnLines(year: YearEndPayee): string[] {
  const money = (cents: number) => formatMoney(cents / 100, year.currency);
  const lines: string[] = [];
  if (year.form_1099_misc) {
    lines.push(`Form 1099-MISC, box 2 (Royalties): ${money(year.form_1099_misc.box2_royalties_cents)}`);
  }
  if (year.form_1042s) {
    const form = year.form_1042s;
    lines.push(
      `Form 1042-S, income code ${form.income_code} (royalties): gross income ${money(form.gross_income_cents)}`,
      `Chapter 3 exemption code ${form.chapter3_exemption_code}, tax rate ${form.tax_rate_percent} %, ` +
        `US federal tax withheld ${money(form.withheld_cents)}`,
    );
  }
  if (lines.length > 0) return lines;
  if (year.form === 'w9') return ['Below the $10.00 reporting threshold: no Form 1099-MISC is filed for this year.'];
  return ['No tax form was on file: sign your W-9 or W-8BEN in the dashboard.'];
}

/**
 * An author's year-end statement: one A4 page (more when the lines need them) with the year's
 * royalties paid, tax withheld and net, the information return they are reported on, and each
 * payout and correction behind the figures. Made afresh from the ledger on each download.
 */
export async function yearEndStatementPdf(year: YearEndPayee, lines: AuthorYearLines): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await pdfLib();
  const document = await PDFDocument.create();
  document.setTitle(`Year-end royalty statement ${year.year}: ${year.author_name}`);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const left = 48;
  let page = document.addPage([595.28, 841.89]);
  const width = page.getWidth() - left * 2;
  let y = page.getHeight() - 56;
  const write = (text: string, size = 10, face = font, gap = 5) => {
    for (const line of wrap(face, text, size, width)) {
      if (y < 56) {
        page = document.addPage([595.28, 841.89]);
        y = page.getHeight() - 56;
      }
      page.drawText(line, { x: left, y, size, font: face, color: rgb(0.1, 0.1, 0.2) });
      y -= size + gap;
    }
  };
  const money = (cents: number) => formatMoney(cents / 100, year.currency);

  write(`Year-end royalty statement ${year.year}`, 18, bold, 12);
  write(`${year.author_name} (${year.author_email})`, 11, bold, 12);
  write(`Royalties paid: ${money(year.paid_cents)}`, 11);
  write(`US tax withheld: ${money(year.withheld_cents)}`, 11);
  write(`Paid to you: ${money(year.net_cents)}`, 11, bold, 14);
  for (const line of taxReturnLines(year)) write(line);
  y -= 10;
  write('Payments', 12, bold, 8);
  if (lines.payouts.length === 0) write('None in this year.');
  for (const payout of lines.payouts) {
    write(
      `${payout.date} ${payout.reference ?? 'Royalty payment'}: paid ${money(payout.paid_cents)}, ` +
        `withheld ${money(payout.withheld_cents)}`,
    );
  }
  if (lines.corrections.length > 0) {
    y -= 10;
    write(`Corrections of ${year.year}, recorded after the year ended`, 12, bold, 8);
    for (const correction of lines.corrections) {
      write(
        `${correction.date} ${correction.note}: paid ${signed(correction.paid_cents, year.currency)}, ` +
          `withheld ${signed(correction.withheld_cents, year.currency)}`,
      );
    }
  }
  y -= 10;
  write(
    `Amounts in ${year.currency}. Payments count in the year they were paid; a correction recorded ` +
      'after 31 December counts in the year it corrects. Keep this statement with your tax records.',
    9,
  );
  return document.save();
}
