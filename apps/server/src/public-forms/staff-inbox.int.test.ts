import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { people, seedChecklistFixture } from '../../test/support/checklist-fixture.js';
import { auditRows, staffMember, type StaffMember } from '../../test/support/staff.js';

describe('staff inbox: handling what the public site collected', () => {
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

  const patch = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PATCH', url, headers, payload });

  it('moves a quote request to another status and audits it with the author it came from', async () => {
    const quote = await t.database.db
      .insertInto('quote_requests')
      .values({
        reference: 'QB-INBOX001',
        author_id: people.A.id,
        contact_name: 'Ada Author',
        email: 'ada@example.com',
        phone: null,
        notes: null,
        items: JSON.stringify([]),
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    expect((await patch(`/api/staff/inbox/quotes/${quote.id}`, support.headers, { status: 'closed' })).statusCode).toBe(
      403,
    );
    const answer = await patch(`/api/staff/inbox/quotes/${quote.id}`, admin.headers, { status: 'contacted' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: quote.id, status: 'contacted' });

    const [entry, ...others] = await auditRows(t.database.db, quote.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'quote_request.status',
      entity_type: 'quote_request',
      author_id: people.A.id,
      actor_email: admin.email,
      before: expect.objectContaining({ status: 'new' }),
      after: expect.objectContaining({ status: 'contacted' }),
    });
  });

  it('marks a contact message handled once, keeps the first time on a repeat, and clears it', async () => {
    const message = await t.database.db
      .insertInto('contact_messages')
      .values({ name: 'Jane Reader', email: 'jane@example.com', message: 'A memoir.', consent: true })
      .returningAll()
      .executeTakeFirstOrThrow();
    const handle = (handled: boolean) => patch(`/api/staff/inbox/contact/${message.id}`, admin.headers, { handled });

    const first = await handle(true);
    expect(first.statusCode).toBe(200);
    const handledAt = first.json().handled_at;
    expect(handledAt).toEqual(expect.any(String));
    expect((await handle(true)).json().handled_at).toBe(handledAt);
    expect((await handle(false)).json().handled_at).toBeNull();

    const entries = await auditRows(t.database.db, message.id);
    expect(entries.map((entry) => [entry.action, entry.entity_type, entry.author_id])).toEqual([
      ['contact_message.handled', 'contact_message', null],
      ['contact_message.handled', 'contact_message', null],
      ['contact_message.handled', 'contact_message', null],
    ]);
    expect(entries[2]).toMatchObject({ after: expect.objectContaining({ handled_at: null }) });
  });

  it('answers 404 for a request or message that does not exist, and writes no audit entry', async () => {
    const unknown = randomUUID();
    const quote = await patch(`/api/staff/inbox/quotes/${unknown}`, admin.headers, { status: 'closed' });
    expect(quote.statusCode).toBe(404);
    expect(quote.json().error.message).toBe('Quote request not found');
    const message = await patch(`/api/staff/inbox/contact/${unknown}`, admin.headers, { handled: true });
    expect(message.statusCode).toBe(404);
    expect(message.json().error.message).toBe('Message not found');
    expect(await auditRows(t.database.db, unknown)).toEqual([]);
  });
});
