import { invoiceStanding } from '@app/contracts/invoice-standing';
import { invoiceNumber } from '@app/contracts/invoice-status';
import { addToAgeing, emptyAgeing } from '@app/contracts/receivables';
import type {
  AgeingReport,
  AuthorReceivables,
  CashReport,
  StaffHome,
  StaffInvoiceList,
  StaffInvoiceSummary,
} from '@app/contracts/receivables-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { toInstallment } from '../installments/installment.js';
import { planColumn, toInvoiceDetail } from '../invoices/invoice.js';
import {
  bearer,
  ids,
  people,
  PAST,
  FUTURE,
  seedChecklistFixture,
  tokenFor,
} from '../../test/support/checklist-fixture.js';
import { staffMember, type StaffMember } from '../../test/support/staff.js';
import { SORT_COLUMNS } from './invoice-list.js';

let t: TestApp;
let admin: StaffMember;
let support: StaffMember;

/** Invoices of author B covering every branch of the status rule, beside the checklist fixture. */
async function seedEveryStanding() {
  const { db } = t.database;
  const invoice = (fields: Record<string, unknown>) => ({
    author_id: people.B.id,
    service: 'Edge case',
    issue_date: '2024-06-10',
    ...fields,
  });
  const rows = await db
    .insertInto('invoices')
    .values([
      invoice({ status: 'pending', total_amount: 80, paid_date: '2024-06-20', payment_method: 'paypal' }),
      invoice({ status: 'partial', total_amount: 90, due_date: PAST, payment_method: 'wire-transfer' }),
      invoice({ status: 'partial', total_amount: 100, due_date: FUTURE }),
      invoice({ status: 'overdue', amount: 40, due_date: FUTURE }),
      invoice({ status: 'settled', total_amount: 60 }),
      invoice({ status: 'cancelled', total_amount: 900, due_date: PAST }),
      invoice({ status: 'unpaid', total_amount: 70, due_date: PAST }),
      invoice({ status: 'pending', total_amount: 300, due_date: PAST }),
      invoice({ status: 'pending', total_amount: 250, due_date: PAST }),
      invoice({ status: 'pending', total_amount: null, amount: null }),
    ])
    .returning('id')
    .execute();
  const plan = (invoiceId: string, status: string | null, amount: number, due: string | null, paid?: string) => ({
    author_id: people.B.id,
    invoice_id: invoiceId,
    status,
    amount,
    due_date: due,
    paid_date: paid ?? null,
  });
  await db
    .insertInto('installment_payments')
    .values([
      // Every installment paid: paid, whatever the stored status.
      plan(rows[7]!.id, 'paid', 150, PAST),
      plan(rows[7]!.id, 'PAID', 150, PAST),
      // Past the invoice's own due date, but the plan's next installment is not due yet.
      plan(rows[8]!.id, 'paid', 100, PAST),
      plan(rows[8]!.id, 'pending', 150, FUTURE),
      // Marked overdue though not yet due; an installment without a date falls due with the invoice.
      plan(rows[2]!.id, 'overdue', 30, FUTURE),
      plan(rows[2]!.id, null, 40, null),
      plan(rows[2]!.id, 'paid', 10, '2024-07-01', '2024-07-02'),
    ])
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  await seedEveryStanding();
  admin = await staffMember(t.database.db, ['admin']);
  support = await staffMember(t.database.db, ['support']);
});
afterAll(() => t.close());

