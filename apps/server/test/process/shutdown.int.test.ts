import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { currentServerEntry, startServer } from '../../../../e2e/support/server.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';

/** A raw keep-alive connection: one request, its whole answer read, then silence with the socket open. */
async function idleKeepAliveConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  let received = '';
  const answered = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const [head, body = ''] = received.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head ?? '');
      if (length && Buffer.byteLength(body, 'latin1') >= Number(length[1])) resolve();
    });
    socket.once('error', reject);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
  await answered;
  return { received: () => received, closed };
}

describe('shutdown on SIGTERM', () => {
  let testDb: TestDatabase | undefined;
  afterAll(async () => testDb?.dispose());

  it('closes an idle keep-alive connection and exits 0', async () => {
    const env: Record<string, string> = { LOG_LEVEL: 'info', DEMO_DATA: 'false' };
    if (process.env.TEST_DATABASE_URL) {
      testDb = await createTestDatabase({ migrate: false });
      env.DATABASE_URL = testDb.url!;
    }
    const server = await startServer({ entry: currentServerEntry(), env });
    const connection = await idleKeepAliveConnection(server.url);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200/);

    expect(await server.stop('SIGTERM')).toBe(0);
    await connection.closed;
    expect(server.output()).toContain('shutdown complete');
    expect(server.output()).not.toContain('shutdown took too long');
    await server.dispose();
  }, 120_000);
});
