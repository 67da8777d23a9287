// The staff receivables reads at 10,000, 100,000 and 1,000,000 invoices (a quarter of the owed ones
// with a three-installment plan, one installment paid): the cross-author list (first page, and
// filtered by derived status and sorted by balance, and the count and sums it shows above them,
// over every invoice and under each status filter but draft and cancelled), the ageing report and the staff home, on the
// embedded database and on PostgreSQL; and an author's own invoice list, alone and while a staff
// member keeps reloading the ageing report (its first page of 50 authors and the totals). Seeding
// is bulk SQL with the row triggers off.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import pino from 'pino';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { createPostgresDatabase, fillInvoices } from './lib/database.mjs';
import { load } from './lib/load.mjs';
import { startBuiltServer } from './lib/server.mjs';
import { passwordToken, writeStandaloneReport } from './lib/standalone.mjs';

const SIZES = (process.env.BENCH_RECEIVABLES_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const CONNECTIONS = 4;
const DURATION_S = 5;
const READS = [
  ['Invoices, first page (50 rows, newest issue date)', '/api/staff/invoices'],
  ['Invoices, overdue, by balance', '/api/staff/invoices?status=overdue&sort=balance&order=desc'],
  ['Invoices, count and sums (every invoice)', '/api/staff/invoices/summary'],
  ['Invoices, count and sums (paid)', '/api/staff/invoices/summary?status=paid'],
  ['Invoices, count and sums (overdue)', '/api/staff/invoices/summary?status=overdue'],
  ['Invoices, count and sums (pending)', '/api/staff/invoices/summary?status=pending'],
  ['Invoices, count and sums (partially paid)', '/api/staff/invoices/summary?status=partially-paid'],
  ['Ageing report', '/api/staff/reports/ageing'],
  ['Staff home', '/api/staff/home'],
];
/** BENCH_RECEIVABLES_PGLITE=false: PostgreSQL only (a million invoices take the embedded database long to load). */
const SKIP_PGLITE = process.env.BENCH_RECEIVABLES_PGLITE === 'false';
const AUTHOR_READ = '/api/me/invoices';
const STAFF_REPORT = '/api/staff/reports/ageing';

/**
 * Gives every fourth pending or overdue invoice a plan of three installments, the first one paid.
 * In bulk: the per-row triggers off for the load (a million rows would each refresh their
 * invoice), then the plan facts and the receivables summary refreshed once, as they would have.
 */
async function addPlans(target) {
  const database = await connectDatabase(target, pino({ level: 'silent' }));
  try {
    await database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`delete from installment_payments`.execute(trx);
      await sql`insert into installment_payments (author_id, invoice_id, installment_number, total_installments, amount, status, due_date, paid_date)
      select i.author_id, i.id, n, 3, round(coalesce(i.total_amount, i.amount) / 3, 2),
        case when n = 1 then 'paid' else 'pending' end, i.issue_date + 30 * n,
        case when n = 1 then i.issue_date + 20 end
      from (select *, row_number() over (order by id) as r from invoices) i
      cross join generate_series(1, 3) n
      where i.r % 4 = 0 and i.status in ('pending', 'overdue')`.execute(trx);
      await sql`select refresh_invoice_plan(id) from invoices where id in (select invoice_id from installment_payments)`.execute(
        trx,
      );
      // With the triggers on again: the sums per author and per due day follow the open amounts
      // (migrations 0055, 0057), and the list's kept sums (0055 to 0057) are counted again over the plans' new facts.
      await sql`set local session_replication_role = origin`.execute(trx);
      await sql`select refresh_receivables(array(select distinct invoice_id from installment_payments))`.execute(trx);
      await sql`delete from invoice_sums`.execute(trx);
      await sql`insert into invoice_sums (standing, part_paid, due_until, slot, invoices, total, paid, balance)
      select t.standing, t.part_paid, t.due_until, t.slot, count(*), sum(t.total), sum(t.paid), sum(t.balance)
      from invoices i cross join lateral invoice_sum_terms(i, (select since from receivables_horizon)) t
      group by t.standing, t.part_paid, t.due_until, t.slot`.execute(trx);
    });
    await sql`analyze`.execute(database.db);
  } finally {
    await database.close();
  }
}

