import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { identity, lastMailToken } from '../../test/support/identity-inject.js';
import { bearer, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { auditRows, staffMember, type StaffMember } from '../../test/support/staff.js';

let t: TestApp;
let admin: StaffMember;
let support: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  admin = await staffMember(t.database.db, ['admin']);
  support = await staffMember(t.database.db, ['support']);
});
afterAll(() => t.close());

const get = (url: string, who: StaffMember = support) => t.app.inject({ method: 'GET', url, headers: who.headers });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, who: StaffMember = admin) =>
  t.app.inject({ method, url, payload, headers: who.headers });

describe('authors list', () => {
  it('lists authors with their totals and account state, by name', async () => {
    const response = await get('/api/staff/authors');
    expect(response.statusCode).toBe(200);
    const alice = response.json().authors.find((row: { id: string }) => row.id === people.A.id);
    // A: I1 (1000) and I2 (250) paid; I3 500, I4 120.50, I5 300 owed.
    expect(alice).toMatchObject({
      full_name: 'Alice Walker',
      paid_to_date: 1450,
      outstanding: 420.5,
      invoice_count: 5,
    });
    expect(alice.account).toBe('none');
  });

  it('searches by part of a name or email, case-insensitively', async () => {
    const byName = (await get('/api/staff/authors?q=WALK')).json().authors;
    expect(byName.map((row: { email: string }) => row.email)).toEqual(['alice@example.com']);
    const byEmail = (await get('/api/staff/authors?q=bob@')).json().authors;
    expect(byEmail.map((row: { email: string }) => row.email)).toEqual(['bob@example.com']);
    const wildcard = (await get('/api/staff/authors?q=%25')).json().authors;
    expect(wildcard).toEqual([]);
  });

  it('filters by status and by balance', async () => {
    await t.database.db.updateTable('authors').set({ author_status: 'Paused' }).where('id', '=', people.E.id).execute();
    const paused = (await get('/api/staff/authors?status=Paused')).json().authors;
    expect(paused.map((row: { id: string }) => row.id)).toEqual([people.E.id]);
    const owing = (await get('/api/staff/authors?balance=outstanding')).json().authors;
    expect(owing.map((row: { email: string }) => row.email).sort()).toEqual([
      'alice@example.com',
      'bob@example.com',
      'legacy@example.com',
    ]);
    const clear = (await get('/api/staff/authors?balance=clear')).json().authors;
    expect(clear.map((row: { email: string }) => row.email)).toEqual(['empty@example.com']);
  });

  it('leaves staff members out, even once the dashboard made them an author row', async () => {
    const member = await staffMember(t.database.db, ['support'], 'helper@example.com');
    await t.database.db.insertInto('authors').values({ id: member.id, email: member.email }).execute();
    const emails = (await get('/api/staff/authors')).json().authors.map((row: { email: string }) => row.email);
    expect(emails).not.toContain('helper@example.com');
    expect(emails).toContain('alice@example.com');
  });

  it('filters by the status of the authors’ projects, as the dashboard reads it', async () => {
    const emails = async (status: string) =>
      (await get(`/api/staff/authors?project_status=${status}`))
        .json()
        .authors.map((row: { email: string }) => row.email)
        .sort();
    expect(await emails('paused')).toEqual(['alice@example.com']);
    expect(await emails('completed')).toEqual(['alice@example.com']);
    // 'In Progress' and a missing status both read as in progress.
    expect(await emails('in_progress')).toContain('alice@example.com');
    expect(await emails('cancelled')).toEqual([]);
    expect((await get('/api/staff/authors?project_status=late')).statusCode).toBe(400);
  });

  it('shows a signup nobody confirmed as an unconfirmed signup, until an author record exists for it', async () => {
    const signup = await identity(t, 'POST', '/signup', {
      body: { email: 'walk-pending@example.com', password: 'Sturdy-pass-2026', data: { full_name: 'Wanda Pending' } },
    });
    expect(signup.statusCode).toBe(200);
    const listed = (await get('/api/staff/authors?q=walk-pending')).json().authors;
    expect(listed).toEqual([
      expect.objectContaining({
        id: signup.json().id,
        email: 'walk-pending@example.com',
        full_name: 'Wanda Pending',
        account: 'unconfirmed',
        record: false,
        paid_to_date: 0,
        outstanding: 0,
        invoice_count: 0,
      }),
    ]);
    // Filters on an author record's fields leave it out; authors with a record say so.
    expect((await get('/api/staff/authors?q=walk-pending&status=Active')).json().authors).toEqual([]);
    expect((await get('/api/staff/authors?q=alice')).json().authors[0].record).toBe(true);

    // Staff add the author (to invite them): one row, the author record's.
    const created = await send('POST', '/api/staff/authors', { email: 'walk-pending@example.com', full_name: 'Wanda' });
    expect(created.statusCode).toBe(201);
    const after = (await get('/api/staff/authors?q=walk-pending')).json().authors;
    expect(after.map((row: { id: string; record: boolean }) => [row.id, row.record])).toEqual([
      [created.json().id, true],
    ]);
    expect(after[0].account).toBe('unconfirmed');
  });

  it('sorts by name, email, creation or balance, either way, ties broken by id', async () => {
    const ids = async (query: string) =>
      ((await get(`/api/staff/authors?${query}`)).json().authors as { id: string }[]).map((row) => row.id);
    const rows = (await get('/api/staff/authors')).json().authors as {
      id: string;
      email: string;
      created_at: string;
      outstanding: number;
    }[];
    const byEmail = [...rows].sort((a, b) => (a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1));
    expect(await ids('sort=email')).toEqual(byEmail.map((row) => row.id));
    expect(await ids('sort=email&order=desc')).toEqual(byEmail.reverse().map((row) => row.id));
    const byCreated = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || (a.id < b.id ? -1 : 1));
    expect(await ids('sort=created&order=desc')).toEqual(byCreated.map((row) => row.id));
    const byOutstanding = [...rows].sort((a, b) => b.outstanding - a.outstanding || (a.id < b.id ? -1 : 1));
    expect(await ids('sort=outstanding&order=desc')).toEqual(byOutstanding.map((row) => row.id));
    expect((await get('/api/staff/authors?sort=shoe_size')).statusCode).toBe(400);
    expect((await get('/api/staff/authors?sort=email&order=sideways')).statusCode).toBe(400);
  });

  it('refuses unknown filter values with the field named', async () => {
    const response = await get('/api/staff/authors?status=Deleted&balance=maybe');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['balance', 'status']);
  });
});

