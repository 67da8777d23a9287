import { sql } from 'kysely';
import { seedChecklistFixture, people, tokenFor, ids } from './checklist-fixture.js';
import type { Database } from '../../src/db/connect.js';
import { seedStatementOfA } from './sales.js';
import { staffMember } from './staff.js';
import { createTestApp, signedInToken, type TestApp } from './harness.js';

export { ids, people };

/** The five callers every cell of the matrix is asked for. */
export const roles = ['anonymous', 'authorA', 'authorB', 'support', 'admin'] as const;
export type Role = (typeof roles)[number];

export interface SecurityApp extends TestApp {
  /** Authorization headers per role (none for anonymous). */
  headers: Record<Role, Record<string, string>>;
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
  /** Headers of a new session of the role's person: for requests that may end the session they use. */
  signIn(role: Role): Promise<Record<string, string>>;
}

/**
 * The whole server on a fresh database with the checklist fixture (author A with every kind of
 * row, B with one of each), a support agent and an admin. Identity limits are raised so a file
 * can make many requests; the rate-limit tests use their own app with the real limits.
 */
export async function createSecurityApp(env: Record<string, string> = {}): Promise<SecurityApp> {
  const t = await createTestApp({
    IDENTITY_RATE_LIMIT_PER_IP: '100000',
    IDENTITY_RATE_LIMIT_PER_EMAIL: '100000',
    ...env,
  });
  await seedChecklistFixture(t.database.db);
  await seedStatementOfA(t.database.db);
  const staff = {
    support: await staffMember(t.database.db, ['support'], 'agent@example.com'),
    admin: await staffMember(t.database.db, ['admin'], 'boss@example.com'),
  };
  const newToken = (role: Exclude<Role, 'anonymous'>) => {
    if (role === 'authorA') return tokenFor(t.database.db, people.A);
    if (role === 'authorB') return tokenFor(t.database.db, people.B);
    const { id, email } = staff[role];
    const claims = { provider: 'email', roles: [role] };
    return signedInToken(t.database.db, { sub: id, email, aud: '', app_metadata: claims, user_metadata: {} });
  };
  const tokens = {
    authorA: await newToken('authorA'),
    authorB: await newToken('authorB'),
    support: staff.support.token,
    admin: staff.admin.token,
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    ...t,
    tokens,
    signIn: async (role) => (role === 'anonymous' ? {} : bearer(await newToken(role))),
    headers: {
      anonymous: {},
      authorA: bearer(tokens.authorA),
      authorB: bearer(tokens.authorB),
      support: bearer(tokens.support),
      admin: bearer(tokens.admin),
    },
  };
}

/** What marks author A's private data: a response to anyone else must contain none of it. */
export const privateMarkersOfA = [people.A.email, 'River Song', 'PP-123', ids.I1, ids.I3, ids.P1, ids.C2];

/**
 * A fingerprint of every table: row count and a hash of all rows, per table. Audit trails and
 * rate-limit counters are left out: counting a refused attempt is their purpose (ASVS 16.3).
 */
export async function snapshotTables(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%audit%'
      and table_name not like 'kysely%' and table_name not in ('rate_limit_counters', 'realtime_presence')
    order by table_name`.execute(database.db);
  // Left out: the limits' counters, and the instances' presence heartbeats (written on a timer).
  // One statement for every table: the fuzz suites take a snapshot after each request. Of the
  // mail queue only which mails requests stored counts: the workers update their delivery state
  // meanwhile, and background jobs (a staff reply's "a reply is waiting" check, the payment
  // reminders) store mails of their own, a moment after the request that caused them.
  const summaries = tables.map(({ table_name }) => {
    const mails = table_name === 'mail_messages';
    const row = mails ? sql`t.id::text` : sql`t::text`;
    const requestMailsOnly = mails ? sql`where t.kind <> 'chat.reply-waiting' and t.kind not like 'reminder.%'` : sql``;
    return sql`
      select ${sql.lit(table_name)}::text as table_name, count(*) as n, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h
      from ${sql.table(table_name)} as t ${requestMailsOnly}`;
  });
  const { rows } = await sql<{ table_name: string; n: string | number; h: string | null }>`${sql.join(
    summaries,
    sql` union all `,
  )}`.execute(database.db);
  return Object.fromEntries(rows.map((row) => [row.table_name, `${row.n}:${row.h}`]));
}

/** A stack trace or an internal error leaking into a response body. */
export const STACK_TRACE = /\bat [^\s(]+ \(|\.(ts|js|mjs):\d+:\d+|node_modules|Error: .*\n\s+at /;
