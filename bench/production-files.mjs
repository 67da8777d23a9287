// `npm run bench:production-files`: a 100 MB production file uploaded by staff and downloaded back
// through our server (the embedded database, and PostgreSQL when one answers), beside references
// in the same interleaved rounds: `cp` of the same file (the disk), nginx reading the same upload
// into a file and serving the same file (the network path without an application). For our server:
// MB/s, server CPU a MB (from /proc), its peak resident memory during the transfer, and /healthz
// answered meanwhile (probed every 50 ms) beside /healthz idle. The downloaded copy's SHA-256 must
// equal the file's, and so must the one the server computed on upload, or the run fails.
// Part of `npm run bench`; runs alone after `npm run build` (BENCH_FILE_MB, BENCH_ROUNDS).
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, createReadStream, createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { DEMO_PROOF_PROJECT } from '../apps/server/src/db/seed/demo-author.ts';
import { cpuMs, processTree, residentMb } from './lib/cpu.mjs';
import { createPostgresDatabase } from './lib/database.mjs';
import { noteRound } from './lib/machine.mjs';
import { startNginx } from './lib/nginx.mjs';
import { startBuiltServer } from './lib/server.mjs';
import { passwordToken, writeStandaloneReport } from './lib/standalone.mjs';

const FILE_MB = Number(process.env.BENCH_FILE_MB) || 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const SAMPLE_MS = 50;
const IDLE_SECONDS = 3;
const BOUNDARY = '----bench-production-file';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A file of FILE_MB random bytes that starts as a PDF does (the server checks the signature); its SHA-256. */
async function generateFile(path) {
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  for (let i = 0; i < FILE_MB; i++) {
    const piece = randomBytes(2 ** 20);
    if (i === 0) piece.write('%PDF-1.7\n', 0);
    hash.update(piece);
    if (!out.write(piece)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

/** Samples a server while a transfer runs: /healthz latency every SAMPLE_MS, resident memory and CPU. */
function watch(server) {
  const pids = server ? processTree(server.pid) : [];
  const cpuBefore = cpuMs(pids);
  const health = [];
  let peakRss = server ? residentMb(server.pid) : 0;
  let running = true;
  const memory = server
    ? setInterval(() => {
        try {
          peakRss = Math.max(peakRss, residentMb(server.pid));
        } catch {
          // exited: the transfer fails and says so
        }
      }, 20)
    : null;
  // nginx has no /healthz: only our servers are probed.
  const probing =
    server && server.probesHealth !== false
      ? (async () => {
          while (running) {
            const started = performance.now();
            const response = await fetch(`${server.url}/healthz`);
            await response.arrayBuffer();
            if (response.status !== 200) throw new Error(`/healthz answered ${response.status} during a transfer`);
            health.push(performance.now() - started);
            await sleep(SAMPLE_MS);
          }
        })()
      : Promise.resolve();
  let stopped;
  // Stops once (the figures are taken when first asked); later calls get the same result.
  return () =>
    (stopped ??= (async () => {
      running = false;
      if (memory) clearInterval(memory);
      const used = cpuMs(pids) - cpuBefore;
      await probing;
      return { cpuMs: used, peakRss, health };
    })());
}

/** POSTs the file as one multipart part, streamed from disk; resolves with the status and body. */
function upload(url, path, headers = {}) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="interior-100mb.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + statSync(path).size + tail.length,
      },
    });
    req.once('error', reject);
    req.once('response', async (response) => {
      const chunks = [];
      for await (const chunk of response) chunks.push(chunk);
      resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() });
    });
    req.write(head);
    const file = createReadStream(path, { highWaterMark: 2 ** 20 });
    file.pipe(req, { end: false });
    file.once('error', reject);
    file.once('end', () => req.end(tail));
  });
}

