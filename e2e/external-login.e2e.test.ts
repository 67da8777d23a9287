import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGoogle } from '../apps/server/test/support/oidc-google.js';
import { launchBrowser } from './support/browser.js';
import { openHeaderLogin } from './support/login.js';
import { freePort, startServer, type RunningServer } from './support/server.js';

const ACCOUNT = {
  id: 'google-e2e-1',
  email: 'grace.google@example.com',
  emailVerified: true,
  name: 'Grace Google',
  picture: 'https://images.example/grace.png',
};

let google: FakeGoogle;
/** The site with Google sign-in configured against the test provider. */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The provider must know the callback, which is on the server's own URL: pick its port first.
  const port = await freePort();
  google = new FakeGoogle();
  await google.start(`http://127.0.0.1:${port}/.netlify/identity/callback`);
  server = await startServer({ port, env: google.env() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await google?.stop();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Opens the login modal from the header and waits for the settings to show the Sign up tab. */
async function openLogin(page: Page) {
  await openHeaderLogin(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('navigation').getByRole('button', { name: 'Sign up' }).waitFor();
  return dialog;
}

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('gotrue.user'));

describe('external login with Google in Chromium (a real OpenID Connect provider)', () => {
  it('signs in at the provider and comes back signed in on /dashboard with the author synced', async () => {
    google.nextLogin = ACCOUNT;
    const { context, page } = await newPage();
    // The first profile read after the round trip is the session's author sync.
    const authorSync = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me/profile');
    await page.goto(`${server.url}/about`);
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Continue with Google Workspace' }).click();

    await page.waitForURL(`${server.url}/dashboard`);
    const stored = JSON.parse((await storedSession(page)) ?? 'null');
    expect(stored).toMatchObject({
      url: '/.netlify/identity',
      email: ACCOUNT.email,
      app_metadata: { provider: 'google' },
      user_metadata: { full_name: ACCOUNT.name, avatar_url: ACCOUNT.picture },
    });
    expect(stored.token.refresh_token).toBeTruthy();
    const cookies = await context.cookies(server.url);
    expect(cookies.find((cookie) => cookie.name === 'nf_jwt')).toMatchObject({
      value: stored.token.access_token,
      httpOnly: true,
    });

    await page.getByRole('heading', { name: `Welcome back, ${ACCOUNT.name}!` }).waitFor();
    // The sync ran on the page the provider returned to (its body went with that document);
    // the author it made is the one the dashboard now reads.
    expect((await authorSync).status()).toBe(200);
    const profile = await page.evaluate(async (token) => {
      const response = await fetch('/api/me/profile', { headers: { authorization: `Bearer ${token}` } });
      return response.json();
    }, stored.token.access_token);
    expect(profile).toMatchObject({ email: ACCOUNT.email, full_name: ACCOUNT.name });
    await context.close();
  });

  it('shows the provider refusal in the login modal, clears the hash and stores no session', async () => {
    google.nextLogin = null;
    const { context, page } = await newPage();
    await page.goto(`${server.url}/about`);
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Continue with Google Workspace' }).click();

    // The round trip ends on the page it started from, whose modal shows the provider's words.
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe('The person declined');
    expect(page.url()).toBe(`${server.url}/about`);
    await expect(dialog.locator('button[type=submit]').textContent()).resolves.toBe('Log in');
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(await storedSession(page)).toBeNull();
    await context.close();
  });
});
