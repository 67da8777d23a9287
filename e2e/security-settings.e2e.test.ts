import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { accessToken, authorPage, DEMO_AUTHOR, DEMO_STAFF } from './support/login.js';
import { startServer, type RunningServer } from './support/server.js';
import { readOutbox } from '../apps/server/test/support/outbox.js';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ context, page } = await signedIn());
  await page.goto(`${server.url}/dashboard/security`);
  await page.getByRole('heading', { name: 'Security Settings' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A new browser with the demo author signed in through the header's Login menu, on a session of its own. */
async function signedIn(): Promise<{ context: BrowserContext; page: Page }> {
  const tab = await authorPage(browser, server.url, { ownSession: true });
  return { context: tab.context(), page: tab };
}

/** An author created by staff, who has no identity account yet (the checklist's legacy author). */
async function createLegacyAuthor(email: string): Promise<void> {
  const token = await accessToken(server.url, DEMO_STAFF);
  const created = await fetch(`${server.url}/api/staff/authors`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, full_name: 'Lena Legacy' }),
  });
  expect(created.status).toBe(201);
}

/** Recipients (lower case) of the mails the server has sent so far. */
const mailedTo = async () => (await readOutbox(server.dataDir)).map((mail) => mail.to.toLowerCase());

async function closeModal() {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('Security settings page in Chromium', () => {
  it('explains password management and opens the modal on its signup and login pages', async () => {
    await page.getByText('Protect your account with additional verification and security alerts.').waitFor();
    await page
      .getByText('Your password is managed through the settings of our sign-in service', { exact: false })
      .waitFor();
    const note = await page.getByText('On your first visit, click Manage Password', { exact: false }).textContent();
    expect(note).toMatch(/Sign up with the email address registered with us/);
    expect(note).toMatch(/existing projects, invoices and agreements appear/);

    await page.getByRole('button', { name: 'First Time Setup (Sign Up)' }).click();
    await page.getByRole('dialog').getByPlaceholder('Name').waitFor();
    await closeModal();
    // Signed in, the login page of the modal is its user page.
    await page.getByRole('button', { name: 'Change Password (Login)' }).click();
    await page.getByRole('dialog').getByText('Logged in as').waitFor();
    await closeModal();
  });

  it('shows the primary email for recovery and lets a backup email be added', async () => {
    await page.getByText(DEMO_AUTHOR, { exact: true }).waitFor();
    await page.getByText('We use this email for recovery and security notifications.').waitFor();
    await page.getByRole('button', { name: 'Add backup email' }).click();
    await page.getByLabel('Backup email address').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('runs the Manage Password helper: unknown email, staff-created author, already registered, lookup failure', async () => {
    const signups: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/.netlify/identity/signup')) signups.push(request.url());
    });
    const helper = page.getByLabel('Registered email');
    const submit = page.getByRole('button', { name: 'Manage Password' });

    await helper.fill('nobody@example.com');
    await submit.click();
    await page.getByText('No account found with this email address. Please contact support.').waitFor();
    expect(signups).toEqual([]);

    // ERR-04: an author row without an identity account gets one, and its confirmation mail.
    const legacy = 'legacy@example.com';
    await createLegacyAuthor(legacy);
    await helper.fill('Legacy@Example.com');
    const created = 'Account created! Check your email for confirmation link.';
    // The page times the toast from its insertion to its removal: a busy test process may see it
    // late, but never longer than it was shown.
    const shownFor = page.evaluate(
      (text) =>
        new Promise<number>((resolve) => {
          const shown = () =>
            Array.from(document.querySelectorAll('[data-sonner-toast]')).some((toast) =>
              toast.textContent?.includes(text),
            );
          let shownAt: number | undefined;
          const observer = new MutationObserver(() => {
            if (shownAt === undefined && shown()) shownAt = performance.now();
            else if (shownAt !== undefined && !shown()) {
              observer.disconnect();
              resolve(performance.now() - shownAt);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
      created,
    );
    await submit.click();
    await page.getByText(created).waitFor();
    expect(await shownFor).toBeGreaterThanOrEqual(5_000);
    expect(signups).toHaveLength(1);
    await expect.poll(mailedTo).toContain(legacy);

    await helper.fill(DEMO_AUTHOR);
    await submit.click();
    await page
      .getByText("Account found! Please use the 'Forgot password?' link in the Login modal to reset your password.")
      .waitFor();
    expect(signups).toHaveLength(2);

    await page.route('**/api/authors/lookup', (route) => route.abort());
    await submit.click();
    await page.getByText('Unable to process request. Please try again or contact support.').waitFor();
    await page.unroute('**/api/authors/lookup');
  });

  it('lists the active sessions and signs out one of the others', async () => {
    const other = await signedIn();
    await page.reload();
    const sessions = page.getByRole('region', { name: 'Active sessions' });
    await sessions.getByText('This device').waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    await sessions.getByRole('button', { name: /^Sign out Chrome on Linux/ }).click();
    await page.getByText('Session signed out').waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);

    await other.page.reload();
    await other.page.waitForURL(`${server.url}/`);
    expect(await other.page.evaluate(() => localStorage.getItem('gotrue.user'))).toBeNull();
    await other.context.close();
    await context.close();
  });
});
