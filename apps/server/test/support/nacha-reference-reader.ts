/**
 * A reader of NACHA ACH files written for the tests from the published record layouts, sharing
 * nothing with the generator (src/payouts/nacha.ts): it reads each field by its position, and
 * throws on anything a bank would reject: a record not 94 characters, counts, totals or entry hashes
 * that do not add up, blocks not of ten records, a last block not filled with 9s.
 */

export interface ReadEntry {
  transactionCode: string;
  /** Receiving bank's routing number (8 digits and the check digit). */
  routing: string;
  account: string;
  amountCents: number;
  individualId: string;
  individualName: string;
  traceNumber: string;
}

export interface ReadBatch {
  serviceClass: string;
  companyName: string;
  companyId: string;
  secCode: string;
  entryDescription: string;
  effectiveDate: string;
  originatingBank: string;
  batchNumber: number;
  entries: ReadEntry[];
  totalDebitCents: number;
  totalCreditCents: number;
}

export interface ReadFile {
  immediateDestination: string;
  immediateOrigin: string;
  creationDate: string;
  destinationName: string;
  originName: string;
  batches: ReadBatch[];
  blockCount: number;
}

/** A 1-based, inclusive slice, as the NACHA layouts number positions. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);
const num = (line: string, from: number, to: number) => {
  const text = at(line, from, to);
  if (!/^\d+$/.test(text)) throw new Error(`positions ${from}-${to} are not numeric: "${text}"`);
  return Number(text);
};
const CREDIT_CODES = new Set(['22', '32']);
const DEBIT_CODES = new Set(['27', '37']);

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Sum of the entries' 8-digit bank prefixes, its last (rightmost) 10 digits. */
const entryHashOf = (entries: readonly ReadEntry[]) =>
  Number(String(entries.reduce((sum, entry) => sum + Number(entry.routing.slice(0, 8)), 0)).slice(-10));

export function readNachaFile(text: string): ReadFile {
  check(text.endsWith('\n'), 'the file ends with a line break');
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    check(line.length === 94, `record ${index + 1} is ${line.length} characters, not 94`);
    check(/^[\x20-\x7e]+$/.test(line), `record ${index + 1} has characters outside printable ASCII`);
  });
  check(lines.length % 10 === 0, `${lines.length} records are not whole blocks of 10`);

  const header = lines[0]!;
  check(at(header, 1, 1) === '1', 'the file starts with a file header (type 1)');
  check(at(header, 35, 37) === '094', 'the header gives record size 094');
  check(at(header, 38, 39) === '10', 'the header gives blocking factor 10');
  check(at(header, 40, 40) === '1', 'the header gives format code 1');

  const batches: ReadBatch[] = [];
  let index = 1;
  while (at(lines[index] ?? '', 1, 1) === '5') {
    const batchHeader = lines[index++]!;
    const entries: ReadEntry[] = [];
    while (at(lines[index] ?? '', 1, 1) === '6') {
      const line = lines[index++]!;
      check(at(line, 79, 79) === '0', 'entries carry no addenda');
      entries.push({
        transactionCode: at(line, 2, 3),
        routing: at(line, 4, 12),
        account: at(line, 13, 29).trimEnd(),
        amountCents: num(line, 30, 39),
        individualId: at(line, 40, 54).trimEnd(),
        individualName: at(line, 55, 76).trimEnd(),
        traceNumber: at(line, 80, 94),
      });
    }
    const control = lines[index++] ?? '';
    check(at(control, 1, 1) === '8', 'a batch ends with its batch control (type 8)');
    const credits = entries.filter((e) => CREDIT_CODES.has(e.transactionCode));
    const debits = entries.filter((e) => DEBIT_CODES.has(e.transactionCode));
    check(credits.length + debits.length === entries.length, 'every entry is a credit or a debit');
    const totalCreditCents = credits.reduce((sum, e) => sum + e.amountCents, 0);
    const totalDebitCents = debits.reduce((sum, e) => sum + e.amountCents, 0);
    check(at(control, 2, 4) === at(batchHeader, 2, 4), 'batch control repeats the service class');
    check(num(control, 5, 10) === entries.length, 'batch control counts the entries');
    check(num(control, 11, 20) === entryHashOf(entries), 'batch control entry hash');
    check(num(control, 21, 32) === totalDebitCents, 'batch control total debits');
    check(num(control, 33, 44) === totalCreditCents, 'batch control total credits');
    check(at(control, 45, 54) === at(batchHeader, 41, 50), 'batch control repeats the company ID');
    check(at(control, 80, 87) === at(batchHeader, 80, 87), 'batch control repeats the originating bank');
    check(at(control, 88, 94) === at(batchHeader, 88, 94), 'batch control repeats the batch number');
    entries.forEach((entry, position) => {
      check(entry.traceNumber.startsWith(at(batchHeader, 80, 87)), 'trace numbers start with the originating bank');
      check(position === 0 || entry.traceNumber > entries[position - 1]!.traceNumber, 'trace numbers ascend');
    });
    batches.push({
      serviceClass: at(batchHeader, 2, 4),
      companyName: at(batchHeader, 5, 20).trimEnd(),
      companyId: at(batchHeader, 41, 50).trimEnd(),
      secCode: at(batchHeader, 51, 53),
      entryDescription: at(batchHeader, 54, 63).trimEnd(),
      effectiveDate: at(batchHeader, 70, 75),
      originatingBank: at(batchHeader, 80, 87),
      batchNumber: num(batchHeader, 88, 94),
      entries,
      totalDebitCents,
      totalCreditCents,
    });
  }

  const fileControl = lines[index++] ?? '';
  check(at(fileControl, 1, 1) === '9' && !/^9+$/.test(fileControl), 'the batches end with the file control');
  const allEntries = batches.flatMap((batch) => batch.entries);
  check(num(fileControl, 2, 7) === batches.length, 'file control counts the batches');
  check(num(fileControl, 8, 13) === lines.length / 10, 'file control counts the blocks');
  check(num(fileControl, 14, 21) === allEntries.length, 'file control counts the entries');
  check(num(fileControl, 22, 31) === entryHashOf(allEntries), 'file control entry hash');
  check(num(fileControl, 32, 43) === batches.reduce((s, b) => s + b.totalDebitCents, 0), 'file control debits');
  check(num(fileControl, 44, 55) === batches.reduce((s, b) => s + b.totalCreditCents, 0), 'file control credits');
  check(at(fileControl, 56, 94).trim() === '', 'file control ends blank');
  const padding = lines.slice(index);
  check(padding.length < 10, 'no whole block of padding');
  check(
    padding.every((line) => line === '9'.repeat(94)),
    'the last block is filled with lines of 9s',
  );
  return {
    immediateDestination: at(header, 4, 13),
    immediateOrigin: at(header, 14, 23),
    creationDate: at(header, 24, 29),
    destinationName: at(header, 41, 63).trimEnd(),
    originName: at(header, 64, 86).trimEnd(),
    batches,
    blockCount: num(fileControl, 8, 13),
  };
}