async function measure(kind, size, postgresUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-receivables-${size}-`));
  const env = postgresUrl ? { DATABASE_URL: postgresUrl, DEMO_DATA: 'true' } : {};
  const target = postgresUrl ? { kind: 'postgres', url: postgresUrl } : { kind: 'pglite', dataDir };
  const rows = [];
  try {
    await (await startBuiltServer({ dataDir, env })).stop();
    console.log(`Receivables on ${kind}: filling ${size} invoices…`);
    const seeding = Date.now();
    await fillInvoices(target, size);
    await addPlans(target);
    const seeded = `${Math.round((Date.now() - seeding) / 1000)} s`;
    const server = await startBuiltServer({ dataDir, env });
    try {
      const staff = {
        authorization: `Bearer ${await passwordToken(server.url, 'staff@example.com')}`,
        'accept-encoding': 'gzip',
      };
      const author = {
        authorization: `Bearer ${await passwordToken(server.url, 'author@example.com')}`,
        'accept-encoding': 'gzip',
      };
      const at = [kind, size.toLocaleString('en-US'), loadavg()[0].toFixed(1)];
      for (const [name, path] of READS) {
        const check = await fetch(`${server.url}${path}`, { headers: staff });
        if (!check.ok) throw new Error(`${path}: ${check.status}`);
        const r = await load(`${server.url}${path}`, {
          headers: staff,
          connections: CONNECTIONS,
          duration: DURATION_S,
        });
        rows.push([...at, name, r.requestsPerSecond, `${r.p50} ms`, `${r.p99} ms`, r.errors + r.non2xx, seeded]);
      }
      // One author reading their invoices, alone, then while a staff member reloads the ageing report.
      const authorRead = () =>
        load(`${server.url}${AUTHOR_READ}`, { headers: author, connections: 1, duration: DURATION_S });
      const quiet = await authorRead();
      const [busy, report] = await Promise.all([
        authorRead(),
        load(`${server.url}${STAFF_REPORT}`, { headers: staff, connections: 1, duration: DURATION_S }),
      ]);
      rows.push([
        ...at,
        'Author’s invoices, alone',
        quiet.requestsPerSecond,
        `${quiet.p50} ms`,
        `${quiet.p99} ms`,
        quiet.errors + quiet.non2xx,
        seeded,
      ]);
      rows.push([
        ...at,
        `Author’s invoices, ageing reloaded meanwhile (${report.requestsPerSecond}/s)`,
        busy.requestsPerSecond,
        `${busy.p50} ms`,
        `${busy.p99} ms`,
        busy.errors + busy.non2xx,
        seeded,
      ]);
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
  const rows = [];
  let note = '';
  for (const size of SIZES) {
    const log = (measured) => {
      // Each size's rows as they come: a long run interrupted keeps what it measured.
      for (const row of measured) console.log(`| ${row.join(' | ')} |`);
      rows.push(...measured);
    };
    if (!SKIP_PGLITE) log(await measure('PGlite (embedded)', size));
    const postgres = await createPostgresDatabase();
    if (!postgres) {
      note = '\n\nNo PostgreSQL server answered (set BENCH_DATABASE_URL): the PostgreSQL rows are missing.';
      continue;
    }
    try {
      log(await measure('PostgreSQL', size, postgres.url));
    } finally {
      await postgres.drop();
    }
  }
  return (
    [
      `## Receivables by number of invoices (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each; the author's reads 1 connection)`,
      '',
      'Every fourth pending or overdue invoice has a plan of three installments, the first paid. Signed in as staff; responses gzip-compressed. Seeding: bulk SQL, its time in the last column.',
      '',
      '| Database | Invoices | load avg | Read | req/s | p50 | p99 | errors + non-2xx | seeded in |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n') + note
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeStandaloneReport({ name: 'receivables', title: 'Receivables report', section: benchReceivables });
}
