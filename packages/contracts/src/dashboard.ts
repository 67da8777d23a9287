import type { DateInput } from './dates.js';
import { calendarDayOf } from './dates.js';

/** Recent Activity shows this many of each. */
export const RECENT_PROJECTS = 3;
export const RECENT_INVOICES = 2;

/** Greeting name: the profile's full name, else the identity name, else the email's local part. */
export function greetingName(
  author: { full_name?: string | null } | null | undefined,
  user: { fullName?: string | null; email?: string | null } | null | undefined,
): string {
  const candidates = [author?.full_name, user?.fullName, user?.email?.split('@')[0]];
  return candidates.map((value) => value?.trim()).find((value): value is string => Boolean(value)) ?? '';
}

/**
 * The newest rows by a calendar-day field, rows without a date last; ties keep the API order.
 * Used for Recent Activity (start_date for projects, issue_date for invoices).
 */
export function newestFirst<T>(rows: readonly T[], dateOf: (row: T) => DateInput, limit = rows.length): T[] {
  return rows
    .map((row, index) => ({ row, index, day: calendarDayOf(dateOf(row)) }))
    .sort((a, b) => {
      if (a.day === b.day) return a.index - b.index;
      if (a.day === null) return 1;
      if (b.day === null) return -1;
      return a.day < b.day ? 1 : -1;
    })
    .slice(0, limit)
    .map(({ row }) => row);
}

/** Services Used: distinct services across projects and invoices (case and spacing ignored). */
export function countServicesUsed(rows: readonly { service?: string | null }[]): number {
  const names = rows.map((row) => (row.service ?? '').trim().toLowerCase().replace(/\s+/g, ' ')).filter(Boolean);
  return new Set(names).size;
}

export type AuthorStatusTone = 'success' | 'warning' | 'neutral' | 'info';

/** Account Status badge: Active green, Paused yellow, Inactive grey, anything else blue; none reads Active. */
export function authorStatusBadge(status: string | null | undefined): { text: string; tone: AuthorStatusTone } {
  const text = status?.trim() || 'Active';
  const tones: Record<string, AuthorStatusTone> = { active: 'success', paused: 'warning', inactive: 'neutral' };
  return { text, tone: tones[text.toLowerCase()] ?? 'info' };
}
