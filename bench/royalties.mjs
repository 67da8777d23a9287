// Sales and royalties at scale: a store report of ROYALTY_IMPORT_ROWS rows (default 100,000)
// imported through the staff API on the embedded database and on PostgreSQL, with /healthz probed
// every 50 ms meanwhile (the import must not block the server); then the author's sales page
// (GET /api/me/royalties) read under load at ROYALTY_SALES_ROWS sales lines (default 1,000,000)
// on PostgreSQL. Sizes and the read duration are environment variables, so a short run is
// `ROYALTY_IMPORT_ROWS=10000 ROYALTY_SALES_ROWS=100000 npm run bench:royalties`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'kysely';
import pino from 'pino';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { DEMO_AUTHOR } from '../apps/server/src/db/seed/demo-author.ts';
import { createPostgresDatabase } from './lib/database.mjs';
import { load } from './lib/load.mjs';
import { startBuiltServer } from './lib/server.mjs';
import { passwordToken, writeStandaloneReport } from './lib/standalone.mjs';

const IMPORT_ROWS = Number(process.env.ROYALTY_IMPORT_ROWS) || 100_000;
const SALES_ROWS = Number(process.env.ROYALTY_SALES_ROWS) || 1_000_000;
/** The demo author's own lines among them: a prolific author with years of sales in many stores. */
const OWN_ROWS = Math.min(SALES_ROWS, Number(process.env.ROYALTY_OWN_ROWS) || 20_000);
const DURATION_S = Number(process.env.ROYALTY_READ_SECONDS) || 5;
const CONNECTIONS = 4;

