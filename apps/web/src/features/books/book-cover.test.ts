import { describe, expect, it } from 'vitest';
import { coverTextColor } from './book-cover';

describe('coverTextColor', () => {
  it('writes white on dark covers and dark text on light ones', () => {
    expect(coverTextColor('#1F4E5F')).toBe('#ffffff');
    expect(coverTextColor('#000000')).toBe('#ffffff');
    expect(coverTextColor('#F4C95D')).toBe('#111827');
    expect(coverTextColor('#ffffff')).toBe('#111827');
  });
});
