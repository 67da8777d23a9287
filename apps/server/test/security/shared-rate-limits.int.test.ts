import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/identity/login-throttle.js';
import { FORM_RATE_LIMITS } from '../../src/public-forms/rate-limits.js';
import { connectDatabase } from '../../src/db/connect.js';
import { createTestApp, createTestDatabase, silentLogger, type TestApp, type TestDatabase } from '../support/harness.js';

/** The limits count per database, not per process: two instances on one database share them. */
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
  a = await createTestApp({}, shared);
  b = await createTestApp({}, secondConnection);
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

  it('login: the failures on one account from one address, on both, count toward one wait', async () => {
    const { freeFailures } = LOGIN_THROTTLE;
    const statuses = await alternate(freeFailures + 1, (i) => ({
      method: 'POST',
      url: '/.netlify/identity/token',
      remoteAddress: '10.2.1.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'nobody@example.com',
        password: `guess-${i}`,
      }).toString(),
    }));
    expect(statuses).toEqual([...Array<number>(freeFailures).fill(400), 429]);
  });
});
