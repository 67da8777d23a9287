import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToCalendarDay,
  calendarDayOf,
  formatLongDate,
  isDateInRange,
  isBeforeToday,
  toCalendarDay,
  toDate,
} from './dates.js';

const zones = ['UTC', 'America/Los_Angeles', 'Pacific/Auckland'];

describe.each(zones)('dates in TZ=%s', (zone) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = previous;
  });

  it('keeps the calendar day of a date-only string', () => {
    expect(formatLongDate('2025-03-05')).toBe('Mar 5, 2025');
    expect(formatLongDate('2024-05-01')).toBe('May 1, 2024');
    expect(calendarDayOf('2024-05-01')).toBe('2024-05-01');
  });

  it('formats MMM d, yyyy without leading zeros', () => {
    expect(formatLongDate('2024-05-31')).toBe('May 31, 2024');
    expect(formatLongDate('2024-12-09')).toBe('Dec 9, 2024');
    expect(formatLongDate(new Date(2025, 0, 2, 23, 59))).toBe('Jan 2, 2025');
  });

  it('gives the dash for missing or invalid dates', () => {
    for (const value of [null, undefined, '', 'not a date', '2025-02-30', '2025-13-01', new Date(Number.NaN)]) {
      expect(formatLongDate(value)).toBe('—');
      expect(toDate(value)).toBeNull();
    }
  });

  it('reads an ISO instant in the viewer zone', () => {
    // 03:00 and 23:30 UTC: the evening before in Los Angeles (UTC-7), the next morning in Auckland (UTC+12).
    const expected: Record<string, [string, string]> = {
      UTC: ['May 10, 2024', 'May 10, 2024'],
      'America/Los_Angeles': ['May 9, 2024', 'May 10, 2024'],
      'Pacific/Auckland': ['May 10, 2024', 'May 11, 2024'],
    };
    expect([formatLongDate('2024-05-10T03:00:00.000Z'), formatLongDate('2024-05-10T23:30:00.000Z')]).toEqual(
      expected[zone],
    );
  });

  it('adds days across month ends, leap days and years', () => {
    expect(addDaysToCalendarDay('2025-01-31', 30)).toBe('2025-03-02');
    expect(addDaysToCalendarDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToCalendarDay('2024-12-15', 30)).toBe('2025-01-14');
    expect(() => addDaysToCalendarDay('nope', 1)).toThrow(RangeError);
  });

  it('compares with today by calendar day: today is not before today', () => {
    const now = new Date(2025, 5, 15, 23, 30);
    expect(toCalendarDay(now)).toBe('2025-06-15');
    expect(isBeforeToday('2025-06-14', now)).toBe(true);
    expect(isBeforeToday('2025-06-15', now)).toBe(false);
    expect(isBeforeToday('2025-06-16', now)).toBe(false);
    expect(isBeforeToday(null, now)).toBe(false);
  });
});

describe('isDateInRange', () => {
  it('takes real days and instants from 1900 to 9999 only', () => {
    for (const value of ['1900-01-01', '2026-02-28', '2024-02-29', '9999-12-31', '2026-05-01T10:00:00Z']) {
      expect(isDateInRange(value), value).toBe(true);
    }
    for (const value of ['0000-01-01', '0001-01-01', '1899-12-31', '2026-02-30', '+010000-01-01', 'now', '', null]) {
      expect(isDateInRange(value), String(value)).toBe(false);
    }
  });
});
