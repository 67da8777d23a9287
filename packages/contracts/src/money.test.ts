import { describe, expect, it } from 'vitest';
import { currencyDigits, DASH, formatMoney, primaryAmount, sumAmounts, toAmount } from './money.js';

describe('toAmount', () => {
  it('accepts numbers and exact decimal text', () => {
    expect(toAmount(120.5)).toBe(120.5);
    expect(toAmount('250.00')).toBe(250);
    expect(toAmount(' 1250.50 ')).toBe(1250.5);
    expect(toAmount(0)).toBe(0);
  });

  it('turns missing, NaN and non-numeric text into null', () => {
    for (const value of [null, undefined, Number.NaN, Infinity, '', 'abc', '12,5', '1e3']) {
      expect(toAmount(value)).toBeNull();
    }
  });
});

describe('primaryAmount', () => {
  it('prefers total_amount and falls back to amount only when total_amount is null', () => {
    expect(primaryAmount({ total_amount: 1000, amount: 900 })).toBe(1000);
    expect(primaryAmount({ total_amount: null, amount: 250 })).toBe(250);
    expect(primaryAmount({ total_amount: undefined, amount: '250.00' })).toBe(250);
    expect(primaryAmount({ total_amount: 0, amount: 900 })).toBe(0);
    expect(primaryAmount({})).toBeNull();
  });
});

describe('sumAmounts', () => {
  it('adds in whole cents without float noise', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([0.05 * 2, 0, 19.99 * 3])).toBe(60.07);
    expect(sumAmounts([null, 5])).toBe(5);
    expect(sumAmounts([])).toBe(0);
  });
});

describe('formatMoney', () => {
  it('formats en-US with 2 decimals in USD by default', () => {
    expect(formatMoney(120.5)).toBe('$120.50');
    expect(formatMoney('1000')).toBe('$1,000.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('shows $0.00 for zero and the dash only for missing values', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe(DASH);
    expect(formatMoney(undefined)).toBe(DASH);
    expect(formatMoney(Number.NaN)).toBe(DASH);
    expect(DASH).toBe('—');
  });

  it("uses the row's currency when it is a valid code, else USD", () => {
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
    expect(formatMoney(10, 'eur')).toBe('€10.00');
    expect(formatMoney(10, '')).toBe('$10.00');
    expect(formatMoney(10, 'dollars')).toBe('$10.00');
  });

  it('writes each currency with its own minor units: yen has none', () => {
    expect(formatMoney(350, 'JPY')).toBe('¥350');
    expect(formatMoney(1.5, 'KWD')).toMatch(/^KWD\s1\.500$/);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('nope')).toBe(2);
  });
});
