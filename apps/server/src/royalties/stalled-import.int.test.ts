import type { SalesImport } from '@app/contracts/royalties-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/support/harness.js';
import { people } from '../../test/support/checklist-fixture.js';
import type { StaffMember } from '../../test/support/staff.js';
import { QUEUES } from '../jobs/queues.js';
import { salesTestApp, salesUpload } from '../../test/support/sales.js';

/** Imports whose job the queue gave up on: failed once stalled, never while still advancing. */

let t: TestApp;
let admin: StaffMember;

beforeAll(async () => {
  ({ t, admin } = await salesTestApp('stalled-import-admin@example.com'));
});
afterAll(() => t?.close());

/** An import as a killed server leaves it: running, one row staged, its file kept for a retry. */
async function runningImport(progressAt: Date): Promise<string> {
  const { db } = t.database;
  const run = await db
    .insertInto('sales_imports')
    .values({
      source_id: 'amazon-kdp',
      file_name: 'kdp.csv',
      file_sha256: 'f'.repeat(64),
      rows_total: 10,
      rows_processed: 4,
      created_by: admin.id,
      created_by_email: admin.email,
      progress_at: progressAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sales_import_files')
    .values({
      import_id: run.id,
      bytes: Buffer.from('Title\nThe Salt Road\n'),
      options: JSON.stringify({ confirmations: [] }),
    })
    .execute();
  await db
    .insertInto('sales_import_rows')
    .values({
      import_id: run.id,
      row_key: `stalled-${run.id}`,
      book_id: 'the-salt-road',
      author_id: people.A.id,
      sale_date: '2026-01-03',
      sale_month: '2026-01',
      channel: 'Amazon.com',
      territory: 'US',
      format: 'Paperback',
      units_sold: 1,
      units_returned: 0,
      net_revenue: '4.00',
      currency: 'USD',
      author_share: null,
    })
    .execute();
  return run.id;
}

/** What the queue does with a job it gives up on: a dead letter with the job's data. */
const giveUp = (importId: string) => t.jobs.send(t.database.db, QUEUES.salesImportStalled, { importId });

const readImport = (id: string) =>
  t.database.db.selectFrom('sales_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const stagedRows = async (id: string) =>
  (await t.database.db.selectFrom('sales_import_rows').select('row_key').where('import_id', '=', id).execute()).length;

describe('imports the job queue gave up on', () => {
  it('queues every import with the stalled-import queue as its dead letter', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sales-imports',
      ...salesUpload(
        admin.headers,
        'kdp.csv',
        Buffer.from(
          'Royalty Date,Title,Author Name,ASIN/ISBN,Marketplace,Units Sold,Units Refunded,Royalty,Currency\n' +
            '2026-01-05,The Salt Road,Alice Walker,9781234567897,Amazon.com,2,0,8.00,USD\n',
        ),
        { source_id: 'amazon-kdp' },
      ),
    });
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json<SalesImport>();
    const { rows } = await sql<{ dead_letter: string | null }>`
      select dead_letter from pgboss.job where name = ${QUEUES.salesImport.name} and data->>'importId' = ${id}`.execute(
      t.database.db,
    );
    expect(rows).toEqual([{ dead_letter: QUEUES.salesImportStalled.name }]);
    await vi.waitFor(async () => expect((await readImport(id)).status).toBe('imported'), {
      timeout: 60_000,
      interval: 100,
    });
  }, 90_000);

  it('fails an import whose progress stopped long ago, and nothing of it is kept', async () => {
    const id = await runningImport(new Date(Date.now() - 60 * 60 * 1000));
    await giveUp(id);
    const failed = await vi.waitFor(
      async () => {
        const run = await readImport(id);
        expect(run.status).toBe('failed');
        return run;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(failed.error).toMatch(/^The import stopped: its progress stopped for more than 10 minutes/);
    expect(failed.finished_at).not.toBeNull();
    expect(await stagedRows(id)).toBe(0);
    const files = await t.database.db
      .selectFrom('sales_import_files')
      .select('import_id')
      .where('import_id', '=', id)
      .execute();
    expect(files).toEqual([]);
  }, 90_000);

  it('leaves an import that is still advancing running, and looks at it again when it would have stalled', async () => {
    const id = await runningImport(new Date());
    // A slow attempt on a busy server: its progress keeps moving.
    let advancing = true;
    const advance = (async () => {
      while (advancing) {
        await t.database.db
          .updateTable('sales_imports')
          .set({ progress_at: new Date() })
          .where('id', '=', id)
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      await giveUp(id);
      // The dead letter was handled: a later look is queued, to start after the stall time.
      const recheck = await vi.waitFor(
        async () => {
          const { rows } = await sql<{ state: string; start_after: Date }>`
            select state, start_after from pgboss.job
            where name = ${QUEUES.salesImportStalled.name} and data->>'importId' = ${id}
            order by created_on`.execute(t.database.db);
          expect(rows.map((row) => row.state)).toEqual(['completed', 'created']);
          return rows[1]!;
        },
        { timeout: 60_000, interval: 100 },
      );
      expect(recheck.start_after.getTime()).toBeGreaterThan(Date.now() + 60_000);
      expect(await readImport(id)).toMatchObject({ status: 'running', error: null });
      expect(await stagedRows(id)).toBe(1);
    } finally {
      advancing = false;
      await advance;
    }
  }, 90_000);
});
