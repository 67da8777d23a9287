import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/access-token.js';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, ids, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';

/** Every author endpoint, as [method, url, body]. */
const endpoints: [string, string, unknown?][] = [
  ['GET', '/api/me/profile'],
  ['PATCH', '/api/me/profile', { city: 'Nowhere' }],
  ['GET', '/api/me/books'],
  ['PUT', '/api/me/avatar'],
  ['PUT', '/api/me/backup-email', { email: 'backup@example.com' }],
  ['POST', '/api/me/backup-email/verify', { token: 'x'.repeat(43) }],
  ['GET', '/api/me/invoices'],
  ['GET', '/api/me/invoices.csv'],
  ['GET', `/api/me/invoices/${ids.I1}`],
  ['GET', '/api/me/projects'],
  ['POST', `/api/me/projects/${ids.P1}/update-request`, {}],
  ['GET', `/api/me/projects/${ids.P1}/files`],
  ['GET', '/api/me/installments'],
  ['GET', '/api/me/installments.csv'],
  ['GET', '/api/me/contracts'],
  ['GET', '/api/me/payment-method'],
  ['PUT', '/api/me/payment-method', { method: 'paypal' }],
  ['GET', '/api/me/payment-profile'],
  ['PUT', '/api/me/payment-profile', { method: 'paypal', email: 'bob.pays@example.com' }],
  ['GET', `/api/me/files/${ids.I1}`],
];

let t: TestApp;
let tokenB: string;
const aIds = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  tokenB = await tokenFor(t.database.db, people.B);
  for (const table of ['invoices', 'production_projects', 'installment_payments', 'contract_documents'] as const) {
    const rows = await t.database.db.selectFrom(table).select('id').where('author_id', '=', people.A.id).execute();
    for (const row of rows) aIds.add(row.id);
  }
});
afterAll(() => t.close());

describe('anonymous requests', () => {
  it.each(endpoints)('%s %s → 401', async (method, url, payload) => {
    const response = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('refuses an expired token, a token signed with another key and a malformed header', async () => {
    const claims = {
      sub: people.A.id,
      email: people.A.email,
      aud: '',
      app_metadata: { provider: 'email', roles: [] },
      user_metadata: {},
      session_id: '00000000-0000-4000-8000-000000000001',
    };
    const expired = await signAccessToken('test-secret-that-is-long-enough-for-hs256-signing', claims, -10);
    const forged = await signAccessToken('another-secret-that-is-long-enough-for-hs256', claims);
    for (const authorization of [`Bearer ${expired}`, `Bearer ${forged}`, 'Basic abc', 'Bearer']) {
      const response = await t.app.inject({ url: '/api/me/invoices', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe("author B never sees or changes author A's rows", () => {
  it.each(endpoints)('%s %s', async (method, url, payload) => {
    const before = await t.database.db
      .selectFrom('authors')
      .selectAll()
      .where('id', '=', people.A.id)
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(tokenB),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBeLessThan(500);
    for (const id of aIds) expect(response.body).not.toContain(id);
    expect(response.body).not.toContain(people.A.email);
    expect(response.body).not.toContain('River Song');
    if (url.includes(ids.I1) || url.includes(ids.P1)) expect(response.statusCode).toBe(404);
    const after = await t.database.db
      .selectFrom('authors')
      .selectAll()
      .where('id', '=', people.A.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("a project update request on A's project stores nothing, where one on B's own is stored", async () => {
    const activitiesOf = async (authorId: string) =>
      (await t.database.db.selectFrom('author_activities').select('id').where('author_id', '=', authorId).execute())
        .length;
    const [ofA, ofB] = [await activitiesOf(people.A.id), await activitiesOf(people.B.id)];
    const request = (projectId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/me/projects/${projectId}/update-request`,
        headers: bearer(tokenB),
        payload: {},
      });
    expect((await request(ids.P1)).statusCode).toBe(404);
    expect(await activitiesOf(people.A.id)).toBe(ofA);
    expect((await request(ids.BProject)).statusCode).toBeLessThan(300);
    expect(await activitiesOf(people.B.id)).toBe(ofB + 1);
  });

  it("B's lists hold exactly B's own rows", async () => {
    const get = async (url: string) => (await t.app.inject({ url, headers: bearer(tokenB) })).json<{ id: string }[]>();
    expect((await get('/api/me/invoices')).map((row) => row.id)).toEqual([ids.BInvoice]);
    expect((await get('/api/me/projects')).map((row) => row.id)).toEqual([ids.BProject]);
    expect((await get('/api/me/installments')).map((row) => row.id)).toEqual([ids.BInstallment]);
    expect((await get('/api/me/contracts')).map((row) => row.id)).toEqual([ids.BContract]);
  });

  it('an author_id in a body is ignored: the token decides whose row changes', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: bearer(tokenB),
      payload: { id: people.A.id, author_id: people.A.id, city: 'Bobville' },
    });
    expect(response.json()).toMatchObject({ id: people.B.id, city: 'Bobville' });
    const a = await t.database.db
      .selectFrom('authors')
      .select('city')
      .where('id', '=', people.A.id)
      .executeTakeFirstOrThrow();
    expect(a.city).toBeNull();
  });
});
