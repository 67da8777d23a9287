import { addDaysToCalendarDay, toCalendarDay } from '@app/contracts/dates';
import { invoiceStanding, isPayable } from '@app/contracts/invoice-standing';
import { invoiceNumber, PAID_STATUSES } from '@app/contracts/invoice-status';
import { sumAmounts, toAmount } from '@app/contracts/money';
import { normaliseProjectStatus, projectStatusBadge } from '@app/contracts/project-status';
import type {
  AgeingReport,
  AgeingReportQuery,
  AuthorReceivables,
  CashReport,
  StaffHome,
} from '@app/contracts/receivables-api';
import { collections, type AgeingBucket, emptyAgeing, lastMonths, monthOf } from '@app/contracts/receivables';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { toInstallment } from '../installments/installment.js';
import { planColumn, receivedColumn, toInvoiceDetail } from '../invoices/invoice.js';
import { UPDATE_REQUEST_PREFIX } from '../projects/update-requests.js';
import { summarizeInvoices } from './invoice-list.js';
import { readCursor, writeCursor } from './list-cursor.js';
import { foldOldReceivables, overdueReceivables } from './receivables-summary.js';

/** How many days ahead the staff home looks for installments falling due. */
export const DUE_SOON_DAYS = 7;

const closedWords = ['cancelled', 'draft', ...PAID_STATUSES];

/** Invoices with their plans and authors' names, as the contracts derivations read them. */
function invoicesWithPlans(db: Kysely<DB>) {
  return db
    .selectFrom('invoices')
    .innerJoin('authors', 'authors.id', 'invoices.author_id')
    .selectAll('invoices')
    .select(sql<string>`coalesce(nullif(authors.full_name, ''), authors.email)`.as('author_name'))
    .select(planColumn)
    .select(receivedColumn);
}

type LoadedInvoice = Awaited<ReturnType<ReturnType<typeof invoicesWithPlans>['execute']>>[number];
const withPlan = (row: LoadedInvoice) => ({
  ...toInvoiceDetail(row, row.installments.map(toInstallment)),
  author_id: row.author_id,
  author_name: row.author_name,
});

/** The bucket of a due day as of `today`, in SQL (`ageingBucket` of contracts/receivables.ts). */
const bucketOf = (today: string) => sql<AgeingBucket>`case
  when ${today}::date - due_on <= 0 then 'current'
  when ${today}::date - due_on <= 30 then '1-30'
  when ${today}::date - due_on <= 60 then '31-60'
  when ${today}::date - due_on <= 90 then '61-90'
  else 'over-90' end`;

const AUTHOR_NAME = sql<string>`coalesce(nullif(a.full_name, ''), a.email)`;
const OWED = /^\d{1,14}(\.\d{1,2})?$/;

/**
 * Open balances by days past due, in total and for one page of authors (largest balance first,
 * then by name and id; keyset paging as the invoice list). The database keeps the open amounts per
 * author and due day as invoices and installments change (migration 0041, `openAmounts` of
 * contracts/receivables.ts), and from them what each author owes and the amounts per due day over
 * everyone (migration 0055): the totals read a row per due day, the page its authors' rows, so the
 * report costs the same however many invoices and authors there are. Only the buckets, which move
 * with the day, are derived here. Its tests check it against the contracts functions after random
 * changes.
 */
