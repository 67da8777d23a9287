/** The one placeholder shown for a missing value, everywhere (dates, amounts, counts). */
export const DASH = '—';

export const DEFAULT_CURRENCY = 'USD';

/** What money looks like on the way in: a number, exact decimal text from PostgreSQL, or nothing. */
export type MoneyInput = number | string | null | undefined;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** A finite amount, or null for null, missing, NaN or text that is not a plain decimal. */
export function toAmount(value: MoneyInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return Number(value.trim());
  return null;
}

/** Whole cents, so sums never pick up float noise (0.1 + 0.2). */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Sum of amounts in exact cents; null entries count as nothing. */
export function sumAmounts(values: readonly (number | null)[]): number {
  return values.reduce<number>((cents, value) => cents + (value === null ? 0 : toCents(value)), 0) / 100;
}

/**
 * The figure a row is worth: total_amount, falling back to amount only when total_amount is null
 * (invoices and projects alike). A total of 0 stays 0.
 */
export function primaryAmount(row: { total_amount?: MoneyInput; amount?: MoneyInput }): number | null {
  return row.total_amount != null ? toAmount(row.total_amount) : toAmount(row.amount);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl's formatter of a currency, with the currency's own minor units (yen 0, dollar 2, dinar 3). */
function currencyFormatter(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** The formatter of the row's currency: USD when missing, malformed or unknown. */
function formatterOf(currency?: string | null): Intl.NumberFormat {
  const code = (currency ?? '').trim().toUpperCase();
  try {
    return currencyFormatter(/^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY);
  } catch {
    // A well-formed but unknown ISO code (e.g. 'XYZ' on an older ICU).
    return currencyFormatter(DEFAULT_CURRENCY);
  }
}

/** How many decimals the currency's amounts are written with (its minor units). */
export const currencyDigits = (currency?: string | null): number =>
  formatterOf(currency).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * en-US money in the row's currency (USD when missing or unknown), with that currency's decimals:
 * `$10.00`, `¥350`. Only a missing or non-numeric value gives the dash: 0 is `$0.00`.
 */
export function formatMoney(value: MoneyInput, currency?: string | null): string {
  const amount = toAmount(value);
  if (amount === null) return DASH;
  return formatterOf(currency).format(amount);
}

/** An amount kept in integer cents, formatted as `formatMoney` does (payout runs, earnings). */
export const formatCents = (cents: number, currency?: string | null): string => formatMoney(cents / 100, currency);
