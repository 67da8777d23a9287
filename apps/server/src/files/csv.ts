/** Cells a spreadsheet would run as a formula start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A separator some reader splits on (comma, semicolon) before a formula start: a cell of its own there. */
const INNER_FORMULA_START = /([,;])(?=[=+\-@\t\r])/g;
/** A plain decimal number (an amount written with its decimals): a number, never a formula. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && !DECIMAL.test(text)) {
    if (FORMULA_START.test(text)) text = `'${text}`;
    text = text.replace(INNER_FORMULA_START, "$1'");
  }
  return /[",;\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV (CRLF line ends) with a header row. Numbers stay numbers; text that looks like a
 * formula is defused, at its start and after any comma or semicolon, whichever separator the
 * spreadsheet reads it with.
 */
export function toCsv(header: readonly string[], rows: readonly CsvRow[]): string {
  return csvLines([header, ...rows]);
}

type CsvRow = readonly (string | number | null | undefined)[];

/** The same CSV without a header row, for uploads whose format has none (PayPal's Payouts batch). */
export const csvLines = (rows: readonly CsvRow[]): string =>
  rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

/** Content-Disposition for a download named like `invoices-2025-06-15.csv`. */
export const attachment = (fileName: string): string => `attachment; filename="${fileName.replace(/"/g, '')}"`;
