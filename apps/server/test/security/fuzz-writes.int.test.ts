import fc from 'fast-check';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffMember } from '../support/staff.js';
import { databaseKind } from '../support/harness.js';
import { createSecurityApp, ids, people, snapshotTables, STACK_TRACE, type Role, type SecurityApp } from '../support/security-app.js';
import { fieldNames, hostileDates, hostileFieldValue, hostileJson, hostileStrings, hostileText } from './hostile.js';
import { matrix, unknown } from './route-matrix.js';

/**
 * Every identity route and every staff write, called with bodies that mostly pass the first checks
 * (a valid body with one to three fields swapped for hostile values) so the hostile value travels
 * as far as it can: into the schemas, the SQL and the database. Whatever the input, the answer is
 * below 500, carries no stack trace, a refusal is JSON, and a refused write changes no row.
 *
 * `npm test` runs a seeded sample; FUZZ_RUNS sets the total number of requests (the benchmark
 * runs 100,000), FUZZ_SEED the seed, FUZZ_REPORT a file to write the figures to.
 */
const TOTAL_REQUESTS = Number(process.env.FUZZ_RUNS) || 1_500;
const SEED = Number(process.env.FUZZ_SEED) || 20_261_124;

interface Target {
  /** The route as the route matrix names it. */
  route: string;
  /** The concrete URL, with real ids so the request gets past the lookups. */
  url: string;
  as: Role;
  /** A body the route accepts; hostile values replace some of its fields. */
  base?: Record<string, unknown>;
  /** Form fields rather than JSON (the token grants). */
  form?: boolean;
}

const day = '2026-03-15';
const strongPassword = 'a sturdy passphrase 2026';
/** Values a field could plausibly hold: with them, more bodies pass validation. */
const plausible = [
  day,
  '2026-04-30',
  null,
  0,
  1,
  250.5,
  true,
  'USD',
  'draft',
  'pending',
  'in progress',
  'paypal',
  'signup',
  'recovery',
  'totp',
  'password',
  people.A.id,
  ids.P1,
  'fuzz@example.com',
  people.A.email,
  strongPassword,
  'https://example.com/x',
  '#1f3a5f',
  'Some text',
];
const dateFields = [
  'issue_date',
  'due_date',
  'start_date',
  'completion_date',
  'paid_date',
  'signed_on',
  'published_on',
  'before',
];

