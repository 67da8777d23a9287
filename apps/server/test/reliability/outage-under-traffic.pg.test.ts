import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, currentServerEntry, startServer, type RunningServer } from '../../../../e2e/support/server.js';
import { DEMO_AUTHOR } from '../../src/db/seed/demo-author.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { signIn } from '../support/mixed-traffic.js';

/** A 503 must come back well before a client or a load balancer gives up on the request. */
const FAIL_FAST_MS = 3_000;
const OUTAGE_MS = 4_000;
const RECOVERY_DEADLINE_MS = 10_000;

interface Outcome {
  kind: 'read' | 'chat' | 'profile';
  status: number | 'no response';
  ms: number;
  at: number;
  body: string;
  retryAfter: string | null;
}

/**
 * PostgreSQL stopped and started under traffic (PostgreSQL pass only): while it is down the data
 * API answers 503 quickly with a JSON error, the server stays up and recovers by itself, and every
 * write it acknowledged is stored exactly once.
 */
describe('database outage under traffic', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;

  beforeAll(async () => {
    testDb = await createTestDatabase({ migrate: false });
    const target = new URL(testDb.url!);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, await freePort());
    await proxy.start();
    const viaProxy = new URL(testDb.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({
      entry: currentServerEntry(),
      env: { DATABASE_URL: viaProxy.toString(), DEMO_DATA: 'true', LOG_LEVEL: 'fatal' },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await proxy?.stop();
    await testDb?.dispose();
  });

  it('fails fast with 503 while down, recovers by itself, and loses no acknowledged write', async () => {
    const headers = { authorization: `Bearer ${await signIn(server.url)}`, 'content-type': 'application/json' };
    const outcomes: Outcome[] = [];
    const acknowledgedMessages = new Set<string>();
    let lastAcknowledgedBio = 0;
    let bioCounter = 0;
    let running = true;
    const started = Date.now();

    const call = async (kind: Outcome['kind'], url: string, init?: RequestInit) => {
      const begin = Date.now();
      try {
        const response = await fetch(`${server.url}${url}`, { ...init, headers, signal: AbortSignal.timeout(15_000) });
        const outcome: Outcome = {
          kind,
          status: response.status,
          ms: Date.now() - begin,
          at: begin - started,
          body: await response.text(),
          retryAfter: response.headers.get('retry-after'),
        };
        outcomes.push(outcome);
        return outcome;
      } catch {
        outcomes.push({
          kind,
          status: 'no response',
          ms: Date.now() - begin,
          at: begin - started,
          body: '',
          retryAfter: null,
        });
        return null;
      }
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const loops = [
      (async () => {
        while (running) await call('read', '/api/me/invoices');
      })(),
      (async () => {
        // Paced under the chat limit (one message a second per person) so every refusal is the outage's.
        while (running) {
          const clientId = randomUUID();
          const sent = await call('chat', '/api/me/chat/messages', {
            method: 'POST',
            body: JSON.stringify({ client_id: clientId, description: `outage ${clientId}` }),
          });
          if (sent?.status === 201 || sent?.status === 200) acknowledgedMessages.add(clientId);
          await pause(1_100);
        }
      })(),
      (async () => {
        while (running) {
          const revision = ++bioCounter;
          const saved = await call('profile', '/api/me/profile', {
            method: 'PATCH',
            body: JSON.stringify({ bio: `revision ${revision}` }),
          });
          if (saved?.status === 200) lastAcknowledgedBio = Math.max(lastAcknowledgedBio, revision);
          await pause(100);
        }
      })(),
    ];

    // Each phase lasts until it holds what the checks below need, however slow the machine.
    const until = async (condition: () => boolean) => {
      while (!condition()) await pause(50);
    };
    await until(() => acknowledgedMessages.size >= 2 && lastAcknowledgedBio > 0);
    const downAt = Date.now() - started;
    await proxy.stop();
    await pause(OUTAGE_MS);
    await until(() => outcomes.filter((o) => o.at >= downAt + 200).length > 3);
    const upAt = Date.now() - started;
    await proxy.start();
    const deadline = Date.now() + RECOVERY_DEADLINE_MS;
    let recoveredAt: number | undefined;
    while (Date.now() < deadline && recoveredAt === undefined) {
      recoveredAt = outcomes.find((o) => o.at >= upAt && o.kind === 'read' && o.status === 200)?.at;
      await pause(100);
    }
    const acknowledgedBeforeRecovery = acknowledgedMessages.size;
    await pause(1_500);
    await until(
      () =>
        recoveredAt === undefined ||
        (acknowledgedMessages.size >= acknowledgedBeforeRecovery + 2 &&
          outcomes.some((o) => o.at > recoveredAt! + 500)),
    );
    running = false;
    await Promise.all(loops);

    // While down: 503 with the JSON error and a Retry-After, answered fast.
    const duringOutage = outcomes.filter((o) => o.at >= downAt + 200 && o.at + o.ms <= upAt);
    expect(duringOutage.length).toBeGreaterThan(3);
    for (const outcome of duringOutage) {
      expect(outcome.status, outcome.body).toBe(503);
      expect(JSON.parse(outcome.body)).toEqual({
        error: { code: 'service_unavailable', message: expect.stringMatching(/temporarily unavailable/) },
      });
      expect(outcome.retryAfter).toMatch(/^\d+$/);
      expect(outcome.ms).toBeLessThan(FAIL_FAST_MS);
    }
    // Never a 500 or a dropped connection, before, during or after.
    const isFine = (o: Outcome) => o.status === 503 || (typeof o.status === 'number' && o.status < 300);
    expect(outcomes.filter((o) => !isFine(o))).toEqual([]);
    expect(server.process.exitCode).toBeNull();
    // Back on its own, with no restart.
    expect(recoveredAt).toBeDefined();
    expect(recoveredAt! - upAt).toBeLessThan(RECOVERY_DEADLINE_MS);
    const afterRecovery = outcomes.filter((o) => o.at > recoveredAt! + 500);
    expect(afterRecovery.length).toBeGreaterThan(0);
    for (const outcome of afterRecovery) expect(outcome.status).toBeLessThan(300);

    // Nothing acknowledged was lost, nothing stored twice.
    const rows = await testDb.database.db
      .selectFrom('author_activities')
      .select('client_id')
      .where('author_id', '=', DEMO_AUTHOR.id)
      .where('client_id', 'is not', null)
      .execute();
    const stored = rows.map((row) => row.client_id!);
    expect(acknowledgedMessages.size).toBeGreaterThan(3);
    for (const clientId of acknowledgedMessages) expect(stored).toContain(clientId);
    expect(new Set(stored).size).toBe(stored.length);
    const author = await testDb.database.db
      .selectFrom('authors')
      .select('bio')
      .where('id', '=', DEMO_AUTHOR.id)
      .executeTakeFirstOrThrow();
    expect(Number(author.bio?.replace('revision ', ''))).toBeGreaterThanOrEqual(lastAcknowledgedBio);
  }, 120_000);
});
