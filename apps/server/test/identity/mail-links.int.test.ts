import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';
import { identity, lastMailToken, signedUpUser } from '../support/identity-inject.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ IDENTITY_RATE_LIMIT_PER_IP: '1000', IDENTITY_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(() => t?.close());

const SITE = 'http://localhost:3000';

/** Referers a page (or a forged request) may send: none of them may shape a mailed link. */
const referers = {
  'another origin': 'https://evil.example/phish',
  'a same-site page': `${SITE}/services/audiobook?ref=nav`,
  'a protocol-relative path': `${SITE}//evil.example/x`,
  'a backslash path': `${SITE}/\\evil.example`,
  'an encoded double slash': `${SITE}/%2f%2fevil.example`,
};

/** Every mailed link opens the site root, with the token in the hash the widget reads. */
async function expectRootLink(to: string, key: string) {
  const { mail, token } = await lastMailToken(t, to, key);
  const link = `${SITE}/#${key}=${token}`;
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link}"`);
  expect(`${mail.text}${mail.html}`).not.toMatch(/evil|services|%2f/i);
}

describe('mailed links ignore the Referer', () => {
  it.each(Object.entries(referers))('signup, resend, recover and PUT /user with %s', async (name, referer) => {
    const slug = name.replace(/\W+/g, '-');
    const headers = { referer };

    const pending = `pending-${slug}@example.com`;
    await identity(t, 'POST', '/signup', { body: { email: pending, password: 'Sturdy-pass-2026' }, headers });
    await expectRootLink(pending, 'confirmation_token');

    const user = await signedUpUser(t, `member-${slug}@example.com`);
    expect((await identity(t, 'POST', '/recover', { body: { email: user.email }, headers })).statusCode).toBe(200);
    await expectRootLink(user.email, 'recovery_token');

    const moved = `moved-${slug}@example.com`;
    const change = await identity(t, 'PUT', '/user', { token: user.access_token, body: { email: moved }, headers });
    expect(change.statusCode).toBe(200);
    await expectRootLink(moved, 'email_change_token');
  });

  it('resend too', async () => {
    const email = 'resend-referer@example.com';
    await identity(t, 'POST', '/signup', { body: { email, password: 'Sturdy-pass-2026' } });
    const { token: first } = await lastMailToken(t, email, 'confirmation_token');
    // A resend within the minute is not sent; move the first mail back in time.
    await t.database.db
      .updateTable('identity_users')
      .set({ confirmation_sent_at: new Date(Date.now() - 10 * 60_000) })
      .where('email', '=', email)
      .execute();
    const resent = await identity(t, 'POST', '/resend', {
      body: { type: 'signup', email },
      headers: { referer: `${SITE}//evil.example/x` },
    });
    expect(resent.statusCode).toBe(200);
    const { token } = await lastMailToken(t, email, 'confirmation_token');
    expect(token).not.toBe(first);
    await expectRootLink(email, 'confirmation_token');
  });
});