function targets(extra: { installment: string; fuzzUser: string; book: string; episode: string; testimonial: string }) {
  const I = '/.netlify/identity';
  const A = people.A.id;
  const invoice = {
    service: 'Audiobook',
    order_number: 'F-1',
    currency: 'USD',
    amount: 100,
    total_amount: 100,
    total_service_amount: null,
    issue_date: day,
    due_date: '2026-04-30',
    items: [{ description: 'Narration', quantity: 1, unit_price: 100 }],
    gst_rate: null,
    notes: 'note',
    production_project_id: ids.P1,
    status: 'draft',
  };
  const project = {
    service: 'Copy Editing',
    book_title: 'A Book',
    project_status: 'in progress',
    start_date: day,
    completion_date: '2026-04-30',
    amount: 10,
    total_amount: 20,
    notes: 'note',
  };
  const agreement = {
    service_name: 'Agreement',
    email_subject: 'Sign',
    recipient_name: 'Alice',
    recipient_email: people.A.email,
    status: 'draft',
    signing_url: 'https://example.com/sign',
  };
  const book = {
    id: 'fuzz-book',
    title: 'Title',
    subtitle: null,
    author_name: 'Alice',
    author_id: A,
    genre: 'Fiction',
    format: 'Paperback',
    description: 'A book.',
    published_on: day,
    isbn: null,
    pages: 100,
    cover_color: '#1f3a5f',
    buy_url: null,
  };
  const episode = {
    id: 'fuzz-episode',
    number: 99,
    title: 'Episode',
    summary: 'Summary',
    guest_name: 'Guest',
    guest_title: 'Writer',
    duration_seconds: 60,
    published_on: day,
    show_notes: ['note'],
    audio_url: null,
  };
  const testimonial = {
    author_name: 'Alice',
    book_title: 'Book',
    service: 'Audiobook',
    quote: 'Great.',
    rating: 5,
    location: null,
    published: true,
    sort_order: 1,
  };
  const list: Target[] = [
    // Identity: the public account routes and the token grants.
    { route: 'GET /.netlify/identity/health', url: `${I}/health`, as: 'anonymous' },
    { route: 'GET /.netlify/identity/settings', url: `${I}/settings`, as: 'anonymous' },
    {
      route: 'POST /.netlify/identity/signup',
      url: `${I}/signup`,
      as: 'anonymous',
      base: { email: 'fuzz-signup@example.com', password: strongPassword, data: { full_name: 'Fuzz' } },
    },
    {
      route: 'POST /.netlify/identity/token',
      url: `${I}/token`,
      as: 'anonymous',
      form: true,
      base: { grant_type: 'password', username: 'nobody@example.com', password: 'wrong password' },
    },
    {
      route: 'POST /.netlify/identity/token',
      url: `${I}/token`,
      as: 'anonymous',
      form: true,
      base: { grant_type: 'refresh_token', refresh_token: 'not-a-token' },
    },
    {
      route: 'POST /.netlify/identity/verify',
      url: `${I}/verify`,
      as: 'anonymous',
      base: { type: 'signup', token: 'not-a-token', password: strongPassword },
    },
    { route: 'POST /.netlify/identity/recover', url: `${I}/recover`, as: 'anonymous', base: { email: people.B.email } },
    {
      route: 'POST /.netlify/identity/magiclink',
      url: `${I}/magiclink`,
      as: 'anonymous',
      base: { email: people.B.email },
    },
    {
      route: 'POST /.netlify/identity/resend',
      url: `${I}/resend`,
      as: 'anonymous',
      base: { type: 'signup', email: 'fuzz-signup@example.com' },
    },
    { route: 'GET /.netlify/identity/authorize', url: `${I}/authorize?provider=google`, as: 'anonymous' },
    { route: 'GET /.netlify/identity/callback', url: `${I}/callback?state=x&code=y`, as: 'anonymous' },
    // Identity: the signed-in user's own account.
    { route: 'GET /.netlify/identity/user', url: `${I}/user`, as: 'authorB' },
    {
      route: 'PUT /.netlify/identity/user',
      url: `${I}/user`,
      as: 'authorB',
      base: { data: { full_name: 'Bob', locale: 'en' } },
    },
    { route: 'GET /.netlify/identity/user/sessions', url: `${I}/user/sessions`, as: 'authorB' },
    { route: 'DELETE /.netlify/identity/user/sessions', url: `${I}/user/sessions`, as: 'authorB' },
    {
      route: 'DELETE /.netlify/identity/user/sessions/:id',
      url: `${I}/user/sessions/${randomUUID()}`,
      as: 'authorB',
    },
    { route: 'POST /.netlify/identity/logout', url: `${I}/logout`, as: 'authorB' },
    {
      route: 'POST /.netlify/identity/factors',
      url: `${I}/factors`,
      as: 'authorB',
      base: { factor_type: 'totp', friendly_name: 'Phone' },
    },
    { route: 'DELETE /.netlify/identity/factors/:id', url: `${I}/factors/${randomUUID()}`, as: 'authorB' },
    {
      route: 'POST /.netlify/identity/factors/:id/challenge',
      url: `${I}/factors/${randomUUID()}/challenge`,
      as: 'authorB',
    },
    {
      route: 'POST /.netlify/identity/factors/:id/verify',
      url: `${I}/factors/${randomUUID()}/verify`,
      as: 'authorB',
      base: { challenge_id: randomUUID(), code: '123456' },
    },
    // Identity: the admin API.
    {
      route: 'POST /.netlify/identity/invite',
      url: `${I}/invite`,
      as: 'admin',
      base: { email: 'fuzz-invite@example.com' },
    },
    { route: 'GET /.netlify/identity/admin/users', url: `${I}/admin/users?page=1&per_page=10`, as: 'admin' },
    {
      route: 'POST /.netlify/identity/admin/users',
      url: `${I}/admin/users`,
      as: 'admin',
      base: {
        email: 'fuzz-made@example.com',
        password: strongPassword,
        confirm: true,
        user_metadata: { full_name: 'Made' },
        app_metadata: { roles: [] },
      },
    },
    { route: 'GET /.netlify/identity/admin/users/:id', url: `${I}/admin/users/${extra.fuzzUser}`, as: 'admin' },
    {
      route: 'PUT /.netlify/identity/admin/users/:id',
      url: `${I}/admin/users/${extra.fuzzUser}`,
      as: 'admin',
      base: { user_metadata: { full_name: 'Target' }, app_metadata: { roles: [] } },
    },
    {
      route: 'DELETE /.netlify/identity/admin/users/:id/factors',
      url: `${I}/admin/users/${extra.fuzzUser}/factors`,
      as: 'admin',
    },
    { route: 'DELETE /.netlify/identity/admin/users/:id', url: `${I}/admin/users/${extra.fuzzUser}`, as: 'admin' },
    { route: 'GET /.netlify/identity/admin/audit', url: `${I}/admin/audit`, as: 'admin' },

    // Staff console writes.
    {
      route: 'POST /api/staff/authors',
      url: '/api/staff/authors',
      as: 'admin',
      base: { email: 'fuzz-author@example.com', full_name: 'Fuzz Author', author_status: 'Active', services: null },
    },
    {
      route: 'PATCH /api/staff/authors/:authorId',
      url: `/api/staff/authors/${A}`,
      as: 'admin',
      base: { full_name: 'Alice Walker', city: 'Paris' },
    },
    { route: 'POST /api/staff/authors/:authorId/invite', url: `/api/staff/authors/${A}/invite`, as: 'admin' },
    {
      route: 'POST /api/staff/authors/:authorId/invoices',
      url: `/api/staff/authors/${A}/invoices`,
      as: 'admin',
      base: invoice,
    },
    {
      route: 'POST /api/staff/authors/:authorId/projects',
      url: `/api/staff/authors/${A}/projects`,
      as: 'admin',
      base: project,
    },
    {
      route: 'POST /api/staff/authors/:authorId/agreements',
      url: `/api/staff/authors/${A}/agreements`,
      as: 'admin',
      base: agreement,
    },
    {
      route: 'PATCH /api/staff/catalogue/:serviceId',
      url: '/api/staff/catalogue/copy-editing',
      as: 'admin',
      base: { price: 100 },
    },
    {
      route: 'PATCH /api/staff/agreements/:agreementId',
      url: `/api/staff/agreements/${ids.C2}`,
      as: 'admin',
      base: { recipient_name: 'Alice' },
    },
    {
      route: 'POST /api/staff/agreements/:agreementId/sign',
      url: `/api/staff/agreements/${ids.C2}/sign`,
      as: 'admin',
      base: { signed_on: day },
    },
    {
      route: 'PUT /api/staff/agreements/:agreementId/document',
      url: `/api/staff/agreements/${ids.C2}/document`,
      as: 'admin',
    },
    {
      route: 'POST /api/staff/agreements/:agreementId/signature',
      url: `/api/staff/agreements/${ids.C2}/signature`,
      as: 'admin',
      base: { countersign: true, expires_in_days: 30 },
    },
    {
      route: 'POST /api/staff/agreements/:agreementId/signature/countersign',
      url: `/api/staff/agreements/${ids.C2}/signature/countersign`,
      as: 'admin',
      base: { consent: true, typed_name: 'Admin Person', password: strongPassword },
    },
    {
      route: 'POST /api/staff/agreements/:agreementId/signature/verify',
      url: `/api/staff/agreements/${ids.C2}/signature/verify`,
      as: 'support',
    },
    {
      route: 'PATCH /api/staff/invoices/:invoiceId',
      url: `/api/staff/invoices/${ids.I1}`,
      as: 'admin',
      base: { notes: 'n', issue_date: day },
    },
    { route: 'PATCH /api/staff/invoices/:invoiceId', url: `/api/staff/invoices/${ids.I2}`, as: 'admin', base: invoice },
    { route: 'POST /api/staff/invoices/:invoiceId/cancel', url: `/api/staff/invoices/${ids.I4}/cancel`, as: 'admin' },
    {
      route: 'POST /api/staff/invoices/:invoiceId/reminder',
      url: `/api/staff/invoices/${ids.I1}/reminder`,
      as: 'admin',
    },
    { route: 'POST /api/staff/invoices/:invoiceId/email', url: `/api/staff/invoices/${ids.I1}/email`, as: 'admin' },
    { route: 'POST /api/staff/mail/:mailId/retry', url: `/api/staff/mail/${unknown}/retry`, as: 'admin' },
    { route: 'POST /api/staff/backups', url: '/api/staff/backups', as: 'admin' },
    {
      route: 'PUT /api/staff/invoices/:invoiceId/installments',
      url: `/api/staff/invoices/${ids.I2}/installments`,
      as: 'admin',
      base: {
        installments: [
          { amount: 50, due_date: day },
          { amount: 50, due_date: '2026-04-30' },
        ],
      },
    },
    {
      route: 'DELETE /api/staff/invoices/:invoiceId/installments',
      url: `/api/staff/invoices/${ids.I2}/installments`,
      as: 'admin',
    },
    {
      route: 'POST /api/staff/invoices/:invoiceId/payments',
      url: `/api/staff/invoices/${ids.I3}/payments`,
      as: 'admin',
      base: {
        installment_id: extra.installment,
        payment_method: 'paypal',
        gateway_name: null,
        gateway_reference: null,
        processing_fees: null,
        paid_date: day,
      },
    },
    {
      route: 'PATCH /api/staff/installments/:installmentId',
      url: `/api/staff/installments/${extra.installment}`,
      as: 'admin',
      base: { due_date: day },
    },
    {
      route: 'PATCH /api/staff/inbox/quotes/:quoteId',
      url: `/api/staff/inbox/quotes/${randomUUID()}`,
      as: 'admin',
      base: { status: 'handled' },
    },
    {
      route: 'PATCH /api/staff/inbox/contact/:messageId',
      url: `/api/staff/inbox/contact/${randomUUID()}`,
      as: 'admin',
      base: { handled: true },
    },
    { route: 'PATCH /api/staff/projects/:projectId', url: `/api/staff/projects/${ids.P1}`, as: 'admin', base: project },
    {
      route: 'PATCH /api/staff/projects/:projectId',
      url: `/api/staff/projects/${ids.P2}`,
      as: 'support',
      base: { notes: 'n', start_date: day },
    },
    { route: 'POST /api/staff/books', url: '/api/staff/books', as: 'admin', base: book },
    {
      route: 'PATCH /api/staff/books/:bookId',
      url: `/api/staff/books/${extra.book}`,
      as: 'admin',
      base: { title: 'T', published_on: day },
    },
    { route: 'PUT /api/staff/books/:bookId/cover', url: `/api/staff/books/${extra.book}/cover`, as: 'admin' },
    { route: 'DELETE /api/staff/books/:bookId', url: '/api/staff/books/fuzz-book', as: 'admin' },
    { route: 'POST /api/staff/episodes', url: '/api/staff/episodes', as: 'admin', base: episode },
    {
      route: 'PATCH /api/staff/episodes/:episodeId',
      url: `/api/staff/episodes/${extra.episode}`,
      as: 'admin',
      base: { title: 'T', published_on: day },
    },
    { route: 'DELETE /api/staff/episodes/:episodeId', url: '/api/staff/episodes/fuzz-episode', as: 'admin' },
    { route: 'POST /api/staff/testimonials', url: '/api/staff/testimonials', as: 'admin', base: testimonial },
    {
      route: 'PATCH /api/staff/testimonials/:testimonialId',
      url: `/api/staff/testimonials/${extra.testimonial}`,
      as: 'admin',
      base: { quote: 'Q' },
    },
    {
      route: 'DELETE /api/staff/testimonials/:testimonialId',
      url: `/api/staff/testimonials/${randomUUID()}`,
      as: 'admin',
    },
    { route: 'POST /api/staff/sales-imports/preview', url: '/api/staff/sales-imports/preview', as: 'admin' },
    { route: 'POST /api/staff/sales-imports', url: '/api/staff/sales-imports', as: 'admin' },
    {
      route: 'POST /api/staff/sales-imports/:importId/undo',
      url: `/api/staff/sales-imports/${randomUUID()}/undo`,
      as: 'admin',
    },
    {
      route: 'POST /api/staff/books/:bookId/royalty-terms',
      url: `/api/staff/books/${extra.book}/royalty-terms`,
      as: 'admin',
      base: { channel: '*', format: 'eBook', author_share: 0.5, effective_from: day },
    },
    {
      route: 'POST /api/staff/books/:bookId/splits',
      url: `/api/staff/books/${extra.book}/splits`,
      as: 'admin',
      base: { effective_from: day, payees: [{ author_id: people.A.id, share_bp: 10_000 }] },
    },
    {
      route: 'DELETE /api/staff/books/:bookId/splits/:effectiveFrom',
      url: `/api/staff/books/${extra.book}/splits/${day}`,
      as: 'admin',
    },
    {
      route: 'PUT /api/staff/royalties/settings',
      url: '/api/staff/royalties/settings',
      as: 'admin',
      base: { minimum_payout: 50 },
    },
    {
      route: 'PUT /api/staff/royalties/exchange-rates',
      url: '/api/staff/royalties/exchange-rates',
      as: 'admin',
      base: { period: '2026-03', currency: 'EUR', rate: 1.1 },
    },
    {
      route: 'POST /api/staff/authors/:authorId/royalty-statements',
      url: `/api/staff/authors/${A}/royalty-statements`,
      as: 'admin',
      base: { period: '2026-03' },
    },
    {
      route: 'POST /api/staff/authors/:authorId/royalty-payouts',
      url: `/api/staff/authors/${A}/royalty-payouts`,
      as: 'admin',
      base: { paid_on: day, amount: 10, method: 'paypal', reference: 'R-1' },
    },
    {
      route: 'PUT /api/staff/authors/:authorId/payment-profile',
      url: `/api/staff/authors/${A}/payment-profile`,
      as: 'admin',
      base: {
        method: 'ach',
        account_holder: 'Ada Writer',
        routing_number: '021000021',
        account_number: '123456789',
        account_type: 'savings',
      },
    },
    {
      route: 'POST /api/staff/authors/:authorId/payment-profile/reveal',
      url: `/api/staff/authors/${A}/payment-profile/reveal`,
      as: 'admin',
    },
    {
      route: 'POST /api/staff/payout-runs',
      url: '/api/staff/payout-runs',
      as: 'admin',
      base: { period: '2026-03', pay_date: '2099-01-15' },
    },
    { route: 'POST /api/staff/payout-runs/:runId/sent', url: `/api/staff/payout-runs/${unknown}/sent`, as: 'admin' },
    {
      route: 'POST /api/staff/payout-runs/:runId/cancel',
      url: `/api/staff/payout-runs/${unknown}/cancel`,
      as: 'admin',
    },
    {
      route: 'POST /api/staff/authors/:authorId/tax-year-corrections',
      url: `/api/staff/authors/${A}/tax-year-corrections`,
      as: 'admin',
      base: { tax_year: 2025, paid_cents: -250, withheld_cents: 75, note: 'Withholding refunded' },
    },
    {
      route: 'PUT /api/staff/catalogue/:serviceId/stages',
      url: '/api/staff/catalogue/copy-editing/stages',
      as: 'admin',
      base: { stages: [{ name: 'Editing', planned_days: 10 }] },
    },
    {
      route: 'POST /api/staff/projects/:projectId/stages',
      url: `/api/staff/projects/${ids.P1}/stages`,
      as: 'admin',
      base: { service_id: 'copy-editing', start_on: day },
    },
    {
      route: 'PATCH /api/staff/projects/:projectId/stages/:stageId',
      url: `/api/staff/projects/${ids.P1}/stages/${unknown}`,
      as: 'support',
      base: { planned_start: day, planned_end: null, actual_start: null, actual_end: null, owner_id: null },
    },
    { route: 'POST /api/staff/projects/:projectId/files', url: `/api/staff/projects/${ids.P1}/files`, as: 'support' },
    {
      route: 'POST /api/staff/projects/:projectId/proofs',
      url: `/api/staff/projects/${ids.P1}/proofs`,
      as: 'admin',
      base: { file_version_id: unknown, due_on: day, free_rounds_left: 2 },
    },
    {
      route: 'PATCH /api/staff/projects/:projectId/proof-comments/:commentId',
      url: `/api/staff/projects/${ids.P1}/proof-comments/${unknown}`,
      as: 'support',
      base: { status: 'done', text: null },
    },
    {
      route: 'POST /api/staff/projects/:projectId/proofs/:proofId/verify',
      url: `/api/staff/projects/${ids.P1}/proofs/${unknown}/verify`,
      as: 'support',
    },
    {
      route: 'POST /api/staff/conversations/:authorId/messages',
      url: `/api/staff/conversations/${A}/messages`,
      as: 'support',
      base: { client_id: randomUUID(), description: 'Hello' },
    },
    {
      route: 'POST /api/staff/conversations/:authorId/read',
      url: `/api/staff/conversations/${A}/read`,
      as: 'support',
      base: { up_to: randomUUID() },
    },
    {
      route: 'POST /api/staff/conversations/:authorId/attachments',
      url: `/api/staff/conversations/${A}/attachments`,
      as: 'support',
    },
  ];
  return list;
}

