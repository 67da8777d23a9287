import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentServerEntry, startServer, type RunningServer } from '../../../../e2e/support/server.js';
import { connectDatabase, connectMemoryDatabase } from '../../src/db/connect.js';
import { createTempDir, silentLogger } from '../support/harness.js';
import { runDbCli, tableChecksums } from '../support/db-cli.js';

const DEMO_PASSWORD = 'quill-demo-2026';

/** Files under `dir` whose bytes contain `text`. */
function filesHolding(dir: string, text: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .filter((path) => statSync(path).isFile() && readFileSync(path).includes(text));
}

async function logIn(url: string): Promise<string> {
  const response = await fetch(`${url}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'author@example.com', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** `npm run db:backup` against a serving embedded database, then `npm run db:restore` of the file. */
describe('online backup and restore of the embedded database', () => {
  const source = createTempDir('backup-source-');
  const restored = createTempDir('backup-restored-');
  const files = createTempDir('backup-files-');
  const backupFile = join(files.path, 'backup.tgz');
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ entry: currentServerEntry(), dataDir: source.path, env: { DEMO_DATA: 'true' } });
    token = await logIn(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    for (const dir of [source, restored, files]) dir.dispose();
  });

  it('holds every write acknowledged before it was asked for, while the server keeps answering', async () => {
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let running = true;
    const writer = (async () => {
      while (running) {
        const clientId = randomUUID();
        const response = await fetch(`${server.url}/api/me/chat/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ client_id: clientId, description: `message ${acknowledged.length}` }),
        });
        if (response.status === 201) acknowledged.push(clientId);
        // Chat sending is rate limited: a 429 is an answer; wait for the next token.
        else if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 200));
        else failures.push(`write ${response.status}`);
      }
    })();
    const health = (async () => {
      while (running) {
        const status = (await fetch(`${server.url}/healthz`)).status;
        if (status !== 200) failures.push(`healthz ${status}`);
      }
    })();
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(5), { timeout: 30_000 });

    const beforeBackup = [...acknowledged];
    const backup = await runDbCli(['backup', backupFile], source.path);
    running = false;
    await Promise.all([writer, health]);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`to ${backupFile}`) });
    expect(failures).toEqual([]);

    // The signing secret stays in DATA_DIR/jwt-secret: in no file of the database, nor in the backup.
    const secret = readFileSync(join(source.path, 'jwt-secret'), 'utf8').trim();
    expect(filesHolding(join(source.path, 'pgdata'), secret)).toEqual([]);
    expect(gunzipSync(readFileSync(backupFile)).includes(secret)).toBe(false);

    const image = await connectMemoryDatabase(new Blob([readFileSync(backupFile)]));
    try {
      const { rows } = await sql<{ client_id: string }>`
        select client_id from author_activities where client_id = any(${beforeBackup}::uuid[])`.execute(image.db);
      expect(rows.map((row) => row.client_id).sort()).toEqual(beforeBackup.sort());
    } finally {
      await image.close();
    }
  }, 120_000);

  it('restores into an empty DATA_DIR the same rows, logins and tokens', async () => {
    const secretFile = join(source.path, 'jwt-secret');
    expect(await runDbCli(['restore', backupFile, '--signing-secret', secretFile], restored.path)).toMatchObject({
      code: 0,
    });
    expect(readFileSync(join(restored.path, 'jwt-secret'), 'utf8')).toBe(readFileSync(secretFile, 'utf8'));

    const image = await connectMemoryDatabase(new Blob([readFileSync(backupFile)]));
    const copy = await connectDatabase({ kind: 'pglite', dataDir: restored.path }, silentLogger);
    try {
      const [expected, actual] = [await tableChecksums(image.db), await tableChecksums(copy.db)];
      expect(Object.keys(actual).length).toBeGreaterThan(20);
      expect(actual).toEqual(expected);
    } finally {
      await Promise.all([image.close(), copy.close()]);
    }

    // No demo seeding on this start: the password that signs in is the restored hash.
    const restoredServer = await startServer({
      entry: currentServerEntry(),
      dataDir: restored.path,
      env: { DEMO_DATA: 'false' },
    });
    try {
      const me = await fetch(`${restoredServer.url}/.netlify/identity/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      await logIn(restoredServer.url);
    } finally {
      await restoredServer.stop();
    }
  }, 120_000);

  it('refuses a file that is no backup, leaving the DATA_DIR empty', async () => {
    const junk = join(files.path, 'junk.tgz');
    writeFileSync(junk, 'not a backup');
    const empty = join(files.path, 'empty-data');
    const refused = await runDbCli(['restore', junk], empty);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Not a backup of the embedded database');
    expect(readdirSync(empty)).toEqual([]);
  }, 60_000);

  it('refuses a DATA_DIR that is not empty and leaves it alone', async () => {
    const secret = join(restored.path, 'jwt-secret');
    writeFileSync(secret, 'x'.repeat(40));
    const refused = await runDbCli(['restore', backupFile], restored.path);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`DATA_DIR ${restored.path} is not empty`);
    expect(readFileSync(secret, 'utf8')).toBe('x'.repeat(40));
  }, 60_000);
});
