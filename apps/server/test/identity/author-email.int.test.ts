import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';
import { identity, lastMailToken, signedUpUser } from '../support/identity-inject.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ IDENTITY_RATE_LIMIT_PER_IP: '1000', IDENTITY_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(() => t?.close());

/** The author's record as the dashboard reads it (created on the first call, as after a login). */
async function profileEmail(token: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/me/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { email: string }).email;
}

const storedEmail = async (id: string) =>
  (await t.database.db.selectFrom('authors').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

describe("an author's email follows a confirmed change of the account's email", () => {
  it('when the link is opened signed out (POST /verify)', async () => {
    const user = await signedUpUser(t, 'moving-out@example.com');
    expect(await profileEmail(user.access_token)).toBe('moving-out@example.com');

    await identity(t, 'PUT', '/user', { token: user.access_token, body: { email: 'moved-in@example.com' } });
    // Asked, not yet confirmed: the record keeps the address in use.
    expect(await storedEmail(user.id)).toBe('moving-out@example.com');
    const { token } = await lastMailToken(t, 'moved-in@example.com', 'email_change_token');
    const confirmed = await identity(t, 'POST', '/verify', { body: { type: 'email_change', token } });
    expect(confirmed.statusCode).toBe(200);

    expect(await storedEmail(user.id)).toBe('moved-in@example.com');
    expect(await profileEmail(confirmed.json().access_token)).toBe('moved-in@example.com');
  });

  it('when the signed-in page sends the token (PUT /user)', async () => {
    const user = await signedUpUser(t, 'signed-in-before@example.com');
    await profileEmail(user.access_token);
    await identity(t, 'PUT', '/user', { token: user.access_token, body: { email: 'signed-in-after@example.com' } });
    const { token } = await lastMailToken(t, 'signed-in-after@example.com', 'email_change_token');
    const confirmed = await identity(t, 'PUT', '/user', {
      token: user.access_token,
      body: { email_change_token: token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'signed-in-after@example.com' });
    expect(await storedEmail(user.id)).toBe('signed-in-after@example.com');
  });
});
