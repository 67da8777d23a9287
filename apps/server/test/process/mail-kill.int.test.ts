import type { MailLogEntry } from '@app/contracts/staff-api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, currentServerEntry, startServer } from '../../../../e2e/support/server.js';
import { OUTCOME_UNKNOWN } from '../../src/mail/delivery.js';
import { createTestDatabase, databaseKind, type TestDatabase } from '../support/harness.js';
import { MailCatcher } from '../support/mail-catcher.js';

const SIGNUPS = 8;

/**
 * Mails are queued while the mail server is down, the server is killed with SIGKILL, the mail
 * server comes up and the server restarts on the same data: every mail is sent once. (A mail whose
 * attempt was under way at the kill may have reached the mail server: it is not sent again but
 * shown as failed, outcome unknown, in the mail log.)
 */
describe(`mail queue across SIGKILL (${databaseKind})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mail-kill-'));
  const smtp = new MailCatcher();
  let testDb: TestDatabase | undefined;
  const env: Record<string, string> = {
    DEMO_DATA: 'true',
    LOG_LEVEL: 'error',
    MAIL_POLL_INTERVAL_MS: '500',
    MAIL_RETRY_DELAY_SECONDS: '1',
    // A batch claimed by the killed worker but not begun comes back after this, not 5 minutes.
    MAIL_ABANDONED_AFTER_SECONDS: '5',
    IDENTITY_RATE_LIMIT_PER_IP: '1000',
  };

  beforeAll(async () => {
    env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    if (databaseKind === 'postgres') {
      testDb = await createTestDatabase({ migrate: false });
      env.DATABASE_URL = testDb.url!;
    }
  });
  afterAll(async () => {
    await smtp.stop();
    await testDb?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () => startServer({ entry: currentServerEntry(), dataDir, env });
  const emails = Array.from({ length: SIGNUPS }, (_, i) => `kill-${i}@example.com`);

  it('loses no queued mail and sends none twice', async () => {
    const first = await start();
    const signups = await Promise.all(
      emails.map((email) =>
        fetch(`${first.url}/.netlify/identity/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Sturdy-pass-2026' }),
        }),
      ),
    );
    for (const signup of signups) expect(signup.status).toBe(200);
    first.process.kill('SIGKILL');
    await first.exited;

    await smtp.start(Number(new URL(env.SMTP_URL!).port));
    const second = await start();
    try {
      const login = await fetch(`${second.url}/.netlify/identity/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'staff@example.com',
          password: 'quill-demo-2026',
        }),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const mailLog = async () =>
        (
          (await (
            await fetch(`${second.url}/api/staff/mail?limit=200`, { headers: { authorization: `Bearer ${token}` } })
          ).json()) as { mails: MailLogEntry[] }
        ).mails.filter((mail) => emails.includes(mail.recipient));
      const inFlightAtKill = (mail: MailLogEntry) =>
        mail.status === 'sending' || (mail.status === 'failed' && mail.last_error?.startsWith(OUTCOME_UNKNOWN));

      // Every mail is sent, except any whose attempt the kill interrupted. The retries back off
      // (1 s, 2 s, 4 s, … here), so the next attempt may come a while after the restart.
      const log = await vi.waitFor(
        async () => {
          const mails = await mailLog();
          expect(mails).toHaveLength(SIGNUPS);
          for (const mail of mails) expect(mail.status === 'sent' || inFlightAtKill(mail)).toBe(true);
          return mails;
        },
        { timeout: 150_000, interval: 500 },
      );
      for (const mail of log) {
        const received = smtp.mails.filter((sent) => sent.to.includes(mail.recipient));
        if (mail.status === 'sent') expect(received).toHaveLength(1);
        else expect(received.length).toBeLessThanOrEqual(1);
      }
    } finally {
      await second.stop();
    }
  }, 300_000);
});
