import { addDaysToCalendarDay } from '@app/contracts/dates';
import { toAmount } from '@app/contracts/money';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Reads of `receivables_by_due`, the open amounts per author and due day the database keeps as
 * invoices and installments change (migration 0041).
 */

/**
 * How far back due days stay apart. Older ones are folded into one row per author: more than 90
 * days past due, they are in the ageing report's last bucket for good. The margin beyond 90 days
 * keeps a report asked "as of" a recent past day right.
 */
const DAYS_KEPT_APART = 120;

/** Folds the due days that have left the report's day-by-day buckets (at most once a day does any work). */
export async function foldOldReceivables(db: Kysely<DB>, today: string): Promise<void> {
  await sql`select advance_receivables_horizon(${addDaysToCalendarDay(today, -DAYS_KEPT_APART)}::date)`.execute(db);
}

/**
 * The overdue balance of every author (what fell due before `today`), and how many invoices hold
 * some of it: read from the sums per due day over every author (migration 0055), a few rows a day.
 */
export async function overdueReceivables(db: Kysely<DB>, today: string): Promise<{ count: number; balance: number }> {
  const row = await db
    .selectFrom('receivables_by_day')
    .select([sql<string>`coalesce(sum(amount), 0)`.as('balance'), sql<string>`coalesce(sum(invoices), 0)`.as('count')])
    .where('due_on', '<', today)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), balance: toAmount(row.balance) ?? 0 };
}

/**
 * The part of that overdue balance held by owed invoices not overdue by status as of `today` (all
 * of them, or the part-paid ones, or the others), and how many invoices hold some: read from the
 * open parts due before their invoice is overdue by status (migration 0057), a few rows a day.
 */
export async function overdueBeforeStatus(
  db: Kysely<DB>,
  today: string,
  partPaid?: boolean,
): Promise<{ count: number; balance: number }> {
  const row = await db
    .selectFrom('receivables_before_overdue')
    .select([sql<string>`coalesce(sum(amount), 0)`.as('balance'), sql<string>`coalesce(sum(invoices), 0)`.as('count')])
    .where('due_until', '>=', today)
    .where('due_on', '<', today)
    .$if(partPaid !== undefined, (q) => q.where('part_paid', '=', partPaid!))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), balance: toAmount(row.balance) ?? 0 };
}
