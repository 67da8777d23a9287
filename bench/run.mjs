// `npm run bench`: builds, measures, and writes a Markdown report to bench/results/.
// Every figure comes from servers started here on 127.0.0.1.
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { benchChatDelivery } from './chat.mjs';
import { benchIdentity } from './identity.mjs';
import { load } from './lib/load.mjs';
import { startBuiltServer } from './lib/server.mjs';

const sections = [];
const table = (headers, rows) =>
  [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

console.log('Building…');
execSync('npm run build --silent', { stdio: 'inherit' });

// Cold start: a fresh DATA_DIR (creates the embedded database, migrates, seeds), then a restart.
const first = await startBuiltServer();
await first.stop();
const restart = await startBuiltServer({ dataDir: first.dataDir });
sections.push(
  '## Start-up (embedded database)\n\n' +
    table(
      ['Start', 'first 200 of /healthz', 'first 200 of /'],
      [
        ['fresh DATA_DIR (create, migrate, seed)', `${first.healthyMs.toFixed(0)} ms`, `${first.homeMs.toFixed(0)} ms`],
        ['restart on the same DATA_DIR', `${restart.healthyMs.toFixed(0)} ms`, `${restart.homeMs.toFixed(0)} ms`],
      ],
    ),
);

// HTTP throughput of the server itself.
const asset = readdirSync(new URL('../apps/web/dist/assets', import.meta.url)).find((f) => f.endsWith('.js'));
const targets = [
  ['GET /healthz', `${restart.url}/healthz`, {}],
  ['static asset (brotli)', `${restart.url}/assets/${asset}`, { 'accept-encoding': 'br' }],
  ['page / (brotli)', `${restart.url}/`, { 'accept-encoding': 'br' }],
];
const rows = [];
for (const [name, url, headers] of targets) {
  console.log(`Loading ${name}…`);
  const r = await load(url, { headers });
  rows.push([name, r.requestsPerSecond, `${r.p50} ms`, `${r.p99} ms`, r.errors + r.non2xx]);
}
sections.push(await benchChatDelivery(restart.url, restart.pid));
await restart.stop();
sections.push(await benchIdentity());
sections.push(
  '## HTTP (autocannon, 20 connections, 5 s each)\n\n' + table(['Target', 'req/s', 'p50', 'p99', 'errors + non-2xx'], rows),
);

const date = new Date().toISOString();
const report = [
  `# Benchmark report`,
  '',
  `- Date: ${date}`,
  `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  '',
  ...sections.flatMap((s) => [s, '']),
].join('\n');
mkdirSync(new URL('results', import.meta.url), { recursive: true });
const file = new URL(`results/${date.slice(0, 10)}.md`, import.meta.url);
writeFileSync(file, report);
console.log(`\n${report}\nWritten to ${file.pathname}`);
