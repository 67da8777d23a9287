import { format } from 'date-fns';

/** The reader's time zone (IANA name), sent with a signature so the certificate prints it. */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A moment of a signature as people read it: day and time in the reader's own time zone, with that
 * zone's offset from UTC ("Nov 27, 2026, 3:55 PM GMT-5"); seconds for the evidence trail.
 */
export function formatSignatureTime(iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '—';
  return format(new Date(iso), withSeconds ? 'PPpp O' : 'PPp O');
}
