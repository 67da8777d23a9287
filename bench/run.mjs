// `npm run bench`: builds, measures, and writes a Markdown report to bench/results/<date>.md.
// Every figure comes from servers started here on 127.0.0.1 (and nginx, as the static reference).
// Runs under tsx (see package.json) so it can share the reliability suite's traffic generator.
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { benchChatDelivery } from './chat.mjs';
import { benchInvoiceScale } from './data-api.mjs';
import { benchFuzz } from './fuzz.mjs';
import { benchIdentity } from './identity.mjs';
import { load } from './lib/load.mjs';
import { startNginx } from './lib/nginx.mjs';
import { startBuiltServer } from './lib/server.mjs';
import { benchSustainedLoad } from './sustained-load.mjs';
import { benchWeb } from './web.mjs';

const sections = [];
const table = (headers, rows) =>
  [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const started = Date.now();
// The machine may be shared: its load when the run began says how far to trust the figures.
const loadAtStart = loadavg()
  .map((value) => value.toFixed(1))
  .join(', ');

console.log('Building…');
execSync('npm run build --silent', { stdio: 'inherit' });

// Cold start: a fresh DATA_DIR (creates the embedded database, migrates, seeds), then a restart.
const first = await startBuiltServer();
await first.stop();
const restart = await startBuiltServer({
  dataDir: first.dataDir,
  env: { IDENTITY_RATE_LIMIT_PER_IP: '100000000', IDENTITY_RATE_LIMIT_PER_EMAIL: '100000000' },
});
const startup =
  '## Start-up (embedded database)\n\n' +
  table(
    ['Start', 'first 200 of /healthz', 'first 200 of /'],
    [
      ['fresh DATA_DIR (create, migrate, seed)', `${first.healthyMs.toFixed(0)} ms`, `${first.homeMs.toFixed(0)} ms`],
      ['restart on the same DATA_DIR', `${restart.healthyMs.toFixed(0)} ms`, `${restart.homeMs.toFixed(0)} ms`],
    ],
  );

sections.push(await benchWeb(restart.url));

// HTTP throughput of the server, and of nginx serving the same files for the static targets.
const dist = new URL('../apps/web/dist', import.meta.url).pathname;
const asset = readdirSync(`${dist}/assets`)
  .filter((f) => f.endsWith('.js'))
  .sort((a, b) => readFileSync(`${dist}/assets/${b}`).length - readFileSync(`${dist}/assets/${a}`).length)[0];
const token = (
  await (
    await fetch(`${restart.url}/.netlify/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'author@example.com',
        password: 'quill-demo-2026',
      }),
    })
  ).json()
).access_token;
const gzip = { 'accept-encoding': 'gzip' };
const nginx = await startNginx(dist);
const rows = [];
const measure = async (name, url, headers = {}) => {
  console.log(`Loading ${name}…`);
  const r = await load(url, { headers });
  rows.push([name, r.requestsPerSecond, `${r.p50} ms`, `${r.p99} ms`, r.errors + r.non2xx]);
  return r;
};
const ratios = [];
try {
  for (const [name, path] of [
    [`static asset /assets/${asset} (gzip)`, `/assets/${asset}`],
    ['prerendered page / (gzip)', '/'],
  ]) {
    const ours = await measure(`${name}: ours`, `${restart.url}${path}`, gzip);
    const reference = await measure(`${name}: nginx ${nginx.version}`, `${nginx.url}${path}`, gzip);
    ratios.push(
      `${name}: ours / nginx = **${(ours.requestsPerSecond / reference.requestsPerSecond).toFixed(2)}** req/s`,
    );
  }
} finally {
  await nginx.stop();
}
await measure('GET /healthz', `${restart.url}/healthz`);
await measure('GET /api/me/invoices (signed in, demo data)', `${restart.url}/api/me/invoices`, {
  ...gzip,
  authorization: `Bearer ${token}`,
});
sections.push(
  '## HTTP (autocannon, 20 connections, 5 s each, one Node process; nginx with one worker)\n\n' +
    table(['Target', 'req/s', 'p50', 'p99', 'errors + non-2xx'], rows) +
    `\n\n${ratios.join('  \n')}\n\nLogin and refresh: see Identity below.`,
);

sections.push(await benchChatDelivery(restart.url, restart.pid));
await restart.stop();
sections.push(await benchIdentity());
sections.push(await benchInvoiceScale());
sections.push(await benchSustainedLoad());
sections.push(await benchFuzz());
sections.push(startup);

const date = new Date().toISOString();
const report = [
  `# Benchmark report`,
  '',
  `- Date: ${date}`,
  `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`,
  `- Load average when the run began (1, 5, 15 min): ${loadAtStart}`,
  `- Command: \`npm run bench\` (${((Date.now() - started) / 60_000).toFixed(0)} min); every server on 127.0.0.1, load generators on the same machine`,
  '',
  ...sections.flatMap((s) => [s, '']),
].join('\n');
mkdirSync(new URL('results', import.meta.url), { recursive: true });
const file = new URL(`results/${date.slice(0, 10)}.md`, import.meta.url);
writeFileSync(file, report);
console.log(`\n${report}\nWritten to ${file.pathname}`);
