import { DASH } from './money.js';

/** A date as the API sends it: a calendar day 'YYYY-MM-DD', an ISO instant, or nothing. */
export type DateInput = string | Date | null | undefined;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, monthIndex, day);
  return date;
}

/**
 * The viewer-local Date of a value, or null when missing or invalid. A date-only string is a
 * calendar day, not an instant: it becomes local midnight of that day, so it never moves to the
 * previous day west of UTC (`new Date('2025-03-05')` would be UTC midnight).
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = CALENDAR_DAY.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = localDay(year, month - 1, day);
    // Reject days that roll over, such as 2025-02-30.
    return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** 'MMM d, yyyy' (e.g. `May 1, 2024`), or the dash. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : DASH;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The viewer-local calendar day of a Date, as 'YYYY-MM-DD'. */
export function toCalendarDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day of a value in the viewer's zone, or null. */
export function calendarDayOf(value: DateInput): string | null {
  const date = toDate(value);
  return date ? toCalendarDay(date) : null;
}

/** A calendar day moved by whole days (month and year ends included). */
export function addDaysToCalendarDay(day: string, days: number): string {
  const date = toDate(day);
  if (!date) throw new RangeError(`Not a calendar day: ${day}`);
  return toCalendarDay(localDay(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/** True when the value's calendar day is before today's (today itself is not past). */
export function isBeforeToday(value: DateInput, now: Date = new Date()): boolean {
  const day = calendarDayOf(value);
  return day !== null && day < toCalendarDay(now);
}

/** The years a date the app accepts may fall in: PostgreSQL has no year 0, and far years are typos. */
export const DATE_YEAR_RANGE = { min: 1900, max: 9999 } as const;

/** True when the value is a real date or instant whose year is within DATE_YEAR_RANGE. */
export function isDateInRange(value: DateInput): boolean {
  const year = toDate(value)?.getFullYear();
  return year !== undefined && year >= DATE_YEAR_RANGE.min && year <= DATE_YEAR_RANGE.max;
}
