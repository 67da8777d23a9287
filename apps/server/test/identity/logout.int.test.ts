import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';
import { identity, refresh, signedUpUser } from '../support/identity-inject.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ IDENTITY_RATE_LIMIT_PER_IP: '1000', IDENTITY_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(() => t?.close());

describe('POST /logout', () => {
  it('takes a JSON content type with an empty body, as netlify-identity-widget 1.9.2 sends, and ends the session', async () => {
    const user = await signedUpUser(t, 'widget-logout@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/.netlify/identity/logout',
      headers: { authorization: `Bearer ${user.access_token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toMatch(/^nf_jwt=; .*Max-Age=0/);
    const after = await refresh(t, user.refresh_token);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('still refuses a JSON body that is not JSON, with a 400', async () => {
    const user = await signedUpUser(t, 'broken-json@example.com');
    const broken = await identity(t, 'POST', '/logout', { token: user.access_token, body: '{"a":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 400 });
    expect((await refresh(t, user.refresh_token)).statusCode).toBe(200);
  });

  it('treats an empty JSON body elsewhere as no body: a 4xx GoTrue error, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/.netlify/identity/signup',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('msg');
  });
});
