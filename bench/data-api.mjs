// The signed-in data read `GET /api/me/invoices` as the invoices table grows from 10 to 100,000
// rows (the reader always owns 200 of them, or all when fewer), on the embedded database and on
// PostgreSQL, each with its own built server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase, fillInvoices, INVOICES_PER_AUTHOR } from './lib/database.mjs';
import { load } from './lib/load.mjs';
import { startBuiltServer } from './lib/server.mjs';

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
