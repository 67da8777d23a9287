import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, ids, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { auditRows, multipartFile, PDF, PNG, staffMember, type StaffMember } from '../../test/support/staff.js';

let t: TestApp;
let admin: StaffMember;
let support: StaffMember;
let aliceToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  admin = await staffMember(t.database.db, ['admin']);
  support = await staffMember(t.database.db, ['support']);
  aliceToken = await tokenFor(t.database.db, people.A);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, who = admin) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const asAlice = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(aliceToken) });

const newProject = {
  service: 'Book Trailer Services',
  book_title: 'River Song',
  project_status: 'pending',
  start_date: '2025-05-01',
  completion_date: null,
  amount: null,
  total_amount: 900,
  notes: 'Storyboard in review',
};

describe('projects', () => {
  it('validates the status and money, then the date order', async () => {
    const url = `/api/staff/authors/${people.A.id}/projects`;
    const invalid = await call('POST', url, { ...newProject, project_status: 'almost', total_amount: 'lots' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual(['project_status', 'total_amount']);
    const backwards = await call('POST', url, { ...newProject, completion_date: '2025-04-01' });
    expect(backwards.json().error.fields).toEqual({ completion_date: ['Completion cannot be before the start'] });
  });

  it('creates a project the author sees on their orders at once', async () => {
    const response = await call('POST', `/api/staff/authors/${people.A.id}/projects`, newProject);
    expect(response.statusCode).toBe(201);
    const project = response.json();
    const orders = (await asAlice('/api/me/projects')).json();
    expect(orders.find((row: { id: string }) => row.id === project.id)).toMatchObject({
      project_status: 'pending',
      notes: 'Storyboard in review',
    });
    const [audit] = await auditRows(t.database.db, project.id);
    expect(audit).toMatchObject({ action: 'project.create', author_id: people.A.id, before: null });
  });

  it('creates a project without a status yet', async () => {
    const response = await call('POST', `/api/staff/authors/${people.A.id}/projects`, {
      ...newProject,
      project_status: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().project_status).toBeNull();
  });

  it('lets support move a project along but not change its service or price', async () => {
    const progress = await call(
      'PATCH',
      `/api/staff/projects/${ids.P3}`,
      { project_status: 'in_progress', start_date: '2024-03-05' },
      support,
    );
    expect(progress.statusCode).toBe(200);
    const price = await call('PATCH', `/api/staff/projects/${ids.P3}`, { notes: 'ok', total_amount: 5 }, support);
    expect(price.statusCode).toBe(403);
    expect(price.json().error.message).toBe('Support may update a project’s status, milestone note and dates only');
  });

  it('checks the date order against the stored dates', async () => {
    const response = await call('PATCH', `/api/staff/projects/${ids.P3}`, { completion_date: '2024-01-01' }, support);
    expect(response.json().error.fields).toEqual({ completion_date: ['Completion cannot be before the start'] });
  });

  it('answers 404 for an unknown project or author', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', `/api/staff/projects/${unknown}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/api/staff/authors/${unknown}/projects`, newProject)).statusCode).toBe(404);
  });
});

describe('agreements', () => {
  let agreementId: string;

  it('creates an agreement addressed to the author by default', async () => {
    const response = await call('POST', `/api/staff/authors/${people.A.id}/agreements`, {
      service_name: 'Audiobook Production Agreement',
      email_subject: 'Your audiobook agreement',
      recipient_name: null,
      recipient_email: null,
      status: 'sent',
      signing_url: 'https://sign.example.com/env/123',
    });
    expect(response.statusCode).toBe(201);
    agreementId = response.json().id;
    expect(response.json()).toMatchObject({
      recipient_name: 'Alice Walker',
      recipient_email: 'alice@example.com',
      document_file_url: null,
      signed_at: null,
    });
  });

  it('refuses a signing link that is not a web address', async () => {
    const response = await call('PATCH', `/api/staff/agreements/${agreementId}`, {
      signing_url: 'javascript:alert(1)',
    });
    expect(response.json().error.fields).toEqual({ signing_url: ['Enter a full link starting with https://'] });
  });

  it('attaches a PDF the author downloads from their agreements', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/agreements/${agreementId}/document`,
      ...multipartFile(admin.headers, 'cover.png', 'application/pdf', PNG),
    });
    expect(refused.statusCode).toBe(415);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/agreements/${agreementId}/document`,
      ...multipartFile(admin.headers, 'agreement.pdf', 'application/pdf', PDF),
    });
    expect(response.statusCode).toBe(200);
    const url = response.json().document_file_url as string;
    const download = await asAlice(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const staffCopy = await call('GET', `/api/staff/agreements/${agreementId}/document`, undefined, support);
    expect(staffCopy.rawPayload.equals(PDF)).toBe(true);
    const audit = (await auditRows(t.database.db, agreementId)).at(-1);
    expect(audit?.action).toBe('agreement.document');
    expect(audit?.after).toMatchObject({ document_file_url: url, file: { name: 'agreement.pdf' } });
  });

  it('marks it signed once, on the given day', async () => {
    const signed = await call('POST', `/api/staff/agreements/${agreementId}/sign`, { signed_on: '2025-06-02' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'signed', signed_at: '2025-06-02T12:00:00.000Z' });
    const again = await call('POST', `/api/staff/agreements/${agreementId}/sign`, { signed_on: '2025-06-03' });
    expect(again.statusCode).toBe(409);
    const contracts = (await asAlice('/api/me/contracts')).json();
    expect(contracts.find((row: { id: string }) => row.id === agreementId).status).toBe('signed');
  });

  it('refuses to sign an expired agreement', async () => {
    const expired = await t.database.db
      .selectFrom('contract_documents')
      .select('id')
      .where('status', '=', 'expired')
      .executeTakeFirstOrThrow();
    const response = await call('POST', `/api/staff/agreements/${expired.id}/sign`, { signed_on: '2025-06-02' });
    expect(response.statusCode).toBe(409);
  });
});
