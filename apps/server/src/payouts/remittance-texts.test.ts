import { describe, expect, it } from 'vitest';
import { remittanceTexts } from './remittance-texts.js';

describe('the Hungarian remittance advice', () => {
  it('never leaves the article undecided before the period', () => {
    const { subject, lines, withheld } = remittanceTexts.hu;
    for (const text of [subject, ...lines, withheld]) expect(text).not.toContain('(z)');
  });
});
