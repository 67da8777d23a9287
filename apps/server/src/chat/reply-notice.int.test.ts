import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/support/harness.js';
import { settledOutbox, waitForMail } from '../../test/support/outbox.js';
import { people, startFixtureApp, tokenFor } from '../../test/support/checklist-fixture.js';
import { touchPresence } from '../realtime/presence.js';
import { staffMember, type StaffMember } from '../../test/support/staff.js';
import { authorsWithWaitingReplies, AWAY_MS, mailWaitingReplies, mailWaitingReply } from './reply-notice.js';

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

  const sweep = (now = new Date()) =>
    mailWaitingReplies(t.database.db, t.mailQueue, { now, siteUrl: t.config.siteUrl });

  it('mails an author with no socket at the next sweep, once for several replies', async () => {
    await reply(people.A.id, 'Your cover is ready.');
    await reply(people.A.id, 'And the proofs too.');
    await reply(people.A.id, 'Take your time.');
    expect(await authorsWithWaitingReplies(t.database.db, new Date())).toContain(people.A.id);
    await sweep();
    await sweep();
    const mail = await waitForMail(t.dataDir, people.A.email, (sent) => sent.subject === 'A reply is waiting for you');
    expect(mail.text).toContain(`${t.config.siteUrl}/dashboard`);
    expect(await noticesTo(people.A.email)).toHaveLength(1);
  });

  it('stores no job with a reply: the sweep runs from the queue’s schedule, every minute', async () => {
    await reply(people.L.id, 'Your manuscript arrived.');
    const jobs = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job where name = 'chat-reply-notices' and data->>'authorId' = ${people.L.id}`.execute(
      t.database.db,
    );
    expect(jobs.rows[0]?.n).toBe(0);
    expect(t.jobs.schedule('chat-reply-notices')).toMatchObject({ cron: '* * * * *' });
  });

  it('looks only at replies of the last day that no device of the author has received', async () => {
    await reply(people.L.id, 'Are you there?');
    const dayLater = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    expect(await authorsWithWaitingReplies(t.database.db, dayLater)).not.toContain(people.L.id);
    await t.database.db
      .updateTable('chat_conversations')
      .set({ author_delivered_at: new Date() })
      .where('author_id', '=', people.L.id)
      .execute();
    expect(await authorsWithWaitingReplies(t.database.db, new Date())).not.toContain(people.L.id);
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
    // Checked again (a later sweep, another instance): still one mail.
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
