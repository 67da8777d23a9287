import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { AUTHOR_LOOKUP_RATE_LIMIT } from './lookup.routes.js';
import { bearer, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  token = await tokenFor(t.database.db, people.A);
});
afterAll(() => t?.close());

/** Each test asks from its own client address, so the per-IP limit does not leak between tests. */
let ip = 0;
const fromNewIp = () => `10.1.0.${++ip}`;

const lookup = (payload: unknown, remoteAddress = fromNewIp(), headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'POST', url: '/api/authors/lookup', payload: payload as object, headers, remoteAddress });

describe('POST /api/authors/lookup', () => {
  it('finds an author created by staff without an identity account, and answers nothing more', async () => {
    const res = await lookup({ email: people.L.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ exists: true });
  });

  it('answers false for an address no author has', async () => {
    expect((await lookup({ email: 'nobody@example.com' })).json()).toEqual({ exists: false });
  });

  it('ignores the case of the address', async () => {
    expect((await lookup({ email: 'Legacy@EXAMPLE.com' })).json()).toEqual({ exists: true });
  });

  it('refuses a missing or malformed address with 400', async () => {
    for (const payload of [{}, { email: 'not-an-address' }, { email: 42 }]) {
      const res = await lookup(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('requires a signed-in caller', async () => {
    const res = await lookup({ email: people.L.email }, fromNewIp(), {});
    expect(res.statusCode).toBe(401);
  });

  it('answers 429 with Retry-After past the per-IP limit, while another address is still served', async () => {
    const address = fromNewIp();
    for (let i = 0; i < AUTHOR_LOOKUP_RATE_LIMIT.max; i++) {
      expect((await lookup({ email: `probe${i}@example.com` }, address)).statusCode).toBe(200);
    }
    const limited = await lookup({ email: people.L.email }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup({ email: people.L.email })).statusCode).toBe(200);
  });
});
