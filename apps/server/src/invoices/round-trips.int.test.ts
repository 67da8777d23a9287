import type { InvoiceSummary } from '@app/contracts/dashboard-api';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/support/harness.js';
import { bearer, ids, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';

/** Counts the statements the app sends to the database (one result each). */
function statementCounter() {
  let count = 0;
  // Counted on results: transformQuery also sees each subquery on its own.
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  const take = () => {
    const taken = count;
    count = 0;
    return taken;
  };
  return { plugin, take };
}

let testDb: TestDatabase;
let t: TestApp;
const counter = statementCounter();

beforeAll(async () => {
  testDb = await createTestDatabase();
  const counted = { ...testDb, database: { ...testDb.database, db: testDb.database.db.withPlugin(counter.plugin) } };
  t = await createTestApp({}, counted);
  await seedChecklistFixture(testDb.database.db);
});
afterAll(async () => {
  await t.close();
  await testDb.dispose();
});

/** The statements one request sent, and its answer. */
async function countedRead(url: string, token: string) {
  counter.take();
  const response = await t.app.inject({ url, headers: bearer(token) });
  return { statements: counter.take(), status: response.statusCode, body: response.json<unknown[]>() };
}

describe("an author's list reads, once the token's access is known to the instance", () => {
  it.each(['/api/me/invoices', '/api/me/installments'])('%s is one round trip', async (url) => {
    const token = await tokenFor(testDb.database.db, people.A);
    const first = await countedRead(url, token);
    expect(first.status).toBe(200);
    // The first request also checks the session; the next ones find its answer kept.
    const again = await countedRead(url, token);
    expect(again).toEqual({ ...first, statements: 1 });
  });

  it('finds a legacy author by email in that same statement', async () => {
    const token = await tokenFor(testDb.database.db, {
      id: 'f0000000-0000-4000-8000-0000000000f1',
      email: 'Legacy@Example.com',
    });
    await countedRead('/api/me/invoices', token);
    const read = await countedRead('/api/me/invoices', token);
    expect(read.statements).toBe(1);
    expect(read.body).toHaveLength(2);
  });

  it('prefers the author of the same id over one with the same email', async () => {
    const token = await tokenFor(testDb.database.db, { id: people.A.id, email: people.B.email });
    const read = await countedRead('/api/me/invoices', token);
    expect((read.body as InvoiceSummary[]).map((invoice) => invoice.id)).toContain(ids.I1);
    expect((read.body as InvoiceSummary[]).map((invoice) => invoice.id)).not.toContain(ids.BInvoice);
  });

  it('gives an empty list to a person without an author row yet', async () => {
    const token = await tokenFor(testDb.database.db, {
      id: 'f0000000-0000-4000-8000-0000000000f2',
      email: 'brand-new@example.com',
    });
    const read = await countedRead('/api/me/invoices', token);
    expect([read.status, read.body]).toEqual([200, []]);
  });
});
