// The staff receivables reads at 100,000 invoices (a quarter with a three-installment plan, one
// installment paid): the cross-author list (first page, and filtered by derived status and sorted
// by balance), the ageing report and the staff home, on the embedded database and on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pino from 'pino';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { createPostgresDatabase, fillInvoices } from './lib/database.mjs';
import { load } from './lib/load.mjs';
import { startBuiltServer } from './lib/server.mjs';
import { passwordToken, writeStandaloneReport } from './lib/standalone.mjs';

const INVOICES = 100_000;
const CONNECTIONS = 4;
const DURATION_S = 5;
const READS = [
  ['Invoices, first page (50 rows, newest issue date)', '/api/staff/invoices'],
  ['Invoices, overdue, by balance', '/api/staff/invoices?status=overdue&sort=balance&order=desc'],
  ['Ageing report', '/api/staff/reports/ageing'],
  ['Staff home', '/api/staff/home'],
];

/** Gives every fourth invoice a plan of three installments, the first one paid. */
async function addPlans(target) {
  const database = await connectDatabase(target, pino({ level: 'silent' }));
  try {
    await sql`delete from installment_payments`.execute(database.db);
    await sql`insert into installment_payments (author_id, invoice_id, installment_number, total_installments, amount, status, due_date, paid_date)
      select i.author_id, i.id, n, 3, round(coalesce(i.total_amount, i.amount) / 3, 2),
        case when n = 1 then 'paid' else 'pending' end, i.issue_date + 30 * n,
        case when n = 1 then i.issue_date + 20 end
      from (select *, row_number() over (order by id) as r from invoices) i
      cross join generate_series(1, 3) n
      where i.r % 4 = 0 and i.status in ('pending', 'overdue')`.execute(database.db);
    await sql`analyze installment_payments`.execute(database.db);
  } finally {
    await database.close();
  }
}

async function measure(kind, postgresUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-receivables-${kind}-`));
  const env = postgresUrl ? { DATABASE_URL: postgresUrl, DEMO_DATA: 'true' } : {};
  const target = postgresUrl ? { kind: 'postgres', url: postgresUrl } : { kind: 'pglite', dataDir };
  const rows = [];
  try {
    await (await startBuiltServer({ dataDir, env })).stop();
    console.log(`Receivables on ${kind}: filling ${INVOICES} invoices…`);
    await fillInvoices(target, INVOICES);
    await addPlans(target);
    const server = await startBuiltServer({ dataDir, env });
    try {
      const headers = {
        authorization: `Bearer ${await passwordToken(server.url, 'staff@example.com')}`,
        'accept-encoding': 'gzip',
      };
      for (const [name, path] of READS) {
        const check = await fetch(`${server.url}${path}`, { headers });
        if (!check.ok) throw new Error(`${path}: ${check.status}`);
        const r = await load(`${server.url}${path}`, { headers, connections: CONNECTIONS, duration: DURATION_S });
        rows.push([kind, name, r.requestsPerSecond, `${r.p50} ms`, `${r.p99} ms`, r.errors + r.non2xx]);
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** Returns the report section. */
export async function benchReceivables() {
  const rows = await measure('PGlite (embedded)');
  const postgres = await createPostgresDatabase();
  let note = '';
  if (postgres) {
    try {
      rows.push(...(await measure('PostgreSQL', postgres.url)));
    } finally {
      await postgres.drop();
    }
  } else {
    note = '\n\nNo PostgreSQL server answered (set BENCH_DATABASE_URL): the PostgreSQL rows are missing.';
  }
  return (
    [
      `## Receivables at ${INVOICES.toLocaleString('en-US')} invoices (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each)`,
      '',
      'Every fourth pending or overdue invoice has a plan of three installments, the first paid. Signed in as staff; responses gzip-compressed.',
      '',
      '| Database | Read | req/s | p50 | p99 | errors + non-2xx |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n') + note
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeStandaloneReport({ name: 'receivables', title: 'Receivables report', section: benchReceivables });
}
