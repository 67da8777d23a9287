// 60 s of mixed traffic (public pages and content, signed-in data reads, logins, chat sends) at the
// highest rate this machine holds with p99 under 100 ms. Short probes at rising concurrency pick the
// rate; the full run then reports every failure and the server's memory second by second.
import { percentile, runMixedTraffic } from '../apps/server/test/support/mixed-traffic.ts';
import { startBuiltServer } from './lib/server.mjs';

const P99_TARGET_MS = 100;
const PROBE_MS = 8_000;
const RUN_MS = 60_000;
/** Concurrent loops of (public pages, data reads); logins and chat are paced, as real people send them. */
const LEVELS = [
  [2, 1],
  [4, 2],
  [8, 4],
  [16, 8],
  [32, 16],
];
const PACED = { loginsPerSecond: 1, chatPerSecond: 1 };

const openLoopLatencies = (report) => [...report.kinds.page.latenciesMs, ...report.kinds.data.latenciesMs];
const requestsPerSecond = (report) =>
  Object.values(report.kinds).reduce((sum, kind) => sum + kind.count, 0) / (report.durationMs / 1000);

/** Returns the report section. */
export async function benchSustainedLoad() {
  const server = await startBuiltServer({
    env: { IDENTITY_RATE_LIMIT_PER_IP: '100000000', IDENTITY_RATE_LIMIT_PER_EMAIL: '100000000' },
  });
  try {
    let chosen = LEVELS[0];
    const probes = [];
    for (const level of LEVELS) {
      console.log(`Load probe: ${level[0]} page loops, ${level[1]} data loops…`);
      const probe = await runMixedTraffic({
        baseUrl: server.url,
        durationMs: PROBE_MS,
        pageLoops: level[0],
        dataLoops: level[1],
        ...PACED,
      });
      const p99 = percentile(openLoopLatencies(probe), 99);
      probes.push(
        `${level[0]}+${level[1]} loops: ${Math.round(requestsPerSecond(probe))} req/s, p99 ${p99.toFixed(1)} ms`,
      );
      if (p99 >= P99_TARGET_MS) break;
      chosen = level;
    }
    console.log(`Load run: 60 s at ${chosen[0]}+${chosen[1]} loops…`);
    const run = await runMixedTraffic({
      baseUrl: server.url,
      durationMs: RUN_MS,
      pageLoops: chosen[0],
      dataLoops: chosen[1],
      ...PACED,
      pid: server.pid,
    });
    const all = Object.values(run.kinds);
    const failures = all.reduce((sum, kind) => sum + Object.values(kind.failures).reduce((a, b) => a + b, 0), 0);
    const fiveXx = all.reduce(
      (sum, kind) =>
        sum + Object.entries(kind.failures).reduce((a, [status, n]) => a + (Number(status) >= 500 ? n : 0), 0),
      0,
    );
    const errors = all.reduce((sum, kind) => sum + kind.errors, 0);
    const rss = run.rssMb;
    const settled = rss.slice(5);
    const ms = (value) => `${value.toFixed(1)} ms`;
    return [
      `## Sustained mixed load (60 s, built server on the embedded database)`,
      '',
      `Probes (${PROBE_MS / 1000} s each, stopping at the first with p99 ≥ ${P99_TARGET_MS} ms over pages and data reads): ${probes.join('; ')}.`,
      `The run uses ${chosen[0]} page loops and ${chosen[1]} data-read loops, plus ${PACED.loginsPerSecond} login/s and ${PACED.chatPerSecond} chat send/s.`,
      '',
      '| Kind | requests | req/s | p50 | p99 | non-2xx | no response |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...Object.entries(run.kinds).map(
        ([kind, stats]) =>
          `| ${kind} | ${stats.count} | ${(stats.count / (run.durationMs / 1000)).toFixed(0)} | ${ms(percentile(stats.latenciesMs, 50))} | ${ms(percentile(stats.latenciesMs, 99))} | ${Object.values(stats.failures).reduce((a, b) => a + b, 0)} | ${stats.errors} |`,
      ),
      `| **all** | ${all.reduce((s, k) => s + k.count, 0)} | ${requestsPerSecond(run).toFixed(0)} | — | ${ms(percentile(openLoopLatencies(run), 99))} (pages + reads) | ${failures} (5xx: ${fiveXx}) | ${errors} |`,
      '',
      `Server memory (RSS, MB, one sample a second): start ${rss[0]?.toFixed(0)}, after warm-up (5 s) ${settled[0]?.toFixed(0)}, max ${Math.max(...settled).toFixed(0)}, end ${rss.at(-1)?.toFixed(0)}.`,
    ].join('\n');
  } finally {
    await server.stop();
  }
}
