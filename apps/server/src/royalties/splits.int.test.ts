import type { MyEarnings } from '@app/contracts/author-earnings-api';
import type { AuthorRoyalties, BookSplit, MySales, Statement, StatementSummary } from '@app/contracts/royalties-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { auditRows, staffMember, type StaffMember } from '../../test/support/staff.js';
import { seedSalesBooks } from '../../test/support/sales.js';
import { proposePayouts } from '../payouts/payout-proposal.js';
import { splitCents } from './split-shares.js';

/**
 * The Salt Road (Alice's book, 50 % terms) is split from June 2025: Alice 66.67 %, Bob 33.33 %.
 * A sale before the split stays Alice's alone; each statement line's royalty is shared to the cent.
 */
let t: TestApp;
let admin: StaffMember;
let support: StaffMember;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  await seedSalesBooks(t.database.db);
  admin = await staffMember(t.database.db, ['admin'], 'splits-admin@example.com');
  support = await staffMember(t.database.db, ['support'], 'splits-support@example.com');
  alice = bearer(await tokenFor(t.database.db, people.A));
  bob = bearer(await tokenFor(t.database.db, people.B));
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const remove = (effectiveFrom: string, headers: Record<string, string> = admin.headers, book = 'the-salt-road') =>
  call('DELETE', `/api/staff/books/${book}/splits/${effectiveFrom}`, headers);
const listSplits = async () =>
  (await call('GET', '/api/staff/books/the-salt-road/splits', admin.headers)).json<BookSplit[]>();

const split = (payees: { author_id: string; share_bp: number }[], effective_from = '2025-06-01') =>
  call('POST', '/api/staff/books/the-salt-road/splits', admin.headers, { effective_from, payees });

