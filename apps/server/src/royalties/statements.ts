import type { AuthorRoyalties, Payout, Statement, StatementSummary } from '@app/contracts/royalties-api';
import { convert, monthName, parsePeriod, payoutProblem, statementFigures } from '@app/contracts/royalties';
import { toCalendarDay } from '@app/contracts/dates';
import { currencyDigits } from '@app/contracts/money';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { recordAudit, type Actor } from '../audit/audit-log.js';
import type { DB, RoyaltyPayoutsTable, RoyaltyStatementsTable } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { conflict, invalidField } from '../staff/errors.js';
import { lockRow } from '../staff/lock-row.js';
import { splitCents, type PayeeShare } from './split-shares.js';
import { inTransaction } from '../db/in-transaction.js';

type Executor = Kysely<DB> | Transaction<DB>;

export async function royaltySettings(db: Executor) {
  const row = await db.selectFrom('royalty_settings').selectAll().executeTakeFirstOrThrow();
  return { base_currency: row.base_currency, minimum_payout: Number(row.minimum_payout) };
}

/**
 * What the company owes the author: the last statement's closing balance, less the payouts made
 * since (not yet on a statement). Sales not yet on a statement are not owed until one is issued.
 */
export async function royaltyBalance(db: Executor, authorId: string): Promise<number> {
  const { rows } = await sql<{ balance: string }>`
    select coalesce((select closing_balance from royalty_statements where author_id = ${authorId}
                     order by period_end desc limit 1), 0)
         - coalesce((select sum(amount) from royalty_payouts where author_id = ${authorId} and statement_id is null), 0)
         as balance`.execute(db);
  return Number(rows[0]?.balance ?? 0);
}

export const toPayout = (row: Selectable<RoyaltyPayoutsTable>): Payout => ({
  id: row.id,
  paid_on: row.paid_on,
  amount: Number(row.amount),
  currency: row.currency,
  method: row.method,
  reference: row.reference,
});

export const toStatementSummary = (row: Selectable<RoyaltyStatementsTable>): StatementSummary => ({
  id: row.id,
  period: row.period,
  period_label: row.period_label,
  currency: row.currency,
  royalties: Number(row.royalties),
  closing_balance: Number(row.closing_balance),
  issued_at: row.issued_at.toISOString(),
});

export async function listStatements(db: Executor, authorId: string): Promise<StatementSummary[]> {
  const rows = await db
    .selectFrom('royalty_statements')
    .selectAll()
    .where('author_id', '=', authorId)
    .orderBy('period_end', 'desc')
    .execute();
  return rows.map(toStatementSummary);
}

export async function listPayouts(db: Executor, authorId: string, limit = 100): Promise<Payout[]> {
  const rows = await db
    .selectFrom('royalty_payouts')
    .selectAll()
    .where('author_id', '=', authorId)
    .orderBy('paid_on', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPayout);
}

