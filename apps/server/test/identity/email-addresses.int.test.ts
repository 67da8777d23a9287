import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMember } from '../support/staff.js';
import type { TestApp } from '../support/harness.js';
import { identity, outbox, signedUpUser } from '../support/identity-inject.js';
import { identityTestApp, OPERATOR_TOKEN } from '../support/identity-app.js';

/**
 * Every way an address enters holds it to one rule (packages/contracts/src/email-address.ts): one
 * plain mailbox, stored trimmed with its domain in lower case. A trailing dot or a quoted local
 * part never makes a second account or a header that a mail server would read as two addresses.
 */
let t: TestApp;

beforeAll(async () => {
  t = await identityTestApp();
});
afterAll(() => t?.close());

const INVALID = { code: 422, msg: 'Unable to validate email address: invalid format' };
const HOSTILE = ['hostile-a@example.com.', '"a,b"@example.com', 'a,b@example.com', 'Ada <ada@example.com>'];
const rowsFor = (pattern: string) =>
  t.database.db
    .selectFrom('identity_users')
    .select('email')
    .where('email', 'like', pattern)
    .execute()
    .then((rows) => rows.map((row) => row.email));

describe('identity service', () => {
  it('stores a signup trimmed with its domain in lower case, and mails that address', async () => {
    const answer = await identity(t, 'POST', '/signup', {
      body: { email: '  Mixed.Case@EXAMPLE.Com ', password: 'Sturdy-pass-2026' },
    });
    expect(answer.json().email).toBe('Mixed.Case@example.com');
    expect(await rowsFor('Mixed.Case@%')).toEqual(['Mixed.Case@example.com']);
    const mails = await outbox(t);
    expect(mails.filter((mail) => mail.to === 'Mixed.Case@example.com')).toHaveLength(1);
  });

  it('makes no second account of an address with a trailing dot', async () => {
    await signedUpUser(t, 'hostile-a@example.com');
    const answer = await identity(t, 'POST', '/signup', {
      body: { email: 'hostile-a@example.com.', password: 'Sturdy-pass-2026' },
    });
    expect([answer.statusCode, answer.json()]).toEqual([422, INVALID]);
    expect(await rowsFor('hostile-a@%')).toEqual(['hostile-a@example.com']);
  });

  it.each(HOSTILE)('refuses a signup for %s and stores nothing', async (address) => {
    const answer = await identity(t, 'POST', '/signup', { body: { email: address, password: 'Sturdy-pass-2026' } });
    expect([answer.statusCode, answer.json()]).toEqual([422, INVALID]);
    expect(await rowsFor(address.replace(/[%_]/g, '\\$&'))).toEqual([]);
  });

  it('refuses such an address for an invitation, an email change and a recovery', async () => {
    const user = await signedUpUser(t, 'changer@example.com');
    for (const address of HOSTILE) {
      const invite = await identity(t, 'POST', '/invite', { token: OPERATOR_TOKEN, body: { email: address } });
      expect([address, invite.statusCode, invite.json()]).toEqual([address, 422, INVALID]);
      const change = await identity(t, 'PUT', '/user', { token: user.access_token, body: { email: address } });
      expect([address, change.statusCode, change.json()]).toEqual([address, 422, INVALID]);
      const recover = await identity(t, 'POST', '/recover', { body: { email: address } });
      expect([address, recover.statusCode, recover.json()]).toEqual([address, 422, INVALID]);
    }
    const me = await identity(t, 'GET', '/user', { token: user.access_token });
    expect(me.json().new_email).toBeUndefined();
  });
});

describe('staff console and public forms', () => {
  it('refuses such an address for a new author with a 400 naming the field', async () => {
    const admin = await staffMember(t.database.db, ['admin'], 'address-admin@example.com');
    for (const email of HOSTILE) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/staff/authors',
        headers: admin.headers,
        payload: { email, full_name: 'Someone' },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().error.fields.email).toEqual(['Enter a valid email address, like name@example.com']);
    }
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/staff/authors',
      headers: admin.headers,
      payload: { email: 'New.Author@Example.ORG', full_name: 'New Author' },
    });
    expect(stored.json().email).toBe('New.Author@example.org');
  });

  it('refuses such an address on the newsletter form', async () => {
    for (const email of HOSTILE) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields.email).toEqual(['Enter a valid email address, like name@example.com']);
    }
  });
});
