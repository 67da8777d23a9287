import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, ids, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { staffMember, type StaffMember } from '../../test/support/staff.js';

const unknown = '00000000-0000-4000-8000-000000000000';

/** Reads: every staff role may. */
const reads: [string, string][] = [
  ['GET', '/api/staff/authors'],
  ['GET', `/api/staff/authors/${people.A.id}`],
  ['GET', `/api/staff/invoices/${ids.I1}`],
  ['GET', '/api/staff/books'],
  ['GET', '/api/staff/episodes'],
  ['GET', '/api/staff/testimonials'],
  ['GET', '/api/staff/catalogue'],
  ['GET', '/api/staff/inbox/quotes'],
  ['GET', '/api/staff/inbox/contact'],
  ['GET', '/api/staff/inbox/newsletter'],
  ['GET', '/api/staff/inbox/newsletter.csv'],
  ['GET', '/api/staff/audit'],
];

/** Writes only an admin may make, with bodies that would otherwise be accepted. */
const adminWrites: [string, string, object?][] = [
  ['POST', '/api/staff/authors', { email: 'new@example.com', full_name: 'New Author' }],
  ['PATCH', `/api/staff/authors/${people.A.id}`, { author_status: 'Paused' }],
  ['POST', `/api/staff/authors/${people.A.id}/invite`, {}],
  [
    'POST',
    `/api/staff/authors/${people.A.id}/invoices`,
    {
      service: 'Copy Editing',
      order_number: null,
      currency: 'USD',
      amount: null,
      total_amount: 10,
      total_service_amount: null,
      issue_date: '2025-01-01',
      due_date: null,
      items: [],
      gst_rate: null,
      notes: null,
      production_project_id: null,
      status: 'pending',
    },
  ],
  ['PATCH', `/api/staff/invoices/${ids.I3}`, { notes: 'Changed' }],
  ['POST', `/api/staff/invoices/${ids.I3}/cancel`, {}],
  ['PUT', `/api/staff/invoices/${ids.I3}/installments`, { installments: [{ amount: 500, due_date: '2025-01-01' }] }],
  ['DELETE', `/api/staff/invoices/${ids.I3}/installments`],
  ['PATCH', `/api/staff/installments/${unknown}`, { due_date: '2025-01-01' }],
  [
    'POST',
    `/api/staff/invoices/${ids.I3}/payments`,
    {
      installment_id: null,
      payment_method: 'paypal',
      gateway_name: null,
      gateway_reference: null,
      processing_fees: null,
      paid_date: '2025-01-02',
    },
  ],
  [
    'POST',
    `/api/staff/authors/${people.A.id}/projects`,
    {
      service: 'X',
      book_title: null,
      project_status: 'pending',
      start_date: null,
      completion_date: null,
      amount: null,
      total_amount: null,
      notes: null,
    },
  ],
  ['PATCH', `/api/staff/projects/${ids.P1}`, { total_amount: 1 }],
  [
    'POST',
    `/api/staff/authors/${people.A.id}/agreements`,
    {
      service_name: 'Agreement',
      email_subject: null,
      recipient_name: null,
      recipient_email: null,
      status: 'draft',
      signing_url: null,
    },
  ],
  ['PATCH', `/api/staff/agreements/${ids.C2}`, { status: 'sent' }],
  ['POST', `/api/staff/agreements/${ids.C2}/sign`, { signed_on: '2025-01-01' }],
  ['PUT', `/api/staff/agreements/${ids.C2}/document`],
  ['POST', '/api/staff/books', {}],
  ['PATCH', '/api/staff/books/some-book', { title: 'T' }],
  ['DELETE', '/api/staff/books/some-book'],
  ['PUT', '/api/staff/books/some-book/cover'],
  ['POST', '/api/staff/episodes', {}],
  ['PATCH', '/api/staff/episodes/some-episode', { title: 'T' }],
  ['DELETE', '/api/staff/episodes/some-episode'],
  ['POST', '/api/staff/testimonials', {}],
  ['PATCH', `/api/staff/testimonials/${unknown}`, { rating: 5 }],
  ['DELETE', `/api/staff/testimonials/${unknown}`],
  ['PATCH', '/api/staff/catalogue/copy-editing', { price: 0.06 }],
  ['PATCH', `/api/staff/inbox/quotes/${unknown}`, { status: 'closed' }],
  ['PATCH', `/api/staff/inbox/contact/${unknown}`, { handled: true }],
];

/** The one write support may make: a project's progress. */
const progressUpdate: [string, string, object] = [
  'PATCH',
  `/api/staff/projects/${ids.P1}`,
  { project_status: 'completed', notes: 'Narration delivered', completion_date: '2025-02-01' },
];

const everyEndpoint = [...reads, ...adminWrites, progressUpdate];

let t: TestApp;
let support: StaffMember;
let authorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  support = await staffMember(t.database.db, ['support']);
  authorToken = await tokenFor(t.database.db, people.A);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

const auditCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('staff_audit_log')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('anonymous callers', () => {
  it.each(everyEndpoint)('%s %s → 401', async (method, url, payload?: object) => {
    const response = await call(method, url, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});

describe('authors', () => {
  it.each(everyEndpoint)('%s %s → 403', async (method, url, payload?: object) => {
    const response = await call(method, url, payload, bearer(authorToken));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });
});

describe('the support role', () => {
  it.each(reads)('may read %s %s', async (method, url) => {
    expect((await call(method, url, undefined, support.headers)).statusCode).toBe(200);
  });

  it.each(adminWrites)('is refused %s %s and nothing changes', async (method, url, payload?: object) => {
    const before = await auditCount();
    const response = await call(method, url, payload, support.headers);
    expect(response.statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
  });

  it('may update a project’s status, milestone note and dates', async () => {
    const [method, url, payload] = progressUpdate;
    const response = await call(method, url, payload, support.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ project_status: 'completed', notes: 'Narration delivered' });
    const audit = await t.database.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('entity_id', '=', ids.P1)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'project.update', actor_id: support.id, author_id: people.A.id });
    expect(audit.before).toMatchObject({ project_status: 'In Progress', notes: 'Narrator booked.' });
  });
});

describe('roles are the account’s stored ones, not the token’s', () => {
  const setRoles = (id: string, roles: string[]) =>
    t.database.db
      .updateTable('identity_users')
      .set({ app_metadata: JSON.stringify({ provider: 'email', roles }) })
      .where('id', '=', id)
      .execute();

  // A change made outside this instance (here straight in the database) reaches its access cache
  // through the `identity_access` announcement, which PostgreSQL delivers after the commit.
  it('a support agent demoted since the token was issued is refused once the change is announced', async () => {
    const agent = await staffMember(t.database.db, ['support'], 'demoted@example.com');
    expect((await call('GET', '/api/staff/authors', undefined, agent.headers)).statusCode).toBe(200);
    await setRoles(agent.id, []);
    await vi.waitFor(
      async () => {
        const response = await call('GET', '/api/staff/authors', undefined, agent.headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      },
      { timeout: 10_000, interval: 20 },
    );
  });

  it('a token that claims admin is worth what the account holds', async () => {
    const agent = await staffMember(t.database.db, ['admin'], 'no-longer-admin@example.com');
    await setRoles(agent.id, ['support']);
    const before = await auditCount();
    const [method, url, payload] = adminWrites[0]!;
    expect((await call(method, url, payload, agent.headers)).statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
    expect((await call('GET', '/api/staff/authors', undefined, agent.headers)).statusCode).toBe(200);
  });
});
