import type { MailLogEntry } from '@app/contracts/staff-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { MailCatcher } from '../../test/support/mail-catcher.js';
import { bearer, people, tokenFor } from '../../test/support/checklist-fixture.js';
import { auditRows, staffMember, type StaffMember } from '../../test/support/staff.js';

describe('staff mail log', () => {
  let t: TestApp;
  let smtp: MailCatcher;
  let admin: StaffMember;
  let support: StaffMember;
  beforeAll(async () => {
    smtp = new MailCatcher();
    t = await createTestApp({ SMTP_URL: await smtp.start() });
    admin = await staffMember(t.database.db, ['admin']);
    support = await staffMember(t.database.db, ['support']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const log = async (who: { headers: Record<string, string> }, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/staff/mail${query}`, headers: who.headers });
    expect(response.statusCode).toBe(200);
    return response.json().mails as MailLogEntry[];
  };
  const retry = (mailId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/staff/mail/${mailId}/retry`, headers });

  it('shows a refused mail as failed with the server answer, and an admin sends it again', async () => {
    smtp.refuse = true;
    const payload = { name: 'Jane Reader', email: 'jane@example.com', message: 'A memoir, finished.', consent: true };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload })).statusCode).toBe(201);
    const failed = await vi.waitFor(
      async () => {
        const [mail] = await log(support, '?status=failed');
        if (!mail) throw new Error('not failed yet');
        return mail;
      },
      { timeout: 15_000 },
    );
    expect(failed).toMatchObject({ kind: 'contact', status: 'failed', attempts: 1 });
    expect(failed.last_error).toMatch(/^550 /);
    expect(await log(support, '?status=sent')).toEqual([]);

    // Support staff may read the log, not send mail again.
    expect((await retry(failed.id, support.headers)).statusCode).toBe(403);
    smtp.refuse = false;
    const retried = await retry(failed.id, admin.headers);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().mail).toMatchObject({ id: failed.id, status: 'queued' });
    await vi.waitFor(
      async () => expect((await log(admin, '?status=sent')).map((mail) => mail.id)).toEqual([failed.id]),
      {
        timeout: 15_000,
      },
    );
    expect(smtp.mails).toHaveLength(1);
    const [sent] = await log(admin);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, smtp_response: expect.stringMatching(/^250 /) });

    const [entry] = await auditRows(t.database.db, failed.id);
    expect(entry).toMatchObject({ action: 'mail_message.retry', entity_type: 'mail_message', actor_id: admin.id });
    // A mail that went out is not sent again.
    expect((await retry(failed.id, admin.headers)).statusCode).toBe(409);
  });

  it('refuses authors, anonymous callers, unknown mails and bad filters', async () => {
    const author = { headers: bearer(await tokenFor(t.database.db, people.A)) };
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/mail', headers: author.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/mail' })).statusCode).toBe(401);
    const badStatus = await t.app.inject({ method: 'GET', url: '/api/staff/mail?status=lost', headers: admin.headers });
    expect(badStatus.statusCode).toBe(400);
    expect((await retry('00000000-0000-4000-8000-000000000000', admin.headers)).statusCode).toBe(404);
    expect((await retry('not-a-mail', admin.headers)).statusCode).toBe(400);
  });
});
