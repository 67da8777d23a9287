/**
 * A NACHA ACH file of PPD credits (docs/payouts.md#the-nacha-file): one batch paying each payee's
 * bank account, balanced by one debit of the company's own account for the total, so the bank sees
 * debits equal credits. Fixed-width records of 94 characters, blocked by ten, the last block filled
 * with lines of 9s.
 */
import type { AchOriginator } from '../config/env.js';

export type { AchOriginator };

export interface AchCredit {
  /** The receiver's name (22 characters are sent) and our reference for them (15). */
  name: string;
  reference: string;
  routing: string;
  account: string;
  accountType: 'checking' | 'savings';
  amountCents: number;
}

export interface AchFileOptions {
  /** When the file was made: its header's date and time (UTC). */
  createdAt: Date;
  /** The day the receivers get the money (YYYY-MM-DD). */
  effectiveDate: string;
  /** Why they are paid, as their bank statement shows it (10 characters), e.g. ROYALTIES. */
  description: string;
}

const RECORD_LENGTH = 94;
const BLOCKING_FACTOR = 10;
/** Service class 200: a batch with credits and debits (the balancing debit). */
const MIXED_BATCH = '200';
const TRANSACTION_CODES = { checking: { credit: '22', debit: '27' }, savings: { credit: '32', debit: '37' } };

/** Text as the ACH network carries it: upper-case ASCII letters, digits and a little punctuation. */
function achText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,&'/()-]/g, ' ');
}

/** An alphanumeric field: left-justified, blank-filled, cut at its width. */
const alpha = (value: string, width: number) => achText(value).slice(0, width).padEnd(width, ' ');

/** A numeric field: right-justified, zero-filled; a value too wide for its field is an error. */
function numeric(value: number | string, width: number): string {
  const digits = String(value);
  if (!/^\d+$/.test(digits) || digits.length > width) throw new Error(`ACH field of ${width} digits got ${digits}`);
  return digits.padStart(width, '0');
}

/** YYMMDD of a calendar day (YYYY-MM-DD) or of an instant in UTC. */
const yymmdd = (day: string) => day.slice(2, 4) + day.slice(5, 7) + day.slice(8, 10);

function record(...fields: string[]): string {
  const line = fields.join('');
  if (line.length !== RECORD_LENGTH) throw new Error(`ACH record of ${line.length} characters`);
  return line;
}

interface Entry {
  code: string;
  routing: string;
  account: string;
  amountCents: number;
  reference: string;
  name: string;
}

/** The file's text, lines ended by CRLF as banks' upload portals expect. */
export function nachaFile(originator: AchOriginator, credits: readonly AchCredit[], options: AchFileOptions): string {
  const odfi = originator.bankRouting.slice(0, 8);
  const batchNumber = numeric(1, 7);
  const created = options.createdAt.toISOString();
  const totalCents = credits.reduce((sum, credit) => sum + credit.amountCents, 0);
  const entries: Entry[] = [
    ...credits.map((credit) => ({ ...credit, code: TRANSACTION_CODES[credit.accountType].credit })),
    {
      code: TRANSACTION_CODES.checking.debit,
      routing: originator.bankRouting,
      account: originator.offsetAccount,
      amountCents: totalCents,
      reference: 'OFFSET',
      name: originator.companyName,
    },
  ];
  // The batch's and the file's hash: the sum of the receiving banks' 8-digit routing prefixes, its last 10 digits.
  const entryHash = String(entries.reduce((sum, entry) => sum + Number(entry.routing.slice(0, 8)), 0)).slice(-10);
  const lines = [
    record(
      '1',
      '01',
      ` ${numeric(originator.bankRouting, 9)}`,
      alpha(originator.companyId, 10),
      yymmdd(created),
      created.slice(11, 13) + created.slice(14, 16),
      'A',
      '094',
      numeric(BLOCKING_FACTOR, 2),
      '1',
      alpha(originator.bankName, 23),
      alpha(originator.companyName, 23),
      alpha('', 8),
    ),
    record(
      '5',
      MIXED_BATCH,
      alpha(originator.companyName, 16),
      alpha('', 20),
      alpha(originator.companyId, 10),
      'PPD',
      alpha(options.description, 10),
      alpha('', 6),
      yymmdd(options.effectiveDate),
      alpha('', 3),
      '1',
      numeric(odfi, 8),
      batchNumber,
    ),
    ...entries.map((entry, index) =>
      record(
        '6',
        entry.code,
        numeric(entry.routing, 9),
        alpha(entry.account, 17),
        numeric(entry.amountCents, 10),
        alpha(entry.reference, 15),
        alpha(entry.name, 22),
        alpha('', 2),
        '0',
        numeric(odfi, 8),
        numeric(index + 1, 7),
      ),
    ),
    record(
      '8',
      MIXED_BATCH,
      numeric(entries.length, 6),
      numeric(entryHash, 10),
      numeric(totalCents, 12),
      numeric(totalCents, 12),
      alpha(originator.companyId, 10),
      alpha('', 19),
      alpha('', 6),
      numeric(odfi, 8),
      batchNumber,
    ),
  ];
  const blocks = Math.ceil((lines.length + 1) / BLOCKING_FACTOR);
  lines.push(
    record(
      '9',
      numeric(1, 6),
      numeric(blocks, 6),
      numeric(entries.length, 8),
      numeric(entryHash, 10),
      numeric(totalCents, 12),
      numeric(totalCents, 12),
      alpha('', 39),
    ),
  );
  while (lines.length % BLOCKING_FACTOR !== 0) lines.push('9'.repeat(RECORD_LENGTH));
  return lines.join('\r\n') + '\r\n';
}
