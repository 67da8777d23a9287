import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityApp, ids, people, snapshotTables, type SecurityApp } from '../support/security-app.js';

/**
 * Input PostgreSQL cannot store (NUL, lone surrogates), JSON nested past any sane depth and days
 * the database or Date cannot hold: each is a 4xx JSON error that changes no row.
 */
let t: SecurityApp;
beforeAll(async () => {
  t = await createSecurityApp();
});
afterAll(() => t?.close());

const NUL = '\u0000';
const LONE = '\ud800';

async function expectRefused(
  method: string,
  url: string,
  request: { body?: unknown; raw?: string; form?: Record<string, string>; as?: 'authorA' | 'admin' },
) {
  const before = await snapshotTables(t.database);
  const headers: Record<string, string> = { ...(request.as ? t.headers[request.as] : {}) };
  let payload: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(request.form).toString();
  } else if (request.raw !== undefined || request.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = request.raw ?? JSON.stringify(request.body);
  }
  const response = await t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(() => JSON.parse(response.body)).not.toThrow();
  expect(await snapshotTables(t.database)).toEqual(before);
  return response;
}

const deepJson = (depth: number) => '{"data":' + '['.repeat(depth) + ']'.repeat(depth) + '}';
const deepObject = (depth: number) => '{"data":' + '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) + '}';

describe('text PostgreSQL cannot store is refused', () => {
  it.each([
    ['/signup', { email: `new${NUL}@example.com`, password: 'a long enough password' }],
    ['/recover', { email: `alice${NUL}@example.com` }],
    ['/resend', { type: 'signup', email: `alice${NUL}@example.com` }],
    ['/signup', { email: `new${LONE}@example.com`, password: 'a long enough password' }],
  ])('an email with NUL or a lone surrogate on POST %s', async (path, body) => {
    await expectRefused('POST', `/.netlify/identity${path}`, { body });
  });

  it('a NUL in the username of the password grant', async () => {
    await expectRefused('POST', '/.netlify/identity/token', {
      form: { grant_type: 'password', username: `${people.A.email}${NUL}`, password: 'whatever it is' },
    });
  });

  it.each([
    ['a NUL value', { full_name: `Eve${NUL}` }],
    ['a NUL key', { [`na${NUL}me`]: 'Eve' }],
    ['a lone surrogate value', { full_name: `Eve${LONE}` }],
    ['a lone surrogate key', { [`na${LONE}me`]: 'Eve' }],
    ['a nested NUL', { prefs: { list: [{ deep: `x${NUL}` }] } }],
    ['a nested lone surrogate key', { prefs: { [`k${LONE}`]: 1 } }],
  ])('signup and PUT /user metadata with %s', async (_name, data) => {
    await expectRefused('POST', '/.netlify/identity/signup', {
      body: { email: 'meta@example.com', password: 'a long enough password', data },
    });
    await expectRefused('PUT', '/.netlify/identity/user', { body: { data }, as: 'authorA' });
  });
});

describe('JSON nested 10,000 deep is refused', () => {
  it.each([
    ['POST', '/.netlify/identity/signup', undefined],
    ['PUT', '/.netlify/identity/user', 'authorA'],
    ['PATCH', '/api/me/profile', 'authorA'],
    ['PATCH', `/api/staff/invoices/${ids.I1}`, 'admin'],
    ['POST', '/api/contact', undefined],
  ] as const)('%s %s', async (method, url, as) => {
    await expectRefused(method, url, { raw: deepJson(10_000), ...(as ? { as } : {}) });
    await expectRefused(method, url, { raw: deepObject(10_000), ...(as ? { as } : {}) });
  });
});

describe('days PostgreSQL refuses or Date mangles are refused on staff edits', () => {
  const days = ['0000-01-01', '0001-01-01', '1899-12-31', '10000-01-01', '+010000-01-01', '2026-02-30', '2026-13-01'];
  it.each(days)('%s', async (day) => {
    await expectRefused('PATCH', `/api/staff/invoices/${ids.I1}`, { body: { issue_date: day }, as: 'admin' });
    await expectRefused('PATCH', `/api/staff/invoices/${ids.I1}`, { body: { due_date: day }, as: 'admin' });
    await expectRefused('PATCH', `/api/staff/projects/${ids.P1}`, { body: { start_date: day }, as: 'admin' });
    await expectRefused('PATCH', `/api/staff/projects/${ids.P1}`, { body: { completion_date: day }, as: 'admin' });
    const installment = await t.database.db
      .selectFrom('installment_payments')
      .select('id')
      .where('production_project_id', '=', ids.P1)
      .executeTakeFirstOrThrow();
    await expectRefused('PATCH', `/api/staff/installments/${installment.id}`, { body: { due_date: day }, as: 'admin' });
    await expectRefused('GET', `/api/staff/audit?before=${encodeURIComponent(`${day}T00:00:00Z`)}`, { as: 'admin' });
  });
});

describe('shapes the fuzz suite found', () => {
  it('a repeated query parameter is read once, not as a list', async () => {
    const response = await t.app.inject({ url: '/.netlify/identity/authorize?provider=google&provider=now' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: 'Unsupported provider: google is not enabled' });
  });

  it('a staff edit naming no known field changes nothing', async () => {
    const before = await snapshotTables(t.database);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/agreements/${ids.C2}`,
      headers: t.headers.admin,
      payload: { unknown: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.C2 });
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});
