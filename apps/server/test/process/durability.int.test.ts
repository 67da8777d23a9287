import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceEntry, startServer, type RunningServer } from '../../../../e2e/support/server.js';
import { connectDatabase } from '../../src/db/connect.js';
import { DEMO_AUTHOR } from '../../src/db/seed/demo-author.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../harness.js';

const ROUNDS = 3;
const WRITERS = 4;

/**
 * Writes through the API while the server is killed with SIGKILL at a random moment, then
 * restarted on the same data: every write acknowledged with a 2xx must be there, once.
 * Runs on the embedded database, and on PostgreSQL in the PostgreSQL pass.
 */
describe(`durability under SIGKILL (${databaseKind})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'durability-'));
  let testDb: TestDatabase | undefined;
  const env: Record<string, string> = { DEMO_DATA: 'true', LOG_LEVEL: 'error' };

  beforeAll(async () => {
    if (databaseKind === 'postgres') {
      testDb = await createTestDatabase({ migrate: false });
      env.DATABASE_URL = testDb.url!;
    }
  });
  afterAll(async () => {
    await testDb?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () => startServer({ entry: sourceEntry, dataDir, env });

  async function login(server: RunningServer): Promise<string> {
    const response = await fetch(`${server.url}/.netlify/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: DEMO_AUTHOR.email, password: 'quill-demo-2026' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  it('keeps every acknowledged chat message and profile save across kills', async () => {
    const acknowledgedMessages = new Set<string>();
    const sentMessages = new Set<string>();
    let lastAcknowledgedBio = -1;
    let bioCounter = 0;
    let token = '';

    for (let round = 0; round < ROUNDS; round++) {
      const server = await start();
      if (!token) token = await login(server);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      let killed = false;

      const writer = async (id: number) => {
        while (!killed) {
          try {
            if (id === 0) {
              const bio = ++bioCounter;
              const response = await fetch(`${server.url}/api/me/profile`, {
                method: 'PATCH',
                headers,
                body: JSON.stringify({ bio: `revision ${bio}` }),
              });
              if (response.ok) lastAcknowledgedBio = Math.max(lastAcknowledgedBio, bio);
            } else {
              const clientId = randomUUID();
              sentMessages.add(clientId);
              const response = await fetch(`${server.url}/api/me/chat/messages`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ client_id: clientId, description: `message ${clientId}` }),
              });
              if (response.ok) acknowledgedMessages.add(clientId);
            }
          } catch {
            // The connection died with the server: this write was not acknowledged.
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, i) => writer(i));
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 1200));
      killed = true;
      server.process.kill('SIGKILL');
      await server.exited;
      await Promise.all(writers);
    }

    // A final clean start proves the data directory still opens after the last kill.
    const finalServer = await start();
    await finalServer.stop();

    const database = await connectDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
      pino({ level: 'silent' }),
    );
    try {
      const rows = await database.db
        .selectFrom('author_activities')
        .select('client_id')
        .where('author_id', '=', DEMO_AUTHOR.id)
        .where('client_id', 'is not', null)
        .execute();
      const stored = rows.map((row) => row.client_id!);
      expect(acknowledgedMessages.size).toBeGreaterThan(10);
      for (const clientId of acknowledgedMessages) expect(stored).toContain(clientId);
      expect(new Set(stored).size).toBe(stored.length);
      for (const clientId of stored) expect(sentMessages.has(clientId)).toBe(true);

      const author = await database.db
        .selectFrom('authors')
        .select('bio')
        .where('id', '=', DEMO_AUTHOR.id)
        .executeTakeFirstOrThrow();
      const storedBio = Number(author.bio?.replace('revision ', ''));
      expect(lastAcknowledgedBio).toBeGreaterThan(0);
      expect(storedBio).toBeGreaterThanOrEqual(lastAcknowledgedBio);
    } finally {
      await database.close();
    }
  }, 180_000);
});
