import { AUTHOR_LOOKUP_RATE_LIMIT } from '../../src/authors/lookup.routes.js';
import { LOGIN_THROTTLE } from '../../src/identity/login-throttle.js';
import { FORM_RATE_LIMITS } from '../../src/public-forms/rate-limits.js';
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';
import { people, seedChecklistFixture, tokenFor } from '../support/checklist-fixture.js';

/** Small identity limits so a test reaches them quickly; the visitor forms and chat keep their real ones. */
const PER_IP = 8;
const PER_EMAIL = 4;

let t: TestApp;
let tokenA: string;
beforeAll(async () => {
  t = await createTestApp({
    IDENTITY_RATE_LIMIT_PER_IP: String(PER_IP),
    IDENTITY_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
  });
  await seedChecklistFixture(t.database.db);
  tokenA = await tokenFor(t.database.db, people.A);
});
afterAll(() => t?.close());

/** Sends `count` requests (from one client address unless told) and returns the last response. */
async function hammer(count: number, request: (i: number) => InjectOptions) {
  let last: LightMyRequestResponse | undefined;
  for (let i = 0; i < count; i++) last = await t.app.inject(request(i));
  return last!;
}

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/\bat \S+ \(/);
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('each abusable endpoint answers 429 with Retry-After past its limit', () => {
  it('login: per account and address, so other addresses are not locked out', async () => {
    const guess = (i: number, remoteAddress: string) => ({
      method: 'POST' as const,
      url: '/.netlify/identity/token',
      remoteAddress,
      ...form({ grant_type: 'password', username: people.A.email, password: `guess-${i}` }),
    });
    expectTooMany(await hammer(LOGIN_THROTTLE.freeFailures + 1, (i) => guess(i, '10.1.0.1')));
    const elsewhere = await t.app.inject(guess(0, '10.1.0.2'));
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
  });

  it('login: per address, whatever the account', async () => {
    const last = await hammer(PER_IP + 1, (i) => ({
      method: 'POST',
      url: '/.netlify/identity/token',
      remoteAddress: '10.1.1.1',
      ...form({ grant_type: 'password', username: `nobody-${i}@example.com`, password: 'guess' }),
    }));
    expectTooMany(last);
  });

  it('signup', async () => {
    const last = await hammer(PER_IP + 1, (i) => ({
      method: 'POST',
      url: '/.netlify/identity/signup',
      remoteAddress: '10.1.2.1',
      payload: { email: `flood-${i}@example.com`, password: 'Sturdy-pass-2026' },
    }));
    expectTooMany(last);
  });

  it('password recovery', async () => {
    const last = await hammer(PER_EMAIL + 1, (i) => ({
      method: 'POST',
      url: '/.netlify/identity/recover',
      remoteAddress: `10.1.3.${i}`,
      payload: { email: people.B.email },
    }));
    expectTooMany(last);
  });

  it('contact form', async () => {
    const last = await hammer(FORM_RATE_LIMITS.contact.max + 1, (i) => ({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.1.4.1',
      payload: { name: 'Flood', email: `c${i}@example.com`, message: 'Hello there, a question.', consent: true },
    }));
    expectTooMany(last);
    expect(await t.database.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(
      FORM_RATE_LIMITS.contact.max,
    );
  });

  it('newsletter signup', async () => {
    const last = await hammer(FORM_RATE_LIMITS.newsletter.max + 1, (i) => ({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: '10.1.5.1',
      payload: { email: `n${i}@example.com` },
    }));
    expectTooMany(last);
  });

  it('author lookup (is there an author with this address?)', async () => {
    const last = await hammer(AUTHOR_LOOKUP_RATE_LIMIT.max + 1, (i) => ({
      method: 'POST',
      url: '/api/authors/lookup',
      remoteAddress: '10.1.6.1',
      headers: { authorization: `Bearer ${tokenA}` },
      payload: { email: `guess-${i}@example.com` },
    }));
    expectTooMany(last);
  });

  it('chat sends', async () => {
    // The burst allowance, then one message a second: a loop of 30 outruns it.
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 30; i++) {
      responses.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/me/chat/messages',
          headers: { authorization: `Bearer ${tokenA}` },
          payload: { client_id: randomUUID(), description: `flood ${i}` },
        }),
      );
    }
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expectTooMany(refused[0]!);
    const stored = await t.database.db
      .selectFrom('author_activities')
      .select('id')
      .where('author_id', '=', people.A.id)
      .execute();
    expect(stored).toHaveLength(30 - refused.length);
  });
});
