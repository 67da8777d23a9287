import { afterEach, describe, expect, it } from 'vitest';
import { formatSignatureTime } from './signature-time';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatSignatureTime', () => {
  it('shows the day and time in the reader’s time zone with its offset', () => {
    process.env.TZ = 'America/New_York';
    expect(formatSignatureTime('2026-11-27T20:55:13.350Z')).toBe('Nov 27, 2026, 3:55 PM GMT-5');
    expect(formatSignatureTime('2026-11-27T20:55:13.350Z', true)).toBe('Nov 27, 2026, 3:55:13 PM GMT-5');
    process.env.TZ = 'UTC';
    expect(formatSignatureTime('2026-11-27T20:55:13.350Z')).toBe('Nov 27, 2026, 8:55 PM GMT+0');
  });

  it('shows a dash when there is no moment', () => {
    expect(formatSignatureTime(null)).toBe('—');
  });
});
