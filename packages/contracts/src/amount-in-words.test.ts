import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords, MAX_AMOUNT_IN_WORDS } from './amount-in-words.js';

/** The comparison form of the checklist: lower case, without "and", "dollars", "only" or hyphens. */
const plain = (value: number) =>
  amountInWords(value)!
    .toLowerCase()
    .replace(/-/g, ' ')
    .replace(/\b(and|dollars?|only)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('integerInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [15, 'Fifteen'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [21, 'Twenty One'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [110, 'One Hundred Ten'],
    [115, 'One Hundred Fifteen'],
    [1000, 'One Thousand'],
    [1001, 'One Thousand One'],
    [1010, 'One Thousand Ten'],
    [1100, 'One Thousand One Hundred'],
    [11000, 'Eleven Thousand'],
    [12345, 'Twelve Thousand Three Hundred Forty Five'],
    [19019, 'Nineteen Thousand Nineteen'],
    [20000, 'Twenty Thousand'],
    [99999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [100000, 'One Hundred Thousand'],
    [250000, 'Two Hundred Fifty Thousand'],
    [1000001, 'One Million One'],
    [999999999, 'Nine Hundred Ninety Nine Million Nine Hundred Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [2000000000, 'Two Billion'],
  ])('%d → %s', (value, words) => {
    expect(integerInWords(value)).toBe(words);
  });
});

describe('amountInWords', () => {
  it('writes Title Case dollars, cents and Only', () => {
    expect(amountInWords(1250.5)).toBe('One Thousand Two Hundred Fifty Dollars and Fifty Cents Only');
    expect(amountInWords(0)).toBe('Zero Dollars Only');
    expect(amountInWords(1)).toBe('One Dollar Only');
    expect(amountInWords(1000)).toBe('One Thousand Dollars Only');
    expect(amountInWords('120.01')).toBe('One Hundred Twenty Dollars and One Cent Only');
  });

  it('keeps cents instead of rounding them away', () => {
    expect(plain(99999.5)).toBe('ninety nine thousand nine hundred ninety nine fifty cents');
    expect(plain(1234.56)).toBe('one thousand two hundred thirty four fifty six cents');
    expect(plain(0.05)).toBe('zero five cents');
  });

  it('rounds float noise to whole cents', () => {
    expect(amountInWords(0.1 + 0.2)).toBe('Zero Dollars and Thirty Cents Only');
    expect(amountInWords(19.99 * 3)).toBe('Fifty Nine Dollars and Ninety Seven Cents Only');
  });

  it('is correct beyond 100000', () => {
    expect(plain(100000)).toBe('one hundred thousand');
    expect(plain(250000)).toBe('two hundred fifty thousand');
    expect(plain(1234567.89)).toBe(
      'one million two hundred thirty four thousand five hundred sixty seven eighty nine cents',
    );
  });

  it('returns null (figures only) for missing, negative or out-of-range amounts', () => {
    expect(amountInWords(null)).toBeNull();
    expect(amountInWords('abc')).toBeNull();
    expect(amountInWords(-5)).toBeNull();
    expect(amountInWords(MAX_AMOUNT_IN_WORDS + 1)).toBeNull();
    expect(amountInWords(MAX_AMOUNT_IN_WORDS)).toMatch(/^Nine Hundred Ninety Nine Billion .* Ninety Nine Cents Only$/);
  });
});