let lineNumber = 0;
/** Sales of The Salt Road, as an import would store them (50 % terms). */
async function sell(lines: { sale_date: string; net_revenue: string; units_sold?: number; units_returned?: number }[]) {
  const db = t.database.db;
  const { id: importId } = await db
    .insertInto('sales_imports')
    .values({ source_id: 'amazon-kdp', file_name: 'kdp.csv', file_sha256: `sha-${lineNumber}`, status: 'imported' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sales_lines')
    .values(
      lines.map((line) => ({
        import_id: importId,
        source_id: 'amazon-kdp',
        row_key: `row-${(lineNumber += 1)}`,
        book_id: 'the-salt-road',
        author_id: people.A.id,
        sale_date: line.sale_date,
        sale_month: line.sale_date.slice(0, 7),
        channel: 'Kindle',
        territory: 'US',
        format: 'eBook',
        units_sold: line.units_sold ?? 0,
        units_returned: line.units_returned ?? 0,
        net_revenue: line.net_revenue,
        currency: 'USD',
      })),
    )
    .execute();
  await sql`select apply_royalty_terms('the-salt-road', null)`.execute(db);
}

const issue = async (authorId: string, period: string) => {
  const response = await call('POST', `/api/staff/authors/${authorId}/royalty-statements`, admin.headers, { period });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StatementSummary>();
};

describe('co-author splits', () => {
  it('refuses a bad split with a clear 400, an unknown book with 404', async () => {
    const refused = [
      [
        { author_id: people.A.id, share_bp: 6000 },
        { author_id: people.B.id, share_bp: 3000 },
      ],
      [
        { author_id: people.A.id, share_bp: 5000 },
        { author_id: people.A.id, share_bp: 5000 },
      ],
      [
        { author_id: people.A.id, share_bp: 5000 },
        { author_id: 'f0000000-0000-4000-8000-00000000000f', share_bp: 5000 },
      ],
      [],
    ];
    for (const payees of refused) {
      const response = await split(payees);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ error: { code: string; message: string } }>().error.message).toBeTruthy();
    }
    const unknown = await call('POST', '/api/staff/books/no-such-book/splits', admin.headers, {
      effective_from: '2025-06-01',
      payees: [{ author_id: people.A.id, share_bp: 10_000 }],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('sets a split (audited) and lists it', async () => {
    const terms = await call('POST', '/api/staff/books/the-salt-road/royalty-terms', admin.headers, {
      author_share: 0.5,
      effective_from: '2025-01-01',
    });
    expect(terms.statusCode, terms.body).toBe(201);
    const response = await split([
      { author_id: people.B.id, share_bp: 3333 },
      { author_id: people.A.id, share_bp: 6667 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await auditRows(t.database.db, 'the-salt-road')).toHaveLength(1);
    const listed = (await call('GET', '/api/staff/books/the-salt-road/splits', admin.headers)).json<BookSplit[]>();
    expect(listed).toEqual([
      {
        effective_from: '2025-06-01',
        payees: [
          { author_id: people.A.id, author_name: people.A.name, share_bp: 6667 },
          { author_id: people.B.id, author_name: people.B.name, share_bp: 3333 },
        ],
      },
    ]);
  });

  it('shares a sale, a return and a correction to the cent, each payee seeing only their own', async () => {
    // Before the split: Alice's alone ($10.00 × 50 % = $5.00). After: a sale and a return,
    // ($20.03 − $5.00) × 50 % = $7.515, one statement line of $7.52 = 752 cents:
    // Alice 501.36 → 501, Bob 250.64 → 250, the cent left to Bob's larger remainder: 251.
    await sell([
      { sale_date: '2025-05-10', net_revenue: '10.00', units_sold: 2 },
      { sale_date: '2026-01-10', net_revenue: '20.03', units_sold: 3 },
      { sale_date: '2026-01-20', net_revenue: '-5.00', units_returned: 1 },
    ]);
    const aliceJan = await issue(people.A.id, '2026-01');
    const bobJan = await issue(people.B.id, '2026-01');
    expect([aliceJan.royalties, bobJan.royalties]).toEqual([10.01, 2.51]);

    // A sale of December reported late: a correction on February's statements.
    // $3.33 × 50 % = $1.665 → 167 cents: Alice 111.34 → 111, Bob 55.66 → 56.
    await sell([{ sale_date: '2025-12-15', net_revenue: '3.33', units_sold: 1 }]);
    const aliceFeb = await issue(people.A.id, '2026-02');
    const bobFeb = await issue(people.B.id, '2026-02');
    expect([aliceFeb.royalties, bobFeb.royalties]).toEqual([1.11, 0.56]);

    const read = async (headers: Record<string, string>, id: string) => {
      const response = await call('GET', `/api/me/royalty-statements/${id}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Statement>();
    };
    const splitLines = [
      ...(await read(alice, aliceJan.id)).lines,
      ...(await read(bob, bobJan.id)).lines,
      ...(await read(alice, aliceFeb.id)).lines,
      ...(await read(bob, bobFeb.id)).lines,
    ].filter((line) => line.sale_month !== '2025-05');
    const cents = (month: string) =>
      splitLines
        .filter((line) => line.sale_month === month)
        .reduce((sum, line) => sum + Math.round(line.royalty * 100), 0);
    expect([cents('2026-01'), cents('2025-12')]).toEqual([752, 167]);
    expect((await read(bob, bobFeb.id)).lines).toMatchObject([
      { sale_month: '2025-12', correction: true, royalty: 0.56 },
    ]);

    // Neither reads the other's statements.
    expect((await call('GET', `/api/me/royalty-statements/${bobJan.id}`, alice)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/royalty-statements/${aliceFeb.id}`, bob)).statusCode).toBe(404);

    // Each balance, dashboard, earnings and payout proposal is the payee's own share.
    const mine = async (headers: Record<string, string>) => ({
      sales: (await call('GET', '/api/me/royalties', headers)).json<MySales>(),
      earnings: (await call('GET', '/api/me/earnings', headers)).json<MyEarnings>(),
    });
    const a = await mine(alice);
    const b = await mine(bob);
    expect([a.sales.balance, b.sales.balance]).toEqual([11.12, 3.07]);
    expect([a.earnings.unpaid_cents, b.earnings.unpaid_cents]).toEqual([1112, 307]);
    expect(a.sales.statements.map((s) => s.id).sort()).toEqual([aliceJan.id, aliceFeb.id].sort());
    expect(b.sales.statements.map((s) => s.id).sort()).toEqual([bobJan.id, bobFeb.id].sort());
    expect(a.sales.books.map((book) => [book.book_id, book.royalties, book.share_bp])).toEqual([
      ['the-salt-road', 11.12, 6667],
    ]);
    expect(b.sales.books.map((book) => [book.book_id, book.royalties, book.share_bp])).toEqual([
      ['the-salt-road', 3.07, 3333],
    ]);
    const staffView = (
      await call('GET', `/api/staff/authors/${people.B.id}/royalties`, admin.headers)
    ).json<AuthorRoyalties>();
    expect(staffView.unstated_lines).toBe(0);
    const proposal = await proposePayouts(t.database.db, '2026-03');
    const owed = new Map([
      ...proposal.items.map((i) => [i.author_id, i.gross_cents]),
      ...proposal.skipped.map((s) => [s.author_id, s.balance_cents]),
    ] as [string, number][]);
    expect([owed.get(people.A.id), owed.get(people.B.id)]).toEqual([1112, 307]);
  });

  it('shares cents in SQL (payee_cents) as splitCents does', async () => {
    const totals = Array.from({ length: 301 }, (_, n) => n * 7 - 1000);
    const shares = [
      { author_id: people.A.id, share_bp: 6667 },
      { author_id: people.B.id, share_bp: 3333 },
    ];
    for (const payee of [people.A.id, people.B.id]) {
      const { rows } = await sql<{ cents: string }>`
        select payee_cents(t.total, 'the-salt-road', '2025-06-01', ${payee}) as cents
        from unnest(${totals}::numeric[]) with ordinality as t(total, n) order by t.n`.execute(t.database.db);
      expect(rows.map((row) => Number(row.cents))).toEqual(totals.map((total) => splitCents(total, shares).get(payee)));
    }
  });

  it('refuses a split from a date a statement already reports', async () => {
    const response = await split([{ author_id: people.B.id, share_bp: 10_000 }], '2026-01-01');
    expect(response.statusCode, response.body).toBe(409);
  });

  it('removes a split no statement reports (admin only, audited): its sales fall under the one before', async () => {
    const db = t.database.db;
    expect((await split([{ author_id: people.B.id, share_bp: 10_000 }], '2026-06-01')).statusCode).toBe(201);
    await sell([{ sale_date: '2026-06-10', net_revenue: '4.00', units_sold: 1 }]);
    const payeesOfJune = async () =>
      (
        await sql<{ payee_id: string; share_bp: number; split_from: string | null }>`
          select payee_id, share_bp, split_from from payee_sales_lines
          where book_id = 'the-salt-road' and sale_date = '2026-06-10' order by payee_id`.execute(db)
      ).rows;
    expect(await payeesOfJune()).toEqual([{ payee_id: people.B.id, share_bp: 10_000, split_from: '2026-06-01' }]);
    const auditsBefore = (await auditRows(db, 'the-salt-road')).length;

    // Refused without a change: an author, a support member, a malformed date, an unknown book or date.
    expect((await remove('2026-06-01', alice)).statusCode).toBe(403);
    expect((await remove('2026-06-01', support.headers)).statusCode).toBe(403);
    for (const [effectiveFrom, status] of [
      ['not-a-date', 400],
      ['2026-02-30', 400],
      ['2026-06-02', 404],
    ] as const) {
      const response = await remove(effectiveFrom);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ error: { message: string } }>().error.message).toBeTruthy();
    }
    expect((await remove('2026-06-01', admin.headers, 'no-such-book')).statusCode).toBe(404);
    expect((await listSplits()).map((s) => s.effective_from)).toEqual(['2026-06-01', '2025-06-01']);
    expect(await auditRows(db, 'the-salt-road')).toHaveLength(auditsBefore);

    const removed = await remove('2026-06-01');
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await listSplits()).map((s) => s.effective_from)).toEqual(['2025-06-01']);
    expect(await payeesOfJune()).toEqual(
      [
        { payee_id: people.A.id, share_bp: 6667, split_from: '2025-06-01' },
        { payee_id: people.B.id, share_bp: 3333, split_from: '2025-06-01' },
      ].sort((a, b) => a.payee_id.localeCompare(b.payee_id)),
    );
    const audits = await auditRows(db, 'the-salt-road');
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({
      action: 'book_split.delete',
      actor_id: admin.id,
      author_id: people.A.id,
      before: {
        effective_from: '2026-06-01',
        payees: [{ author_id: people.B.id, author_name: people.B.name, share_bp: 10_000 }],
      },
      after: null,
    });
    expect((await remove('2026-06-01')).statusCode).toBe(404);
  });

  it('refuses to remove a split once a statement reports a sale from its date (409), changing nothing', async () => {
    const auditsBefore = (await auditRows(t.database.db, 'the-salt-road')).length;
    const response = await remove('2025-06-01');
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('conflict');
    expect((await listSplits()).map((s) => s.effective_from)).toEqual(['2025-06-01']);
    expect(await auditRows(t.database.db, 'the-salt-road')).toHaveLength(auditsBefore);
  });
});
