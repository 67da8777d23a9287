import type { MyEarnings } from '@app/contracts/author-earnings-api';
import type { PayoutRun } from '@app/contracts/payout-runs-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/support/harness.js';
import { bearer, people, tokenFor } from '../../test/support/checklist-fixture.js';
import { hashPassword } from '../identity/passwords.js';
import { salesTestApp, seedStatement } from '../../test/support/sales.js';
import type { StaffMember } from '../../test/support/staff.js';

let t: TestApp;
let admin: StaffMember;
let authorA: Record<string, string>;
let authorB: Record<string, string>;

const PASSWORD = 'a long earnings test password';
const TODAY = new Date().toISOString().slice(0, 10);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const earnings = async (headers: Record<string, string>) => {
  const response = await call('GET', '/api/me/earnings', headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyEarnings>();
};

/** Author A's sales, no statement yet: two IngramSpark channels in January, Amazon KDP in February. */
async function seedSalesOfA() {
  const { db } = t.database;
  const sale = (source: string, month: string, channel: string, netRevenue: string, importId: string) => ({
    import_id: importId,
    source_id: source,
    row_key: `${source}-${month}-${channel}`,
    book_id: 'the-salt-road',
    author_id: people.A.id,
    sale_date: `${month}-15`,
    sale_month: month,
    channel,
    territory: 'US',
    format: 'Paperback',
    units_sold: 3,
    units_returned: 0,
    net_revenue: netRevenue,
    currency: 'USD',
    author_share: 0.5,
  });
  for (const [source, lines] of [
    // Half of 20.01 is 10.005 on each channel: a statement rounds each line, 10.01 + 10.01.
    [
      'ingramspark',
      [
        ['2026-01', 'Ingram', '20.01'],
        ['2026-01', 'Barnes & Noble', '20.01'],
      ],
    ],
    ['amazon-kdp', [['2026-02', 'Amazon.com', '60.00']]],
  ] as const) {
    const run = await db
      .insertInto('sales_imports')
      .values({ source_id: source, file_name: `${source}.csv`, file_sha256: source, status: 'imported' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sales_lines')
      .values(lines.map(([month, channel, revenue]) => sale(source, month, channel, revenue, run.id)))
      .execute();
  }
}

beforeAll(async () => {
  ({ t, admin } = await salesTestApp('earnings-admin@example.com'));
  const { db } = t.database;
  authorA = bearer(await tokenFor(db, people.A));
  authorB = bearer(await tokenFor(db, people.B));
  await db
    .updateTable('identity_users')
    .set({ encrypted_password: await hashPassword(PASSWORD) })
    .execute();
  await seedSalesOfA();
});
afterAll(() => t?.close());

describe('author earnings', () => {
  it('traces unpaid royalties to the newest sales, with the month each store is expected to pay', async () => {
    expect(await earnings(authorA)).toEqual({
      currency: 'USD',
      paid_cents: 0,
      pending_cents: 0,
      pending: [],
      unpaid_cents: 5002,
      unpaid: [
        { source: 'Amazon KDP', sale_month: '2026-02', expected_month: '2026-04', royalty_cents: 3000 },
        { source: 'IngramSpark', sale_month: '2026-01', expected_month: '2026-04', royalty_cents: 2002 },
      ],
    });
  });

  it('counts a payout as paid and settles the oldest royalties first', async () => {
    // Paid before any statement (a payout entered by hand in the ledger): staff's form refuses it.
    await t.database.db
      .insertInto('royalty_payouts')
      .values({
        author_id: people.A.id,
        paid_on: '2026-03-10',
        amount: '25.00',
        currency: 'USD',
        method: 'bank-transfer',
        created_by_email: 'earnings-admin@example.com',
      })
      .execute();
    const after = await earnings(authorA);
    expect(after).toMatchObject({ paid_cents: 2500, pending_cents: 0, unpaid_cents: 2502 });
    expect(after.unpaid).toEqual([
      { source: 'Amazon KDP', sale_month: '2026-02', expected_month: '2026-04', royalty_cents: 2502 },
    ]);
  });

  it('shows a payout run as pending until it is marked sent, then as paid; each author sees only their own', async () => {
    await seedStatement(t.database.db, people.B.id, '100.05');
    const paypal = { method: 'paypal', email: 'bob.paypal@example.com' };
    expect((await call('PUT', '/api/me/payment-profile', authorB, paypal)).statusCode).toBe(200);
    const w8ben = {
      form: 'w8ben',
      name: 'Bob Foreign',
      country: 'GB',
      address_line1: '10 High Street',
      city: 'London',
      date_of_birth: '1970-01-01',
      treaty_claim: false,
      certification: true,
    };
    const signed = await call('PUT', '/api/me/tax-profile', authorB, { profile: w8ben, password: PASSWORD });
    expect(signed.statusCode, signed.body).toBe(200);
    // An opening balance owed on a statement, traced to no sale.
    expect((await earnings(authorB)).unpaid).toEqual([
      { source: null, sale_month: null, expected_month: null, royalty_cents: 10005 },
    ]);

    const confirmed = await call('POST', '/api/staff/payout-runs', admin.headers, {
      period: TODAY.slice(0, 7),
      pay_date: TODAY,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const run = confirmed.json<PayoutRun>();
    expect(run.items.map((item) => item.author_id)).toEqual([people.B.id]);
    expect(await earnings(authorB)).toMatchObject({
      paid_cents: 0,
      pending_cents: 10005,
      pending: [
        { period: TODAY.slice(0, 7), pay_date: TODAY, gross_cents: 10005, withholding_cents: 3002, net_cents: 7003 },
      ],
      unpaid_cents: 0,
      unpaid: [],
    });

    expect((await call('POST', `/api/staff/payout-runs/${run.id}/sent`, admin.headers)).statusCode).toBe(200);
    expect(await earnings(authorB)).toMatchObject({ paid_cents: 10005, pending_cents: 0, pending: [] });
    // A's figures are untouched by B's run.
    expect(await earnings(authorA)).toMatchObject({ paid_cents: 2500, unpaid_cents: 2502 });
  });
});
