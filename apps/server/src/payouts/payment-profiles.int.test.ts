import type { PaymentProfile } from '@app/contracts/payouts-api';
import { sql } from 'kysely';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { auditRows, staffMember, type StaffMember } from '../../test/support/staff.js';

let t: TestApp;
let admin: StaffMember;
let support: StaffMember;
let authorA: Record<string, string>;
let authorB: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  admin = await staffMember(t.database.db, ['admin'], 'payouts-admin@example.com');
  support = await staffMember(t.database.db, ['support'], 'payouts-support@example.com');
  authorA = bearer(await tokenFor(t.database.db, people.A));
  authorB = bearer(await tokenFor(t.database.db, people.B));
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const ACCOUNT = '987654321012';
const ROUTING = '021000021';
const IBAN = 'DE89370400440532013000';
const ach = {
  method: 'ach',
  account_holder: 'Ada Writer',
  routing_number: ROUTING,
  account_number: ACCOUNT,
  account_type: 'checking',
};

/** Every row of every table of the public schema, as text. */
async function wholeDatabaseText(): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.database.db);
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ text: string | null }>`
      select string_agg(t::text, '') as text from ${sql.table(name)} t`.execute(t.database.db);
    parts.push(rows[0]?.text ?? '');
  }
  return parts.join('\n');
}

describe('payment profile', () => {
  it('starts empty, and refuses a routing number with a wrong check digit, storing nothing', async () => {
    expect((await call('GET', '/api/me/payment-profile', authorA)).json()).toEqual({ profile: null });
    const refused = await call('PUT', '/api/me/payment-profile', authorA, { ...ach, routing_number: '021000022' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('routing_number');
    expect(await t.database.db.selectFrom('payment_profiles').selectAll().execute()).toEqual([]);
  });

  it('takes bank details from the author and shows them masked to the author and to staff only', async () => {
    const saved = await call('PUT', '/api/me/payment-profile', authorA, ach);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PaymentProfile>()).toMatchObject({
      method: 'ach',
      holder: 'Ada Writer',
      summary: 'Checking •••• 1012 (routing •••• 0021)',
    });
    const mine = await call('GET', '/api/me/payment-profile', authorA);
    expect(mine.json().profile.summary).toBe('Checking •••• 1012 (routing •••• 0021)');
    expect(mine.body).not.toContain(ACCOUNT);
    expect((await call('GET', '/api/me/payment-profile', authorB)).json()).toEqual({ profile: null });
    const staffView = await call('GET', `/api/staff/authors/${people.A.id}/payment-profile`, support.headers);
    expect(staffView.json().profile.summary).toBe('Checking •••• 1012 (routing •••• 0021)');
    expect(staffView.body).not.toContain(ACCOUNT);
  });

  it('lets an admin enter a profile for an author, audited without the details', async () => {
    const paypal = { method: 'paypal', email: 'ada.pays@example.com' };
    expect(
      (await call('PUT', `/api/staff/authors/${people.B.id}/payment-profile`, support.headers, paypal)).statusCode,
    ).toBe(403);
    const saved = await call('PUT', `/api/staff/authors/${people.B.id}/payment-profile`, admin.headers, paypal);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PaymentProfile>().summary).toBe('PayPal a•••@example.com');
    expect((await call('GET', '/api/me/payment-profile', authorB)).json().profile.method).toBe('paypal');
    const trail = await auditRows(t.database.db, people.B.id);
    const entry = trail.find((row) => row.action === 'payment_profile.update');
    expect(entry).toMatchObject({ actor_email: 'payouts-admin@example.com', author_id: people.B.id });
    expect(JSON.stringify(trail)).not.toContain('ada.pays');
    const unknownAuthor = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('PUT', `/api/staff/authors/${unknownAuthor}/payment-profile`, admin.headers, paypal)).statusCode,
    ).toBe(404);
  });

  it('reveals the full details to an admin only, and audits every reveal', async () => {
    const url = `/api/staff/authors/${people.A.id}/payment-profile/reveal`;
    expect((await call('POST', url, support.headers)).statusCode).toBe(403);
    const revealed = await call('POST', url, admin.headers);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().details).toMatchObject({ account_number: ACCOUNT, routing_number: ROUTING });
    await call('POST', url, admin.headers);
    const reveals = (await auditRows(t.database.db, people.A.id)).filter(
      (row) => row.action === 'payment_profile.reveal',
    );
    expect(reveals).toHaveLength(2);
    expect(JSON.stringify(reveals)).not.toContain(ACCOUNT);
    const none = await call('POST', `/api/staff/authors/${people.E.id}/payment-profile/reveal`, admin.headers);
    expect(none.statusCode).toBe(404);
  });

  it('keeps no clear account number in the database or in a backup of it', async () => {
    const wire = { method: 'wire', account_holder: 'Bo Writer', iban: IBAN, bic: 'COBADEFFXXX' };
    const wired = await call('PUT', '/api/me/payment-profile', authorB, wire);
    expect(wired.json()).toMatchObject({ method: 'wire', summary: 'Wire to IBAN DE •••• 3000 (BIC COBADEFFXXX)' });
    const text = await wholeDatabaseText();
    expect(text).toContain('payouts-admin@example.com');
    for (const secret of [ACCOUNT, ROUTING, 'ada.pays@example.com', IBAN]) expect(text).not.toContain(secret);
    if (t.database.dumpDataDir) {
      const image = gunzipSync(Buffer.from(await (await t.database.dumpDataDir()).arrayBuffer())).toString('latin1');
      expect(image).toContain('payment_profiles');
      for (const secret of [ACCOUNT, ROUTING, 'ada.pays@example.com', IBAN]) expect(image).not.toContain(secret);
    }
  });
});
