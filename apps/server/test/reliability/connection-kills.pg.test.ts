import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/harness.js';
import { createSecurityApp, ids, people, type SecurityApp } from '../support/security-app.js';

/** How long connections are killed under traffic, and how often. */
const KILL_FOR_MS = 4_000;
const KILL_EVERY_MS = 15;

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  as?: 'authorA' | 'admin';
  body?: () => unknown;
  form?: Record<string, string>;
}

/** Identity routes, staff writes and data API reads, each a request that reaches the database. */
const calls: Call[] = [
  {
    name: 'login',
    method: 'POST',
    url: '/.netlify/identity/token',
    form: { grant_type: 'password', username: people.A.email, password: 'wrong password' },
  },
  {
    name: 'signup',
    method: 'POST',
    url: '/.netlify/identity/signup',
    body: () => ({ email: `kill-${randomUUID()}@example.com`, password: 'a sturdy passphrase 2026' }),
  },
  { name: 'recover', method: 'POST', url: '/.netlify/identity/recover', body: () => ({ email: people.B.email }) },
  { name: 'user', method: 'GET', url: '/.netlify/identity/user', as: 'authorA' },
  {
    name: 'user update',
    method: 'PUT',
    url: '/.netlify/identity/user',
    as: 'authorA',
    body: () => ({ data: { locale: 'en' } }),
  },
  { name: 'sessions', method: 'GET', url: '/.netlify/identity/user/sessions', as: 'authorA' },
  { name: 'admin users', method: 'GET', url: '/.netlify/identity/admin/users', as: 'admin' },
  {
    name: 'invoice edit',
    method: 'PATCH',
    url: `/api/staff/invoices/${ids.I1}`,
    as: 'admin',
    body: () => ({ notes: `n ${randomUUID()}` }),
  },
  {
    name: 'project edit',
    method: 'PATCH',
    url: `/api/staff/projects/${ids.P1}`,
    as: 'admin',
    body: () => ({ notes: `n ${randomUUID()}` }),
  },
  { name: 'staff authors', method: 'GET', url: '/api/staff/authors', as: 'admin' },
  { name: 'invoices', method: 'GET', url: '/api/me/invoices', as: 'authorA' },
  {
    name: 'profile edit',
    method: 'PATCH',
    url: '/api/me/profile',
    as: 'authorA',
    body: () => ({ city: `c ${randomUUID().slice(0, 8)}` }),
  },
  {
    name: 'contact',
    method: 'POST',
    url: '/api/contact',
    body: () => ({ name: 'Visitor', email: 'v@example.com', message: 'A question about audiobooks.', consent: true }),
  },
];

/**
 * PostgreSQL connections killed one after another under traffic (PostgreSQL pass only): a request
 * whose connection dies, or that cannot get one, answers 503 with Retry-After, never a 500.
 */
describe('connections killed under traffic', () => {
  let t: SecurityApp;
  let killer: pg.Client;

  beforeAll(async () => {
    t = await createSecurityApp();
    killer = new pg.Client({ connectionString: testDatabaseUrl });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  it('answers every request with its usual status or a 503 with Retry-After', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
    const database = rows[0]!.name;
    const outcomes: { name: string; status: number; retryAfter: unknown; body: string }[] = [];
    let running = true;
    let kills = 0;

    const send = async (call: Call, client: number) => {
      const headers: Record<string, string> = { ...(call.as ? t.headers[call.as] : {}) };
      let payload: string | undefined;
      if (call.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(call.form).toString();
      } else if (call.body) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(call.body());
      }
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        headers,
        remoteAddress: `10.9.${(client >> 8) & 255}.${client & 255}`,
        ...(payload ? { payload } : {}),
      });
      outcomes.push({
        name: call.name,
        status: response.statusCode,
        retryAfter: response.headers['retry-after'],
        body: response.body.slice(0, 200),
      });
    };
    const loops = calls.map(async (call, index) => {
      let client = index * 1_000;
      while (running) await send(call, client++);
    });
    const killing = (async () => {
      // At least KILL_FOR_MS, and on until what the checks below need has happened, however slow
      // the machine: 21 kills, a 503 seen, and every route answered while connections died.
      const stopAt = Date.now() + KILL_FOR_MS;
      const enough = () =>
        kills > 20 &&
        outcomes.some((outcome) => outcome.status === 503) &&
        new Set(outcomes.map((outcome) => outcome.name)).size === calls.length;
      while (Date.now() < stopAt || !enough()) {
        const { rowCount } = await killer.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        kills += rowCount ?? 0;
        await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
      }
      running = false;
    })();
    await Promise.all([killing, ...loops]);

    expect(kills).toBeGreaterThan(20);
    const unavailable = outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const outcome of unavailable) expect(outcome.retryAfter, outcome.name).toMatch(/^\d+$/);
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
    // Every route was exercised while connections died.
    expect(new Set(outcomes.map((o) => o.name)).size).toBe(calls.length);

    // And each works again afterwards.
    for (const call of calls) {
      outcomes.length = 0;
      await send(call, 60_000);
      expect(outcomes[0]!.status, `${call.name}: ${outcomes[0]!.body}`).toBeLessThan(500);
    }
  }, 60_000);
});
