import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentServerEntry, startServer, type RunningServer } from '../../../../e2e/support/server.js';
import { connectDatabase } from '../../src/db/connect.js';
import { DEMO_AUTHOR } from '../../src/db/seed/demo-author.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/harness.js';

const ROUNDS = 3;
const WRITERS = 4;
const DEMO_STAFF_EMAIL = 'staff@example.com';

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

  const start = () => startServer({ entry: currentServerEntry(), dataDir, env });

  async function login(server: RunningServer, email: string = DEMO_AUTHOR.email): Promise<string> {
    const response = await fetch(`${server.url}/.netlify/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: email, password: 'quill-demo-2026' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  it('keeps every acknowledged chat message, profile save and staff invoice edit across kills', async () => {
    const acknowledgedMessages = new Set<string>();
    const sentMessages = new Set<string>();
    let lastAcknowledgedBio = -1;
    let bioCounter = 0;
    const acknowledgedEdits = new Set<number>();
    let editCounter = 0;
    let token = '';
    let staffToken = '';
    let invoiceId = '';

    for (let round = 0; round < ROUNDS; round++) {
      const server = await start();
      if (!token) token = await login(server);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      if (!staffToken) {
        staffToken = await login(server, DEMO_STAFF_EMAIL);
        const invoices = (await (await fetch(`${server.url}/api/me/invoices`, { headers })).json()) as {
          id: string;
          status: string;
        }[];
        // A cancelled invoice refuses edits: take one that accepts them.
        invoiceId = invoices.find((invoice) => invoice.status !== 'cancelled')!.id;
      }
      const staffHeaders = { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' };
      let killed = false;

      const writer = async (id: number) => {
        while (!killed) {
          try {
            if (id === WRITERS) {
              const edit = ++editCounter;
              const response = await fetch(`${server.url}/api/staff/invoices/${invoiceId}`, {
                method: 'PATCH',
                headers: staffHeaders,
                body: JSON.stringify({ notes: `edit ${edit}` }),
              });
              if (response.ok) acknowledgedEdits.add(edit);
            } else if (id === 0) {
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
      // WRITERS writers of the author, and one more: the staff member editing an invoice.
      const writers = Array.from({ length: WRITERS + 1 }, (_, i) => writer(i));
      // Killed at a random moment once each kind of write has been acknowledged a few times this
      // round, however slow the machine: the checks below need some of each.
      const before = { messages: acknowledgedMessages.size, edits: acknowledgedEdits.size, bio: lastAcknowledgedBio };
      while (
        acknowledgedMessages.size < before.messages + 4 ||
        acknowledgedEdits.size < before.edits + 2 ||
        lastAcknowledgedBio === before.bio
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1200));
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

      // Each acknowledged edit is in the invoice's audit trail exactly once, and the invoice holds
      // the last acknowledged one or a later one (an edit can land without its answer arriving).
      const audit = await database.db
        .selectFrom('staff_audit_log')
        .select('after')
        .where('entity_id', '=', invoiceId)
        .where('action', '=', 'invoice.update')
        .execute();
      const auditedEdits = audit.map((row) =>
        Number(String((row.after as { notes?: string }).notes).replace('edit ', '')),
      );
      expect(acknowledgedEdits.size).toBeGreaterThan(3);
      for (const edit of acknowledgedEdits) expect(auditedEdits.filter((e) => e === edit)).toHaveLength(1);
      const invoice = await database.db
        .selectFrom('invoices')
        .select('notes')
        .where('id', '=', invoiceId)
        .executeTakeFirstOrThrow();
      expect(Number(invoice.notes?.replace('edit ', ''))).toBeGreaterThanOrEqual(Math.max(...acknowledgedEdits));
    } finally {
      await database.close();
    }
  }, 180_000);
});
