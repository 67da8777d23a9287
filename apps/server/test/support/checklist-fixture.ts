import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { createTestApp, signedInToken, type TestApp } from './harness.js';

/**
 * The checklist's fixture (spec/checklist.md, "Fixture for the walk") for integration tests:
 * author A with every kind of row, B with one of each (to prove isolation), E with nothing and
 * L, a legacy author with no identity account of the same id.
 */
export const PAST = '2020-01-15';
export const FUTURE = '2099-01-15';

export const people = {
  A: { id: 'a0000000-0000-4000-8000-00000000000a', email: 'alice@example.com', name: 'Alice Walker' },
  B: { id: 'b0000000-0000-4000-8000-00000000000b', email: 'bob@example.com', name: 'Bob Brown' },
  E: { id: 'e0000000-0000-4000-8000-00000000000e', email: 'empty@example.com', name: null },
  L: { id: 'c0000000-0000-4000-8000-00000000000c', email: 'legacy@example.com', name: null },
} as const;

export const ids = {
  I1: '8f14e45f-ceea-467a-9575-3b1d2c0a9e21',
  I2: 'a0000000-0000-4000-8000-0000000000b2',
  I3: 'a0000000-0000-4000-8000-0000000000b3',
  I4: 'a0000000-0000-4000-8000-0000000000b4',
  I5: 'a0000000-0000-4000-8000-0000000000b5',
  P1: 'a0000000-0000-4000-8000-0000000000c1',
  P2: 'a0000000-0000-4000-8000-0000000000c2',
  P3: 'a0000000-0000-4000-8000-0000000000c3',
  P4: 'a0000000-0000-4000-8000-0000000000c4',
  P5: 'a0000000-0000-4000-8000-0000000000c5',
  C2: 'a0000000-0000-4000-8000-0000000000d2',
  BInvoice: 'b0000000-0000-4000-8000-0000000000b1',
  BProject: 'b0000000-0000-4000-8000-0000000000c1',
  BContract: 'b0000000-0000-4000-8000-0000000000d1',
  BInstallment: 'b0000000-0000-4000-8000-0000000000e1',
} as const;

