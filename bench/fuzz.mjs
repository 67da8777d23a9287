// The large fuzz run: FUZZ_RUNS (default 100,000) generated hostile requests against every identity
// route and every staff write (apps/server/test/security/fuzz-writes.int.test.ts), on PGlite and,
// when a PostgreSQL server answers, on PostgreSQL. Each run writes its figures (requests, 5xx,
// refusals, failures, duration) to bench/results/fuzz-<database>-<date>.json.
// `npm run bench:fuzz` runs it alone; `npm run bench` includes it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TEST_FILE = 'apps/server/test/security/fuzz-writes.int.test.ts';
const pgUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function runOnce(database, runs, seed) {
  const resultsDir = new URL('results/', import.meta.url);
  mkdirSync(resultsDir, { recursive: true });
  const report = new URL(`fuzz-${database}-${new Date().toISOString().slice(0, 10)}.json`, resultsDir).pathname;
  console.log(`Fuzzing ${runs} requests on ${database} (seed ${seed})…`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', TEST_FILE], {
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_RUNS: String(runs),
      FUZZ_SEED: String(seed),
      FUZZ_REPORT: report,
      TEST_DATABASE_URL: database === 'postgres' ? pgUrl : '',
    },
  });
  const figures = JSON.parse(readFileSync(report, 'utf8'));
  return { ...figures, passed: result.status === 0, report };
}

export async function benchFuzz({
  runs = Number(process.env.FUZZ_RUNS) || 100_000,
  seed = Number(process.env.FUZZ_SEED) || Date.now() % 1_000_000_007,
} = {}) {
  const databases = ['pglite', ...((await postgresAnswers()) ? ['postgres'] : [])];
  const rows = databases.map((database) => {
    const r = runOnce(database, runs, seed);
    return [
      database,
      r.requests,
      r.routes,
      r.status5xx,
      r.failures,
      r.refused,
      r.accepted,
      `${(r.durationMs / 60_000).toFixed(1)} min`,
      r.passed ? 'passed' : 'FAILED',
    ];
  });
  const table = [
    '| Database | requests | routes | 5xx | failures | refused (4xx) | accepted | duration | result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
  return `## Hostile input (fuzz-writes.int.test.ts, seed ${seed})\n\n${table}\n\nA failure is a 5xx, a stack trace, a refusal that is not JSON, or a refused write that changed a row.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await benchFuzz();
  console.log(`\n${section}`);
  if (/FAILED/.test(section)) process.exitCode = 1;
}