export async function ageingReport(
  db: Kysely<DB>,
  query: AgeingReportQuery = { page_size: 50 },
  now: Date = new Date(),
): Promise<AgeingReport> {
  const today = toCalendarDay(now);
  const after = query.after === undefined ? undefined : readCursor(query.after, (key) => OWED.test(key));
  await foldOldReceivables(db, today);
  const [sums, authors, page] = await Promise.all([
    db
      .selectFrom('receivables_by_day')
      .select([bucketOf(today).as('bucket'), sql<string>`sum(amount)`.as('amount')])
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('receivables_by_author')
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('receivables_by_author as r')
      .innerJoin('authors as a', 'a.id', 'r.author_id')
      .select(['r.author_id', 'r.amount', AUTHOR_NAME.as('author_name')])
      .$if(after !== undefined, (q) =>
        q.where('r.amount', '<=', after!.key!).where(
          sql<boolean>`(r.amount < ${after!.key} or (${AUTHOR_NAME}, r.author_id) > (
              (select coalesce(nullif(c.full_name, ''), c.email) from authors c where c.id = ${after!.id}), ${after!.id}::uuid))`,
        ),
      )
      .orderBy('r.amount', 'desc')
      .orderBy(AUTHOR_NAME)
      .orderBy('r.author_id')
      .limit(query.page_size + 1)
      .execute(),
  ]);
  const totals = emptyAgeing();
  for (const row of sums) {
    const amount = toAmount(row.amount) ?? 0;
    totals[row.bucket] = sumAmounts([totals[row.bucket], amount]);
    totals.total = sumAmounts([totals.total, amount]);
  }
  const shown = page.slice(0, query.page_size);
  const rows = shown.map((row) => ({ author_id: row.author_id, author_name: row.author_name, ...emptyAgeing() }));
  if (rows.length > 0) {
    const byAuthor = new Map(rows.map((row) => [row.author_id, row]));
    const buckets = await db
      .selectFrom('receivables_by_due')
      .select(['author_id', bucketOf(today).as('bucket'), sql<string>`sum(amount)`.as('amount')])
      .where('author_id', 'in', [...byAuthor.keys()])
      .groupBy([sql`1`, sql`2`])
      .execute();
    for (const row of buckets) {
      const author = byAuthor.get(row.author_id)!;
      const amount = toAmount(row.amount) ?? 0;
      author[row.bucket] = sumAmounts([author[row.bucket], amount]);
      author.total = sumAmounts([author.total, amount]);
    }
  }
  const last = shown.at(-1);
  return {
    as_of: today,
    rows,
    totals,
    authors: Number(authors.count),
    next: page.length > query.page_size && last ? writeCursor({ key: last.amount, id: last.author_id }) : null,
    page_size: query.page_size,
  };
}

/** Billed and collected per month over the last `months` months, this one included. */
export async function cashReport(db: Kysely<DB>, now: Date = new Date(), count = 12): Promise<CashReport> {
  const months = lastMonths(count, now);
  const from = `${months[0]}-01`;
  const rows = await invoicesWithPlans(db)
    .where((eb) =>
      eb.or([
        eb('invoices.issue_date', '>=', from),
        eb('invoices.paid_date', '>=', from),
        eb.exists(
          eb
            .selectFrom('installment_payments as paid')
            .select('paid.id')
            .whereRef('paid.invoice_id', '=', 'invoices.id')
            .where('paid.paid_date', '>=', from),
        ),
        eb.exists(
          eb
            .selectFrom('invoice_payments as received')
            .select('received.id')
            .whereRef('received.invoice_id', '=', 'invoices.id')
            .where('received.paid_date', '>=', from),
        ),
      ]),
    )
    .execute();
  const billed = new Map<string, number>(months.map((month) => [month, 0]));
  const collected = new Map<string, number>(months.map((month) => [month, 0]));
  const add = (into: Map<string, number>, day: string | null, amount: number | null) => {
    const month = day ? monthOf(day) : null;
    if (month && into.has(month) && amount) into.set(month, sumAmounts([into.get(month)!, amount]));
  };
  for (const row of rows) {
    const invoice = withPlan(row);
    const standing = invoiceStanding(invoice, now);
    if (standing.status !== 'draft' && standing.status !== 'cancelled') add(billed, invoice.issue_date, standing.total);
    for (const part of collections(invoice, now)) add(collected, part.date, part.amount);
  }
  return {
    months: months.map((month) => ({ month, billed: billed.get(month)!, collected: collected.get(month)! })),
  };
}