const list = async (query = '', who: StaffMember = support) => {
  const response = await t.app.inject({ url: `/api/staff/invoices${query}`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json<StaffInvoiceList>();
};

const summary = async (query = '') => {
  const response = await t.app.inject({ url: `/api/staff/invoices/summary${query}`, headers: support.headers });
  expect(response.statusCode).toBe(200);
  return response.json<StaffInvoiceSummary>();
};

/** What the contracts derivation says of every invoice, by id. */
async function derivedStandings() {
  const invoices = await t.database.db.selectFrom('invoices').selectAll().select(planColumn).execute();
  return new Map(
    invoices.map((row) => [row.id, invoiceStanding(toInvoiceDetail(row, row.installments.map(toInstallment)))]),
  );
}

describe('GET /api/staff/invoices', () => {
  it('answers staff of either role, never authors or anonymous callers', async () => {
    expect((await list('', admin)).rows.length).toBeGreaterThan(0);
    const author = await t.app.inject({
      url: '/api/staff/invoices',
      headers: bearer(await tokenFor(t.database.db, people.A)),
    });
    expect(author.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/staff/invoices' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/invoices.csv' })).statusCode).toBe(401);
  });

  it('derives status, total, paid and balance exactly as invoiceStanding does, for every invoice', async () => {
    const derived = await derivedStandings();
    const { rows } = await list('?page_size=200');
    expect((await summary()).count).toBe(derived.size);
    expect(rows).toHaveLength(derived.size);
    for (const row of rows) {
      const standing = derived.get(row.id)!;
      expect({ id: row.id, status: row.status, total: row.total, paid: row.paid, balance: row.balance }).toEqual({
        id: row.id,
        status: standing.status,
        total: standing.total,
        paid: standing.paid,
        balance: standing.balance,
      });
    }
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['draft', 'pending', 'partially-paid', 'overdue', 'paid', 'cancelled']),
    );
  });

  it('filters by derived status, with totals over the matching rows of every page', async () => {
    const derived = await derivedStandings();
    const overdue = [...derived.entries()].filter(([, standing]) => standing.status === 'overdue');
    const firstPage = await list('?status=overdue&page_size=2');
    const matching = await summary('?status=overdue&page_size=2');
    expect(matching.count).toBe(overdue.length);
    expect(firstPage.rows).toHaveLength(2);
    const sum = (pick: (standing: (typeof overdue)[number][1]) => number | null) =>
      Math.round(overdue.reduce((cents, [, standing]) => cents + (pick(standing) ?? 0) * 100, 0)) / 100;
    expect(matching.totals).toMatchObject({
      total: sum((standing) => standing.total),
      paid: sum((standing) => standing.paid),
      balance: sum((standing) => standing.balance),
    });
    const secondPage = await list(`?status=overdue&page_size=2&after=${firstPage.next}`);
    expect(secondPage.rows.map((row) => row.id)).not.toContain(firstPage.rows[0]!.id);
    // The fixture's invoice with one installment of four recorded reads overdue with $300 due.
    const i3 = (await list(`?status=overdue&author_id=${people.A.id}`)).rows.find((row) => row.id === ids.I3);
    expect(i3).toMatchObject({ total: 500, paid: 200, balance: 300 });
  });

  it('filters by author, issue and due dates, amount and payment method', async () => {
    const ofAlice = await list(`?author_id=${people.A.id}`);
    expect(ofAlice.rows).toHaveLength(5);
    expect(ofAlice.rows.every((row) => row.author_id === people.A.id && row.author_name === 'Alice Walker')).toBe(true);
    expect((await summary(`?author_id=${people.A.id}`)).count).toBe(5);
    const issued = await list('?issued_from=2024-03-01&issued_to=2024-05-01');
    expect(issued.rows.map((row) => row.issue_date).sort()).toEqual(['2024-03-01', '2024-04-01', '2024-05-01']);
    const due = await list(`?due_from=${PAST}&due_to=${PAST}`);
    expect(due.rows.length).toBeGreaterThan(0);
    expect(due.rows.every((row) => row.due_date === PAST)).toBe(true);
    const amounts = await list('?min_amount=90&max_amount=120.5');
    expect(amounts.rows.map((row) => row.total).sort()).toEqual([100, 120.5, 90]);
    const paypal = await list('?payment_method=paypal');
    expect(paypal.rows.map((row) => row.payment_method)).toEqual(['paypal']);
  });

  it('sorts by any column, both ways, undated rows last', async () => {
    const byBalance = (await list('?sort=balance&order=desc&page_size=200')).rows.map((row) => row.balance);
    const known = byBalance.filter((value) => value !== null);
    expect(known).toEqual([...known].sort((a, b) => b! - a!));
    expect(byBalance.at(-1)).toBeNull();
    const byAuthor = (await list('?sort=author&order=asc&page_size=200')).rows.map((row) => row.author_name);
    expect(byAuthor).toEqual([...byAuthor].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages through every sort, both ways, showing each invoice once, in order, rows without a value last', async () => {
    const everyId = [...(await derivedStandings()).keys()].sort();
    for (const sort of Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[]) {
      for (const order of ['asc', 'desc'] as const) {
        const walked: StaffInvoiceList['rows'] = [];
        let after: string | null = '';
        while (after !== null) {
          const page: StaffInvoiceList = await list(
            `?sort=${sort}&order=${order}&page_size=3${after ? `&after=${after}` : ''}`,
          );
          expect(page.rows.length).toBeLessThanOrEqual(3);
          walked.push(...page.rows);
          after = page.next;
        }
        expect(walked.map((row) => row.id).sort(), `${sort} ${order}`).toEqual(everyId);
        const keys = walked.map((row) => row[SORT_COLUMNS[sort]]);
        const firstMissing = keys.indexOf(null);
        if (firstMissing >= 0) expect(keys.slice(firstMissing).every((key) => key === null)).toBe(true);
        const known = keys.filter((key) => key !== null);
        const sorted = [...known].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(known, `${sort} ${order}`).toEqual(order === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('refuses a page position it did not give with 400, and one of another sort', async () => {
    const byTotal = await list('?sort=total&page_size=1');
    for (const after of ['nonsense', Buffer.from('["x","y"]').toString('base64url'), byTotal.next!]) {
      const response = await t.app.inject({
        url: `/api/staff/invoices?sort=issue_date&after=${after}`,
        headers: support.headers,
      });
      expect(response.statusCode, after).toBe(400);
      expect(response.json().error.fields.after).toEqual(['Unknown page']);
    }
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?status=late', 'status'],
      ['?author_id=nope', 'author_id'],
      ['?issued_from=2024-13-40', 'issued_from'],
      ['?min_amount=-1', 'min_amount'],
      ['?min_amount=10&max_amount=5', 'max_amount'],
      ['?payment_method=cash', 'payment_method'],
      ['?sort=id', 'sort'],
      ['?page_size=5000', 'page_size'],
    ] as const) {
      const response = await t.app.inject({ url: `/api/staff/invoices${query}`, headers: support.headers });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toEqual([field]);
    }
  });
});

describe('GET /api/staff/invoices.csv', () => {
  it('holds every row the list finds for the same filters, in its order, whatever its page, methods by label', async () => {
    const query = '?status=paid&sort=total&order=asc';
    const shown = await list(`${query}&page_size=200`);
    expect(shown.rows.length).toBeGreaterThan(3);
    // The screen has shown its first page of 3 rows: the file still holds them all.
    const firstPage = await list(`${query}&page_size=3`);
    const response = await t.app.inject({
      url: `/api/staff/invoices.csv${query}&page_size=3&after=${encodeURIComponent(firstPage.next!)}`,
      headers: support.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Invoice,Author,Service,Issued,Due,Total,Paid,Balance due,Currency,Status,Payment method');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown.rows.map((row) => invoiceNumber(row)));
    expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual(shown.rows.map((row) => row.total!.toFixed(2)));
    const paypal = await t.app.inject({ url: '/api/staff/invoices.csv?payment_method=paypal', headers: admin.headers });
    expect(paypal.body).toContain(',paid,PayPal\r\n');
  });
});

describe('reports and the staff home', () => {
  const get = async <T>(url: string, who: StaffMember = support) => {
    const response = await t.app.inject({ url, headers: who.headers });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };

  it('answer staff of either role only', async () => {
    const authorToken = await tokenFor(t.database.db, people.A);
    for (const url of [
      '/api/staff/home',
      '/api/staff/reports/ageing',
      '/api/staff/reports/ageing.csv',
      '/api/staff/reports/cash',
      `/api/staff/authors/${people.A.id}/receivables`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ url, headers: bearer(authorToken) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ url, headers: admin.headers })).statusCode, url).toBe(200);
    }
    const unknown = await t.app.inject({
      url: '/api/staff/authors/00000000-0000-4000-8000-000000000000/receivables',
      headers: support.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('ages exactly the balances owed: per author, in total, and in the CSV', async () => {
    const report = await get<AgeingReport>('/api/staff/reports/ageing');
    const owed = await list('?page_size=200');
    const owedNow = owed.rows.filter((row) => ['pending', 'partially-paid', 'overdue'].includes(row.status));
    const sum = (values: number[]) => Math.round(values.reduce((cents, value) => cents + value * 100, 0)) / 100;
    expect(report.totals.total).toBe(sum(owedNow.map((row) => row.balance ?? 0)));
    for (const row of report.rows) {
      expect(row.total).toBe(sum(owedNow.filter((r) => r.author_id === row.author_id).map((r) => r.balance ?? 0)));
    }
    // I3's installment of 2020 and I4 are over 90 days past due; its next installment is current.
    const alice = report.rows.find((row) => row.author_id === people.A.id)!;
    expect(alice).toMatchObject({ current: 150, 'over-90': 270.5, total: 420.5 });
    const csv = (await t.app.inject({ url: '/api/staff/reports/ageing.csv', headers: support.headers })).body;
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Author,Current,1–30 days,31–60 days,61–90 days,Over 90 days,Total');
    expect(lines).toContain('Alice Walker,150.00,0.00,0.00,0.00,270.50,420.50');
    expect(lines.at(-1)).toBe(
      `Total,${['current', '1-30', '31-60', '61-90', 'over-90', 'total'].map((k) => report.totals[k as 'total'].toFixed(2)).join(',')}`,
    );
  });

  it('pages the ageing report’s authors by balance owed, the totals over every author on each page', async () => {
    const whole = await get<AgeingReport>('/api/staff/reports/ageing');
    expect(whole.next).toBeNull();
    expect(whole.authors).toBe(whole.rows.length);
    expect(whole.rows.length).toBeGreaterThan(1);
    const rows: AgeingReport['rows'] = [];
    let after: string | null = '';
    while (after !== null) {
      const page: AgeingReport = await get<AgeingReport>(
        `/api/staff/reports/ageing?page_size=1${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      );
      expect(page.rows.length).toBeLessThanOrEqual(1);
      expect(page.totals).toEqual(whole.totals);
      expect(page.authors).toBe(whole.authors);
      rows.push(...page.rows);
      after = page.next;
    }
    expect(rows).toEqual(whole.rows);
    expect(rows.map((row) => row.total)).toEqual(rows.map((row) => row.total).sort((a, b) => b - a));
    for (const url of ['/api/staff/reports/ageing?after=bm90LWEtY3Vyc29y', '/api/staff/reports/ageing?page_size=0']) {
      expect((await t.app.inject({ url, headers: support.headers })).statusCode, url).toBe(400);
    }
  });

  it('ages in SQL exactly as the contracts functions do, author by author', async () => {
    const report = await get<AgeingReport>('/api/staff/reports/ageing');
    const invoices = await t.database.db.selectFrom('invoices').selectAll().select(planColumn).execute();
    const expected = new Map<string, ReturnType<typeof emptyAgeing>>();
    for (const row of invoices) {
      const buckets = expected.get(row.author_id) ?? emptyAgeing();
      addToAgeing(buckets, toInvoiceDetail(row, row.installments.map(toInstallment)));
      expected.set(row.author_id, buckets);
    }
    const owing = [...expected.entries()].filter(([, buckets]) => buckets.total > 0);
    expect(report.rows.map(({ author_id, author_name: _name, ...buckets }) => [author_id, buckets]).sort()).toEqual(
      owing.sort(),
    );
  });

  it('gives the author file the same balance and overdue figures as the list and the ageing report', async () => {
    const figures = await get<AuthorReceivables>(`/api/staff/authors/${people.A.id}/receivables`);
    const report = await get<AgeingReport>('/api/staff/reports/ageing');
    const alice = report.rows.find((row) => row.author_id === people.A.id)!;
    expect(figures.balance_due).toBe(alice.total);
    expect(figures.overdue).toBe(alice.total - alice.current);
    expect(figures.payments.map((payment) => [payment.date, payment.amount])).toEqual([
      ['2024-05-10', 1000],
      [null, 250],
      [null, 200],
    ]);
  });

  it('counts a recorded payment as collected this month and moves every figure alike', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const collectedBefore = (await get<CashReport>('/api/staff/reports/cash')).months.at(-1)!;
    expect(collectedBefore.month).toBe(month);
    const before = await get<AuthorReceivables>(`/api/staff/authors/${people.B.id}/receivables`);
    const paying = (await list(`?author_id=${people.B.id}&status=overdue&sort=balance&order=desc`)).rows[0]!;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/staff/invoices/${paying.id}/payments`,
      headers: admin.headers,
      payload: {
        installment_id: null,
        payment_method: 'paypal',
        gateway_name: null,
        gateway_reference: null,
        processing_fees: null,
        paid_date: new Date().toISOString().slice(0, 10),
      },
    });
    expect(paid.statusCode).toBe(200);
    const after = await get<AuthorReceivables>(`/api/staff/authors/${people.B.id}/receivables`);
    expect(after.balance_due).toBe(Math.round((before.balance_due - paying.balance!) * 100) / 100);
    const collectedAfter = (await get<CashReport>('/api/staff/reports/cash')).months.at(-1)!;
    expect(collectedAfter.collected).toBe(Math.round((collectedBefore.collected + paying.balance!) * 100) / 100);
    expect((await get<CashReport>('/api/staff/reports/cash')).months).toHaveLength(12);
    // The plan facts the list reads followed the installments the payment settled.
    const derived = await derivedStandings();
    for (const row of (await list(`?author_id=${people.B.id}&page_size=200`)).rows) {
      expect([row.id, row.status, row.paid, row.balance]).toEqual([
        row.id,
        derived.get(row.id)!.status,
        derived.get(row.id)!.paid,
        derived.get(row.id)!.balance,
      ]);
    }
  });

  it('opens the installments falling due from the staff home’s tile, by the installment’s due date', async () => {
    const { db } = t.database;
    const today = new Date();
    const soon = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2, 12).toISOString().slice(0, 10);
    const invoice = await db
      .insertInto('invoices')
      .values({
        author_id: people.A.id,
        service: 'Tile check',
        total_amount: '900.00',
        due_date: '2099-12-31',
        status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('installment_payments')
      .values([
        { author_id: people.A.id, invoice_id: invoice.id, amount: '300.00', due_date: soon, status: 'pending' },
        { author_id: people.A.id, invoice_id: invoice.id, amount: '600.00', due_date: '2099-12-31', status: 'pending' },
      ])
      .execute();
    const { installments_due_soon: tile } = await get<StaffHome>('/api/staff/home');
    const opened = await list(`?installment_due_from=${tile.from}&installment_due_to=${tile.to}&page_size=200`);
    expect(opened.rows.map((row) => row.id)).toContain(invoice.id);
    expect((await summary(`?installment_due_from=${tile.from}&installment_due_to=${tile.to}`)).count).toBe(
      opened.rows.length,
    );
    const refused = await t.app.inject({
      url: '/api/staff/invoices?installment_due_from=2026-02-01&installment_due_to=2026-01-01',
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.installment_due_to).toBeDefined();
  });

  it('leaves drafts, not billed yet, out of every Balance due total', async () => {
    const before = await summary(`?author_id=${people.A.id}`);
    const draft = await t.database.db
      .insertInto('invoices')
      .values({
        author_id: people.A.id,
        service: 'Draft check',
        total_amount: '2900.00',
        due_date: '2020-01-01',
        status: 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await summary(`?author_id=${people.A.id}`);
    expect(after.count).toBe(before.count + 1);
    expect(after.totals.balance).toBe(before.totals.balance);
    expect(
      (await list(`?author_id=${people.A.id}&page_size=200`)).rows.find((row) => row.id === draft.id),
    ).toMatchObject({ status: 'draft', balance: 0 });
    expect((await list('?status=overdue&page_size=200')).rows.map((row) => row.id)).not.toContain(draft.id);
  });

  it('answers the first questions of the day on the staff home', async () => {
    const home = await get<StaffHome>('/api/staff/home');
    const every = await summary();
    const ageing = await get<AgeingReport>('/api/staff/reports/ageing');
    expect(home.overdue.balance).toBe(every.totals.overdue);
    expect(home.overdue.balance).toBe(ageing.totals.total - ageing.totals.current);
    expect(home.projects_by_status.reduce((count, row) => count + row.count, 0)).toBe(
      Number(
        (
          await t.database.db
            .selectFrom('production_projects')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(home.new_requests).toEqual({ contact: 0, quotes: 0, update_requests: 0 });
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/me/projects/${ids.P1}/update-request`,
      headers: bearer(await tokenFor(t.database.db, people.A)),
      payload: {},
    });
    expect(update.statusCode).toBe(201);
    const after = await get<StaffHome>('/api/staff/home');
    expect(after.new_requests.update_requests).toBe(1);
    expect(after.unread_conversations).toBe(home.unread_conversations + 1);
  });
});
