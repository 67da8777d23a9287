import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { accessToken, DEMO_STAFF, staffPage } from './support/login.js';
import { mailLink } from './support/mail.js';
import { startServer, type RunningServer } from './support/server.js';

/** The staff console's authors list: its "Sort by" choice and the invitation of an unconfirmed signup. */
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The emails of the list's rows, top to bottom (each row shows its author's email under the name). */
const listedEmails = (page: Page) =>
  page
    .locator('main table tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td p.text-slate-600')?.textContent ?? ''));

describe('the staff authors list', { timeout: 120_000 }, () => {
  it('sorts by the choice of "Sort by", keeps it in the address, and after a reload', async () => {
    const token = await accessToken(server.url, DEMO_STAFF);
    for (const [full_name, email] of [
      ['Aaron Zeller', 'zz-sort@example.com'],
      ['Zoe Abbott', 'aa-sort@example.com'],
    ]) {
      const created = await fetch(`${server.url}/api/staff/authors`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ full_name, email }),
      });
      expect(created.status).toBe(201);
    }
    const page = await staffPage(browser, server.url);
    await page.goto(`${server.url}/staff/authors`);
    await page.getByRole('link', { name: 'Zoe Abbott' }).waitFor();
    const ours = async () => (await listedEmails(page)).filter((email) => email.endsWith('-sort@example.com'));
    // By name first: Aaron before Zoe.
    expect(await ours()).toEqual(['zz-sort@example.com', 'aa-sort@example.com']);

    await page.getByLabel('Sort by').selectOption({ label: 'Email (A–Z)' });
    await page.waitForURL(/[?&]sort=email\b/);
    await expect.poll(ours).toEqual(['aa-sort@example.com', 'zz-sort@example.com']);
    const emails = await listedEmails(page);
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));

    await page.getByLabel('Sort by').selectOption({ label: 'Name (Z–A)' });
    await page.waitForURL(/[?&]sort=name%3Adesc\b/);
    await expect.poll(ours).toEqual(['aa-sort@example.com', 'zz-sort@example.com']);
    await page.reload();
    await page.getByRole('link', { name: 'Zoe Abbott' }).waitFor();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name:desc');
    expect(await ours()).toEqual(['aa-sort@example.com', 'zz-sort@example.com']);
  });

  it('shows an unconfirmed signup, and "Add and invite" makes it an author and mails the invitation', async () => {
    const email = 'unconfirmed-signup@example.com';
    const signup = await fetch(`${server.url}/.netlify/identity/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a signup password', data: { full_name: 'Ida Unconfirmed' } }),
    });
    expect(signup.status).toBe(200);
    const page = await staffPage(browser, server.url);
    await page.goto(`${server.url}/staff/authors`);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Email not confirmed').waitFor();
    // Not an author yet: no file to open.
    expect(await row.getByRole('link').count()).toBe(0);

    await row.getByRole('button', { name: `Add and invite ${email}` }).click();
    await page.getByText(`Invitation sent to ${email}.`).waitFor();
    await row.getByRole('link', { name: 'Ida Unconfirmed' }).waitFor();
    expect(await mailLink(server.dataDir, email, 'invite_token')).toMatch(/#invite_token=/);
  });
});
