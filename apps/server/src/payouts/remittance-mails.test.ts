import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/i18n.js';

describe('the Hungarian remittance advice', () => {
  it('never leaves the article undecided before the period', () => {
    const { subject, lines, withheld } = catalogues.remittances.hu;
    for (const text of [subject, ...lines, withheld]) expect(text).not.toContain('(z)');
  });
});