export async function seedChecklistFixture(db: Kysely<DB>): Promise<void> {
  const { A, B, E, L } = people;
  await db
    .insertInto('authors')
    .values([
      {
        id: A.id,
        email: A.email,
        full_name: A.name,
        author_status: 'Active',
        country: 'US',
        services: 'Audiobook; Book trailer',
      },
      { id: B.id, email: B.email, full_name: B.name },
      { id: E.id, email: E.email },
      { id: L.id, email: L.email, full_name: '' },
    ])
    .execute();
  await db
    .insertInto('production_projects')
    .values([
      {
        id: ids.P1,
        author_id: A.id,
        service: 'Audiobook Services',
        project_status: 'In Progress',
        start_date: '2024-05-01',
        book_title: 'River Song',
        amount: 900,
        total_amount: 1000,
        notes: 'Narrator booked.',
      },
      { id: ids.P2, author_id: A.id, service: 'Copy Editing', project_status: 'Completed', start_date: '2024-04-01' },
      {
        id: ids.P3,
        author_id: A.id,
        service: 'Book Trailer Services',
        project_status: 'pending',
        start_date: '2024-03-01',
      },
      {
        id: ids.P4,
        author_id: A.id,
        service: 'Author Website Creation',
        project_status: 'paused',
        start_date: '2024-02-01',
        amount: 450,
      },
      { id: ids.P5, author_id: A.id, service: 'Press Release Campaign', project_status: null, start_date: null },
      { id: ids.BProject, author_id: B.id, service: 'Bob project', start_date: '2024-06-01' },
    ])
    .execute();
  await db
    .insertInto('invoices')
    .values([
      {
        id: ids.I1,
        author_id: A.id,
        service: 'Audiobook Services',
        status: 'paid',
        total_amount: 1000,
        amount: 900,
        issue_date: '2024-05-01',
        due_date: '2024-05-31',
        paid_date: '2024-05-10',
        gateway_name: 'PayPal',
        gateway_reference: 'PP-123',
        processing_fees: 12.5,
        order_number: 'QB-1',
      },
      {
        id: ids.I2,
        author_id: A.id,
        service: 'Copy Editing',
        status: 'paid',
        total_amount: null,
        amount: 250,
        issue_date: '2024-04-01',
      },
      {
        id: ids.I3,
        author_id: A.id,
        service: 'Audiobook Services',
        status: 'pending',
        total_amount: 500,
        issue_date: '2024-03-01',
        due_date: null,
        production_project_id: ids.P1,
      },
      {
        id: ids.I4,
        author_id: A.id,
        service: 'Book Trailer Services',
        status: 'overdue',
        total_amount: null,
        amount: 120.5,
        issue_date: '2024-02-01',
        due_date: PAST,
      },
      {
        id: ids.I5,
        author_id: A.id,
        service: 'Author Website Creation',
        status: 'draft',
        total_amount: 300,
        issue_date: '2024-01-01',
      },
      {
        id: ids.BInvoice,
        author_id: B.id,
        service: 'Bob invoice',
        total_amount: 77,
        issue_date: '2024-06-01',
        production_project_id: ids.BProject,
      },
      { author_id: L.id, service: 'Legacy one', total_amount: 10, issue_date: '2023-01-01' },
      { author_id: L.id, service: 'Legacy two', total_amount: 20, issue_date: '2023-02-01' },
    ])
    .execute();
  await db
    .insertInto('installment_payments')
    .values([
      {
        author_id: A.id,
        production_project_id: ids.P1,
        invoice_id: ids.I3,
        installment_number: 1,
        total_installments: 3,
        status: 'paid',
        due_date: '2024-03-01',
        amount: 200,
      },
      {
        author_id: A.id,
        production_project_id: ids.P1,
        invoice_id: ids.I3,
        installment_number: 2,
        total_installments: 3,
        status: 'unpaid',
        due_date: PAST,
        amount: 150,
      },
      {
        author_id: A.id,
        production_project_id: ids.P1,
        invoice_id: ids.I3,
        installment_number: 3,
        total_installments: 3,
        status: 'unpaid',
        due_date: FUTURE,
        amount: 150,
      },
      {
        author_id: A.id,
        production_project_id: ids.P1,
        invoice_id: ids.I3,
        installment_number: null,
        total_installments: null,
        status: null,
        due_date: FUTURE,
        amount: 50,
      },
      {
        id: ids.BInstallment,
        author_id: B.id,
        production_project_id: ids.BProject,
        installment_number: 1,
        total_installments: 1,
        status: 'unpaid',
        due_date: '2024-07-01',
        amount: 77,
      },
    ])
    .execute();
  const created = (day: number) => new Date(Date.UTC(2024, 0, day, 12));
  await db
    .insertInto('contract_documents')
    .values([
      {
        author_id: A.id,
        service_name: 'C1 Audiobook Agreement',
        status: 'signed',
        created_at: created(1),
        signed_at: created(2),
      },
      {
        id: ids.C2,
        author_id: A.id,
        service_name: 'C2 Trailer Agreement',
        status: 'pending',
        created_at: created(3),
        signing_url: 'https://sign.example.com/c2',
        document_file_url: 'https://files.example.com/c2.pdf',
      },
      { author_id: A.id, service_name: 'C3 Expired', status: 'expired', created_at: created(4) },
      {
        author_id: A.id,
        service_name: 'C4 Completed',
        status: 'completed',
        created_at: created(5),
        signed_at: created(6),
      },
      { author_id: A.id, service_name: 'C5 Cancelled', status: 'cancelled', created_at: created(7) },
      { author_id: A.id, service_name: 'C6 Sent', status: 'sent', created_at: created(8), document_file_url: null },
      { id: ids.BContract, author_id: B.id, service_name: 'Bob agreement', status: 'pending', created_at: created(9) },
    ])
    .execute();
}

/**
 * A signed access token for a person, as the identity service would issue it. The person gets an
 * identity account first: the data API refuses tokens of accounts that do not exist.
 */
export async function tokenFor(
  db: Kysely<DB>,
  person: { id: string; email: string; name?: string | null },
): Promise<string> {
  await sql`insert into identity_users (id, email, confirmed_at) values (${person.id}, ${person.email}, now())
    on conflict do nothing`.execute(db);
  return signedInToken(db, {
    sub: person.id,
    email: person.email,
    aud: '',
    app_metadata: { provider: 'email', roles: [] },
    user_metadata: person.name ? { full_name: person.name } : {},
  });
}

/** A fresh test app holding the fixture, with a token for author A (the usual signed-in caller). */
export async function startFixtureApp(): Promise<{ t: TestApp; tokenA: string }> {
  const t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  return { t, tokenA: await tokenFor(t.database.db, people.A) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