/** The routes this file must cover: the identity service's and the staff console's writes. */
const mustCover = Object.keys(matrix).filter((route) => {
  const [method, path] = route.split(' ') as [string, string];
  return path.startsWith('/.netlify/identity/') || (path.startsWith('/api/staff/') && method !== 'GET');
});

interface Failure {
  route: string;
  status: number;
  problem: string;
  request: string;
  response: string;
}

let t: SecurityApp;
let all: Target[] = [];
const figures = { requests: 0, status5xx: 0, refused: 0, accepted: 0, failures: [] as Failure[] };
const started = Date.now();

beforeAll(async () => {
  t = await createSecurityApp();
  const db = t.database.db;
  const installment = await db
    .selectFrom('installment_payments')
    .select('id')
    .where('author_id', '=', people.A.id)
    .executeTakeFirstOrThrow();
  const firstId = async (table: 'books' | 'podcast_episodes' | 'testimonials') =>
    (await db.selectFrom(table).select('id').executeTakeFirst())?.id ?? 'none';
  await countRowChanges();
  all = targets({
    installment: installment.id,
    fuzzUser: (await staffMember(db, [], 'fuzz-target@example.com')).id,
    book: String(await firstId('books')),
    episode: String(await firstId('podcast_episodes')),
    testimonial: String(await firstId('testimonials')),
  });
});
/** The figures so far, written after each route so a long run shows its progress. */
function writeReport(complete: boolean) {
  if (!process.env.FUZZ_REPORT) return;
  const { failures, ...counts } = figures;
  const report = {
    database: databaseKind,
    seed: SEED,
    complete,
    routes: new Set(all.map((target) => target.route)).size,
    ...counts,
    failures: failures.length,
    examples: failures.slice(0, 20),
    durationMs: Date.now() - started,
  };
  writeFileSync(process.env.FUZZ_REPORT, `${JSON.stringify(report, null, 2)}\n`);
}
afterEach(() => writeReport(false));
afterAll(async () => {
  await t?.close();
  writeReport(true);
});

