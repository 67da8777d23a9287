import { CLOSE_SIGNED_OUT } from '@app/contracts/realtime';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../e2e/support/server.js';
import { connectDatabase } from '../../src/db/connect.js';
import { bearer, openSocket } from '../support/realtime-client.js';
import { createTestApp, createTestDatabase, silentLogger, type TestApp, type TestDatabase } from '../support/harness.js';
import { OPERATOR_TOKEN } from '../support/identity-app.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { ACCESS_SUITE_ENV, accessCloseSuite, type SuiteInstance } from '../support/access-closes.js';

let testDb: TestDatabase;
let proxy: TcpProxy;
const apps: TestApp[] = [];
let a: SuiteInstance;
let b: SuiteInstance;

/** One server instance with its own pool and listener on the shared database. */
async function startInstance(url: string): Promise<SuiteInstance> {
  const database = await connectDatabase({ kind: 'postgres', url }, silentLogger);
  const t = await createTestApp(ACCESS_SUITE_ENV, { database, url, dispose: () => database.close() });
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { app: t.app, database, origin: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const target = new URL(testDb.url!);
  proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, await freePort());
  await proxy.start();
  // Instance B reaches the database through a proxy, so the test can cut B off on its own.
  const viaProxy = new URL(testDb.url!);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  a = await startInstance(testDb.url!);
  b = await startInstance(viaProxy.toString());
});
afterAll(async () => {
  for (const t of apps.splice(0)) {
    await t.close();
    await t.database.close();
  }
  await proxy?.stop();
  await testDb?.dispose();
});

describe('two instances on one PostgreSQL database: a change made through B closes the sockets on A', () => {
  accessCloseSuite('socket-close-latency-two-instances-postgres', () => ({ sockets: a, actions: b }));
});

describe('an instance that was cut off from the database', () => {
  it('checks its sockets again once back, and closes those whose session ended meanwhile', async () => {
    const email = 'cut-off@example.com';
    const password = 'Sturdy-pass-2026';
    const created = await a.app.inject({
      method: 'POST',
      url: '/.netlify/identity/admin/users',
      headers: bearer(OPERATOR_TOKEN),
      payload: { email, password, confirm: true },
    });
    expect(created.statusCode).toBe(200);
    const login = await a.app.inject({
      method: 'POST',
      url: '/.netlify/identity/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
    });
    const { access_token: token } = login.json() as { access_token: string };
    const socket = await openSocket(b.origin, token);

    await proxy.stop();
    // B hears nothing of this sign-out: its listener is down.
    const logout = await a.app.inject({ method: 'POST', url: '/.netlify/identity/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    await proxy.start();

    const closed = await Promise.race([
      socket.closed,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the socket stayed open after B came back')), 15_000),
      ),
    ]);
    expect(closed.code).toBe(CLOSE_SIGNED_OUT);
  }, 20_000);
});

describe('the data API on two instances', () => {
  it('refuses on B a token whose session ended through A, though B had answered it from memory', async () => {
    const email = 'two-instances-api@example.com';
    const password = 'Sturdy-pass-2026';
    await a.app.inject({
      method: 'POST',
      url: '/.netlify/identity/admin/users',
      headers: bearer(OPERATOR_TOKEN),
      payload: { email, password, confirm: true },
    });
    const login = await a.app.inject({
      method: 'POST',
      url: '/.netlify/identity/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
    });
    const { access_token: token } = login.json() as { access_token: string };
    const invoicesOnB = () => b.app.inject({ url: '/api/me/invoices', headers: bearer(token) });
    expect((await invoicesOnB()).statusCode).toBe(200);
    expect((await invoicesOnB()).statusCode).toBe(200);

    const logout = await a.app.inject({ method: 'POST', url: '/.netlify/identity/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    // B learns of it through the database's announcement, a moment after A's commit.
    let status = 200;
    for (let attempt = 0; attempt < 1000 && status === 200; attempt++) {
      status = (await invoicesOnB()).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(status).toBe(401);
  });
});
