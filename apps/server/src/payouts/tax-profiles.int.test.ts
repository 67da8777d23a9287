import type { TaxProfile } from '@app/contracts/tax-profile-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { hashPassword } from '../identity/passwords.js';
import { auditRows, staffMember, type StaffMember } from '../../test/support/staff.js';

let t: TestApp;
let support: StaffMember;
let authorA: Record<string, string>;
let authorB: Record<string, string>;

const PASSWORD = 'a long tax form password';
const SSN = '123-45-6789';

const w9 = {
  form: 'w9',
  name: 'Alice Walker',
  tax_classification: 'individual',
  tin_type: 'ssn',
  tin: SSN,
  address_line1: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  certification: true,
};

const w8ben = {
  form: 'w8ben',
  name: 'Bob Brown',
  country: 'GB',
  address_line1: '10 Downing Street',
  city: 'London',
  postal_code: 'SW1A 2AA',
  foreign_tin: 'AB123456C',
  date_of_birth: '1970-01-01',
  treaty_claim: false,
  certification: true,
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedChecklistFixture(db);
  support = await staffMember(db, ['support'], 'tax-support@example.com');
  authorA = bearer(await tokenFor(db, people.A));
  authorB = bearer(await tokenFor(db, people.B));
  await db
    .updateTable('identity_users')
    .set({ encrypted_password: await hashPassword(PASSWORD) })
    .where('id', 'in', [people.A.id, people.B.id])
    .execute();
});
afterAll(() => t?.close());

const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/me/tax-profile', headers, payload });

describe('tax profile', () => {
  it('starts empty, and refuses an invalid SSN or a missing certification, storing nothing', async () => {
    expect((await t.app.inject({ url: '/api/me/tax-profile', headers: authorA })).json()).toEqual({
      profile: null,
      proof: 'password',
    });
    const badTin = await put(authorA, { profile: { ...w9, tin: '000-12-3456' }, password: PASSWORD });
    expect(badTin.statusCode).toBe(400);
    expect(badTin.json().error.fields).toHaveProperty(['profile.tin']);
    const badEin = await put(authorA, { profile: { ...w9, tin_type: 'ein', tin: '07-1234567' }, password: PASSWORD });
    expect(badEin.statusCode).toBe(400);
    const uncertified = await put(authorA, { profile: { ...w9, certification: false }, password: PASSWORD });
    expect(uncertified.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('tax_profiles').selectAll().execute()).toEqual([]);
  });

  it('refuses a signature without the right password, storing nothing', async () => {
    const wrong = await put(authorA, { profile: w9, password: 'not it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.fields).toEqual({ password: ['That password is not right'] });
    expect((await put(authorA, { profile: w9 })).statusCode).toBe(400);
    expect(await t.database.db.selectFrom('tax_profiles').selectAll().execute()).toEqual([]);
  });

  it('stores a signed W-9 sealed, shows it masked to the author and staff, and audits it without the number', async () => {
    const signed = await put(authorA, { profile: w9, password: PASSWORD });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<TaxProfile>()).toMatchObject({
      form: 'w9',
      name: 'Alice Walker',
      tin: 'SSN •••-••-6789',
      withholding_percent: 0,
      signed_by_email: people.A.email,
    });
    expect(Date.parse(signed.json<TaxProfile>().signed_at)).not.toBeNaN();
    const row = await t.database.db.selectFrom('tax_profiles').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ form: 'w9', signer_proof: 'password' });
    expect(row.details_sealed).not.toContain('6789');
    const staffView = await t.app.inject({
      url: `/api/staff/authors/${people.A.id}/tax-profile`,
      headers: support.headers,
    });
    expect(staffView.json().profile.tin).toBe('SSN •••-••-6789');
    expect(staffView.body).not.toContain(SSN);
    expect((await t.app.inject({ url: '/api/me/tax-profile', headers: authorB })).json()).toEqual({
      profile: null,
      proof: 'password',
    });
    const trail = (await auditRows(t.database.db, people.A.id)).filter((r) => r.action === 'tax_profile.sign');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor_email: people.A.email, author_id: people.A.id });
    expect(JSON.stringify(trail)).not.toContain('6789');
  });

  it('withholds 30 % from a W-8BEN without a treaty claim, and the treaty rate with one', async () => {
    const statutory = await put(authorB, { profile: w8ben, password: PASSWORD });
    expect(statutory.statusCode, statutory.body).toBe(200);
    expect(statutory.json<TaxProfile>()).toMatchObject({ form: 'w8ben', country: 'GB', withholding_percent: 30 });
    const missingRate = await put(authorB, { profile: { ...w8ben, treaty_claim: true }, password: PASSWORD });
    expect(missingRate.statusCode).toBe(400);
    const treaty = await put(authorB, {
      profile: { ...w8ben, treaty_claim: true, treaty_article: 'Article 12', treaty_rate: 0 },
      password: PASSWORD,
    });
    expect(treaty.json<TaxProfile>()).toMatchObject({ withholding_percent: 0, treaty: 'Article 12 (0 %)' });
    const us = await put(authorB, { profile: { ...w8ben, country: 'US' }, password: PASSWORD });
    expect(us.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/me/tax-profile', headers: authorB })).json().profile.withholding_percent,
    ).toBe(0);
  });
});
