import { WHOLE_SHARE_BP, type MySales } from '@app/contracts/royalties-api';
import { toCalendarDay } from '@app/contracts/dates';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { listPayouts, listStatements, payeeLines, royaltyBalance, royaltySettings } from './statements.js';

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
  free_units: string;
  pages_read: string;
  royalties: string;
}

/** One row of the grouping sets below: a month, a book, or a source, channel and territory. */
interface Group extends Figures {
  kind: 'month' | 'book' | 'channel';
  month: string | null;
  book_id: string | null;
  title: string | null;
  source: string | null;
  channel: string | null;
  territory: string | null;
  unconverted: string[] | null;
}

/** The author's share of each of the books under the split in effect on the day (0 when not a payee of it). */
async function currentShares(db: Kysely<DB>, authorId: string, bookIds: string[], day: string) {
  if (bookIds.length === 0) return new Map<string, number>();
  const { rows } = await sql<{ book_id: string; share_bp: number }>`
    select v.book_id, coalesce(max(v.share_bp) filter (where v.author_id = ${authorId}), 0) as share_bp
    from book_splits v
    where v.book_id = any(${bookIds}::text[]) and v.effective_from = (
      select max(w.effective_from) from book_splits w where w.book_id = v.book_id and w.effective_from <= ${day})
    group by v.book_id`.execute(db);
  return new Map(rows.map((row) => [row.book_id, Number(row.share_bp)]));
}

/**
 * The author's sales as the dashboard shows them. Royalties are the author's share converted to
 * the base currency with the month's rate, rounded to cents once per statement line (a month, a
 * book, a source, a channel and a currency), and every total is a sum of those lines: a month here is the
 * figure its statement shows. Sales whose month has no rate yet are counted in units and named in
 * `unconverted_currencies`. One scan of the author's lines (index sales_lines_author_month) gives
 * the three breakdowns, as grouping sets.
 */
export async function mySales(db: Kysely<DB>, authorId: string, now = new Date()): Promise<MySales> {
  const { base_currency: base } = await royaltySettings(db);
  const months = lastMonths(now);
  // The lines are first summed per month, book, source, channel, territory and currency (a hash
  // aggregate: hundreds of groups for thousands of lines), then converted, rounded per statement
  // line and broken down. A line's territories share its cents (largest first), so they add up to it.
  const { rows } = await sql<Group>`
    with g as (
      select l.sale_month, l.book_id, l.source_id, l.channel, l.territory, l.currency, sum(l.units_sold) as units,
        sum(l.units_returned) as returns, sum(l.units_free) as free_units, sum(l.pages_read) as pages_read,
        sum(l.net_revenue * l.author_share) * (case when l.currency = ${base} then 1 else min(r.rate) end) as whole,
        sum(l.net_revenue * l.author_share * l.share_bp / 10000) * (case when l.currency = ${base} then 1 else min(r.rate) end) as royalty,
        l.split_from,
        bool_or(l.currency <> ${base} and r.rate is null) as unconverted
      from payee_sales_lines l
      left join exchange_rates r on r.period = l.sale_month and r.currency = l.currency
      where ${payeeLines(authorId)}
      group by l.sale_month, l.book_id, l.source_id, l.channel, l.territory, l.currency, l.split_from),
    line as (
      select g.*, payee_cents(round(sum(g.whole) over w, 2) * 100, g.book_id, g.split_from, ${authorId}) / 100 as line_royalty,
        row_number() over (w order by g.royalty desc nulls last, g.territory) as place
      from g
      window w as (partition by g.sale_month, g.book_id, g.source_id, g.channel, g.currency, g.split_from)),
    cents as (
      select line.*, round(line.royalty, 2)
        + case when place = 1 then line_royalty - round(sum(round(line.royalty, 2)) over (partition by sale_month, book_id, source_id, channel, currency, split_from), 2) else 0 end
        as royalty_cents
      from line)
    select case when grouping(c.sale_month) = 0 then 'month' when grouping(c.book_id) = 0 then 'book' else 'channel' end as kind,
      c.sale_month as month, c.book_id, b.title, s.name as source, c.channel, c.territory,
      coalesce(sum(c.units), 0) as units, coalesce(sum(c.returns), 0) as returns,
      coalesce(sum(c.free_units), 0) as free_units, coalesce(sum(c.pages_read), 0) as pages_read,
      coalesce(sum(c.royalty_cents), 0) as royalties,
      array_agg(distinct c.currency) filter (where c.unconverted) as unconverted
    from cents c
    join books b on b.id = c.book_id
    join sales_sources s on s.id = c.source_id
    group by grouping sets ((c.sale_month), (c.book_id, b.title), (s.name, c.channel, c.territory))`.execute(db);
  const numbers = (row: Figures) => ({
    units: Number(row.units),
    returns: Number(row.returns),
    free_units: Number(row.free_units),
    pages_read: Number(row.pages_read),
    royalties: Number(row.royalties),
  });
  const byRoyalties = (a: Group, b: Group) => Number(b.royalties) - Number(a.royalties);
  const of = (kind: Group['kind']) => rows.filter((row) => row.kind === kind).sort(byRoyalties);
  const monthFigures = new Map(of('month').map((row) => [row.month!, numbers(row)]));
  const shares = await currentShares(
    db,
    authorId,
    of('book').map((row) => row.book_id!),
    toCalendarDay(now),
  );
  const [lastPayout] = await listPayouts(db, authorId, 1);
  const thisMonth = monthFigures.get(months[months.length - 1]!);
  return {
    currency: base,
    balance: await royaltyBalance(db, authorId),
    this_month_units: thisMonth ? thisMonth.units - thisMonth.returns : 0,
    last_payout: lastPayout ?? null,
    months: months.map((month) => ({
      month,
      ...(monthFigures.get(month) ?? { units: 0, returns: 0, free_units: 0, pages_read: 0, royalties: 0 }),
    })),
    books: of('book').map((row) => ({
      book_id: row.book_id!,
      title: row.title!,
      share_bp: shares.get(row.book_id!) ?? WHOLE_SHARE_BP,
      ...numbers(row),
    })),
    channels: of('channel')
      .slice(0, 100)
      .map((row) => ({ source: row.source!, channel: row.channel!, territory: row.territory!, ...numbers(row) })),
    unconverted_currencies: [...new Set(of('month').flatMap((row) => row.unconverted ?? []))].sort(),
    statements: await listStatements(db, authorId),
  };
}
