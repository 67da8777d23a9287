import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceEntry, spawnServer, startServer } from '../../../../e2e/support/server.js';

/** The real server process: start-up checks, the data-directory lock and graceful shutdown. */
describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops a bad configuration with one line naming the variable', async () => {
    const server = await spawnServer({ entry: sourceEntry, env: { PORT: 'eighty' } });
    expect(await server.exited).toBe(78);
    expect(server.output().trim()).toBe('Configuration error: PORT: must be a number');
    rmSync(server.dataDir, { recursive: true, force: true });
  }, 60_000);

  it('refuses a second server on the same DATA_DIR and shuts the first down gracefully', async () => {
    const first = await startServer({ entry: sourceEntry, dataDir, env: { LOG_LEVEL: 'info' } });
    const second = await spawnServer({ entry: sourceEntry, dataDir });
    expect(await second.exited).toBe(75);
    expect(second.output()).toContain(`is in use by another server process (pid ${first.process.pid})`);

    // The first one is unaffected, then finishes cleanly on SIGTERM and releases the lock.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('shutdown complete');
    const third = await startServer({ entry: sourceEntry, dataDir });
    expect((await fetch(`${third.url}/healthz`)).status).toBe(200);
    expect(await third.stop('SIGINT')).toBe(0);
  }, 120_000);
});
