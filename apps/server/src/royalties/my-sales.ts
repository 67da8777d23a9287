import type { MySales } from '@app/contracts/royalties-api';
import { toCalendarDay } from '@app/contracts/dates';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { listPayouts, listStatements, royaltyBalance, royaltySettings } from './statements.js';

/** The months a chart shows, ending with the current one. */
const CHART_MONTHS = 12;

function lastMonths(now: Date): string[] {
  return Array.from({ length: CHART_MONTHS }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (CHART_MONTHS - 1 - i), 1));
    return toCalendarDay(date).slice(0, 7);
  });
}

interface Figures {
  units: string;
  returns: string;
  royalties: string;
}

/** One row of the grouping sets below: a month, a book, or a store and territory. */
interface Group extends Figures {
  kind: 'month' | 'book' | 'channel';
  month: string | null;
  book_id: string | null;
  title: string | null;
  channel: string | null;
  territory: string | null;
  unconverted: string[] | null;
}

/**
 * The author's sales as the dashboard shows them. Royalties are the author's share converted to
 * the base currency with the month's rate; sales whose month has no rate yet are counted in units
 * and named in `unconverted_currencies`. One scan of the author's lines (index
 * sales_lines_author_month) gives the three breakdowns, as grouping sets.
 */
export async function mySales(db: Kysely<DB>, authorId: string, now = new Date()): Promise<MySales> {
  const { base_currency: base } = await royaltySettings(db);
  const months = lastMonths(now);
  // The lines are first summed per month, book, store, territory and currency (a hash aggregate:
  // hundreds of groups for thousands of lines), then converted and broken down.
  const { rows } = await sql<Group>`
    with g as (
      select sale_month, book_id, channel, territory, currency, sum(units_sold) as units,
        sum(units_returned) as returns, sum(net_revenue * author_share) as royalty
      from sales_lines where author_id = ${authorId}
      group by sale_month, book_id, channel, territory, currency)
    select case when grouping(g.sale_month) = 0 then 'month' when grouping(g.book_id) = 0 then 'book' else 'channel' end as kind,
      g.sale_month as month, g.book_id, b.title, g.channel, g.territory,
      coalesce(sum(g.units), 0) as units, coalesce(sum(g.returns), 0) as returns,
      coalesce(round(sum(g.royalty * (case when g.currency = ${base} then 1 else r.rate end)), 2), 0) as royalties,
      array_agg(distinct g.currency) filter (where g.currency <> ${base} and r.rate is null) as unconverted
    from g
    join books b on b.id = g.book_id
    left join exchange_rates r on r.period = g.sale_month and r.currency = g.currency
    group by grouping sets ((g.sale_month), (g.book_id, b.title), (g.channel, g.territory))`.execute(db);
  const numbers = (row: Figures) => ({
    units: Number(row.units),
    returns: Number(row.returns),
    royalties: Number(row.royalties),
  });
  const byRoyalties = (a: Group, b: Group) => Number(b.royalties) - Number(a.royalties);
  const of = (kind: Group['kind']) => rows.filter((row) => row.kind === kind).sort(byRoyalties);
  const monthFigures = new Map(of('month').map((row) => [row.month!, numbers(row)]));
  const [lastPayout] = await listPayouts(db, authorId, 1);
  const thisMonth = monthFigures.get(months[months.length - 1]!);
  return {
    currency: base,
    balance: await royaltyBalance(db, authorId),
    this_month_units: thisMonth ? thisMonth.units - thisMonth.returns : 0,
    last_payout: lastPayout ?? null,
    months: months.map((month) => ({ month, ...(monthFigures.get(month) ?? { units: 0, returns: 0, royalties: 0 }) })),
    books: of('book').map((row) => ({ book_id: row.book_id!, title: row.title!, ...numbers(row) })),
    channels: of('channel')
      .slice(0, 100)
      .map((row) => ({ channel: row.channel!, territory: row.territory!, ...numbers(row) })),
    unconverted_currencies: [...new Set(of('month').flatMap((row) => row.unconverted ?? []))].sort(),
    statements: await listStatements(db, authorId),
  };
}
