import { authorDataTopic, type ServerFrameOf } from '@app/contracts/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { ids, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { staffMember, testimonialInput, type StaffMember } from '../../test/support/staff.js';
import { openSocket, type TestSocket } from '../../test/support/realtime-client.js';

let t: TestApp;
let baseUrl: string;
let admin: StaffMember;
const tokens: Record<'A' | 'B', string> = { A: '', B: '' };
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await seedChecklistFixture(t.database.db);
  admin = await staffMember(t.database.db, ['admin']);
  tokens.A = await tokenFor(t.database.db, people.A);
  tokens.B = await tokenFor(t.database.db, people.B);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()));
});
afterAll(() => t.close());

/** A socket following one author's data, as the dashboard (or a staff member) opens it. */
async function follow(token: string, authorId: string): Promise<TestSocket> {
  const socket = await openSocket(baseUrl, token);
  open.push(socket);
  expect(await socket.subscribe(authorDataTopic(authorId))).toEqual({
    type: 'subscribed',
    topic: authorDataTopic(authorId),
  });
  return socket;
}

const staffCall = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: admin.headers, payload });

const setStatus = (authorId: string, status: 'Active' | 'Paused') =>
  staffCall('PATCH', `/api/staff/authors/${authorId}`, { author_status: status });

const authorData = (socket: TestSocket) =>
  socket.frames.filter((frame): frame is ServerFrameOf<'author-data'> => frame.type === 'author-data');

/**
 * The author data frames a socket got before a marker change of its own author. Notifications
 * reach every listener in commit order, so whatever an earlier change sent has arrived by then.
 */
async function framesBeforeMarker(socket: TestSocket, authorId: string): Promise<ServerFrameOf<'author-data'>[]> {
  expect((await setStatus(authorId, 'Paused')).statusCode).toBe(200);
  const marker = await socket.next(
    'author-data',
    (frame) => frame.authorId === authorId && frame.resources.join() === 'profile',
  );
  expect((await setStatus(authorId, 'Active')).statusCode).toBe(200);
  return authorData(socket).slice(0, authorData(socket).indexOf(marker));
}

const payment = {
  installment_id: null,
  payment_method: 'wire-transfer',
  gateway_name: 'Bank of Example',
  gateway_reference: 'WIRE-4242',
  processing_fees: null,
  paid_date: '2025-04-02',
};

describe('live updates of an author’s records', () => {
  it('tells the author’s socket that a payment changed their invoices and installments, and no other author', async () => {
    const alice = await follow(tokens.A, people.A.id);
    const bob = await follow(tokens.B, people.B.id);

    const response = await staffCall('POST', `/api/staff/invoices/${ids.I3}/payments`, payment);
    expect(response.statusCode).toBe(200);

    expect(await alice.next('author-data')).toEqual({
      type: 'author-data',
      authorId: people.A.id,
      resources: ['invoices', 'installments'],
    });
    expect(await framesBeforeMarker(bob, people.B.id)).toEqual([]);
  });

  it('names the part that changed: the profile for a status, projects for a milestone', async () => {
    const alice = await follow(tokens.A, people.A.id);
    expect((await setStatus(people.A.id, 'Paused')).statusCode).toBe(200);
    expect(await alice.next('author-data')).toMatchObject({ resources: ['profile'] });
    const project = await staffCall('PATCH', `/api/staff/projects/${ids.P1}`, { notes: 'Chapter 3 recorded.' });
    expect(project.statusCode).toBe(200);
    expect(await alice.next('author-data', (frame) => frame.resources.includes('projects'))).toMatchObject({
      resources: ['projects'],
    });
    expect((await setStatus(people.A.id, 'Active')).statusCode).toBe(200);
  });

  it('names royalties when a statement is issued to the author', async () => {
    const alice = await follow(tokens.A, people.A.id);
    const issued = await staffCall('POST', `/api/staff/authors/${people.A.id}/royalty-statements`, {
      period: '2025-06',
    });
    expect(issued.statusCode).toBe(201);
    expect(await alice.next('author-data', (frame) => frame.resources.includes('royalties'))).toEqual({
      type: 'author-data',
      authorId: people.A.id,
      resources: ['royalties'],
    });
  });

  it('reaches a staff member following the author', async () => {
    const staff = await follow(admin.token, people.A.id);
    expect((await staffCall('POST', `/api/staff/invoices/${ids.I4}/payments`, payment)).statusCode).toBe(200);
    expect(await staff.next('author-data')).toMatchObject({
      authorId: people.A.id,
      resources: ['invoices', 'installments'],
    });
  });

  it('refuses an author who asks to follow another author’s records', async () => {
    const bob = await openSocket(baseUrl, tokens.B);
    open.push(bob);
    expect(await bob.subscribe(authorDataTopic(people.A.id))).toMatchObject({
      type: 'error',
      code: 'forbidden',
      frame: 'subscribe',
    });
    expect(await bob.subscribe(authorDataTopic(people.B.id))).toMatchObject({ type: 'subscribed' });
    expect((await setStatus(people.A.id, 'Paused')).statusCode).toBe(200);
    expect((await setStatus(people.A.id, 'Active')).statusCode).toBe(200);
    expect(await framesBeforeMarker(bob, people.B.id)).toEqual([]);
  });

  it('says nothing of a refused change, nor of public content', async () => {
    const alice = await follow(tokens.A, people.A.id);
    // Already paid: refused, rolled back, so nothing to announce.
    expect((await staffCall('POST', `/api/staff/invoices/${ids.I1}/payments`, payment)).statusCode).toBe(409);
    const testimonial = await staffCall(
      'POST',
      '/api/staff/testimonials',
      testimonialInput({ author_name: 'Alice Walker', quote: 'A joy to work with.', published: false }),
    );
    expect(testimonial.statusCode).toBe(201);
    expect(await framesBeforeMarker(alice, people.A.id)).toEqual([]);
  });
});
