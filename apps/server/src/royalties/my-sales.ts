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

/**
 * The author's sales as the dashboard shows them. Royalties are the author's share converted to
 * the base currency with the month's rate; sales whose month has no rate yet are counted in units
 * and named in `unconverted_currencies`. Every query is filtered by the author (index
 * sales_lines_author_month).
 */
export async function mySales(db: Kysely<DB>, authorId: string, now = new Date()): Promise<MySales> {
  const { base_currency: base } = await royaltySettings(db);
  const months = lastMonths(now);
  const converted = sql`l.net_revenue * l.author_share * (case when l.currency = ${base} then 1 else r.rate end)`;
  const figures = sql`
    coalesce(sum(l.units_sold), 0) as units, coalesce(sum(l.units_returned), 0) as returns,
    coalesce(round(sum(${converted}), 2), 0) as royalties`;
  const from = (join = sql``) => sql`from sales_lines l ${join}
    left join exchange_rates r on r.period = l.sale_month and r.currency = l.currency
    where l.author_id = ${authorId}`;
  const [byMonth, byBook, byChannel, unconverted] = await Promise.all([
    sql<Figures & { month: string }>`select l.sale_month as month, ${figures} ${from()}
      and l.sale_month >= ${months[0]} group by l.sale_month`.execute(db),
    sql<Figures & { book_id: string; title: string }>`select l.book_id, b.title, ${figures}
      ${from(sql`join books b on b.id = l.book_id`)} group by l.book_id, b.title order by royalties desc, b.title`.execute(
      db,
    ),
    sql<Figures & { channel: string; territory: string }>`select l.channel, l.territory, ${figures} ${from()}
      group by l.channel, l.territory order by royalties desc, l.channel, l.territory limit 100`.execute(db),
    sql<{ currency: string }>`select distinct l.currency ${from()}
      and l.currency <> ${base} and r.rate is null order by l.currency`.execute(db),
  ]);
  const numbers = (row: Figures) => ({
    units: Number(row.units),
    returns: Number(row.returns),
    royalties: Number(row.royalties),
  });
  const monthFigures = new Map(byMonth.rows.map((row) => [row.month, numbers(row)]));
  const [lastPayout] = await listPayouts(db, authorId, 1);
  const thisMonth = monthFigures.get(months[months.length - 1]!);
  return {
    currency: base,
    balance: await royaltyBalance(db, authorId),
    this_month_units: thisMonth ? thisMonth.units - thisMonth.returns : 0,
    last_payout: lastPayout ?? null,
    months: months.map((month) => ({ month, ...(monthFigures.get(month) ?? { units: 0, returns: 0, royalties: 0 }) })),
    books: byBook.rows.map((row) => ({ book_id: row.book_id, title: row.title, ...numbers(row) })),
    channels: byChannel.rows.map((row) => ({ channel: row.channel, territory: row.territory, ...numbers(row) })),
    unconverted_currencies: unconverted.rows.map((row) => row.currency),
    statements: await listStatements(db, authorId),
  };
}