/** One author's balance due, overdue balance (the list's definition) and dated payments, newest first. */
export async function authorReceivables(
  db: Kysely<DB>,
  authorId: string,
  now: Date = new Date(),
): Promise<AuthorReceivables> {
  const [rows, summary] = await Promise.all([
    invoicesWithPlans(db).where('invoices.author_id', '=', authorId).execute(),
    summarizeInvoices(db, { author_id: authorId }, toCalendarDay(now)),
  ]);
  const payments: AuthorReceivables['payments'] = [];
  let balance = 0;
  for (const row of rows) {
    const invoice = withPlan(row);
    const standing = invoiceStanding(invoice, now);
    if (isPayable(standing)) balance = sumAmounts([balance, standing.balance]);
    for (const part of collections(invoice, now)) {
      payments.push({
        ...part,
        invoice_id: invoice.id,
        invoice_number: invoiceNumber(invoice),
        service: invoice.service,
        currency: invoice.currency,
      });
    }
  }
  payments.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return { balance_due: balance, overdue: summary.totals.overdue, payments };
}

/** The staff home's figures, as of `now`. */
export async function staffHome(db: Kysely<DB>, now: Date = new Date()): Promise<StaffHome> {
  const today = toCalendarDay(now);
  const soon = addDaysToCalendarDay(today, DUE_SOON_DAYS);
  const [overdue, unread, dueSoon, contact, quotes, updates, projects] = await Promise.all([
    overdueReceivables(db, today),
    db
      .selectFrom('chat_conversations as c')
      .select(sql<string>`count(*)`.as('count'))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('author_activities as m')
            .select('m.id')
            .whereRef('m.author_id', '=', 'c.author_id')
            .where('m.activity_type', '=', 'chat_user')
            .where((w) =>
              w.or([w('c.support_read_at', 'is', null), w('m.created_at', '>', w.ref('c.support_read_at'))]),
            ),
        ),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('installment_payments as ip')
      .innerJoin('invoices as i', 'i.id', 'ip.invoice_id')
      .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(ip.amount), 0)`.as('amount')])
      .where(sql<string>`lower(btrim(coalesce(ip.status, '')))`, 'not in', [...PAID_STATUSES])
      .where(sql<string>`lower(btrim(i.status))`, 'not in', closedWords)
      .where('ip.due_date', '>=', today)
      .where('ip.due_date', '<=', soon)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_messages')
      .select(sql<string>`count(*)`.as('count'))
      .where('handled_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('quote_requests')
      .select(sql<string>`count(*)`.as('count'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('author_activities as m')
      .innerJoin('chat_conversations as c', 'c.author_id', 'm.author_id')
      .select(sql<string>`count(*)`.as('count'))
      .where('m.activity_type', '=', 'chat_user')
      .where('m.description', 'like', `${UPDATE_REQUEST_PREFIX}%`)
      .where((w) => w.or([w('c.support_read_at', 'is', null), w('m.created_at', '>', w.ref('c.support_read_at'))]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('production_projects')
      .select(['project_status', sql<string>`count(*)`.as('count')])
      .groupBy('project_status')
      .execute(),
  ]);
  const byStatus = new Map<string, number>();
  for (const row of projects) {
    const status = normaliseProjectStatus(row.project_status);
    byStatus.set(status, (byStatus.get(status) ?? 0) + Number(row.count));
  }
  return {
    unread_conversations: Number(unread.count),
    overdue,
    installments_due_soon: { count: Number(dueSoon.count), amount: Number(dueSoon.amount), from: today, to: soon },
    new_requests: {
      contact: Number(contact.count),
      quotes: Number(quotes.count),
      update_requests: Number(updates.count),
    },
    projects_by_status: [...byStatus.entries()].map(([status, count]) => ({
      status,
      label: projectStatusBadge(status).label,
      count,
    })),
  };
}