/** A KDP-shaped report for the demo author's two books: distinct sales over two years and six marketplaces. */
function kdpReport(rows) {
  const markets = [
    ['Amazon.com', 'USD'],
    ['Amazon.de', 'EUR'],
    ['Amazon.co.uk', 'GBP'],
    ['Amazon.ca', 'CAD'],
    ['Amazon.fr', 'EUR'],
    ['Amazon.com.au', 'AUD'],
  ];
  const books = [
    ['Tidewater Letters', '979-8-88412-031-0'],
    ['The Orchard at Bellwether', '979-8-88412-178-2'],
  ];
  const lines = [
    'Royalty Date,Title,Author Name,ASIN/ISBN,Marketplace,Royalty Type,Units Sold,Units Refunded,Royalty,Currency',
  ];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2024, 0, 1 + (i % 700))).toISOString().slice(0, 10);
    const [market, currency] = markets[i % markets.length];
    const [title, isbn] = books[i % 2];
    const units = 1 + (i % 7);
    lines.push(
      `${day},${title},Eleanor Hart,${isbn},${market},70%,${units},${i % 13 === 0 ? 1 : 0},${(units * 3.49).toFixed(2)},${currency}`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

function upload(bytes, headers, fileName = 'kdp-bench.csv') {
  const body = new FormData();
  body.append('options', JSON.stringify({ source_id: 'amazon-kdp' }));
  body.append('file', new Blob([bytes]), fileName);
  return { method: 'POST', headers, body };
}

/**
 * An upload bomb: a small XLSX whose one inline cell inflates to 400 MB (a hostile file of the
 * kind that once held the server for seconds). The reader refuses it once the cell outgrows any
 * spreadsheet's, in the worker thread that parses sales files.
 */
async function uploadBomb() {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sales').addRows([['Title'], ['placeholder']]);
  const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const sheet = await zip.file('xl/worksheets/sheet1.xml').async('string');
  const cell = `<row r="3"><c r="A3" t="inlineStr"><is><t>${'A'.repeat(400 * 2 ** 20)}</t></is></c></row>`;
  zip.file('xl/worksheets/sheet1.xml', sheet.replace('</sheetData>', `${cell}</sheetData>`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Probes /healthz until stopped: the slowest answer meanwhile. */
function probe(url) {
  let slowest = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/healthz`);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await done;
    return slowest;
  };
}

async function measureImport(kind, postgresUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-royalties-${kind}-`));
  const env = postgresUrl ? { DATABASE_URL: postgresUrl, DEMO_DATA: 'true' } : {};
  const server = await startBuiltServer({ dataDir, env });
  try {
    const headers = { authorization: `Bearer ${await passwordToken(server.url, 'staff@example.com')}` };
    const report = kdpReport(IMPORT_ROWS);
    let stopProbe = probe(server.url);
    let started = performance.now();
    const preview = await fetch(`${server.url}/api/staff/sales-imports/preview`, upload(report, headers));
    if (!preview.ok) throw new Error(`preview: ${preview.status} ${await preview.text()}`);
    const previewMs = performance.now() - started;
    const slowestDuringPreview = await stopProbe();
    stopProbe = probe(server.url);
    started = performance.now();
    const accepted = await fetch(`${server.url}/api/staff/sales-imports`, upload(report, headers));
    if (accepted.status !== 202) throw new Error(`import: ${accepted.status} ${await accepted.text()}`);
    const { id } = await accepted.json();
    let run;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      run = await (await fetch(`${server.url}/api/staff/sales-imports/${id}`, { headers })).json();
    } while (run.status === 'running');
    const importMs = performance.now() - started;
    const slowestDuringImport = await stopProbe();
    if (run.status !== 'imported' || run.rows_imported !== IMPORT_ROWS)
      throw new Error(`import ended ${JSON.stringify(run)}`);

    const bomb = await uploadBomb();
    stopProbe = probe(server.url);
    started = performance.now();
    const refused = await fetch(`${server.url}/api/staff/sales-imports/preview`, upload(bomb, headers, 'bomb.xlsx'));
    const bombMs = performance.now() - started;
    const slowestDuringBomb = await stopProbe();
    await refused.text();
    return {
      import: [
        kind,
        `${(report.length / 2 ** 20).toFixed(1)} MB`,
        `${(previewMs / 1000).toFixed(1)} s`,
        `${slowestDuringPreview.toFixed(0)} ms`,
        `${(importMs / 1000).toFixed(1)} s`,
        `${Math.round(IMPORT_ROWS / (importMs / 1000)).toLocaleString('en-US')}`,
        `${slowestDuringImport.toFixed(0)} ms`,
      ],
      bomb: [
        kind,
        `${(bomb.length / 2 ** 10).toFixed(0)} KB`,
        `${refused.status}`,
        `${(bombMs / 1000).toFixed(1)} s`,
        `${slowestDuringBomb.toFixed(0)} ms`,
      ],
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Replaces the sales lines (but those on the demo data's issued statements, which are never
 * removed) with SALES_ROWS: OWN_ROWS of the demo author's (two books, 24 months,
 * five stores, four currencies), the rest spread over generated authors of 20,000 lines each.
 */
async function fillSales(url) {
  const database = await connectDatabase({ kind: 'postgres', url }, pino({ level: 'silent' }));
  const { db } = database;
  const others = SALES_ROWS - OWN_ROWS;
  const perAuthor = 20_000;
  const authors = Math.ceil(others / perAuthor);
  try {
    await sql`delete from sales_lines where statement_id is null`.execute(db);
    const run =
      await sql`insert into sales_imports (source_id, file_name, file_sha256, status) values ('other', 'bench', 'bench', 'imported') returning id`.execute(
        db,
      );
    const importId = run.rows[0].id;
    if (authors > 0) {
      await sql`insert into authors (email, full_name) select 'bench-royalty-' || n || '@example.invalid', 'Royalty bench ' || n from generate_series(0, ${authors - 1}::int) n`.execute(
        db,
      );
      await sql`insert into books (id, title, author_name, author_id, genre, format, description)
        select 'bench-book-' || n, 'Bench book ' || n, 'Bench', a.id, 'Fiction', 'Paperback', 'x'
        from generate_series(0, ${authors - 1}::int) n join authors a on a.email = 'bench-royalty-' || n || '@example.invalid'`.execute(
        db,
      );
    }
    const insert = (count, bookSql, authorSql, offset) => sql`
      insert into sales_lines (import_id, source_id, row_key, book_id, author_id, sale_date, sale_month, channel, territory, format,
        units_sold, units_returned, net_revenue, currency, author_share)
      select ${importId}::uuid, 'other', 'bench-' || (${offset}::int + g), ${bookSql}, ${authorSql},
        d, to_char(d, 'YYYY-MM'), (array['Amazon KDP','IngramSpark','Apple Books','Kobo','Barnes & Noble'])[1 + g % 5],
        (array['US','GB','DE','CA','AU','FR'])[1 + g % 6], (array['eBook','Paperback'])[1 + g % 2],
        1 + g % 7, (g % 13 = 0)::int, (1 + g % 7) * 3.49, (array['USD','EUR','GBP','CAD'])[1 + g % 4], 0.5
      from generate_series(0, ${count - 1}::int) g, lateral (select date '2024-01-01' + (g % 730) as d) day`;
    await insert(
      OWN_ROWS,
      sql`(array['tidewater-letters','the-orchard-at-bellwether'])[1 + g % 2]`,
      sql`${DEMO_AUTHOR.id}::uuid`,
      0,
    ).execute(db);
    if (others > 0) {
      await insert(
        others,
        sql`'bench-book-' || (g / ${perAuthor}::int)`,
        sql`(select id from authors where email = 'bench-royalty-' || (g / ${perAuthor}::int) || '@example.invalid')`,
        OWN_ROWS,
      ).execute(db);
    }
    await sql`insert into exchange_rates (period, currency, rate)
      select to_char(date '2024-01-01' + make_interval(months => m), 'YYYY-MM'), c, r
      from generate_series(0, 23) m, (values ('EUR', 1.08), ('GBP', 1.26), ('CAD', 0.73)) rates(c, r)
      on conflict do nothing`.execute(db);
    await sql`analyze sales_lines`.execute(db);
  } finally {
    await database.close();
  }
}

async function measureRead(postgresUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-royalties-read-'));
  const env = { DATABASE_URL: postgresUrl, DEMO_DATA: 'true' };
  try {
    await (await startBuiltServer({ dataDir, env })).stop();
    console.log(`Royalties: filling ${SALES_ROWS} sales lines on PostgreSQL…`);
    await fillSales(postgresUrl);
    const server = await startBuiltServer({ dataDir, env });
    try {
      const headers = {
        authorization: `Bearer ${await passwordToken(server.url, 'author@example.com')}`,
        'accept-encoding': 'gzip',
      };
      const path = '/api/me/royalties';
      const check = await fetch(`${server.url}${path}`, { headers });
      if (!check.ok) throw new Error(`${path}: ${check.status}`);
      const r = await load(`${server.url}${path}`, { headers, connections: CONNECTIONS, duration: DURATION_S });
      return [
        'PostgreSQL',
        SALES_ROWS.toLocaleString('en-US'),
        OWN_ROWS.toLocaleString('en-US'),
        r.requestsPerSecond,
        `${r.p50} ms`,
        `${r.p99} ms`,
        r.errors + r.non2xx,
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Returns the report section. */
export async function benchRoyalties() {
  const imports = [await measureImport('PGlite (embedded)')];
  const reads = [];
  let note = '';
  const postgres = await createPostgresDatabase();
  if (postgres) {
    try {
      imports.push(await measureImport('PostgreSQL', postgres.url));
    } finally {
      await postgres.drop();
    }
    const second = await createPostgresDatabase();
    try {
      reads.push(await measureRead(second.url));
    } finally {
      await second.drop();
    }
  } else {
    note = '\n\nNo PostgreSQL server answered (set BENCH_DATABASE_URL): the PostgreSQL rows are missing.';
  }
  return (
    [
      `## Sales and royalties: a ${IMPORT_ROWS.toLocaleString('en-US')}-row store report, and the author's sales page at ${SALES_ROWS.toLocaleString('en-US')} sales lines`,
      '',
      'Import: a KDP-shaped CSV through the staff API, preview then import (parsed as a stream in a worker thread, inserted 1,000 lines a statement, progress polled). "Slowest /healthz" is the longest answer to a probe every 50 ms during each: the server keeps serving.',
      '',
      '| Database | File | Preview | Slowest /healthz | Import | rows/s | Slowest /healthz |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...imports.map((r) => `| ${r.import.join(' | ')} |`),
      '',
      'Upload bomb: a small XLSX whose one inline cell inflates to 400 MB, sent to the preview; it is refused (400) once the cell outgrows any spreadsheet’s.',
      '',
      '| Database | File | Answer | Time | Slowest /healthz |',
      '| --- | --- | --- | --- | --- |',
      ...imports.map((r) => `| ${r.bomb.join(' | ')} |`),
      '',
      `Read: \`GET /api/me/royalties\` as the demo author (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s): 12 months, per book, per store and territory, balance, statements.`,
      '',
      '| Database | Sales lines | The author’s | req/s | p50 | p99 | errors + non-2xx |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...reads.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n') + note
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeStandaloneReport({ name: 'royalties', title: 'Royalties report', section: benchRoyalties });
}
