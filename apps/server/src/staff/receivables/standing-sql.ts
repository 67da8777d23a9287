import { PAID_STATUSES } from '@app/contracts/invoice-status';
import type { InvoiceState } from '@app/contracts/invoice-standing';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * `invoiceStanding` (contracts/invoice-standing.ts) written in SQL, so the cross-author list and
 * the reports filter, sort, page and sum in the database. It reads the plan facts a trigger keeps
 * on each invoice (migration 0018). Its tests check it against the contracts function row by row;
 * keep the two in step.
 */

const words = (list: readonly string[]) => sql.join(list.map((word) => sql.lit(word)));
const paidWords = words(PAID_STATUSES);
const awaitingInvoiceWords = words(['pending', 'unpaid', 'partial', '']);

/** Derived status, total, paid and balance of the invoice aliased `i`, as of `today`. */
export function standingColumns(today: string) {
  const own = sql`lower(btrim(coalesce(i.status, '')))`;
  const total = sql`coalesce(i.total_amount, i.amount)`;
  const recorded = sql`i.plan_paid_amount`;
  const settled = sql`(${own} in (${paidWords}) or i.paid_date is not null
    or (i.plan_count > 0 and i.plan_paid_count = i.plan_count) or (${total} > 0 and ${recorded} >= ${total}))`;
  const status = sql<InvoiceState>`case
    when ${own} = 'cancelled' then 'cancelled'
    when ${settled} then 'paid'
    when ${own} = 'draft' then 'draft'
    when ${own} = 'overdue' or i.plan_flagged_overdue or i.plan_open_due < ${today}::date
      or (i.plan_count = 0 and ${own} in (${awaitingInvoiceWords}) and i.due_date < ${today}::date) then 'overdue'
    when ${recorded} > 0 or ${own} = 'partial' then 'partially-paid'
    else 'pending' end`;
  const paid = sql<string>`case when ${settled} then coalesce(${total}, ${recorded}) else ${recorded} end`;
  const balance = sql<string | null>`case when ${total} is null then null
    when ${own} = 'cancelled' or ${settled} then 0
    else greatest(0, ${total} - ${recorded}) end`;
  return { status, total: sql<string | null>`${total}`, paid, balance } satisfies Record<string, RawBuilder<unknown>>;
}

/**
 * Every invoice with its author's name and derived status, total, paid and balance, as of
 * `today` (a calendar day): select from it as `s`. The author's name is a subquery, so counting
 * and summing never join the authors.
 */
export function invoiceStandings(db: Kysely<DB>, today: string) {
  const standing = standingColumns(today);
  return db
    .selectFrom('invoices as i')
    .select((eb) => [
      'i.id',
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
    ]);
}
