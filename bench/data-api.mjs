// The signed-in data read `GET /api/me/invoices`: as the invoices table grows from 10 to 100,000
// rows (the reader always owns 200 of them, or all when fewer), on the embedded database and on
// PostgreSQL, each with its own built server; and on PostgreSQL beside the lean reference
// (lib/lean-reference.mjs) as the reader's own invoices grow from 10 to 1,000, in interleaved rounds.
// `npm run bench:data-api` runs both (`-- --beside-reference` only the second), after `npm run build`.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, processTree } from './lib/cpu.mjs';
import { createPostgresDatabase, fillInvoices, INVOICES_PER_AUTHOR } from './lib/database.mjs';
import { load } from './lib/load.mjs';
import { noteRound, runKind, sectionRounds } from './lib/machine.mjs';
import { openLoop } from './lib/open-loop.mjs';
import { startBuiltServer, startProcess } from './lib/server.mjs';

const TABLE_SIZES = [10, 1_000, 100_000];
const CONNECTIONS = 10;
const DURATION_S = 5;

async function signIn(url) {
  const response = await fetch(`${url}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'author@example.com',
      password: process.env.DEMO_PASSWORD ?? 'quill-demo-2026',
    }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  return (await response.json()).access_token;
}

async function measure(kind, postgresUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-scale-${kind}-`));
  // Demo data (the signed-in author) is on by default only for the embedded database.
  const env = postgresUrl ? { DATABASE_URL: postgresUrl, DEMO_DATA: 'true' } : {};
  const target = postgresUrl ? { kind: 'postgres', url: postgresUrl } : { kind: 'pglite', dataDir };
  const rows = [];
  try {
    // The first start creates the schema and the demo author.
    await (await startBuiltServer({ dataDir, env })).stop();
    for (const total of TABLE_SIZES) {
      console.log(`Invoices read on ${kind}, ${total} rows…`);
      await fillInvoices(target, total);
      const server = await startBuiltServer({ dataDir, env });
      try {
        const headers = { authorization: `Bearer ${await signIn(server.url)}`, 'accept-encoding': 'gzip' };
        const url = `${server.url}/api/me/invoices`;
        const invoices = await (await fetch(url, { headers })).json();
        const r = await load(url, { headers, connections: CONNECTIONS, duration: DURATION_S });
        rows.push([
          kind,
          total.toLocaleString('en-US'),
          invoices.length,
          r.requestsPerSecond,
          `${r.p50} ms`,
          `${r.p99} ms`,
          r.errors + r.non2xx,
        ]);
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** Returns the report section. */
export async function benchInvoiceScale() {
  const rows = await measure('PGlite (embedded)');
  const postgres = await createPostgresDatabase();
  let note = '';
  if (postgres) {
    try {
      rows.push(...(await measure('PostgreSQL 15', postgres.url)));
    } finally {
      await postgres.drop();
    }
  } else {
    note = '\n\nNo PostgreSQL server answered (set BENCH_DATABASE_URL): the PostgreSQL rows are missing.';
  }
  return (
    [
      `## Scale: \`GET /api/me/invoices\` as the table grows (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s)`,
      '',
      `The signed-in author owns ${INVOICES_PER_AUTHOR} of the rows (all of them below ${INVOICES_PER_AUTHOR}); the rest belong to other authors. Response gzip-compressed.`,
      '',
      '| Database | invoices in table | rows returned | req/s | p50 | p99 | errors + non-2xx |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n') + note
  );
}

const OWN_INVOICES = [10, 100, 1_000];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const OPEN_LOOP = { rate: 1_000, seconds: 10, ownInvoices: 10 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Runs `measure(side, target)` for ours and the reference alternately, ROUNDS times each. */
async function interleaved(label, targets, measure) {
  const runs = { ours: [], reference: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const side of ['ours', 'reference']) {
      console.log(`  ${label}: ${side}, round ${round}`);
      noteRound(`${label}, ${side}, round ${round}`);
      runs[side].push(await measure(targets[side]));
    }
  }
  return runs;
}

/** The server's CPU a request (µs) over one open-loop run. */
async function openLoopRun(target, headers) {
  const before = cpuMs(processTree(target.pid));
  const r = await openLoop(target.url, { ...OPEN_LOOP, headers });
  return { ...r, cpuMicros: ((cpuMs(processTree(target.pid)) - before) * 1000) / r.total };
}

/** Returns the report section: closed-loop CPU a request at each size, open-loop latency at the smallest. */
export async function benchInvoiceReadBesideReference() {
  const postgres = await createPostgresDatabase();
  if (!postgres) return '## `GET /api/me/invoices` beside the lean reference\n\nNo PostgreSQL server answered.';
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-read-'));
  const jwtSecret = randomBytes(48).toString('base64');
  const env = { DATABASE_URL: postgres.url, DEMO_DATA: 'true', JWT_SECRET: jwtSecret };
  const closedRows = [];
  const openRows = [];
  const rounds = sectionRounds();
  try {
    // The first start creates the schema and the demo author.
    await (await startBuiltServer({ dataDir, env })).stop();
    for (const own of OWN_INVOICES) {
      console.log(`Invoices read beside the reference, ${own} invoices…`);
      await fillInvoices({ kind: 'postgres', url: postgres.url }, own, own);
      const server = await startBuiltServer({ dataDir, env });
      const lean = await startProcess(
        new URL('./lib/lean-reference.mjs', import.meta.url),
        { DATABASE_URL: postgres.url, JWT_SECRET: jwtSecret },
        '/healthz',
      );
      try {
        const headers = { authorization: `Bearer ${await signIn(server.url)}` };
        const targets = {
          ours: { url: `${server.url}/api/me/invoices`, pid: server.pid },
          reference: { url: `${lean.url}/api/me/invoices`, pid: lean.pid },
        };
        const [ourBody, leanBody] = await Promise.all(
          [targets.ours, targets.reference].map(async ({ url }) => (await fetch(url, { headers })).text()),
        );
        const closed = await interleaved(`${own} invoices, closed loop`, targets, (target) =>
          load(target.url, { headers, pids: processTree(target.pid) }),
        );
        const of = (side, key) => median(closed[side].map((r) => r[key]));
        closedRows.push([
          fmt(own),
          `${fmt(ourBody.length)} B, ${ourBody === leanBody ? 'byte-identical' : 'DIFFERENT'}`,
          `${fmt(of('ours', 'requestsPerSecond'))} / ${fmt(of('reference', 'requestsPerSecond'))}`,
          `${fmt(of('ours', 'cpuMicros'))} µs`,
          `${fmt(of('reference', 'cpuMicros'))} µs`,
          `${(of('ours', 'cpuMicros') / of('reference', 'cpuMicros')).toFixed(2)}×`,
          closed.ours.concat(closed.reference).reduce((n, r) => n + r.errors + r.non2xx, 0),
        ]);
        if (own !== OPEN_LOOP.ownInvoices) continue;
        for (const encoding of ['identity', 'br']) {
          const open = await interleaved(`${own} invoices, open loop, ${encoding}`, targets, (target) =>
            openLoopRun(target, { ...headers, 'accept-encoding': encoding }),
          );
          const show = (runs) =>
            `p50 ${fmt(median(runs.map((r) => r.p50)), 1)}, p99 ${runs.map((r) => fmt(r.p99, 1)).join(' / ')} ms ` +
            `(median ${fmt(median(runs.map((r) => r.p99)), 1)}), ${fmt(median(runs.map((r) => r.cpuMicros)))} µs CPU, ` +
            `${runs.reduce((n, r) => n + r.errors, 0)} errors`;
          const p99 = (runs) => median(runs.map((r) => r.p99));
          openRows.push([
            encoding,
            show(open.ours),
            show(open.reference),
            `${(p99(open.ours) / p99(open.reference)).toFixed(2)}× p99`,
          ]);
        }
      } finally {
        await lean.stop();
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres.drop();
  }
  return [
    `## \`GET /api/me/invoices\` beside the lean reference (PostgreSQL, ${ROUNDS} interleaved rounds, medians)`,
    '',
    'Closed loop: autocannon, 20 connections, 5 s a round, no `Accept-Encoding` (the reference compresses nothing). ' +
      'CPU: user + system of the server process tree from /proc over the round, divided by its requests.',
    '',
    '| Invoices of the author | body | req/s ours / reference | CPU a request, ours | reference | ratio | errors + non-2xx |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...closedRows.map((r) => `| ${r.join(' | ')} |`),
    '',
    `Open loop: ${OPEN_LOOP.rate} req/s × ${OPEN_LOOP.seconds} s a round, latency from when each request was due, ` +
      `${OPEN_LOOP.ownInvoices} invoices of the author; the reference never compresses.`,
    '',
    '| Accept-Encoding | Ours | Reference | Ratio |',
    '| --- | --- | --- | --- |',
    ...openRows.map((r) => `| ${r.join(' | ')} |`),
    '',
    '### The machine before each round',
    '',
    ...rounds(),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const loadAtStart = loadavg()
    .map((v) => v.toFixed(1))
    .join(', ');
  const kind = runKind();
  const sections = [await benchInvoiceReadBesideReference()];
  if (!process.argv.includes('--beside-reference')) sections.unshift(await benchInvoiceScale());
  const date = new Date().toISOString();
  const report = [
    '# Data API report',
    '',
    `- Date: ${date}`,
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average at start ${loadAtStart} (a ${kind} run), at the end ${loadavg()[0].toFixed(1)}`,
    '- Command: `npm run bench:data-api` (after `npm run build`)',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
  mkdirSync(new URL('results', import.meta.url), { recursive: true });
  const file = new URL(`results/data-api-${date.slice(0, 19).replace(/:/g, '-')}.md`, import.meta.url);
  writeFileSync(file, report);
  console.log(`\n${report}\nWritten to ${file.pathname}`);
}
