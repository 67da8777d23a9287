import { expectedPaymentMonth, type MyEarnings, type UnpaidEarning } from '@app/contracts/author-earnings-api';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { payeeLines, royaltyBalance, royaltySettings } from '../royalties/statements.js';

interface SaleMonthRow {
  source_id: string;
  source: string;
  sale_month: string;
  royalty_cents: string;
  /** The part no statement reports yet. */
  unstated_cents: string;
}

/**
 * The author's royalties per store and sale month, in cents: each statement line (a month, a
 * book, a source, a channel and a currency) converted and rounded once, as statements do, then
 * summed. Months without an exchange rate yet are left out, as on the sales page.
 */
async function royaltiesPerStoreMonth(db: Kysely<DB>, authorId: string, base: string): Promise<SaleMonthRow[]> {
  const { rows } = await sql<SaleMonthRow>`
    with line as (
      select l.source_id, l.sale_month, l.payee_statement_id is null as unstated,
        payee_cents(round(sum(l.net_revenue * l.author_share) * (case when l.currency = ${base} then 1 else min(r.rate) end), 2) * 100,
          l.book_id, l.split_from, ${authorId}) / 100 as royalty
      from payee_sales_lines l
      left join exchange_rates r on r.period = l.sale_month and r.currency = l.currency
      where ${payeeLines(authorId)}
      group by l.sale_month, l.book_id, l.source_id, l.channel, l.currency, l.split_from, l.payee_statement_id is null)
    select line.source_id, s.name as source, line.sale_month, (sum(line.royalty) * 100)::bigint as royalty_cents,
      (coalesce(sum(line.royalty) filter (where line.unstated), 0) * 100)::bigint as unstated_cents
    from line join sales_sources s on s.id = line.source_id
    where line.royalty is not null
    group by line.source_id, s.name, s.sort_order, line.sale_month
    order by line.sale_month desc, s.sort_order desc`.execute(db);
  return rows;
}

/**
 * Traces the unpaid amount to the newest sales: payouts settle the oldest royalties first, so what
 * is still owed is the latest months' money. What the sales do not cover is a row without a store.
 */
export function traceUnpaid(unpaidCents: number, newestFirst: SaleMonthRow[]): UnpaidEarning[] {
  const traced: UnpaidEarning[] = [];
  let left = unpaidCents;
  for (const row of newestFirst) {
    const cents = Math.min(left, Number(row.royalty_cents));
    if (cents <= 0) continue;
    traced.push({
      source: row.source,
      sale_month: row.sale_month,
      expected_month: expectedPaymentMonth(row.source_id, row.sale_month),
      royalty_cents: cents,
    });
    left -= cents;
  }
  if (left > 0) traced.push({ source: null, sale_month: null, expected_month: null, royalty_cents: left });
  return traced;
}

/** The author's paid, pending and estimated-unpaid earnings (`/api/me/earnings`). */
export async function myEarnings(db: Kysely<DB>, authorId: string): Promise<MyEarnings> {
  const { base_currency: base } = await royaltySettings(db);
  const pending = await db
    .selectFrom('payout_run_items as i')
    .innerJoin('payout_runs as r', 'r.id', 'i.run_id')
    .select(['r.period', 'r.pay_date', 'i.gross_cents', 'i.withholding_cents', 'i.net_cents'])
    .where('i.author_id', '=', authorId)
    .where('r.status', '=', 'confirmed')
    .orderBy('r.period', 'desc')
    .execute();
  const recorded = await db
    .selectFrom('royalty_payouts')
    .select(sql<string>`coalesce(round(sum(amount) * 100), 0)::bigint`.as('cents'))
    .where('author_id', '=', authorId)
    .executeTakeFirstOrThrow();
  const pendingCents = pending.reduce((sum, item) => sum + Number(item.gross_cents), 0);
  const perStoreMonth = await royaltiesPerStoreMonth(db, authorId, base);
  // Owed: the statements' balance (less the payouts since) and the sales no statement reports yet.
  const owedCents =
    Math.round((await royaltyBalance(db, authorId)) * 100) +
    perStoreMonth.reduce((sum, row) => sum + Number(row.unstated_cents), 0);
  const unpaidCents = Math.max(0, owedCents);
  const unpaid = traceUnpaid(unpaidCents, perStoreMonth);
  return {
    currency: base,
    paid_cents: Number(recorded.cents) - pendingCents,
    pending_cents: pendingCents,
    pending: pending.map((item) => ({
      period: item.period,
      pay_date: item.pay_date,
      gross_cents: Number(item.gross_cents),
      withholding_cents: Number(item.withholding_cents),
      net_cents: Number(item.net_cents),
    })),
    unpaid_cents: unpaidCents,
    unpaid,
  };
}
