import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';
import { login, signedUpUser } from '../support/identity-inject.js';

/** The client address the server recorded for the newest session of `userId`. */
async function sessionIp(t: TestApp, userId: string): Promise<string | null> {
  const session = await t.database.db
    .selectFrom('identity_sessions')
    .select('ip')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return session.ip;
}

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  it('takes the address the one proxy saw, never one the client wrote before it', async () => {
    const user = await signedUpUser(t, 'behind-proxy@example.com');
    // The client sends a made-up X-Forwarded-For; the proxy appends the address it saw.
    const response = await login(t, user.email, user.password, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    expect(response.statusCode).toBe(200);
    expect(await sessionIp(t, user.id)).toBe('203.0.113.7');
  });
});
