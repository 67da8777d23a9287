import { siteConfig } from '@app/contracts/site-config';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../../e2e/support/server.js';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { identity } from '../../test/support/identity-inject.js';
import { MailCatcher } from '../../test/support/mail-catcher.js';
import { settledOutbox, waitForMail } from '../../test/support/outbox.js';
import { TcpProxy } from '../../test/support/tcp-proxy.js';
import { mailTexts } from '../identity/mail/mail-texts.js';
import { OUTCOME_UNKNOWN } from './delivery.js';

const mailRows = (t: TestApp) => t.database.db.selectFrom('mail_messages').selectAll().orderBy('created_at').execute();

/** The pg-boss jobs of one mail, by state. */
const jobStates = async (t: TestApp, mailId: string) =>
  (
    await sql<{
      state: string;
    }>`select state from pgboss.job where name = 'mail' and data->>'mailId' = ${mailId}`.execute(t.database.db)
  ).rows.map((row) => row.state);

const contact = { name: 'Jane Reader', email: 'jane@example.com', message: 'A memoir, finished.', consent: true };

describe('mail while the SMTP server is down', () => {
  let t: TestApp;
  let port: number;
  let smtp: MailCatcher | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.stop();
  });

  it('answers signup, recovery and the contact form at once, and sends their mails once the server is up', async () => {
    const email = 'offline@example.com';
    const signup = await identity(t, 'POST', '/signup', { body: { email, password: 'Sturdy-pass-2026' } });
    expect(signup.statusCode).toBe(200);
    expect((await identity(t, 'POST', '/recover', { body: { email } })).statusCode).toBe(200);
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(sent.statusCode).toBe(201);

    // Every mail was tried and refused, and waits for its next attempt; the site stays healthy.
    await vi.waitFor(
      async () => {
        const rows = await mailRows(t);
        expect(rows).toHaveLength(3);
        for (const row of rows) expect(row).toMatchObject({ status: 'queued', last_error: expect.any(String) });
      },
      { timeout: 15_000 },
    );
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', mail: { waiting: 3, failed: 0 } });

    smtp = new MailCatcher();
    await smtp.start(port);
    await vi.waitFor(
      async () => expect((await mailRows(t)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']),
      {
        timeout: 30_000,
      },
    );
    const received = smtp.mails.map((mail) => `${mail.to.join()} ${mail.subject}`).sort();
    expect(received).toEqual(
      [
        `${email} ${mailTexts.en.confirmation.subject}`,
        `${email} ${mailTexts.en.recovery.subject}`,
        `${siteConfig.email.toLowerCase()} Website message from ${contact.name}`,
      ].sort(),
    );
    expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(3);
  });
});

describe('the mail queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mail = (to: string, key?: string) => ({
    kind: 'test',
    to,
    subject: 'Hello',
    text: 'Hi',
    html: '<p>Hi</p>',
    key,
  });

  it('never sends a mail whose transaction rolled back', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await t.mailQueue.enqueue(trx, mail('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.mailQueue.enqueue(t.database.db, mail('committed@example.com'));

    await waitForMail(t.dataDir, 'committed@example.com');
    const recipients = (await settledOutbox(t)).map((sent) => sent.to);
    expect(recipients).not.toContain('rolled-back@example.com');
    expect((await mailRows(t)).map((row) => row.recipient)).not.toContain('rolled-back@example.com');
    const jobs = await sql<{
      count: number;
    }>`select count(*)::int as count from pgboss.job where name = 'mail'`.execute(t.database.db);
    expect(jobs.rows[0]?.count).toBe(1);
  });

  it('stores one mail per idempotency key, however often it is enqueued', async () => {
    for (let i = 0; i < 3; i += 1) await t.mailQueue.enqueue(t.database.db, mail('once@example.com', 'test:once'));
    await waitForMail(t.dataDir, 'once@example.com');
    expect((await settledOutbox(t)).filter((sent) => sent.to === 'once@example.com')).toHaveLength(1);
  });
});

describe('a send whose answer is lost', () => {
  it('is marked failed with an unknown outcome and not sent again', async () => {
    // The server takes the message, then the connection drops before its "250 OK" gets through.
    let proxy: TcpProxy | undefined = undefined;
    const smtp = new MailCatcher({ beforeAnswer: () => proxy!.stop() });
    const smtpPort = Number(new URL(await smtp.start()).port);
    proxy = new TcpProxy({ host: '127.0.0.1', port: smtpPort }, await freePort());
    await proxy.start();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}` });
    try {
      const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
      expect(sent.statusCode).toBe(201);
      await vi.waitFor(async () => expect((await mailRows(t))[0]?.status).toBe('failed'), { timeout: 15_000 });
      const [row] = await mailRows(t);
      expect(row?.last_error).toContain(OUTCOME_UNKNOWN);
      // Its job is done, not waiting for a retry; the server holds exactly one copy.
      await vi.waitFor(async () => expect(await jobStates(t, row!.id)).toEqual(['completed']));
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await t.close();
      await proxy.stop();
      await smtp.stop();
    }
  });
});
