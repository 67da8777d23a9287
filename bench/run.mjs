// `npm run bench`: builds, measures, and writes a Markdown report to bench/results/<date>.md
// (<date>T<hh-mm>.md when the day already has one).
// Every figure comes from servers started here on 127.0.0.1 (and nginx, as the static reference).
// Runs under tsx (see package.json) so it can share the reliability suite's traffic generator.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { benchBackup } from './backup.mjs';
import { benchChat } from './chat.mjs';
import { benchInvoiceReadBesideReference, benchInvoiceScale } from './data-api.mjs';
import { benchFuzz } from './fuzz.mjs';
import { benchIdentity } from './identity.mjs';
import { benchReceivables } from './receivables.mjs';
import { benchRoyalties } from './royalties.mjs';
import { benchMailQueue } from './mail-queue.mjs';
import { benchProductionFiles } from './production-files.mjs';
import { runKind } from './lib/machine.mjs';
import { startBuiltServer } from './lib/server.mjs';
import { benchSpeed } from './speed.mjs';
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
const kindAtStart = runKind();

// BENCH_SECTIONS=speed,chat,…: only these sections (the start-up figures are always measured);
// checked before the build, so a misspelt name fails at once.
const sectionsToRun = {
  web: (restartedUrl) => benchWeb(restartedUrl),
  speed: benchSpeed,
  chat: benchChat,
  identity: benchIdentity,
  'data-api': async () => [await benchInvoiceScale(), await benchInvoiceReadBesideReference()].join('\n\n'),
  receivables: benchReceivables,
  royalties: benchRoyalties,
  'production-files': benchProductionFiles,
  'mail-queue': benchMailQueue,
  backup: benchBackup,
  'sustained-load': benchSustainedLoad,
  fuzz: benchFuzz,
};
const chosen = process.env.BENCH_SECTIONS?.split(',').map((name) => name.trim()) ?? Object.keys(sectionsToRun);
const unknown = chosen.filter((name) => !(name in sectionsToRun));
if (unknown.length > 0)
  throw new Error(`BENCH_SECTIONS: no section ${unknown.join(', ')}; known: ${Object.keys(sectionsToRun).join(', ')}`);

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

// The web section reads the restarted server; every other section starts its own.
if (chosen.includes('web')) sections.push(await sectionsToRun.web(restart.url));
await restart.stop();
for (const name of Object.keys(sectionsToRun).filter((name) => name !== 'web' && chosen.includes(name))) {
  sections.push(await sectionsToRun[name]());
}
sections.push(startup);

const date = new Date().toISOString();
const report = [
  `# Benchmark report`,
  '',
  `- Date: ${date}`,
  `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`,
  `- Load average when the run began (1, 5, 15 min): ${loadAtStart} (a ${kindAtStart} run), at the end ${loadavg()[0].toFixed(1)}`,
  `- Command: \`npm run bench\`${process.env.BENCH_SECTIONS ? ` with BENCH_SECTIONS=${chosen.join(',')}` : ''} (${((Date.now() - started) / 60_000).toFixed(0)} min); every server on 127.0.0.1, load generators on the same machine`,
  '',
  ...sections.flatMap((s) => [s, '']),
].join('\n');
mkdirSync(new URL('results', import.meta.url), { recursive: true });
// A second run on the same day gets its time too: an earlier report of the day is never overwritten.
const day = new URL(`results/${date.slice(0, 10)}.md`, import.meta.url);
const file = existsSync(day) ? new URL(`results/${date.slice(0, 16).replace(':', '-')}.md`, import.meta.url) : day;
writeFileSync(file, report);
console.log(`\n${report}\nWritten to ${file.pathname}`);
