import { describe, expect, it } from 'vitest';
import { formatQuantity, isQuantityInRange, pricedUnit, quantityLabel, quantityRangeHint } from './service-quantity.js';

describe('quantities of services priced per unit', () => {
  it('counts words for a price per word, and orders for a flat price', () => {
    expect(pricedUnit('per word')).toBe('word');
    expect(pricedUnit(' Per page ')).toBe('page');
    expect(pricedUnit(null)).toBeNull();
    expect(pricedUnit('  ')).toBeNull();
    expect(quantityLabel('per word')).toBe('Number of words');
    expect(quantityLabel(null)).toBe('Quantity');
    expect(formatQuantity(85_000, 'per word')).toBe('85,000 words');
    expect(formatQuantity(1, 'per word')).toBe('1 word');
    expect(formatQuantity(3, 'per 1,000 words')).toBe('3 × 1,000 words');
    expect(formatQuantity(2, null)).toBe('2');
  });

  it('takes 1 to 1,000,000 words, and 1 to 10,000 of a flat-priced service', () => {
    expect(quantityRangeHint('per word')).toBe('a number of words from 1 to 1,000,000');
    expect(quantityRangeHint(null)).toBe('a quantity from 1 to 10,000');
    expect([1, 80_000, 1_000_000].every((words) => isQuantityInRange(words, 'per word'))).toBe(true);
    expect([0, -5, 1.5, 1_000_001, Number.NaN].some((words) => isQuantityInRange(words, 'per word'))).toBe(false);
    expect(isQuantityInRange(10_000, null)).toBe(true);
    expect(isQuantityInRange(10_001, null)).toBe(false);
  });
});
