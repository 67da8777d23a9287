import { staffUrls, withSignatures } from '../agreements/signatures/signature-store.js';
import { invoiceTotals } from '@app/contracts/invoice-standing';
import { toAmount } from '@app/contracts/money';
import { PROJECT_STATUSES } from '@app/contracts/project-status';
import type {
  AccountState,
  StaffAuthorFile,
  StaffAuthorProfile,
  StaffAuthorsQuery,
  StaffAuthorSummary,
} from '@app/contracts/staff-api';
import { sql, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import { toAuthorRecord } from './profile.js';
import { isStaffAuthor } from './staff-accounts.js';
import type { AuthorsTable, DB, ProductionProjectsTable } from '../db/schema.js';
import { installmentColumns, toInstallment } from '../installments/installment.js';
import { planColumn, toInvoiceDetail } from '../invoices/invoice.js';
import { notFound } from '../http/errors.js';

/** The `:authorId` of every staff route under /api/staff/authors/{authorId}. */
export const authorParams = z.object({ authorId: z.uuid({ error: 'Unknown author' }) });

/** At most this many authors per list: the console searches rather than scrolls. */
const LIST_LIMIT = 500;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * The sign-in state of the author's identity account: the account with the author's id (authors
 * who signed up themselves), else the one with the author's email (authors staff created first).
 */
const accountState = sql<AccountState>`coalesce((
  select case
    when u.confirmed_at is not null then 'active'
    when u.invited_at is not null then 'invited'
    else 'unconfirmed' end
  from identity_users u
  where u.aud = '' and (u.id = authors.id or lower(u.email) = lower(authors.email))
  order by (u.id = authors.id) desc
  limit 1
), 'none')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Authors by name or email, status and balance, with their invoice totals (the dashboard's rule). */
export async function listAuthors(db: Kysely<DB>, filters: StaffAuthorsQuery): Promise<StaffAuthorSummary[]> {
  let query = db
    .selectFrom('authors')
    .select(['id', 'full_name', 'email', 'author_status', 'country', 'created_at', 'updated_at'])
    .select(accountState.as('account'))
    .where(sql<boolean>`not ${isStaffAuthor('authors')}`);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, 'like', pattern),
        eb(sql<string>`lower(coalesce(full_name, ''))`, 'like', pattern),
      ]),
    );
  }
  if (filters.status) query = query.where('author_status', '=', filters.status);
  if (filters.project_status) {
    // normaliseProjectStatus in SQL: known words, any case, spaces as underscores; the rest is in progress.
    const status = sql<string>`lower(replace(btrim(coalesce(p.project_status, '')), ' ', '_'))`;
    const known = PROJECT_STATUSES.filter((value) => value !== 'in_progress');
    const wanted = filters.project_status;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('production_projects as p')
          .select('p.id')
          .whereRef('p.author_id', '=', 'authors.id')
          .where((eb) => (wanted === 'in_progress' ? eb(status, 'not in', known) : eb(status, '=', wanted))),
      ),
    );
  }
  const direction = filters.order ?? 'asc';
  const sortKey = {
    name: sql`lower(coalesce(nullif(full_name, ''), email))`,
    email: sql`lower(email) collate "C"`,
    created: sql`created_at`,
  }[filters.sort === 'email' || filters.sort === 'created' ? filters.sort : 'name'];
  const authors = await query
    .orderBy(sortKey, filters.sort === 'paid_to_date' || filters.sort === 'outstanding' ? 'asc' : direction)
    .orderBy('id')
    .limit(LIST_LIMIT)
    .execute();
  // Signups nobody confirmed come first, newest first, as a group of their own.
  const signups = await unconfirmedSignups(db, filters);
  if (authors.length === 0) return signups;

  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'author_id', 'status', 'total_amount', 'amount', 'due_date', 'paid_date'])
    .select(planColumn)
    .where(
      'author_id',
      'in',
      authors.map((author) => author.id),
    )
    .execute();
  const byAuthor = new Map<string, typeof invoices>();
  for (const invoice of invoices) {
    const own = byAuthor.get(invoice.author_id);
    if (own) own.push(invoice);
    else byAuthor.set(invoice.author_id, [invoice]);
  }

  const summaries = authors.map((author) => {
    const own = byAuthor.get(author.id) ?? [];
    const totals = invoiceTotals(own);
    return {
      ...author,
      record: true,
      paid_to_date: totals.paidToDate,
      outstanding: totals.outstanding,
      invoice_count: own.length,
      created_at: iso(author.created_at),
      updated_at: iso(author.updated_at),
    };
  });
  const balanceSort = filters.sort === 'paid_to_date' || filters.sort === 'outstanding' ? filters.sort : null;
  if (balanceSort) {
    // Totals are derived per invoice (invoiceStanding), so money columns sort here; id breaks ties.
    const sign = direction === 'desc' ? -1 : 1;
    summaries.sort((a, b) => sign * (a[balanceSort] - b[balanceSort]) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  if (filters.balance === 'outstanding') return summaries.filter((author) => author.outstanding > 0);
  if (filters.balance === 'clear') return [...signups, ...summaries.filter((author) => author.outstanding === 0)];
  return [...signups, ...summaries];
}

/**
 * Signups nobody confirmed that no author record has yet (by id or address): invisible to the
 * dashboard, they belong in the list so staff can add and invite the person (the invitation
 * supersedes the signup). Only without filters on a record's fields; they owe nothing.
 */
async function unconfirmedSignups(db: Kysely<DB>, filters: StaffAuthorsQuery): Promise<StaffAuthorSummary[]> {
  if (filters.status || filters.project_status || filters.balance === 'outstanding') return [];
  const fullName = sql<string | null>`nullif(btrim(u.user_metadata ->> 'full_name'), '')`;
  let query = db
    .selectFrom('identity_users as u')
    .select(['u.id', 'u.email', 'u.created_at', 'u.updated_at'])
    .select(fullName.as('full_name'))
    .where('u.aud', '=', '')
    .where('u.confirmed_at', 'is', null)
    .where('u.invited_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('authors as a')
            .select('a.id')
            .where((eb) => eb.or([eb('a.id', '=', eb.ref('u.id')), eb(sql`lower(a.email)`, '=', sql`lower(u.email)`)])),
        ),
      ),
    );
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(u.email)`, 'like', pattern),
        eb(sql<string>`lower(coalesce(${fullName}, ''))`, 'like', pattern),
      ]),
    );
  }
  const rows = await query.orderBy('u.created_at', 'desc').orderBy('u.id').limit(LIST_LIMIT).execute();
  return rows.map((row) => ({
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    author_status: 'Unconfirmed signup',
    country: '',
    account: 'unconfirmed' as const,
    record: false,
    paid_to_date: 0,
    outstanding: 0,
    invoice_count: 0,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

export function toStaffProfile(author: Selectable<AuthorsTable>): StaffAuthorProfile {
  return {
    ...toAuthorRecord(author),
    payment_method: author.payment_method,
    created_at: iso(author.created_at),
    updated_at: iso(author.updated_at),
  };
}

export function toProject(row: Selectable<ProductionProjectsTable>) {
  return {
    id: row.id,
    service: row.service,
    project_status: row.project_status,
    book_title: row.book_title,
    start_date: row.start_date,
    completion_date: row.completion_date,
    amount: toAmount(row.amount),
    total_amount: toAmount(row.total_amount),
    notes: row.notes,
  };
}

export async function findAuthorOr404(db: Kysely<DB>, id: string): Promise<Selectable<AuthorsTable>> {
  const author = await db.selectFrom('authors').selectAll().where('id', '=', id).executeTakeFirst();
  if (!author) throw notFound('Author');
  return author;
}

export async function findAccountState(db: Kysely<DB>, authorId: string): Promise<AccountState> {
  const row = await db
    .selectFrom('authors')
    .select(accountState.as('state'))
    .where('id', '=', authorId)
    .executeTakeFirstOrThrow();
  return row.state;
}

/** One author's whole file: profile, sign-in state, totals and every row the dashboard shows them. */
export async function loadAuthorFile(db: Kysely<DB>, id: string): Promise<StaffAuthorFile> {
  const author = await findAuthorOr404(db, id);
  const [account, invoices, projects, installments, agreements] = await Promise.all([
    findAccountState(db, id),
    db
      .selectFrom('invoices')
      .selectAll()
      .select(planColumn)
      .where('author_id', '=', id)
      .orderBy('issue_date', (ob) => ob.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('production_projects')
      .selectAll()
      .where('author_id', '=', id)
      .orderBy('start_date', (ob) => ob.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('installment_payments')
      .select(installmentColumns)
      .where('author_id', '=', id)
      .orderBy('due_date', (ob) => ob.asc().nullsLast())
      .orderBy('installment_number', (ob) => ob.asc().nullsFirst())
      .execute(),
    db.selectFrom('contract_documents').selectAll().where('author_id', '=', id).orderBy('created_at', 'desc').execute(),
  ]);
  const details = invoices.map((invoice) => toInvoiceDetail(invoice, invoice.installments.map(toInstallment)));
  const totals = invoiceTotals(details);
  return {
    author: toStaffProfile(author),
    account,
    totals: { paid_to_date: totals.paidToDate, outstanding: totals.outstanding },
    invoices: details,
    projects: projects.map(toProject),
    installments: installments.map(toInstallment),
    agreements: await withSignatures(
      db,
      agreements.map(({ author_id: _owner, ...agreement }) => ({
        ...agreement,
        created_at: iso(agreement.created_at),
        signed_at: isoOrNull(agreement.signed_at),
      })),
      new Date(),
      staffUrls,
    ),
  };
}
