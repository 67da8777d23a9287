import { describe, expect, it } from 'vitest';
import { catalogueServices } from './catalogue-data.js';
import { formatServicePrice, servicesInCategory, summariseFeatures } from './catalogue.js';

describe('formatServicePrice', () => {
  it('shows the per-word rate of copy editing and Custom Quote for price 0', () => {
    expect(formatServicePrice(0.05, 'per word')).toBe('$0.05 per word');
    expect(formatServicePrice(0, null)).toBe('Custom Quote');
    expect(formatServicePrice(1250, null)).toBe('$1,250.00');
  });

  it('prices every catalogue service the way the spec says', () => {
    const priced = catalogueServices.filter((s) => formatServicePrice(s.price, s.priceUnit) !== 'Custom Quote');
    expect(priced.map((s) => s.id)).toEqual(['copy-editing']);
    expect(servicesInCategory('Publishing')).toHaveLength(7);
    expect(servicesInCategory('Marketing')).toHaveLength(11);
  });
});

describe('summariseFeatures', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => `Feature ${i + 1}`);
  it.each([
    [8, 5, 'Plus 3 more deliverables'],
    [6, 5, 'Plus 1 more deliverables'],
    [5, 5, null],
    [0, 0, null],
  ])('%i features: %i shown, more line %j', (count, shown, moreLine) => {
    const summary = summariseFeatures(list(count));
    expect(summary.shown).toHaveLength(shown);
    expect(summary.moreLine).toBe(moreLine);
  });
});