/** GETs a URL into a file, hashing as it arrives; resolves with the SHA-256 and size. */
function download(url, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers });
    req.once('error', reject);
    req.once('response', async (response) => {
      try {
        if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode}`);
        const hash = createHash('sha256');
        let size = 0;
        response.on('data', (chunk) => {
          hash.update(chunk);
          size += chunk.length;
        });
        await pipeline(response, createWriteStream(path));
        resolve({ sha256: hash.digest('hex'), size });
      } catch (error) {
        reject(error);
      }
    });
    req.end();
  });
}

/** Runs one transfer while watching `server`; its MB/s, CPU a MB, peak RSS and /healthz samples. */
async function measure(server, transfer) {
  const stop = watch(server);
  const started = performance.now();
  let seconds = 0;
  const result = await transfer().finally(() => {
    seconds = (performance.now() - started) / 1000;
    return stop();
  });
  const watched = await stop();
  return { ...watched, result, mbPerSecond: FILE_MB / seconds, cpuPerMb: watched.cpuMs / FILE_MB };
}

/** /healthz latencies of an idle server, sampled as during a transfer. */
async function idleHealth(server) {
  const stop = watch(server);
  await sleep(IDLE_SECONDS * 1000);
  return (await stop()).health;
}

async function startOurs(kind, work) {
  const dataDir = mkdtempSync(join(work, `data-${kind}-`));
  let postgres = null;
  if (kind === 'PostgreSQL') {
    postgres = await createPostgresDatabase();
    if (!postgres) return null;
  }
  const env = postgres ? { DATABASE_URL: postgres.url, DEMO_DATA: 'true' } : {};
  const server = await startBuiltServer({ dataDir, env });
  const headers = { authorization: `Bearer ${await passwordToken(server.url, 'staff@example.com')}` };
  return {
    kind,
    server,
    headers,
    idle: [],
    rows: { upload: [], download: [] },
    async stop() {
      await server.stop();
      await postgres?.drop();
    },
  };
}

/** Our server's round: the upload (its SHA-256 checked), then the download of that version (checked too). */
async function oursRound(ours, file, expectedSha, copy) {
  const base = `${ours.server.url}/api/staff/projects/${DEMO_PROOF_PROJECT.id}`;
  ours.idle.push(...(await idleHealth(ours.server)));
  const up = await measure(ours.server, () => upload(`${base}/files?kind=interior`, file, ours.headers));
  if (up.result.status !== 201) throw new Error(`${ours.kind} upload: ${up.result.status} ${up.result.body}`);
  const version = JSON.parse(up.result.body);
  if (version.sha256 !== expectedSha || version.size_bytes !== FILE_MB * 2 ** 20)
    throw new Error(`${ours.kind} upload stored ${version.sha256} (${version.size_bytes} B), expected ${expectedSha}`);
  ours.rows.upload.push(up);
  const down = await measure(ours.server, () => download(`${base}/file-versions/${version.id}`, copy, ours.headers));
  if (down.result.sha256 !== expectedSha)
    throw new Error(`${ours.kind} download's SHA-256 ${down.result.sha256} differs from the upload's ${expectedSha}`);
  ours.rows.download.push(down);
  rmSync(copy, { force: true });
  console.log(
    `    ${ours.kind}: upload ${fmt(up.mbPerSecond, 1)} MB/s, download ${fmt(down.mbPerSecond, 1)} MB/s, ` +
      `peak RSS ${fmt(up.peakRss)} / ${fmt(down.peakRss)} MB`,
  );
}

/** Returns the report section. */
export async function benchProductionFiles() {
  const work = mkdtempSync(join(tmpdir(), 'bench-production-files-'));
  const served = mkdtempSync(join(work, 'served-'));
  const file = join(served, 'interior.pdf');
  const copy = join(work, 'copy.pdf');
  const databases = [];
  let nginx;
  const reference = { cp: [], nginxUpload: [], nginxDownload: [] };
  const states = [];
  try {
    console.log(`Production files: generating a ${FILE_MB} MB file…`);
    const sha = await generateFile(file);
    writeFileSync(join(served, 'index.html'), 'reference\n');
    // nginx's worker runs as another user when the benchmark runs as root: it must read these.
    for (const path of [work, served]) chmodSync(path, 0o755);
    chmodSync(file, 0o644);
    nginx = await startNginx(served, { acceptUploads: true });
    for (const kind of ['embedded database', 'PostgreSQL']) {
      const ours = await startOurs(kind, work);
      if (ours) databases.push(ours);
    }
    const baseline = databases.map((ours) => residentMb(ours.server.pid));
    const nginxServer = { pid: nginx.pid, url: nginx.url, probesHealth: false };

    for (let round = 0; round < ROUNDS; round++) {
      const state = noteRound(`production files, round ${round + 1}`);
      states.push(`- round ${round + 1}: ${state.line}`);
      console.log(`  round ${round + 1} (load ${state.load.toFixed(2)})`);

      const cpStarted = performance.now();
      await promisify(execFile)('cp', [file, copy]);
      reference.cp.push(FILE_MB / ((performance.now() - cpStarted) / 1000));
      rmSync(copy, { force: true });

      const nginxUp = await measure(nginxServer, () => upload(`${nginx.url}/upload`, file));
      if (nginxUp.result.status !== 201) throw new Error(`nginx upload: ${nginxUp.result.status}`);
      reference.nginxUpload.push(nginxUp);
      const nginxDown = await measure(nginxServer, () => download(`${nginx.url}/interior.pdf`, copy));
      if (nginxDown.result.sha256 !== sha) throw new Error('nginx served a different file');
      reference.nginxDownload.push(nginxDown);
      rmSync(copy, { force: true });

      for (const ours of databases) await oursRound(ours, file, sha, copy);
    }

    const cpMbs = median(reference.cp);
    const ratio = (ours, ref) => `${fmt(ours / ref, 2)}×`;
    const rows = [];
    databases.forEach((ours, index) => {
      const idle = ours.idle;
      for (const [direction, nginxRows] of [
        ['upload', reference.nginxUpload],
        ['download', reference.nginxDownload],
      ]) {
        const measured = ours.rows[direction];
        const mbs = median(measured.map((m) => m.mbPerSecond));
        const nginxMbs = median(nginxRows.map((m) => m.mbPerSecond));
        const health = measured.flatMap((m) => m.health);
        rows.push([
          `${direction}, ${ours.kind}`,
          `${fmt(mbs, 1)} (${measured.map((m) => fmt(m.mbPerSecond, 0)).join(' / ')})`,
          `${fmt(nginxMbs, 1)} (${ratio(mbs, nginxMbs)})`,
          `${fmt(cpMbs, 0)} (${ratio(mbs, cpMbs)})`,
          `${fmt(median(measured.map((m) => m.cpuPerMb)), 1)} ms (nginx ${fmt(median(nginxRows.map((m) => m.cpuPerMb)), 1)} ms)`,
          `${fmt(Math.max(...measured.map((m) => m.peakRss)))} MB (+${fmt(Math.max(...measured.map((m) => m.peakRss)) - baseline[index])})`,
          `${fmt(percentile(health, 50), 1)} / ${fmt(percentile(health, 99), 1)} ms (${health.length})`,
          `${fmt(percentile(idle, 50), 1)} / ${fmt(percentile(idle, 99), 1)} ms (${idle.length})`,
        ]);
      }
    });
    const table = (headers, body) =>
      [
        `| ${headers.join(' | ')} |`,
        `| ${headers.map(() => '---').join(' | ')} |`,
        ...body.map((r) => `| ${r.join(' | ')} |`),
      ].join('\n');
    return [
      `## Production files: ${FILE_MB} MB upload and download (${ROUNDS} interleaved rounds, medians)`,
      '',
      'Staff upload a random-content PDF-signed file of ' +
        `${FILE_MB} MB (one multipart part, streamed from disk by a Node client) to the demo proof project and download the ` +
        "new version back; the SHA-256 the server computed and the downloaded copy's are checked against the file's. " +
        `References in the same rounds: \`cp\` of the file (page-cached source, same disk), nginx ${nginx.version} ` +
        '(one worker) reading the same multipart body into a file and serving the file (sendfile), with the same client. ' +
        'CPU: user + system of the server process tree from /proc over the transfer (with PostgreSQL, the database ' +
        "server's own CPU is not included). RSS: the server process, sampled every 20 ms; in brackets the growth over " +
        'its resident memory before the first round. /healthz: answered while the transfer runs, probed every 50 ms ' +
        `by the same client process, beside ${IDLE_SECONDS} s of idle probing before each round (samples in brackets).`,
      '',
      table(
        [
          'Transfer',
          'ours MB/s (rounds)',
          'nginx MB/s (ours ÷)',
          '`cp` MB/s (ours ÷)',
          'server CPU a MB',
          'peak RSS',
          '/healthz p50 / p99 during',
          '/healthz idle p50 / p99',
        ],
        rows,
      ),
      '',
      `nginx upload ${reference.nginxUpload.map((m) => fmt(m.mbPerSecond, 0)).join(' / ')} MB/s, download ` +
        `${reference.nginxDownload.map((m) => fmt(m.mbPerSecond, 0)).join(' / ')} MB/s, \`cp\` ` +
        `${reference.cp.map((v) => fmt(v, 0)).join(' / ')} MB/s by round.` +
        (databases.some((d) => d.kind === 'PostgreSQL')
          ? ''
          : ' No PostgreSQL server answered (set BENCH_DATABASE_URL).'),
      '',
      'The machine before each round:',
      '',
      ...states,
    ].join('\n');
  } finally {
    for (const ours of databases) await ours.stop();
    await nginx?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await writeStandaloneReport({
    name: 'production-files',
    title: 'Production files: large uploads and downloads',
    section: benchProductionFiles,
  });
