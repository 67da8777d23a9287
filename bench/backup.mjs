// Backup, restore and the move to PostgreSQL of an embedded database holding 100,000 invoices and
// 1,000,000 chat messages, through the commands an operator runs (the built db-cli): the backup
// online, from the serving server, with /healthz polled meanwhile.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createPostgresDatabase, fillChatMessages, fillInvoices } from './lib/database.mjs';
import { startBuiltServer } from './lib/server.mjs';

const INVOICES = 100_000;
const CHAT_MESSAGES = 1_000_000;
const cli = new URL('../apps/server/dist/db-cli.js', import.meta.url).pathname;
const run = promisify(execFile);

/** Runs a db-cli command on `dataDir`; returns its duration in seconds. */
async function timed(args, dataDir) {
  const started = performance.now();
  await run(process.execPath, [cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    maxBuffer: 16 << 20,
  });
  return (performance.now() - started) / 1000;
}

/** Returns the report section. */
export async function benchBackup() {
  const work = mkdtempSync(join(tmpdir(), 'bench-backup-'));
  const source = join(work, 'source');
  const restored = join(work, 'restored');
  const file = join(work, 'backup.tgz');
  const rows = [];
  let note = '';
  try {
    await (await startBuiltServer({ dataDir: source })).stop();
    console.log(`Backup: filling ${INVOICES} invoices and ${CHAT_MESSAGES} chat messages…`);
    await fillInvoices({ kind: 'pglite', dataDir: source }, INVOICES);
    await fillChatMessages({ kind: 'pglite', dataDir: source }, CHAT_MESSAGES);

    const server = await startBuiltServer({ dataDir: source });
    let polling = true;
    let slowestHealthMs = 0;
    const health = (async () => {
      while (polling) {
        const started = performance.now();
        const status = (await fetch(`${server.url}/healthz`)).status;
        if (status !== 200) throw new Error(`/healthz answered ${status} during the backup`);
        slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      console.log('Backup: online backup…');
      const seconds = await timed(['backup', file], source);
      const size = `${(statSync(file).size / 2 ** 20).toFixed(0)} MB file`;
      rows.push(['online backup (`db:backup`, server serving)', `${seconds.toFixed(1)} s`, size]);
    } finally {
      polling = false;
      await health;
      await server.stop();
    }
    rows.push(['slowest `/healthz` during the backup', `${(slowestHealthMs / 1000).toFixed(1)} s`, '']);

    console.log('Backup: restore…');
    rows.push([
      'restore into an empty DATA_DIR (`db:restore`)',
      `${(await timed(['restore', file], restored)).toFixed(1)} s`,
      '',
    ]);

    const postgres = await createPostgresDatabase();
    if (postgres) {
      try {
        console.log('Backup: move to PostgreSQL…');
        const seconds = await timed(['move', '--to', postgres.url], restored);
        rows.push(['move to PostgreSQL 15 (`db:move`, counts checked)', `${seconds.toFixed(1)} s`, '']);
      } finally {
        await postgres.drop();
      }
    } else {
      note = '\n\nNo PostgreSQL server answered (set BENCH_DATABASE_URL): the move is missing.';
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return (
    `## Backup, restore, move (${INVOICES.toLocaleString('en-US')} invoices, ` +
    `${CHAT_MESSAGES.toLocaleString('en-US')} chat messages)\n\n` +
    ['| Step | Time | |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n') +
    note
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchBackup());
