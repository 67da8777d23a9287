import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, currentServerEntry, startServer, type RunningServer } from '../../../../e2e/support/server.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';
import { TcpProxy } from '../support/tcp-proxy.js';

/** PostgreSQL going away under a running server (runs on the PostgreSQL pass only). */
describe('database outage', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const target = new URL(testDb.url!);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, await freePort());
    await proxy.start();
    const viaProxy = new URL(testDb.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({ entry: currentServerEntry(), env: { DATABASE_URL: viaProxy.toString() } });
  });
  afterAll(async () => {
    await server?.dispose();
    await proxy?.stop();
    await testDb?.dispose();
  });

  // The health check gives up on the database after 1.5 s and the pool on a connection after 2 s:
  // an answer that waits for the database to come back instead is aborted here, and the test fails.
  // How fast is not asserted: the machine may be busy.
  const health = async () => {
    const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(20_000) });
    return { status: response.status, body: await response.json() };
  };

  it('answers 503 while the database is down instead of waiting for it, stays up, and recovers by itself', async () => {
    expect((await health()).status).toBe(200);

    await proxy.stop();
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    expect(server.process.exitCode).toBeNull();

    await proxy.start();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await health()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  });
});
