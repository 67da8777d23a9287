import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { settledOutbox, waitForMail } from '../../test/outbox.js';
import { people, startFixtureApp, tokenFor } from '../authors/test-fixture.js';
import { touchPresence } from '../realtime/presence.js';
import { staffMember, type StaffMember } from '../staff/test-support.js';
import { AWAY_MS, mailWaitingReply } from './reply-notice.js';

describe('a staff reply waiting for an author who is away', () => {
  let t: TestApp;
  let support: StaffMember;
  beforeAll(async () => {
    ({ t } = await startFixtureApp());
    support = await staffMember(t.database.db, ['support']);
  });
  afterAll(() => t.close());

  const reply = async (authorId: string, text: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/staff/conversations/${authorId}/messages`,
      headers: support.headers,
      payload: { client_id: randomUUID(), description: text },
    });
    expect(response.statusCode).toBe(201);
  };
  const noticesTo = async (email: string) =>
    (await settledOutbox(t)).filter((mail) => mail.to === email && mail.subject === 'A reply is waiting for you');

  it('mails an author with no socket at once, once for several replies', async () => {
    await reply(people.A.id, 'Your cover is ready.');
    await reply(people.A.id, 'And the proofs too.');
    await reply(people.A.id, 'Take your time.');
    const mail = await waitForMail(t.dataDir, people.A.email, (sent) => sent.subject === 'A reply is waiting for you');
    expect(mail.text).toContain(`${t.config.siteUrl}/dashboard`);
    expect(await noticesTo(people.A.email)).toHaveLength(1);
  });

  it('stores both checks with the reply: one due at once, one once the author has been away', async () => {
    await reply(people.L.id, 'Your manuscript arrived.');
    const { rows } = await sql<{ due_in_seconds: number }>`
      select round(extract(epoch from start_after - created_on))::int as due_in_seconds from pgboss.job
      where name = 'chat-reply-notices' and data->>'authorId' = ${people.L.id} order by start_after`.execute(
      t.database.db,
    );
    expect(rows.map((row) => row.due_in_seconds)).toEqual([0, AWAY_MS / 1000 + 5]);
  });

  it('waits until an author who just left has been away 10 minutes (frozen clock)', async () => {
    await tokenFor(t.database.db, people.B); // B's account, whose sockets count
    const left = new Date();
    await touchPresence(t.database.db, [people.B.id], left);
    await reply(people.B.id, 'We have a question about chapter 3.');
    const check = (msAfterLeaving: number) =>
      mailWaitingReply(t.database.db, t.mailQueue, {
        authorId: people.B.id,
        now: new Date(left.getTime() + msAfterLeaving),
        siteUrl: t.config.siteUrl,
      });
    expect(await check(60_000)).toBe(false);
    expect(await check(AWAY_MS - 1_000)).toBe(false);
    expect(await check(AWAY_MS + 1_000)).toBe(true);
    // Checked again (the later job, another instance): still one mail.
    await check(AWAY_MS + 60_000);
    expect(await noticesTo(people.B.email)).toHaveLength(1);

    // Once a device of the author has received the replies, nothing waits any more.
    await t.database.db
      .updateTable('chat_conversations')
      .set({ author_delivered_at: new Date() })
      .where('author_id', '=', people.B.id)
      .execute();
    expect(await check(AWAY_MS * 3)).toBe(false);
  });
});
