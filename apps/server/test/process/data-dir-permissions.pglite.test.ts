import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentServerEntry, startServer } from '../../../../e2e/support/server.js';
import { requestBackup } from '../../src/backup/backup-socket.js';
import { waitForMail } from '../support/outbox.js';

/** Every path under `dir` (itself included) whose group or other bits are set, with its mode. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if ((stats.mode & 0o077) !== 0) open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return open;
}

describe('DATA_DIR permissions', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'private-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('closes a tree open to other accounts at start, and keeps everything it writes to the owner', async () => {
    // A DATA_DIR left open (created 0777, a mail file 0666), and a server started with umask 000.
    chmodSync(dataDir, 0o777);
    mkdirSync(join(dataDir, 'mail'), { mode: 0o777 });
    chmodSync(join(dataDir, 'mail'), 0o777);
    writeFileSync(join(dataDir, 'mail', 'left-over.eml'), 'a recovery link', { mode: 0o666 });
    chmodSync(join(dataDir, 'mail', 'left-over.eml'), 0o666);
    const permissiveUmask = ['--import', 'data:text/javascript,process.umask(0)'];
    const server = await startServer({
      entry: [...permissiveUmask, ...currentServerEntry()],
      dataDir,
      // No DEMO_PASSWORD: the demo logins get this DATA_DIR's own random password.
      env: { LOG_LEVEL: 'info', DEMO_DATA: 'true', DEMO_PASSWORD: '' },
    });
    expect(server.output()).toContain('data directory was open to other accounts: restricted it to the owner');
    const password = readFileSync(join(dataDir, 'demo-password'), 'utf8').trim();
    expect(password).not.toBe('quill-demo-2026');
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(server.output()).toContain(`Demo staff:  staff@example.com / ${password}`);

    // Writes everywhere: the database and its WAL, the mail outbox, an online backup.
    const recover = await fetch(`${server.url}/.netlify/identity/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'author@example.com' }),
    });
    expect(recover.status).toBe(200);
    await waitForMail(dataDir, 'author@example.com');
    expect((await requestBackup(dataDir)).size).toBeGreaterThan(0);

    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 300_000);

  it('warns of nothing on a first start on a DATA_DIR made private, yet keeps the database it creates private', async () => {
    const newDataDir = mkdtempSync(join(tmpdir(), 'private-new-data-'));
    try {
      const server = await startServer({
        entry: currentServerEntry(),
        dataDir: newDataDir,
        env: { LOG_LEVEL: 'info', DEMO_DATA: 'true', DEMO_PASSWORD: '' },
      });
      expect(server.output()).toContain('Demo staff:  staff@example.com');
      expect(server.output()).not.toContain('open to other accounts');
      expect(openToOthers(newDataDir)).toEqual([]);
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      rmSync(newDataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
