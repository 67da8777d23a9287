import type { SalesImport, Statement, StatementSummary } from '@app/contracts/royalties-api';
import { format, subMonths } from 'date-fns';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentServerEntry, startServer, type RunningServer } from '../../../../e2e/support/server.js';
import { connectDatabase } from '../../src/db/connect.js';
import { DEMO_AUTHOR } from '../../src/db/seed/demo-author.js';
import { salesUpload } from '../support/sales.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/harness.js';

/** Enough rows that the import is still staging them when the test sees its first progress. */
const ROWS = 20_000;

/**
 * A report is being imported when the server is killed with SIGKILL; the server restarts, staff
 * issue a statement while the import is taken up again and send the same file once more: every
 * row ends stored exactly once, and no statement holds a sale that is not there.
 */
describe(`sales import across SIGKILL (${databaseKind})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sales-import-kill-'));
  let testDb: TestDatabase | undefined;
  const env: Record<string, string> = {
    DEMO_DATA: 'true',
    LOG_LEVEL: 'error',
    MAIL_POLL_INTERVAL_MS: '500',
    // The killed server's job comes back after this, not 5 minutes.
    MAIL_ABANDONED_AFTER_SECONDS: '5',
  };
  // Last month: the demo data leaves its statement for staff to issue.
  const month = format(subMonths(new Date(), 1), 'yyyy-MM');
  const report = Buffer.from(
    [
      'Date Sold,Vendor,Title,ISBN,Country,Currency,Qty,Earnings',
      ...Array.from(
        { length: ROWS },
        (_, i) =>
          `${month.slice(5)}/${String((i % 28) + 1).padStart(2, '0')}/${month.slice(0, 4)},Kobo,Tidewater Letters,9798884120310,US,USD,1,2.00`,
      ),
    ].join('\n'),
  );

  beforeAll(async () => {
    if (databaseKind === 'postgres') {
      testDb = await createTestDatabase({ migrate: false });
      env.DATABASE_URL = testDb.url!;
    }
  });
  afterAll(async () => {
    await testDb?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () => startServer({ entry: currentServerEntry(), dataDir, env });
  async function staffHeaders(server: RunningServer): Promise<Record<string, string>> {
    const response = await fetch(`${server.url}/.netlify/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'staff@example.com', password: 'quill-demo-2026' }),
    });
    return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
  }
  async function sendReport(server: RunningServer, headers: Record<string, string>): Promise<string> {
    const upload = salesUpload(headers, 'kobo.csv', report, { source_id: 'draft2digital' });
    const response = await fetch(`${server.url}/api/staff/sales-imports`, {
      method: 'POST',
      headers: upload.headers,
      body: upload.payload,
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as SalesImport).id;
  }
  const readImport = async (server: RunningServer, headers: Record<string, string>, id: string) =>
    (await (await fetch(`${server.url}/api/staff/sales-imports/${id}`, { headers })).json()) as SalesImport;

  it('stores every row exactly once and puts no missing sale on a statement', async () => {
    const first = await start();
    const firstHeaders = await staffHeaders(first);
    const killedImport = await sendReport(first, firstHeaders);
    const atKill = await vi.waitFor(
      async () => {
        const run = await readImport(first, firstHeaders, killedImport);
        expect(run.rows_processed).toBeGreaterThan(0);
        return run;
      },
      { timeout: 120_000, interval: 20 },
    );
    first.process.kill('SIGKILL');
    await first.exited;
    expect(atKill.status).toBe('running');

    const second = await start();
    let statement: Statement;
    let retried: string;
    try {
      const headers = await staffHeaders(second);
      // Staff issue last month's statement while the import is taken up again, and send the file again.
      const issued = await fetch(`${second.url}/api/staff/authors/${DEMO_AUTHOR.id}/royalty-statements`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ period: month }),
      });
      expect(issued.status).toBe(201);
      const { id: statementId } = (await issued.json()) as StatementSummary;
      statement = (await (
        await fetch(`${second.url}/api/staff/royalty-statements/${statementId}`, { headers })
      ).json()) as Statement;
      retried = await sendReport(second, headers);
      const done = await vi.waitFor(
        async () => {
          const runs = [await readImport(second, headers, killedImport), await readImport(second, headers, retried)];
          for (const run of runs) expect(run.status).toBe('imported');
          return runs;
        },
        { timeout: 240_000, interval: 250 },
      );
      expect(done.map((run) => run.rows_imported).sort((a, b) => a - b)).toEqual([0, ROWS]);
      expect(done.map((run) => run.rows_imported + run.rows_duplicate)).toEqual([ROWS, ROWS]);
    } finally {
      await second.stop();
    }

    // A statement takes an import whole or not at all.
    const stated = statement.lines.filter((line) => line.channel === 'Kobo').reduce((n, l) => n + l.units_sold, 0);
    expect([0, ROWS]).toContain(stated);

    const database = await connectDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
      pino({ level: 'silent' }),
    );
    try {
      const { rows: stored } = await sql<{ lines: number; keys: number }>`
        select count(*)::int as lines, count(distinct row_key)::int as keys from sales_lines
        where channel = 'Kobo' and author_id = ${DEMO_AUTHOR.id}`.execute(database.db);
      expect(stored[0]).toEqual({ lines: ROWS, keys: ROWS });
      // Every statement's units are the units of the sales it holds (a co-author's, those of a
      // shared book reported on their own statement).
      const { rows: mismatched } = await sql`
        select s.id from royalty_statements s
        where (select coalesce(sum(units_sold), 0) from royalty_statement_lines where statement_id = s.id)
           <> (select coalesce(sum(units_sold), 0) from payee_sales_lines where payee_statement_id = s.id)`.execute(
        database.db,
      );
      expect(mismatched).toEqual([]);
    } finally {
      await database.close();
    }
  }, 600_000);
});
