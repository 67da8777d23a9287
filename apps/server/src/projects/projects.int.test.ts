import type { Project } from '@app/contracts/dashboard-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/support/harness.js';
import { bearer, ids, people, startFixtureApp } from '../../test/support/checklist-fixture.js';
import { saveFile } from '../files/file-store.js';

let t: TestApp;
let tokenA: string;

beforeAll(async () => {
  ({ t, tokenA } = await startFixtureApp());
});
afterAll(() => t.close());

describe('GET /api/me/projects', () => {
  it('lists projects newest start first, undated last, with the spec fields', async () => {
    const response = await t.app.inject({ url: '/api/me/projects', headers: bearer(tokenA) });
    const projects = response.json<Project[]>();
    expect(projects.map((project) => project.id)).toEqual([ids.P1, ids.P2, ids.P3, ids.P4, ids.P5]);
    expect(projects[0]).toEqual({
      id: ids.P1,
      service: 'Audiobook Services',
      project_status: 'In Progress',
      book_title: 'River Song',
      start_date: '2024-05-01',
      completion_date: null,
      amount: 900,
      total_amount: 1000,
      notes: 'Narrator booked.',
    });
  });
});

describe('POST /api/me/projects/:id/update-request', () => {
  it('sends a message to support in the chat', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/me/projects/${ids.P1}/update-request`,
      headers: bearer(tokenA),
      payload: {},
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().description).toBe('Could you send me an update on Audiobook Services for "River Song"?');
    const stored = await t.database.db
      .selectFrom('author_activities')
      .select(['activity_type', 'description'])
      .where('author_id', '=', people.A.id)
      .execute();
    expect(stored).toEqual([{ activity_type: 'chat_user', description: response.json().description }]);
  });

  it('refuses a too long note and an unknown project', async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: `/api/me/projects/${ids.P1}/update-request`,
      headers: bearer(tokenA),
      payload: { message: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('message');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/me/projects/00000000-0000-4000-8000-000000000000/update-request',
      headers: bearer(tokenA),
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/me/projects/:id/files', () => {
  it("lists the files shared on the project, with the owner's download link", async () => {
    const empty = await t.app.inject({ url: `/api/me/projects/${ids.P2}/files`, headers: bearer(tokenA) });
    expect(empty.json()).toEqual([]);
    const file = await saveFile(t.database.db, {
      ownerAuthorId: people.A.id,
      productionProjectId: ids.P1,
      purpose: 'project_file',
      fileName: 'proof.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4 proof'),
    });
    const response = await t.app.inject({ url: `/api/me/projects/${ids.P1}/files`, headers: bearer(tokenA) });
    expect(response.json()).toEqual([
      expect.objectContaining({ id: file.id, file_name: 'proof.pdf', size_bytes: 14, url: `/api/me/files/${file.id}` }),
    ]);
    const download = await t.app.inject({ url: `/api/me/files/${file.id}`, headers: bearer(tokenA) });
    expect(download.headers['content-disposition']).toBe("inline; filename*=UTF-8''proof.pdf");
  });
});

describe('GET /api/me/contracts', () => {
  it('lists agreement documents newest first with all their columns', async () => {
    const response = await t.app.inject({ url: '/api/me/contracts', headers: bearer(tokenA) });
    const contracts = response.json<{ service_name: string; signed_at: string | null }[]>();
    expect(contracts.map((contract) => contract.service_name.slice(0, 2))).toEqual([
      'C6',
      'C5',
      'C4',
      'C3',
      'C2',
      'C1',
    ]);
    // The spec's ten columns, and the state of an in-app signature (none here).
    expect(Object.keys(contracts[0]!)).toHaveLength(11);
    expect(contracts[0]).toMatchObject({ signature: null });
    expect(contracts[5]!.signed_at).toBe('2024-01-02T12:00:00.000Z');
  });
});

describe('payment method preference', () => {
  it('is unset at first, then saved and returned', async () => {
    const first = await t.app.inject({ url: '/api/me/payment-method', headers: bearer(tokenA) });
    expect(first.json()).toEqual({ method: null });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/payment-method',
      headers: bearer(tokenA),
      payload: { method: 'wire-transfer' },
    });
    expect(saved.json()).toEqual({ method: 'wire-transfer' });
    const again = await t.app.inject({ url: '/api/me/payment-method', headers: bearer(tokenA) });
    expect(again.json()).toEqual({ method: 'wire-transfer' });
  });

  it('refuses an unknown method, keeping the saved one', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/payment-method',
      headers: bearer(tokenA),
      payload: { method: 'bitcoin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('method');
    const again = await t.app.inject({ url: '/api/me/payment-method', headers: bearer(tokenA) });
    expect(again.json()).toEqual({ method: 'wire-transfer' });
  });
});

describe('GET /api/me/books', () => {
  it('is empty for an author without linked books', async () => {
    const response = await t.app.inject({ url: '/api/me/books', headers: bearer(tokenA) });
    expect(response.json()).toEqual([]);
  });
});
