import type { ImportPreview, SalesImport } from '@app/contracts/royalties-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/support/harness.js';
import type { StaffMember } from '../../test/support/staff.js';
import type * as salesFile from './sales-file.js';
import { KDP_HEADER } from '../../test/support/sales-reports.js';
import { salesTestApp, salesUpload } from '../../test/support/sales.js';

// The reader refuses to run in the thread that serves requests: only the worker thread (which
// loads its own, real copy of the module) may read an uploaded file.
vi.mock('./sales-file.js', async (original) => ({
  ...(await original<typeof salesFile>()),
  readSalesFile: () => {
    throw new Error('a sales file was parsed in the thread that serves requests');
  },
}));

let t: TestApp;
let admin: StaffMember;

beforeAll(async () => {
  ({ t, admin } = await salesTestApp('sales-thread-admin@example.com'));
});
afterAll(() => t?.close());

describe('sales files off the request thread', () => {
  it('previews and imports a report with its file read in the worker thread', async () => {
    const report = Buffer.from(
      [
        KDP_HEADER.join(','),
        '2026-01-05,The Salt Road,Alice Walker,9781234567897,Amazon.com,60%,Standard,2,0,2,16.99,8.40,USD',
      ].join('\n'),
    );
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sales-imports/preview',
      ...salesUpload(admin.headers, 'kdp.csv', report, { source_id: 'amazon-kdp' }),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ImportPreview>().counts).toMatchObject({ total: 1, ready: 1 });

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sales-imports',
      ...salesUpload(admin.headers, 'kdp.csv', report, { source_id: 'amazon-kdp' }),
    });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const done = await vi.waitFor(
      async () => {
        const read = await t.app.inject({
          method: 'GET',
          url: `/api/staff/sales-imports/${accepted.json<SalesImport>().id}`,
          headers: admin.headers,
        });
        expect(read.json<SalesImport>().status).not.toBe('running');
        return read.json<SalesImport>();
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(done).toMatchObject({ status: 'imported', rows_imported: 1, rows_failed: 0 });
  }, 90_000);
});
