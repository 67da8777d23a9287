import { toAmount, toCents, type MoneyInput } from './money.js';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;
/** Short-scale groups of three digits, smallest first. */
const SCALES = ['', 'Thousand', 'Million', 'Billion'] as const;

/** The largest amount spelled out: just under one trillion, where whole cents are still exact. */
export const MAX_AMOUNT_IN_WORDS = 999_999_999_999.99;

/** Index lookups on the fixed word lists above (always in range). */
const word = (list: readonly string[], index: number): string => list[index] ?? '';

/** 1..999 in words ('One Hundred Five'); never called with 0. */
function underThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(word(ONES, hundreds), 'Hundred');
  if (rest >= 20) {
    words.push(word(TENS, Math.floor(rest / 10)));
    if (rest % 10 > 0) words.push(word(ONES, rest % 10));
  } else if (rest > 0) {
    words.push(word(ONES, rest));
  }
  return words;
}

/** A whole number in words: 0 is 'Zero', 1001 is 'One Thousand One'. */
export function integerInWords(value: number): string {
  if (value === 0) return ONES[0];
  const words: string[] = [];
  let remaining = value;
  for (let scale = 0; remaining > 0; scale++) {
    const group = remaining % 1000;
    if (group > 0) words.unshift(...underThousand(group), ...(scale > 0 ? [word(SCALES, scale)] : []));
    remaining = Math.floor(remaining / 1000);
  }
  return words.join(' ');
}

/**
 * A money amount in Title Case words for the printed invoice, e.g. `One Thousand Two Hundred
 * Fifty Dollars and Fifty Cents Only`, `Zero Dollars Only`. The amount is rounded to whole cents
 * first, so float noise (0.1 + 0.2) never shows. Returns null for a missing, negative or
 * too-large amount (above MAX_AMOUNT_IN_WORDS), which callers show as figures only.
 */
export function amountInWords(value: MoneyInput): string | null {
  const amount = toAmount(value);
  if (amount === null || amount < 0 || amount > MAX_AMOUNT_IN_WORDS) return null;
  const cents = toCents(amount);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const dollarWords = `${integerInWords(dollars)} ${dollars === 1 ? 'Dollar' : 'Dollars'}`;
  const centWords = rest > 0 ? ` and ${integerInWords(rest)} ${rest === 1 ? 'Cent' : 'Cents'}` : '';
  return `${dollarWords}${centWords} Only`;
}
