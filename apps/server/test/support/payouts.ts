import { expect } from 'vitest';
import type { TestApp } from './harness.js';
import { bearer, tokenFor } from './checklist-fixture.js';
import { hashPassword } from '../../src/identity/passwords.js';
import type { StaffMember } from './staff.js';

/** The password every test account signs its tax form with. */
export const PASSWORD = 'a long payout test password';

export const w9 = {
  form: 'w9',
  name: 'Alice Walker',
  tax_classification: 'individual',
  tin_type: 'ssn',
  tin: '123-45-6789',
  address_line1: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  certification: true,
};
export const w8ben = (treaty: object) => ({
  form: 'w8ben',
  name: 'Foreign Writer',
  country: 'GB',
  address_line1: '10 High Street',
  city: 'London',
  date_of_birth: '1970-01-01',
  treaty_claim: false,
  certification: true,
  ...treaty,
});
export const ach = {
  method: 'ach',
  account_holder: 'Alice Walker',
  routing_number: '011000015',
  account_number: '987654321012',
  account_type: 'checking',
};

export const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Gives every account PASSWORD, so authors can sign their tax forms. */
export async function usePassword(t: TestApp): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  await t.database.db.updateTable('identity_users').set({ encrypted_password: hash }).execute();
}

/** An admin enters the author's payment profile; the author signs the tax form (when given). */
export async function enterPayee(
  t: TestApp,
  admin: StaffMember,
  author: { id: string; email: string },
  profile: object,
  tax: object | null,
): Promise<void> {
  const put = await call(t, 'PUT', `/api/staff/authors/${author.id}/payment-profile`, admin.headers, profile);
  expect(put.statusCode, put.body).toBe(200);
  if (!tax) return;
  const headers = bearer(await tokenFor(t.database.db, author));
  const signed = await call(t, 'PUT', '/api/me/tax-profile', headers, { profile: tax, password: PASSWORD });
  expect(signed.statusCode, signed.body).toBe(200);
}
