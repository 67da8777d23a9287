import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from '../apps/server/test/support/mail-catcher.js';
import { launchBrowser } from './support/browser.js';
import { staffPage } from './support/login.js';
import { startServer, type RunningServer } from './support/server.js';

/** The staff mail log: a mail the mail server refused, sent again with Retry once it takes mail. */
describe('staff mail log in Chromium', () => {
  const smtp = new MailCatcher();
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    smtp.refuse = true;
    server = await startServer({ env: { SMTP_URL: await smtp.start(), MAIL_POLL_INTERVAL_MS: '500' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    await smtp.stop();
  });

  it('shows a failed mail with the server answer, and Retry sends it', async () => {
    const contact = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Mira Page', email: 'mira@example.com', message: 'About my novel.', consent: true }),
    });
    expect(contact.status).toBe(201);

    const page = await staffPage(browser, server.url, { path: '/staff/mail?status=failed' });
    await page.getByRole('heading', { name: 'Mail log' }).waitFor();

    // The worker may still be on its first attempt: reload until the refusal shows.
    const failed = page.getByRole('listitem').filter({ hasText: 'Website message from Mira Page' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Mail log' }).waitFor();
          return failed.count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    await failed.getByText('Last error: 550 Mailbox unavailable').waitFor();

    smtp.refuse = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Mail queued to be sent again.').waitFor();
    await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(1);
    await page.goto(`${server.url}/staff/mail?status=sent`);
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Website message from Mira Page' })
      .getByText('Server answer: 250')
      .waitFor();
  });
});