export async function authorRoyalties(db: Kysely<DB>, authorId: string): Promise<AuthorRoyalties> {
  const settings = await royaltySettings(db);
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from payee_sales_lines l
    where ${payeeLines(authorId)} and l.payee_statement_id is null`.execute(db);
  return {
    currency: settings.base_currency,
    balance: await royaltyBalance(db, authorId),
    minimum_payout: settings.minimum_payout,
    unstated_lines: Number(rows[0]?.n ?? 0),
    statements: await listStatements(db, authorId),
    payouts: await listPayouts(db, authorId),
  };
}

interface LineGroup {
  book_id: string;
  book_title: string;
  source_name: string;
  channel: string;
  sale_month: string;
  currency: string;
  units_sold: string;
  units_returned: string;
  units_free: string;
  pages_read: string;
  net_revenue: string;
  royalty: string | null;
  missing_terms: string;
  /** The split the lines fall under (its effective date), null for the book's author alone. */
  split_from: string | null;
}

/** The sales of a payee: their books' lines and those of books they share (`payee_sales_lines`). */
export const payeeLines = (authorId: string) =>
  sql`(l.author_id = ${authorId} or l.book_id = any(array(select book_id from book_splits where author_id = ${authorId})))
      and l.payee_id = ${authorId}`;

/** The payees of each split the groups fall under, by book and effective date. */
async function splitsOf(db: Executor, groups: readonly Pick<LineGroup, 'book_id' | 'split_from'>[]) {
  const keys = groups.filter((group) => group.split_from !== null);
  const rows =
    keys.length === 0
      ? []
      : await db
          .selectFrom('book_splits')
          .select(['book_id', 'effective_from', 'author_id', 'share_bp'])
          .where('book_id', 'in', [...new Set(keys.map((key) => key.book_id))])
          .execute();
  const splits = new Map<string, PayeeShare[]>();
  for (const row of rows) {
    const key = `${row.book_id} ${row.effective_from}`;
    splits.set(key, [...(splits.get(key) ?? []), { author_id: row.author_id, share_bp: row.share_bp }]);
  }
  return splits;
}

/** The payee's part of a statement line's royalty (in the base currency): all of it without a split. */
function payeeRoyalty(royalty: number, split: PayeeShare[] | null, authorId: string): number {
  if (split === null) return royalty;
  return (splitCents(Math.round(royalty * 100), split).get(authorId) ?? 0) / 100;
}

/**
 * Issues the author's statement for a period that has ended: every sale up to its end not yet on
 * a statement (earlier months are corrections), converted at the month's rate, and the payouts
 * made since the last statement. Refused while a book lacks terms or a month lacks a rate.
 */
export async function issueStatement(
  db: Kysely<DB>,
  actor: Actor,
  authorId: string,
  periodKey: string,
  today = new Date(),
) {
  const period = parsePeriod(periodKey);
  if (!period) throw invalidField('period', 'Use a month (2026-01) or a quarter (2026-Q1)');
  if (period.end >= toCalendarDay(today)) throw invalidField('period', 'A statement covers a period that has ended');
  return inTransaction(db, async (trx) => {
    // One statement at a time per author: balances chain from one to the next.
    await lockRow(trx, 'authors', authorId, 'Author');
    const later = await trx
      .selectFrom('royalty_statements')
      .select('period_label')
      .where('author_id', '=', authorId)
      .where('period_end', '>=', period.start)
      .executeTakeFirst();
    if (later) throw conflict(`A statement for ${later.period_label} is already issued`);
    const settings = await royaltySettings(trx);
    // The sales it takes, locked: an import finishing meanwhile adds lines for the next statement,
    // never to this one's lines without its figures.
    const { rows: unstated } = await sql<{ id: string; split: boolean }>`
      select l.id, l.split_from is not null as split from payee_sales_lines l
      where ${payeeLines(authorId)} and l.payee_statement_id is null and l.sale_date <= ${period.end}`.execute(trx);
    const taken = (
      await trx
        .selectFrom('sales_lines')
        .select('id')
        .where('id', '=', sql<string>`any(${unstated.map((line) => line.id)}::bigint[])`)
        .forUpdate()
        .execute()
    ).map((line) => line.id);
    // Under a split, a line's royalty is computed whole, then shared among the split's payees.
    const { rows: groups } = await sql<LineGroup>`
      select l.book_id, b.title as book_title, s.name as source_name, l.channel, l.sale_month, l.currency,
             l.split_from, sum(l.units_sold) as units_sold, sum(l.units_returned) as units_returned,
             sum(l.units_free) as units_free, sum(l.pages_read) as pages_read,
             sum(l.net_revenue) as net_revenue, sum(l.net_revenue * l.author_share) as royalty,
             count(*) filter (where l.author_share is null) as missing_terms
      from payee_sales_lines l join books b on b.id = l.book_id join sales_sources s on s.id = l.source_id
      where l.id = any(${taken}::bigint[]) and l.payee_id = ${authorId}
      group by l.book_id, b.title, s.name, l.channel, l.sale_month, l.currency, l.split_from
      order by l.sale_month, b.title, s.name, l.channel, l.currency, l.split_from`.execute(trx);
    const splits = await splitsOf(trx, groups);
    const withoutTerms = [...new Set(groups.filter((g) => Number(g.missing_terms) > 0).map((g) => g.book_title))];
    if (withoutTerms.length > 0) throw conflict(`Enter royalty terms first for: ${withoutTerms.join(', ')}`);
    const rates = await trx
      .selectFrom('exchange_rates')
      .select(['period', 'currency', 'rate'])
      .where('period', 'in', [...new Set(groups.map((g) => g.sale_month)), ''])
      .execute();
    const rateOf = new Map(rates.map((r) => [`${r.period} ${r.currency}`, Number(r.rate)]));
    const rate = (month: string, currency: string) =>
      currency === settings.base_currency ? 1 : rateOf.get(`${month} ${currency}`);
    const missing = [
      ...new Set(
        groups
          .filter((g) => rate(g.sale_month, g.currency) === undefined)
          .map((g) => `${g.currency} for ${monthName(g.sale_month)}`),
      ),
    ];
    if (missing.length > 0) throw conflict(`Enter exchange rates first: ${missing.join(', ')}`);

    const lines = groups.map((group, index) => ({
      book_id: group.book_id,
      book_title: group.book_title,
      source_name: group.source_name,
      channel: group.channel,
      sale_month: group.sale_month,
      correction: group.sale_month < period.months[0]!,
      units_sold: Number(group.units_sold),
      units_returned: Number(group.units_returned),
      units_free: Number(group.units_free),
      pages_read: Number(group.pages_read),
      net_revenue: group.net_revenue,
      currency: group.currency,
      rate: rate(group.sale_month, group.currency)!,
      royalty: payeeRoyalty(
        convert(group.royalty ?? 0, rate(group.sale_month, group.currency)!),
        group.split_from === null ? null : (splits.get(`${group.book_id} ${group.split_from}`) ?? []),
        authorId,
      ),
      sort_order: index,
    }));
    const payouts = await trx
      .selectFrom('royalty_payouts')
      .selectAll()
      .where('author_id', '=', authorId)
      .where('statement_id', 'is', null)
      .where('paid_on', '<=', period.end)
      .execute();
    const previous = await trx
      .selectFrom('royalty_statements')
      .select('closing_balance')
      .where('author_id', '=', authorId)
      .orderBy('period_end', 'desc')
      .executeTakeFirst();
    const figures = statementFigures(
      Number(previous?.closing_balance ?? 0),
      lines.map((line) => line.royalty),
      payouts.map((payout) => Number(payout.amount)),
    );
    const usedRates = [
      ...new Set(
        lines.filter((l) => l.currency !== settings.base_currency).map((l) => `${l.sale_month} ${l.currency}`),
      ),
    ].map((key) => {
      const [month, currency] = key.split(' ') as [string, string];
      return { month, currency, rate: String(rateOf.get(key)) };
    });
    const statement = await trx
      .insertInto('royalty_statements')
      .values({
        author_id: authorId,
        period: period.key,
        period_label: period.label,
        period_start: period.start,
        period_end: period.end,
        currency: settings.base_currency,
        ...figures,
        rates: JSON.stringify(usedRates),
        issued_by_email: actor.email,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (lines.length > 0) {
      await trx
        .insertInto('royalty_statement_lines')
        .values(lines.map((line) => ({ ...line, statement_id: statement.id })))
        .execute();
    }
    if (taken.length > 0) {
      // The first statement to take a sale freezes its terms; each payee's own marks it as reported.
      await trx
        .updateTable('sales_lines')
        .set({ statement_id: sql`coalesce(statement_id, ${statement.id}::uuid)` })
        .where('id', '=', sql<string>`any(${taken}::bigint[])`)
        .execute();
      const splitLines = new Set(unstated.filter((line) => line.split).map((line) => line.id));
      const ofSplits = taken.filter((id) => splitLines.has(id));
      if (ofSplits.length > 0) {
        await trx
          .insertInto('sales_line_statements')
          .values(ofSplits.map((id) => ({ sales_line_id: id, author_id: authorId, statement_id: statement.id })))
          .execute();
      }
    }
    if (payouts.length > 0) {
      await trx
        .updateTable('royalty_payouts')
        .set({ statement_id: statement.id })
        .where(
          'id',
          'in',
          payouts.map((p) => p.id),
        )
        .execute();
    }
    await recordAudit(trx, actor, {
      action: 'royalty_statement.issue',
      entityType: 'royalty_statement',
      entityId: statement.id,
      authorId,
      before: null,
      after: statement,
    });
    return toStatementSummary(statement);
  });
}

/** A statement with its lines and payouts; `authorId` limits it to one author's (404 otherwise). */
export async function loadStatement(db: Kysely<DB>, statementId: string, authorId?: string): Promise<Statement> {
  let query = db
    .selectFrom('royalty_statements')
    .innerJoin('authors', 'authors.id', 'royalty_statements.author_id')
    .selectAll('royalty_statements')
    .select('authors.full_name as author_name')
    .where('royalty_statements.id', '=', statementId);
  if (authorId) query = query.where('royalty_statements.author_id', '=', authorId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Statement');
  const lines = await db
    .selectFrom('royalty_statement_lines')
    .selectAll()
    .where('statement_id', '=', statementId)
    .orderBy('sort_order')
    .execute();
  const payouts = await db
    .selectFrom('royalty_payouts')
    .selectAll()
    .where('statement_id', '=', statementId)
    .orderBy('paid_on')
    .execute();
  return {
    ...toStatementSummary(row),
    author_name: row.author_name ?? '',
    period_start: row.period_start,
    period_end: row.period_end,
    opening_balance: Number(row.opening_balance),
    payouts: Number(row.payouts),
    rates: row.rates.map((r) => ({ month: r.month, currency: r.currency, rate: Number(r.rate) })),
    lines: lines.map((line) => ({
      book_title: line.book_title,
      source_name: line.source_name,
      channel: line.channel,
      sale_month: line.sale_month,
      correction: line.correction,
      units_sold: line.units_sold,
      units_returned: line.units_returned,
      units_free: line.units_free,
      pages_read: line.pages_read,
      net_revenue: Number(line.net_revenue),
      currency: line.currency,
      rate: Number(line.rate),
      royalty: Number(line.royalty),
    })),
    payout_rows: payouts.map(toPayout),
  };
}

/** A statement as a spreadsheet: one row per line, then the balance; amounts in their currency's decimals. */
export function statementCsvRows(statement: Statement): { header: string[]; rows: (string | number | null)[][] } {
  const amount = (value: number, currency = statement.currency) => value.toFixed(currencyDigits(currency));
  const header = [
    'Book',
    'Source',
    'Channel',
    'Month',
    'Correction',
    'Units sold',
    'Units returned',
    'Free units',
    'Pages read (KENP)',
    'Net revenue',
    'Currency',
    'Exchange rate',
    `Royalty (${statement.currency})`,
  ];
  const total = (label: string, value: number) => [label, ...header.slice(2).map(() => ''), amount(value)];
  return {
    header,
    rows: [
      ...statement.lines.map((line) => [
        line.book_title,
        line.source_name ?? '',
        line.channel,
        line.sale_month,
        line.correction ? 'yes' : '',
        line.units_sold,
        line.units_returned,
        line.units_free,
        line.pages_read,
        amount(line.net_revenue, line.currency),
        line.currency,
        line.rate,
        amount(line.royalty),
      ]),
      total('Opening balance', statement.opening_balance),
      total('Royalties', statement.royalties),
      total('Payouts', 0 - statement.payouts),
      total('Closing balance', statement.closing_balance),
    ],
  };
}

/** Records a payout: refused below the minimum balance or above the balance. */
export async function recordPayout(
  db: Kysely<DB>,
  actor: Actor,
  authorId: string,
  input: { paid_on: string; amount: number; method: string; reference: string | null },
): Promise<Payout> {
  return inTransaction(db, async (trx) => {
    await lockRow(trx, 'authors', authorId, 'Author');
    const settings = await royaltySettings(trx);
    const problem = payoutProblem(input.amount, await royaltyBalance(trx, authorId), settings.minimum_payout);
    if (problem) throw conflict(problem);
    const payout = await trx
      .insertInto('royalty_payouts')
      .values({
        author_id: authorId,
        ...input,
        reference: input.reference || null,
        currency: settings.base_currency,
        created_by_email: actor.email,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'royalty_payout.create',
      entityType: 'royalty_payout',
      entityId: payout.id,
      authorId,
      before: null,
      after: payout,
    });
    return toPayout(payout);
  });
}
