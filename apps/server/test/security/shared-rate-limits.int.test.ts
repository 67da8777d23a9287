import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_RATE_LIMITS } from '../../src/public-forms/rate-limits.js';
import { connectDatabase } from '../../src/db/connect.js';
import { createTestApp, createTestDatabase, silentLogger, type TestApp, type TestDatabase } from '../harness.js';

/** The limits count per database, not per process: two instances on one database share them. */
const PER_EMAIL = 4;

let shared: TestDatabase;
let secondConnection: TestDatabase;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  shared = await createTestDatabase();
  // On PostgreSQL the second instance has its own connection pool, as a second process would.
  secondConnection = shared.url
    ? await (async () => {
        const database = await connectDatabase({ kind: 'postgres', url: shared.url! }, silentLogger);
        return { database, url: shared.url, dispose: () => database.close() };
      })()
    : shared;
  const env = { IDENTITY_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL) };
  a = await createTestApp(env, shared);
  b = await createTestApp(env, secondConnection);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  if (secondConnection !== shared) await secondConnection?.dispose();
  await shared?.dispose();
});

/** Sends the requests alternately to instance A and instance B; returns the status codes. */
async function alternate(count: number, request: (i: number) => InjectOptions): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await (i % 2 ? b : a).app.inject(request(i))).statusCode);
  return statuses;
}

describe('two instances on one database share the abuse limits', () => {
  it('contact form: the posts to both count against one limit per client address', async () => {
    const limit = FORM_RATE_LIMITS.contact.max;
    const statuses = await alternate(limit + 1, (i) => ({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.2.0.1',
      payload: { name: 'Split', email: `s${i}@example.com`, message: 'Hello there, a question.', consent: true },
    }));
    expect(statuses).toEqual([...Array<number>(limit).fill(201), 429]);
    // Another address still gets through, on either instance.
    const other = await b.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.2.0.2',
      payload: { name: 'Other', email: 'other@example.com', message: 'Hello there, a question.', consent: true },
    });
    expect(other.statusCode).toBe(201);
  });

  it('login: the attempts on one account from both count against one limit', async () => {
    const statuses = await alternate(PER_EMAIL + 1, (i) => ({
      method: 'POST',
      url: '/.netlify/identity/token',
      remoteAddress: `10.2.1.${i}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'nobody@example.com',
        password: `guess-${i}`,
      }).toString(),
    }));
    expect(statuses).toEqual([...Array<number>(PER_EMAIL).fill(400), 429]);
  });
});