/**
 * A row trigger on every table the snapshots cover (audit trails and rate-limit counters are left
 * out: counting refused attempts is their purpose) counts the rows written and committed, so each
 * request costs one small query to check instead of a snapshot of every table.
 */
async function countRowChanges() {
  const db = t.database.db;
  await sql`create table fuzz_audit_row_changes (n bigint not null)`.execute(db);
  await sql`insert into fuzz_audit_row_changes values (0)`.execute(db);
  await sql`create function fuzz_count_row_change() returns trigger language plpgsql as $$
    begin update fuzz_audit_row_changes set n = n + 1; return null; end $$`.execute(db);
  for (const table of Object.keys(await snapshotTables(t.database))) {
    // A mail a request queued counts; its delivery, which the workers record meanwhile, does not,
    // nor the mails background jobs store a moment later (as in snapshotTables).
    const events =
      table === 'mail_messages'
        ? sql`insert on mail_messages for each row
            when (new.kind <> 'chat.reply-waiting' and new.kind not like 'reminder.%')`
        : sql`insert or update or delete on ${sql.table(table)} for each row`;
    await sql`create trigger fuzz_count_row_change after ${events}
      execute function fuzz_count_row_change()`.execute(db);
  }
}
const rowChangeCount = async () =>
  Number((await sql<{ n: string }>`select n from fuzz_audit_row_changes`.execute(t.database.db)).rows[0]!.n);

