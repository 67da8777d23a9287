import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentServerEntry, spawnServer, startServer } from '../../../../e2e/support/server.js';
import { openSocket } from '../support/realtime-client.js';

/** The real server process: start-up checks, the data-directory lock and graceful shutdown. */
describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops a bad configuration with one line naming the variable', async () => {
    const server = await spawnServer({ entry: currentServerEntry(), env: { PORT: 'eighty' } });
    expect(await server.exited).toBe(78);
    expect(server.output().trim()).toBe('Configuration error: PORT: must be a number');
    rmSync(server.dataDir, { recursive: true, force: true });
  }, 60_000);

  it('stops on an empty DATA_DIR/jwt-secret with one line naming the file', async () => {
    const emptySecret = mkdtempSync(join(tmpdir(), 'process-secret-'));
    // Private, as the server would have made it: the start has nothing to restrict first.
    writeFileSync(join(emptySecret, 'jwt-secret'), '\n', { mode: 0o600 });
    const server = await spawnServer({ entry: currentServerEntry(), dataDir: emptySecret });
    expect(await server.exited).toBe(78);
    expect(server.output().trim()).toBe(
      `Configuration error: ${join(emptySecret, 'jwt-secret')}: must hold at least 32 characters (delete it to generate a new one, or set JWT_SECRET)`,
    );
    rmSync(emptySecret, { recursive: true, force: true });
  }, 60_000);

  it('stops on a DATA_DIR/payout-data-key that holds no key, with one line naming the file', async () => {
    const badKey = mkdtempSync(join(tmpdir(), 'process-payout-key-'));
    writeFileSync(join(badKey, 'payout-data-key'), 'short\n', { mode: 0o600 });
    const server = await spawnServer({ entry: currentServerEntry(), dataDir: badKey });
    expect(await server.exited).toBe(78);
    expect(server.output().trim()).toBe(
      `Configuration error: ${join(badKey, 'payout-data-key')}: must hold a 32-byte key in base64 (restore the file from where you keep it, or set PAYOUT_DATA_KEY; a new key cannot read the bank and tax details already stored)`,
    );
    rmSync(badKey, { recursive: true, force: true });
  }, 60_000);

  it('refuses a second server on the same DATA_DIR and shuts the first down gracefully', async () => {
    const first = await startServer({ entry: currentServerEntry(), dataDir, env: { LOG_LEVEL: 'info' } });
    const second = await spawnServer({ entry: currentServerEntry(), dataDir });
    expect(await second.exited).toBe(75);
    expect(second.output()).toContain(`is in use by another server process (pid ${first.process.pid})`);

    // The first one is unaffected, then finishes cleanly on SIGTERM and releases the lock.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('shutdown complete');
    const third = await startServer({ entry: currentServerEntry(), dataDir });
    expect((await fetch(`${third.url}/healthz`)).status).toBe(200);
    expect(await third.stop('SIGINT')).toBe(0);
  }, 120_000);

  it('shuts down cleanly while a keep-alive connection idles and a realtime socket is open', async () => {
    const server = await startServer({ entry: currentServerEntry(), env: { DEMO_DATA: 'true', LOG_LEVEL: 'info' } });
    const login = await fetch(`${server.url}/.netlify/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'author@example.com',
        password: 'quill-demo-2026',
      }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const socket = await openSocket(server.url, token);
    // A browser's connection, kept open and idle after its request.
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      get(`${server.url}/healthz`, { agent }, (response) => response.resume().on('end', resolve)).on('error', reject),
    );

    expect(await server.stop('SIGTERM')).toBe(0);
    expect(await socket.closed).toMatchObject({ code: 1001, reason: 'Server shutting down' });
    expect(server.output()).toContain('shutdown complete');
    agent.destroy();
    await server.dispose();
  }, 120_000);
});
