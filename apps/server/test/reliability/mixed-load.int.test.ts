import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentServerEntry, startServer, type RunningServer } from '../../../../e2e/support/server.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/harness.js';
import { percentile, runMixedTraffic, type TrafficReport } from '../support/mixed-traffic.js';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Short and bounded: the sustained 60 s run at full rate belongs to `npm run bench`. */
const DURATION_MS = 15_000;
/**
 * Requests of the open kinds the run waits for (it lasts longer on a busy machine, up to a minute):
 * more than three pages and one data read a second of the planned run.
 */
const AT_LEAST = { page: 3 * (DURATION_MS / 1000) + 1, data: DURATION_MS / 1000 + 1 };
/**
 * A ceiling, not a flat line: V8 and the database caches grow for the first tens of seconds of
 * traffic before they settle (the embedded database alone takes ~600 MB), so 15 s can only catch a
 * runaway. Whether memory stays flat is measured by the 60 s run of `npm run bench`.
 */
const MAX_RSS_MB = 1024;

describe(`at least 15 s of mixed traffic (${databaseKind})`, () => {
  let testDb: TestDatabase | undefined;
  let server: RunningServer;
  let report: TrafficReport;

  beforeAll(async () => {
    if (!existsSync(`${webDist}/index.html`)) throw new Error('Build the web app first: npm run build');
    const env: Record<string, string> = {
      DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
      // One client address and one account make every login here: the limits are for attackers.
      IDENTITY_RATE_LIMIT_PER_IP: '100000',
      IDENTITY_RATE_LIMIT_PER_EMAIL: '100000',
    };
    if (databaseKind === 'postgres') {
      testDb = await createTestDatabase({ migrate: false });
      env.DATABASE_URL = testDb.url!;
    }
    server = await startServer({ entry: currentServerEntry(), env });
    report = await runMixedTraffic({
      baseUrl: server.url,
      durationMs: DURATION_MS,
      pageLoops: 4,
      dataLoops: 2,
      loginsPerSecond: 1,
      chatPerSecond: 1,
      pid: server.process.pid,
      atLeast: { counts: AT_LEAST, maxDurationMs: 60_000 },
    });
    const summary = Object.entries(report.kinds).map(
      ([kind, stats]) =>
        `${kind}: ${stats.count} requests, p50 ${percentile(stats.latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(stats.latenciesMs, 99).toFixed(1)} ms`,
    );
    console.log(`${summary.join('\n')}\nRSS (MB): ${report.rssMb.map((mb) => mb.toFixed(0)).join(' ')}`);
  }, 120_000);
  afterAll(async () => {
    await server?.dispose();
    await testDb?.dispose();
  });

  it('answers every request of every kind with a 2xx: no 5xx, no 429, no dropped connection', () => {
    for (const [kind, stats] of Object.entries(report.kinds)) {
      expect(stats.failures, kind).toEqual({});
      expect(stats.errors, kind).toBe(0);
    }
  });

  it('keeps every kind of traffic flowing: none is starved while the others run', () => {
    // The open kinds reach their counts within the minute unless the server starves them; the
    // paced kinds send one request a second of the planned run, and each must have been answered.
    expect(report.kinds.page.count).toBeGreaterThanOrEqual(AT_LEAST.page);
    expect(report.kinds.data.count).toBeGreaterThanOrEqual(AT_LEAST.data);
    const seconds = DURATION_MS / 1000;
    expect(report.kinds.login.latenciesMs.length).toBeGreaterThanOrEqual(seconds);
    expect(report.kinds.chat.latenciesMs.length).toBeGreaterThanOrEqual(seconds);
  });

  it('stays under the memory ceiling for the whole run', () => {
    expect(report.rssMb.length).toBeGreaterThan(5);
    expect(Math.max(...report.rssMb)).toBeLessThan(MAX_RSS_MB);
  });
});
