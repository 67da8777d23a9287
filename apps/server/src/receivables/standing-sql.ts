import {
  STANDING_OTHERWISE,
  STANDING_TESTS,
  type InvoiceState,
  type StandingTest,
} from '@app/contracts/invoice-standing';
import { PAID_STATUSES } from '@app/contracts/invoice-status';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * `invoiceStanding` (contracts/invoice-standing.ts, the one definition) in SQL, so the cross-author
 * list and the reports filter, sort, page and sum in the database. The status walks the rule's own
 * list of tests (STANDING_TESTS), each given here its SQL form; what does not depend on the day is
 * kept on each invoice as generated columns (migration 0021, from the plan facts a trigger keeps:
 * migrations 0018 and 0028). `standing-rule.int.test.ts` holds the SQL, the columns and the trigger
 * to the TypeScript rule on invoices and plans drawn at random, on both databases.
 */

/** Derived status, total, paid and balance of the invoice aliased `i`, as of `today`. */
export function standingColumns(today: string) {
  const total = sql`coalesce(i.total_amount, i.amount)`;
  // Each test of the rule (STANDING_TESTS) over the generated columns and plan facts.
  const holds: Record<StandingTest, RawBuilder<boolean>> = {
    cancelled: sql`i.status_word = 'cancelled'`,
    settled: sql`i.settled`,
    draft: sql`i.status_word = 'draft'`,
    overdue: sql`i.status_word = 'overdue' or i.plan_flagged_overdue or i.due_until < ${today}::date`,
    'part-paid': sql`i.plan_paid_amount > 0 or i.status_word = 'partial'`,
  };
  const status = sql<InvoiceState>`case ${sql.join(
    STANDING_TESTS.map(([test, state]) => sql`when ${holds[test]} then ${sql.lit(state)}`),
    sql` `,
  )} else ${sql.lit(STANDING_OTHERWISE)} end`;
  const balance = sql<
    string | null
  >`case when i.status_word = 'draft' and i.open_balance is not null then 0 else i.open_balance end`;
  const paid = sql<string>`case when i.settled then coalesce(${total}, i.plan_paid_amount) else i.plan_paid_amount end`;
  return {
    status,
    total: sql<string | null>`${total}`,
    paid,
    // A draft is not billed yet: it holds no balance due.
    balance,
    overdue: overdueBalance(status, today),
  } satisfies Record<string, RawBuilder<unknown>>;
}

/**
 * The overdue balance of the invoice aliased `i` whose derived status is `status`: the one
 * definition of "overdue" the console shows (Today, the author's file, the invoice list). It is
 * the part of the balance due before `today`: what is still owed on each unpaid installment past its
 * due date (the invoice's when it has none), up to the balance, and, once the invoice's own due
 * date has passed, whatever of the balance its installments do not hold. Only billed invoices owed
 * now count; drafts, paid and cancelled ones hold none. It equals the ageing report's past-due
 * buckets (`openAmounts` in contracts/receivables.ts, which its tests check it against).
 */
function overdueBalance(status: RawBuilder<InvoiceState>, today: string) {
  const invoiceDue = sql`coalesce(i.due_date, i.issue_date + 30, ${today}::date + 30)`;
  const late = sql`${invoiceDue} < ${today}::date`;
  const owed = sql`greatest(0, ip.amount - ip.amount_paid)`;
  const unpaid = sql`lower(btrim(coalesce(ip.status, ''))) not in (${sql.join(PAID_STATUSES.map((w) => sql.lit(w)))})`;
  return sql<string>`case
    when ${status} not in ('pending', 'partially-paid', 'overdue') or i.open_balance is null then 0
    when i.plan_count = 0 then case when ${late} then i.open_balance else 0 end
    else (
      select least(i.open_balance, coalesce(sum(${owed}) filter (where coalesce(ip.due_date, ${invoiceDue}) < ${today}::date), 0))
        + case when ${late} then greatest(0, i.open_balance - coalesce(sum(${owed}), 0)) else 0 end
      from installment_payments ip where ip.invoice_id = i.id and ${unpaid}
    ) end`;
}

/**
 * Every invoice with its author's name and derived status, total, paid and balance, as of
 * `today` (a calendar day): select from it as `s`. The author's name is a subquery, so counting
 * and summing never join the authors.
 */
export function invoiceStandings(db: Kysely<DB>, today: string) {
  const standing = standingColumns(today);
  return db.selectFrom('invoices as i').select((eb) => [
    'i.id',
    'i.invoice_number',
    'i.author_id',
    eb
      .selectFrom('authors as a')
      .select(sql<string>`coalesce(nullif(a.full_name, ''), a.email)`.as('name'))
      .whereRef('a.id', '=', 'i.author_id')
      .$asScalar()
      .as('author_name'),
    'i.service',
    'i.issue_date',
    'i.due_date',
    'i.currency',
    'i.payment_method',
    'i.created_at',
    standing.status.as('status'),
    standing.total.as('total'),
    standing.paid.as('paid'),
    standing.balance.as('balance'),
    standing.overdue.as('overdue'),
  ]);
}