describe('author file', () => {
  it('holds the profile, totals and every row the author sees', async () => {
    const response = await get(`/api/staff/authors/${people.A.id}`);
    expect(response.statusCode).toBe(200);
    const file = response.json();
    expect(file.author.email).toBe('alice@example.com');
    expect(file.totals).toEqual({ paid_to_date: 1450, outstanding: 420.5 });
    expect([file.invoices.length, file.projects.length, file.installments.length, file.agreements.length]).toEqual([
      5, 5, 4, 6,
    ]);
  });

  it('answers 404 for an unknown author and 400 for an id that is not one', async () => {
    expect((await get('/api/staff/authors/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/staff/authors/nope')).statusCode).toBe(400);
  });
});

describe('creating an author before they have an account', () => {
  it('validates every field and names the ones refused', async () => {
    const response = await send('POST', '/api/staff/authors', { email: 'not-an-email', full_name: ' ', phone: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['email', 'full_name', 'phone']);
  });

  it('refuses a second author with the same email, whatever its case', async () => {
    const response = await send('POST', '/api/staff/authors', { email: 'ALICE@example.com', full_name: 'Alice Again' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.email).toBeDefined();
  });

  it('creates the record (Active, US by default), audits it, and links it when the person accepts an invite', async () => {
    const created = await send('POST', '/api/staff/authors', { email: 'nora@example.com', full_name: 'Nora Quill' });
    expect(created.statusCode).toBe(201);
    const author = created.json();
    expect(author).toMatchObject({ email: 'nora@example.com', author_status: 'Active', country: 'US' });
    const [audit] = await auditRows(t.database.db, author.id);
    expect(audit).toMatchObject({ action: 'author.create', actor_id: admin.id, author_id: author.id, before: null });
    expect(audit?.after).toMatchObject({ email: 'nora@example.com', full_name: 'Nora Quill' });

    const invoice = await send('POST', `/api/staff/authors/${author.id}/invoices`, {
      service: 'Copy Editing',
      order_number: null,
      currency: 'USD',
      amount: null,
      total_amount: 640,
      total_service_amount: null,
      issue_date: '2025-03-01',
      due_date: '2025-03-31',
      items: [{ description: 'Copy editing, 12,800 words', quantity: 1, unitPrice: 640 }],
      gst_rate: null,
      notes: null,
      production_project_id: null,
      status: 'pending',
    });
    expect(invoice.statusCode).toBe(201);

    const invited = await send('POST', `/api/staff/authors/${author.id}/invite`, {});
    expect(invited.statusCode).toBe(200);
    expect((await get(`/api/staff/authors/${author.id}`)).json().account).toBe('invited');
    const again = await send('POST', `/api/staff/authors/${author.id}/invite`, {});
    expect(again.statusCode).toBe(409);

    const { token } = await lastMailToken(t, 'nora@example.com', 'invite_token');
    const accepted = await identity(t, 'POST', '/verify', {
      body: { type: 'signup', token, password: 'Quill-bridge-2026' },
    });
    expect(accepted.statusCode).toBe(200);
    const session = bearer(accepted.json().access_token);
    const profile = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: session });
    expect(profile.json()).toMatchObject({ id: author.id, full_name: 'Nora Quill' });
    const invoices = await t.app.inject({ method: 'GET', url: '/api/me/invoices', headers: session });
    expect(invoices.json().map((row: { id: string }) => row.id)).toEqual([invoice.json().id]);
    expect((await get(`/api/staff/authors/${author.id}`)).json().account).toBe('active');
    const actions = (await auditRows(t.database.db, author.id)).map((row) => row.action);
    expect(actions).toEqual(['author.create', 'author.invite']);
  });

  it('refuses an invite for an author who already has an account', async () => {
    await tokenFor(t.database.db, people.B);
    const response = await send('POST', `/api/staff/authors/${people.B.id}/invite`, {});
    expect(response.statusCode).toBe(409);
  });
});

describe('editing an author', () => {
  it('changes the status and records before and after', async () => {
    const response = await send('PATCH', `/api/staff/authors/${people.B.id}`, { author_status: 'Inactive' });
    expect(response.statusCode).toBe(200);
    expect(response.json().author_status).toBe('Inactive');
    const rows = await auditRows(t.database.db, people.B.id);
    const last = rows.at(-1);
    expect(last).toMatchObject({ action: 'author.status' });
    expect(last?.before).toMatchObject({ author_status: 'Active' });
    expect(last?.after).toMatchObject({ author_status: 'Inactive' });
  });

  it('refuses an unknown status and changes nothing', async () => {
    const response = await send('PATCH', `/api/staff/authors/${people.B.id}`, { author_status: 'Gone', city: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.author_status).toEqual(['Choose Active, Paused or Inactive']);
    const row = await t.database.db
      .selectFrom('authors')
      .select(['city'])
      .where('id', '=', people.B.id)
      .executeTakeFirst();
    expect(row?.city).toBeNull();
  });

  it('answers 404 for an unknown author', async () => {
    const response = await send('PATCH', '/api/staff/authors/00000000-0000-4000-8000-000000000000', { city: 'X' });
    expect(response.statusCode).toBe(404);
  });
});
