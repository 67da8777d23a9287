import { toCalendarDay } from '@app/contracts/dates';
import { PAID_STATUSES } from '@app/contracts/invoice-status';
import { sumAmounts, toAmount } from '@app/contracts/money';
import { INVOICE_STATES } from '@app/contracts/invoice-standing';
import type {
  InvoiceSort,
  StaffInvoiceFilters,
  StaffInvoiceList,
  StaffInvoiceListQuery,
  StaffInvoiceRow,
} from '@app/contracts/receivables-api';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { readCursor, writeCursor } from './list-cursor.js';
import { overdueBeforeStatus, overdueReceivables } from './receivables-summary.js';
import { invoiceStandings } from './standing-sql.js';

/** The field of a row each sort orders by. */
export const SORT_COLUMNS = {
  issue_date: 'issue_date',
  due_date: 'due_date',
  total: 'total',
  balance: 'balance',
  author: 'author_name',
  status: 'status',
} as const;

/** What a cursor's key may hold for each sort, checked before it reaches the database. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;
const KEY_FORMATS: Record<InvoiceSort, (key: string) => boolean> = {
  issue_date: (key) => DAY.test(key),
  due_date: (key) => DAY.test(key),
  total: (key) => AMOUNT.test(key),
  balance: (key) => AMOUNT.test(key),
  author: () => true,
  status: (key) => (INVOICE_STATES as readonly string[]).includes(key),
};

/** The invoices across authors that match the filters, as of `today`. */
function filtered(db: Kysely<DB>, filters: StaffInvoiceFilters, today: string) {
  return db
    .selectFrom(invoiceStandings(db, today).as('s'))
    .$if(filters.status !== undefined, (q) => q.where('s.status', '=', filters.status!))
    .$if(filters.author_id !== undefined, (q) => q.where('s.author_id', '=', filters.author_id!))
    .$if(filters.issued_from !== undefined, (q) => q.where('s.issue_date', '>=', filters.issued_from!))
    .$if(filters.issued_to !== undefined, (q) => q.where('s.issue_date', '<=', filters.issued_to!))
    .$if(filters.due_from !== undefined, (q) => q.where('s.due_date', '>=', filters.due_from!))
    .$if(filters.due_to !== undefined, (q) => q.where('s.due_date', '<=', filters.due_to!))
    .$if(filters.min_amount !== undefined, (q) => q.where(sql`s.total`, '>=', filters.min_amount!))
    .$if(filters.max_amount !== undefined, (q) => q.where(sql`s.total`, '<=', filters.max_amount!))
    .$if(filters.payment_method !== undefined, (q) => q.where('s.payment_method', '=', filters.payment_method!))
    .$if(filters.installment_due_from !== undefined || filters.installment_due_to !== undefined, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('installment_payments as ip')
            .select('ip.id')
            .whereRef('ip.invoice_id', '=', 's.id')
            .where(sql<string>`lower(btrim(coalesce(ip.status, '')))`, 'not in', [...PAID_STATUSES])
            .$if(filters.installment_due_from !== undefined, (w) =>
              w.where('ip.due_date', '>=', filters.installment_due_from!),
            )
            .$if(filters.installment_due_to !== undefined, (w) =>
              w.where('ip.due_date', '<=', filters.installment_due_to!),
            ),
        ),
      ),
    );
}

interface StandingRow {
  id: string;
  invoice_number: string | null;
  author_id: string;
  author_name: string;
  service: string;
  issue_date: string | null;
  due_date: string | null;
  currency: string;
  payment_method: string | null;
  status: StaffInvoiceRow['status'];
  total: string | null;
  paid: string;
  balance: string | null;
  overdue: string;
}

const toRow = (row: StandingRow): StaffInvoiceRow => ({
  id: row.id,
  invoice_number: row.invoice_number,
  author_id: row.author_id,
  author_name: row.author_name,
  service: row.service,
  issue_date: row.issue_date,
  due_date: row.due_date,
  currency: row.currency,
  payment_method: row.payment_method,
  status: row.status,
  total: toAmount(row.total),
  paid: toAmount(row.paid) ?? 0,
  balance: toAmount(row.balance),
});

/**
 * Count and sums of the invoices matching the filters, as of `today`. Over every invoice (the
 * list's first load) and over those of any one status they are read from the sums the database
 * keeps (migrations 0055 to 0057), a few rows a day, not from every invoice;
 * `receivables-summary.int.test.ts` holds them to this derivation after random changes and on
 * days around the due days. The other filters are summed over the matching invoices.
 */
export async function summarizeInvoices(db: Kysely<DB>, filters: StaffInvoiceFilters, today: string) {
  const { status, ...others } = filters;
  if (Object.values(others).every((value) => value === undefined)) return summarizeKeptSums(db, today, status);
  return summarizeMatchingInvoices(db, filters, today);
}

type Status = StaffInvoiceFilters['status'];

/**
 * The rows of `invoice_sums` holding the invoices of `status` as of `today` (all without one). An
 * owed invoice is overdue once its last day not overdue (`due_until`) has passed, else partially
 * paid when part paid, else pending (migration 0057).
 */
