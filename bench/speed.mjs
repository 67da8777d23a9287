// `npm run bench:speed`: our server beside its references in the same run, interleaved round by
// round: nginx (one worker, gzip_static) for pages and assets, a lean Fastify handler for the data
// read and the health check (bench/lib/lean-reference.mjs), a bare `ws` broadcast for chat. Every
// row gives both figures, their ratio, and server CPU a request from /proc; pages also give their
// bytes on the wire. Part of `npm run bench`; runs alone after `npm run build`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  bareBroadcastDelivery,
  chatDelivery,
  chatMessages,
  chatSockets,
  liveUpdateDelivery,
  percentile,
} from './chat.mjs';
import { cpuMs, processTree, residentMb } from './lib/cpu.mjs';
import { createPostgresDatabase } from './lib/database.mjs';
import { load, LOAD_WORKERS } from './lib/load.mjs';
import { startNginx } from './lib/nginx.mjs';
import { noteRound, runKind, sectionRounds } from './lib/machine.mjs';
import { CLIENT_PROCESSES } from './lib/socket-clients.mjs';
import { onTheWire, openLoop } from './lib/open-loop.mjs';
import { freePort, startBuiltServer, startProcess } from './lib/server.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const OPEN_LOOP = { rate: 1_000, seconds: 10 };
const CHAT_ROUNDS = 5;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const root = new URL('..', import.meta.url).pathname;