/** One hostile request: the target's body with hostile fields, or a hostile body altogether. */
const hostileInput = (target: Target) => {
  const fields = [...new Set([...Object.keys(target.base ?? {}), ...dateFields, ...fieldNames])];
  const swapped = fc
    .dictionary(fc.constantFrom(...fields), hostileFieldValue(plausible), { minKeys: 1, maxKeys: 3 })
    .map((over) => ({ ...target.base, ...over }));
  return fc.record({
    body: fc.oneof(
      { weight: 8, arbitrary: swapped.map((body) => ({ kind: 'fields' as const, body })) },
      { weight: 2, arbitrary: hostileJson.map((raw) => ({ kind: 'raw' as const, raw })) },
    ),
    query: fc.option(
      fc.dictionary(
        fc.constantFrom('page', 'per_page', 'sort', 'filter', 'provider', 'state', 'code', 'before', 'redirect_to'),
        fc.constantFrom(...hostileStrings.filter((s) => s.length < 500), ...hostileText, ...hostileDates),
        { maxKeys: 2 },
      ),
      { freq: 3 },
    ),
  });
};

/** Form fields carry strings: other values become their JSON text. */
const formOf = (body: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(body).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ]),
  ).toString();

describe('every identity route and staff write refuses hostile input with a 4xx and no change', () => {
  it('covers every identity route and every staff write of the route matrix', () => {
    const covered = new Set(all.map((target) => target.route));
    expect(mustCover.filter((route) => !covered.has(route))).toEqual([]);
  });

  // it.each needs the targets before beforeAll runs: the list is built again there with real ids.
  const names = targets({ installment: '', fuzzUser: '', book: '', episode: '', testimonial: '' });
  const runsPerTarget = Math.max(1, Math.ceil(TOTAL_REQUESTS / names.length));

  it.each(names.map((target, index) => [`${target.route} as ${target.as}`, index] as const))(
    '%s',
    async (_name, index) => {
      const target = all[index]!;
      const [method] = target.route.split(' ') as [string];
      const isWrite = method !== 'GET';
      let rowChanges = await rowChangeCount();
      let clientNumber = 0;
      const failuresBefore = figures.failures.length;
      await fc.assert(
        fc.asyncProperty(hostileInput(target), async (input) => {
          const headers: Record<string, string> = { ...t.headers[target.as] };
          let payload: string | undefined;
          if (isWrite) {
            const body = input.body;
            headers['content-type'] = target.form ? 'application/x-www-form-urlencoded' : 'application/json';
            if (body.kind === 'raw') payload = body.raw;
            else payload = target.form ? formOf(body.body) : JSON.stringify(body.body);
          }
          const query = input.query ? new URLSearchParams(input.query).toString() : '';
          const url = query ? `${target.url}${target.url.includes('?') ? '&' : '?'}${query}` : target.url;
          const response = await t.app.inject({
            method: method as 'GET',
            url,
            headers,
            remoteAddress: `10.${index & 255}.${(clientNumber >> 8) & 255}.${clientNumber++ & 255}`,
            ...(payload !== undefined ? { payload } : {}),
          });
          figures.requests++;
          const fail = (problem: string) =>
            figures.failures.push({
              route: target.route,
              status: response.statusCode,
              problem,
              request: `${method} ${url} ${payload ?? ''}`.slice(0, 400),
              response: response.body.slice(0, 300),
            });
          if (response.statusCode >= 500) {
            figures.status5xx++;
            fail('5xx');
          }
          if (STACK_TRACE.test(response.body)) fail('stack trace');
          if (response.statusCode >= 400) {
            figures.refused++;
            if (!/^application\/json/.test(String(response.headers['content-type']))) fail('refusal is not JSON');
          } else figures.accepted++;
          if (!isWrite) return;
          // Any row written (and committed) while the request was refused is a failure.
          const changes = await rowChangeCount();
          if (response.statusCode >= 400 && changes !== rowChanges) fail('refused write changed rows');
          rowChanges = changes;
        }),
        { numRuns: runsPerTarget, seed: SEED + index },
      );
      expect(figures.failures.slice(failuresBefore)).toEqual([]);
    },
    // The large run gives each route as long as its share of requests takes.
    Math.max(60_000, runsPerTarget * 400),
  );
});
