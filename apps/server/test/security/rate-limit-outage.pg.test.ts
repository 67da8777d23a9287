import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../e2e/support/server.js';
import { connectDatabase } from '../../src/db/connect.js';
import { createTestApp, createTestDatabase, silentLogger, type TestApp, type TestDatabase } from '../support/harness.js';
import { TcpProxy } from '../support/tcp-proxy.js';

/**
 * PostgreSQL unreachable while a limited request is counted (PostgreSQL pass only): the request
 * answers 503 with Retry-After, never a 500 and never let through uncounted.
 */
describe('rate-limit counting during a database outage', () => {
  let testDb: TestDatabase;
  let viaProxy: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const target = new URL(testDb.url!);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, await freePort());
    await proxy.start();
    const url = new URL(testDb.url!);
    url.host = `127.0.0.1:${proxy.port}`;
    const database = await connectDatabase({ kind: 'postgres', url: url.toString() }, silentLogger);
    viaProxy = { database, url: url.toString(), dispose: () => database.close() };
    t = await createTestApp({}, viaProxy);
  });
  afterAll(async () => {
    await t?.close();
    await viaProxy?.dispose();
    await proxy?.stop();
    await testDb?.dispose();
  });

  it('answers a visitor form and a login with 503 while down, and counts again once back', async () => {
    const contact = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '10.3.0.1',
        payload: { name: 'Down', email: 'down@example.com', message: 'Hello there, a question.', consent: true },
      });
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/.netlify/identity/token',
        remoteAddress: '10.3.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password&username=nobody%40example.com&password=guess',
      });

    await proxy.stop();
    const [formDown, loginDown] = [await contact(), await login()];
    expect(formDown.statusCode, formDown.body).toBe(503);
    expect(formDown.json()).toMatchObject({ error: { code: 'service_unavailable' } });
    expect(formDown.headers['retry-after']).toMatch(/^\d+$/);
    expect(loginDown.statusCode, loginDown.body).toBe(503);
    expect(loginDown.json()).toEqual({ code: 503, msg: 'Service temporarily unavailable' });
    expect(loginDown.headers['retry-after']).toMatch(/^\d+$/);

    await proxy.start();
    expect((await contact()).statusCode).toBe(201);
    expect((await login()).statusCode).toBe(400);
    // The refused requests were not counted; each is counted once now.
    const { rows } = await sql<{ hits: number }>`
      select hits from rate_limit_counters where key like '%10.3.0.1%'`.execute(testDb.database.db);
    expect(rows.map((row) => row.hits)).toEqual([1, 1]);
  });
});