async function signIn(url, email = 'author@example.com') {
  const response = await fetch(`${url}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: 'quill-demo-2026' }),
  });
  return (await response.json()).access_token;
}

/**
 * Saturation (autocannon, closed loop) of ours and the reference, interleaved over ROUNDS rounds.
 * Returns the median req/s and CPU µs a request of each.
 */
async function saturate(label, ours, reference) {
  const results = { ours: [], reference: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, target] of [
      ['ours', ours],
      ['reference', reference],
    ]) {
      console.log(`  ${label}: ${side}, round ${round + 1}`);
      noteRound(`${label}, ${side}, round ${round + 1}`);
      const r = await load(target.url, { headers: target.headers, pids: processTree(target.pid) });
      if (r.errors + r.non2xx > 0) console.warn(`  ${label} ${side}: ${r.errors} errors, ${r.non2xx} non-2xx`);
      results[side].push(r);
    }
  }
  const of = (side, key) => median(results[side].map((r) => r[key]));
  return {
    rps: [of('ours', 'requestsPerSecond'), of('reference', 'requestsPerSecond')],
    cpu: [of('ours', 'cpuMicros'), of('reference', 'cpuMicros')],
    client: [of('ours', 'clientCpuPercent'), of('reference', 'clientCpuPercent')],
  };
}

const rows = [];
const row = (figure, ours, reference, ratio = '') => rows.push([figure, ours, reference, ratio]);
const saturationRows = (label, referenceName, { rps, cpu, client }) => {
  row(`${label}: req/s`, fmt(rps[0]), `${fmt(rps[1])} (${referenceName})`, `${(rps[0] / rps[1]).toFixed(2)}×`);
  row(`${label}: server CPU a request`, `${fmt(cpu[0])} µs`, `${fmt(cpu[1])} µs`, `${(cpu[0] / cpu[1]).toFixed(2)}×`);
  row(
    `${label}: load client CPU (${LOAD_WORKERS} worker threads)`,
    `${fmt(client[0])} % of a core`,
    `${fmt(client[1])} % of a core`,
  );
};

async function pagesAndChatOnPGlite(env) {
  console.log('PGlite: fresh first start…');
  const first = await startBuiltServer({ env });
  await sleep(5_000);
  const firstRss = residentMb(first.pid);
  await first.stop();
  const server = await startBuiltServer({ dataDir: first.dataDir, env });
  await sleep(5_000);
  row('RSS, PGlite, idle after a fresh first start', `${fmt(firstRss)} MB`, '—');
  row('RSS, PGlite, idle after a restart', `${fmt(residentMb(server.pid))} MB`, '—');

  const dist = `${root}apps/web/dist`;
  const nginx = await startNginx(dist);
  try {
    const asset = (await (await fetch(`${server.url}/`)).text()).match(/\/assets\/[^"]+\.js/)[0];
    for (const [path, encoding] of [
      ['/', 'gzip'],
      ['/', 'br'],
      ['/about', 'gzip'],
      [asset, 'gzip'],
    ]) {
      const headers = { 'accept-encoding': encoding };
      const ours = await onTheWire(`${server.url}${path}`, headers);
      const theirs = encoding === 'gzip' ? await onTheWire(`${nginx.url}${path}`, headers) : null;
      row(
        `bytes on the wire, ${path} (Accept-Encoding: ${encoding})`,
        `${fmt(ours.bodyBytes)} B body ${ours.encoding}, ${fmt(ours.headerBytes)} B headers`,
        theirs
          ? `${fmt(theirs.bodyBytes)} B body ${theirs.encoding}, ${fmt(theirs.headerBytes)} B headers (nginx)`
          : '—',
        theirs ? `${(ours.bodyBytes / theirs.bodyBytes).toFixed(3)}× body` : '',
      );
    }
    const gzip = { 'accept-encoding': 'gzip' };
    for (const [label, path] of [
      ['prerendered / (gzip)', '/'],
      ['static asset (gzip)', asset],
    ]) {
      saturationRows(
        label,
        `nginx ${nginx.version}`,
        await saturate(
          label,
          { url: `${server.url}${path}`, headers: gzip, pid: server.pid },
          { url: `${nginx.url}${path}`, headers: gzip, pid: nginx.pid },
        ),
      );
    }
  } finally {
    await nginx.stop();
  }
  for (const path of ['/books', '/podcast', '/testimonials']) {
    const r = await load(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' }, pids: [server.pid] });
    row(
      `server-rendered ${path} (gzip): req/s, CPU a request`,
      `${fmt(r.requestsPerSecond)}, ${fmt(r.cpuMicros)} µs`,
      '—',
    );
  }
  await chatRows('PGlite', server);
  await server.stop();
}

async function chatRows(database, server) {
  const bare = await startProcess(new URL('./lib/bare-broadcast.mjs', import.meta.url), {}, '/');
  try {
    const ours = [];
    const reference = [];
    const clientCpu = { ours: [], reference: [] };
    // Five interleaved rounds: a median of two would be the worse of them.
    for (let round = 0; round < CHAT_ROUNDS; round++) {
      console.log(`  chat on ${database}, round ${round + 1}`);
      noteRound(`chat on ${database}, round ${round + 1}`);
      const mine = await chatDelivery(server.url, server.pid);
      const bareRun = await bareBroadcastDelivery(bare.url, bare.pid);
      ours.push(mine.sorted);
      reference.push(bareRun.sorted);
      clientCpu.ours.push(mine.clientCpuMs);
      clientCpu.reference.push(bareRun.clientCpuMs);
    }
    const p99 = (runs) => median(runs.map((sorted) => percentile(sorted, 99)));
    const delivered = (runs) => `${median(runs.map((sorted) => sorted.length))} / ${chatSockets * chatMessages}`;
    row(
      `chat on ${database}, ${chatSockets} sockets: p99 delivery (deliveries)`,
      `${fmt(p99(ours), 1)} ms (${delivered(ours)})`,
      `${fmt(p99(reference), 1)} ms (${delivered(reference)}, bare ws)`,
      `${(p99(ours) / p99(reference)).toFixed(2)}×`,
    );
    row(
      `chat on ${database}: load client CPU a round (${CLIENT_PROCESSES} processes)`,
      `${fmt(median(clientCpu.ours))} ms`,
      `${fmt(median(clientCpu.reference))} ms`,
    );
  } finally {
    await bare.stop();
  }
  const live = await liveUpdateDelivery(server.url);
  row(
    `live update on ${database} (staff change → author's socket): p50 / p99 (heard)`,
    `${fmt(percentile(live.sorted, 50), 1)} / ${fmt(percentile(live.sorted, 99), 1)} ms (${live.sorted.length} / ${live.changes})`,
    '1,000 ms (spec)',
  );
}

async function dataReadOnPostgres(env) {
  const database = await createPostgresDatabase();
  if (!database) {
    row('PostgreSQL rows', 'skipped: no PostgreSQL server answered', '—');
    return;
  }
  try {
    const server = await startBuiltServer({ env: { ...env, DATABASE_URL: database.url, DEMO_DATA: 'true' } });
    const lean = await startProcess(
      new URL('./lib/lean-reference.mjs', import.meta.url),
      { DATABASE_URL: database.url, JWT_SECRET: env.JWT_SECRET },
      '/healthz',
    );
    try {
      await sleep(3_000);
      row('RSS, PostgreSQL mode, idle', `${fmt(residentMb(server.pid))} MB`, '—');
      const token = await signIn(server.url);
      const headers = { authorization: `Bearer ${token}` };
      const path = '/api/me/invoices';
      const [ourBody, leanBody] = await Promise.all(
        [server, lean].map(async (s) => (await fetch(`${s.url}${path}`, { headers })).text()),
      );
      row(
        'GET /api/me/invoices: body',
        `${ourBody.length} B`,
        `${leanBody.length} B`,
        ourBody === leanBody ? 'byte-identical' : 'DIFFERENT',
      );
      saturationRows(
        'GET /api/me/invoices, PostgreSQL, saturation',
        'lean Fastify, 1 prepared statement',
        await saturate(
          'invoices',
          { url: `${server.url}${path}`, headers, pid: server.pid },
          { url: `${lean.url}${path}`, headers, pid: lean.pid },
        ),
      );
      const loops = { ours: [], reference: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const [side, target] of [
          ['ours', server],
          ['reference', lean],
        ]) {
          console.log(`  open loop ${OPEN_LOOP.rate}/s: ${side}, round ${round + 1}`);
          noteRound(`open loop ${OPEN_LOOP.rate}/s, ${side}, round ${round + 1}`);
          const cpuBefore = cpuMs([target.pid]);
          const r = await openLoop(`${target.url}${path}`, { ...OPEN_LOOP, headers });
          loops[side].push({ ...r, cpu: ((cpuMs([target.pid]) - cpuBefore) * 1000) / r.total });
        }
      }
      const show = (runs) =>
        `p50 ${fmt(median(runs.map((r) => r.p50)), 1)} ms, p99 ${runs.map((r) => fmt(r.p99, 1)).join(' / ')} ms (median ${fmt(median(runs.map((r) => r.p99)), 1)}), ${fmt(median(runs.map((r) => r.cpu)))} µs CPU, ${runs.reduce((n, r) => n + r.errors, 0)} errors`;
      row(
        `GET /api/me/invoices, PostgreSQL, open loop ${OPEN_LOOP.rate} req/s × ${OPEN_LOOP.seconds} s, ${ROUNDS} rounds`,
        show(loops.ours),
        show(loops.reference),
        `${(median(loops.ours.map((r) => r.p99)) / median(loops.reference.map((r) => r.p99))).toFixed(2)}× p99`,
      );
      saturationRows(
        'GET /healthz, PostgreSQL',
        'bare Fastify + select 1',
        await saturate(
          'healthz',
          { url: `${server.url}/healthz`, pid: server.pid },
          { url: `${lean.url}/healthz`, pid: lean.pid },
        ),
      );
      await chatRows('PostgreSQL', server);
    } finally {
      await lean.stop();
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** `npm start` a second time on unchanged sources: from spawn to the first 200 of /healthz. */
async function secondStart() {
  const port = await freePort();
  const { mkdtempSync } = await import('node:fs');
  const dataDir = mkdtempSync('/tmp/bench-start-');
  const times = [];
  for (let i = 0; i < 2; i++) {
    const started = performance.now();
    const child = spawn(process.execPath, [`${root}scripts/start.mjs`], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        await sleep(20);
      }
    }
    times.push(performance.now() - started);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  row(
    'npm start: first start on a new DATA_DIR / second start, sources unchanged',
    `${fmt(times[0] / 1000, 1)} s / ${fmt(times[1] / 1000, 1)} s`,
    '—',
  );
}

export async function benchSpeed() {
  const env = {
    JWT_SECRET: randomBytes(48).toString('base64'),
    IDENTITY_RATE_LIMIT_PER_IP: '100000000',
    IDENTITY_RATE_LIMIT_PER_EMAIL: '100000000',
    // The chat rows hold 1,000 sockets of the demo author.
    REALTIME_MAX_SOCKETS_PER_USER: '2000',
  };
  const rounds = sectionRounds();
  await pagesAndChatOnPGlite(env);
  await dataReadOnPostgres(env);
  await secondStart();
  return [
    `## Speed beside references (same run, ${ROUNDS} interleaved rounds, medians)`,
    '',
    'Saturation: autocannon, 20 connections, 5 s a round (closed loop). Open loop: every request due at a fixed ' +
      'rate, latency from when it was due. CPU: user + system of the server process tree from /proc, over the round, ' +
      'divided by its requests. References: nginx (1 worker, gzip_static, the build’s own .gz), a lean Fastify ' +
      'handler doing the same checks in one prepared statement, a bare `ws` broadcast.',
    '',
    '| Figure | Ours | Reference | Ratio |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    '### The machine before each round',
    '',
    ...rounds(),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync, mkdirSync } = await import('node:fs');
  const { cpus, loadavg } = await import('node:os');
  const kind = runKind();
  const loadAtStart = loadavg()
    .map((v) => v.toFixed(1))
    .join(', ');
  const section = await benchSpeed();
  const date = new Date().toISOString();
  const report = [
    '# Speed report',
    '',
    `- Date: ${date}`,
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average at start ${loadAtStart} (a ${kind} run)`,
    '- Command: `npm run bench:speed` (after `npm run build`)',
    '',
    section,
    '',
  ].join('\n');
  mkdirSync(new URL('results', import.meta.url), { recursive: true });
  const file = new URL(`results/speed-${date.slice(0, 19).replace(/:/g, '-')}.md`, import.meta.url);
  writeFileSync(file, report);
  console.log(`\n${report}\nWritten to ${file.pathname}`);
}