function keptSumsOf(db: Kysely<DB>, today: string, status: Status) {
  const sums = db.selectFrom('invoice_sums');
  switch (status) {
    case undefined:
      return sums;
    case 'cancelled':
    case 'paid':
    case 'draft':
      return sums.where('standing', '=', status);
    case 'overdue':
      return sums.where('standing', '=', 'owed').where('due_until', '<', today);
    case 'partially-paid':
    case 'pending':
      return sums
        .where('standing', '=', 'owed')
        .where('due_until', '>=', today)
        .where('part_paid', '=', status === 'partially-paid');
  }
}

/**
 * The overdue balance of the invoices of `status` as of `today` (all without one), and how many
 * hold some: the open amounts due before today (`receivables_by_day`), of which those of invoices
 * not overdue by status yet are kept apart (`receivables_before_overdue`). Only owed invoices hold any.
 */
async function keptOverdueOf(db: Kysely<DB>, today: string, status: Status) {
  switch (status) {
    case undefined:
      return overdueReceivables(db, today);
    case 'cancelled':
    case 'paid':
    case 'draft':
      return { count: 0, balance: 0 };
    case 'overdue': {
      const [every, notYet] = await Promise.all([overdueReceivables(db, today), overdueBeforeStatus(db, today)]);
      return { count: every.count - notYet.count, balance: sumAmounts([every.balance, -notYet.balance]) };
    }
    case 'partially-paid':
    case 'pending':
      return overdueBeforeStatus(db, today, status === 'partially-paid');
  }
}

/** `summarizeInvoices` over every invoice, or over those of one status, from the sums the database keeps. */
async function summarizeKeptSums(db: Kysely<DB>, today: string, status: Status) {
  const [sums, overdue] = await Promise.all([
    keptSumsOf(db, today, status)
      .select([
        sql<string>`coalesce(sum(invoices), 0)`.as('count'),
        sql<string>`coalesce(sum(total), 0)`.as('total'),
        sql<string>`coalesce(sum(paid), 0)`.as('paid'),
        sql<string>`coalesce(sum(balance), 0)`.as('balance'),
      ])
      .executeTakeFirstOrThrow(),
    keptOverdueOf(db, today, status),
  ]);
  return {
    count: Number(sums.count),
    totals: {
      total: toAmount(sums.total) ?? 0,
      paid: toAmount(sums.paid) ?? 0,
      balance: toAmount(sums.balance) ?? 0,
      overdue: overdue.balance,
    },
    overdueCount: overdue.count,
  };
}

/** `summarizeInvoices` summed over the invoices matching the filters. */
export async function summarizeMatchingInvoices(db: Kysely<DB>, filters: StaffInvoiceFilters, today: string) {
  const summary = await filtered(db, filters, today)
    .select([
      sql<string>`count(*)`.as('count'),
      sql<string>`coalesce(sum(s.total), 0)`.as('total'),
      sql<string>`coalesce(sum(s.paid), 0)`.as('paid'),
      sql<string>`coalesce(sum(s.balance), 0)`.as('balance'),
      sql<string>`coalesce(sum(s.overdue), 0)`.as('overdue'),
      sql<string>`count(*) filter (where s.overdue > 0)`.as('overdue_count'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(summary.count),
    totals: {
      total: toAmount(summary.total) ?? 0,
      paid: toAmount(summary.paid) ?? 0,
      balance: toAmount(summary.balance) ?? 0,
      overdue: toAmount(summary.overdue) ?? 0,
    },
    /** How many of them hold an overdue balance. */
    overdueCount: Number(summary.overdue_count),
  };
}

/**
 * One page of invoices across authors in the chosen order, as of `now`: the rows after the
 * `after` cursor (keyset paging, so a page costs the same deep in the list as on top; migration
 * 0042 indexes the sort keys). Rows without a value of the sort key come last, ordered by id.
 */
export async function listInvoices(
  db: Kysely<DB>,
  query: StaffInvoiceListQuery,
  now: Date = new Date(),
): Promise<StaffInvoiceList> {
  const today = toCalendarDay(now);
  const key = sql.ref(`s.${SORT_COLUMNS[query.sort]}`);
  const direction = query.order;
  const after = query.after === undefined ? undefined : readCursor(query.after, KEY_FORMATS[query.sort]);
  const beyond = direction === 'asc' ? sql`>` : sql`<`;
  const wanted = query.page_size + 1;
  const rows: StandingRow[] = [];
  // Rows with a value of the key, then those without: each part is one range of an index.
  if (after === undefined || after.key !== null) {
    rows.push(
      ...(await filtered(db, query, today)
        .selectAll('s')
        .where(sql<boolean>`${key} is not null`)
        .$if(after !== undefined, (q) => q.where(sql<boolean>`(${key}, s.id) ${beyond} (${after!.key}, ${after!.id})`))
        .orderBy(key, direction)
        .orderBy('s.id', direction)
        .limit(wanted)
        .execute()),
    );
  }
  if (rows.length < wanted) {
    rows.push(
      ...(await filtered(db, query, today)
        .selectAll('s')
        .where(sql<boolean>`${key} is null`)
        .$if(after?.key === null, (q) => q.where(sql<boolean>`s.id ${beyond} ${after!.id}`))
        .orderBy('s.id', direction)
        .limit(wanted - rows.length)
        .execute()),
    );
  }
  const page = rows.slice(0, query.page_size);
  const last = page.at(-1);
  const sortKey = (row: StandingRow) => row[SORT_COLUMNS[query.sort]];
  return {
    rows: page.map(toRow),
    next: rows.length > query.page_size && last ? writeCursor({ key: sortKey(last), id: last.id }) : null,
    page_size: query.page_size,
  };
}
