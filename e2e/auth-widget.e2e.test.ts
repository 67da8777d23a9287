import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { axeViolations } from './support/axe.js';
import { DEMO_AUTHOR, DEMO_PASSWORD, logInFromHeader, openHeaderLogin, submitLogin } from './support/login.js';
import { startServer, type RunningServer } from './support/server.js';
import { mailLink as mailedLink } from './support/mail.js';

const OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { IDENTITY_OPERATOR_TOKEN: OPERATOR_TOKEN } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function newPage(locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

function submitButton(page: Page) {
  return page.getByRole('dialog').locator('button[type=submit]');
}

/** A confirmed account with a password, made through the admin API. */
async function createUser(email: string, password: string): Promise<void> {
  const created = await fetch(`${server.url}/.netlify/identity/admin/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirm: true }),
  });
  expect(created.status).toBe(200);
}

/** A password login over HTTP, as any client makes it. */
function passwordGrant(email: string, password: string): Promise<Response> {
  return fetch(`${server.url}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
}

/** Whether the focus is on the element `locator` finds. */
function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

const mailLink = (to: string, tokenKey: string) => mailedLink(server.dataDir, to, tokenKey);

describe('sign-in modal in Chromium', () => {
  it('logs the demo author in from /about, stores the session and lands on /dashboard', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.url}/about`);
    await logInFromHeader(page);
    await page.waitForURL(`${server.url}/dashboard`);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('gotrue.user') ?? 'null'));
    expect(stored).toMatchObject({ url: '/.netlify/identity', audience: '', email: DEMO_AUTHOR });
    const exp = JSON.parse(Buffer.from(stored.token.access_token.split('.')[1], 'base64url').toString()).exp;
    expect(stored.token.expires_at).toBe(exp * 1000);
    expect(stored.token.refresh_token).toBeTruthy();
    // nf_jwt is the service's HttpOnly cookie: scripts on the page can neither read nor write it.
    const cookie = (await context.cookies(server.url)).find((candidate) => candidate.name === 'nf_jwt');
    expect(cookie).toMatchObject({ value: stored.token.access_token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('nf_jwt');
    await context.close();
  });

  it('shows the server message for a wrong password, and closing clears it', async () => {
    const { context, page } = await newPage();
    await page.goto(server.url);
    await logInFromHeader(page, DEMO_AUTHOR, 'not-the-password');
    await expect(page.getByRole('dialog').getByRole('alert').textContent()).resolves.toBe(
      'No user found with that email, or password invalid.',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await openHeaderLogin(page);
    expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0);
    await expect(submitButton(page).textContent()).resolves.toBe('Log in');
    await context.close();
  });

  it('logs out from the header: notice, back to / and no stored session', async () => {
    const { context, page } = await newPage();
    await page.goto(server.url);
    await logInFromHeader(page);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/about`);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('gotrue.user'))).toBeNull();
    expect((await context.cookies(server.url)).map((cookie) => cookie.name)).not.toContain('nf_jwt');
    await context.close();
  });

  it('logs in with the keyboard only', async () => {
    const { context, page } = await newPage();
    await page.goto(server.url);
    const login = page.getByRole('button', { name: 'Login', exact: true }).first();
    await login.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Login' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    // Focus starts inside the dialog; tab to the email field and type.
    const email = page.getByRole('dialog').locator('input[type=email]');
    for (let step = 0; step < 10 && !(await email.evaluate((input) => input === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(DEMO_AUTHOR);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/dashboard`);
    await context.close();
  });

  it('speaks French and Hungarian from the browser language', async () => {
    for (const [locale, tab, button, forgot] of [
      ['fr-FR', "S'inscrire", 'Se connecter', 'Mot de passe oublié ?'],
      ['hu-HU', 'Regisztráció', 'Bejelentkezés', 'Elfelejtett jelszó?'],
    ] as const) {
      const { context, page } = await newPage(locale);
      await page.goto(server.url);
      await openHeaderLogin(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: forgot }).waitFor();
      await expect(dialog.getByRole('navigation').getByRole('button', { name: tab }).count()).resolves.toBe(1);
      await expect(submitButton(page).textContent()).resolves.toBe(button);
      await context.close();
    }
  });

  it('is accessible (axe) on the login, signup and recovery-request pages', async () => {
    const { context, page } = await newPage();
    await page.goto(server.url);
    await openHeaderLogin(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).waitFor();
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
    await page.getByRole('dialog').getByRole('navigation').getByRole('button', { name: 'Sign up' }).click();
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
    await page.getByRole('dialog').getByRole('navigation').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
    await context.close();
  });

  it('signs up, confirms from the mailed link and lands signed in, greeted as new', async () => {
    const email = `new-author-${Date.now()}@example.com`;
    const { context, page } = await newPage();
    await page.goto(server.url);
    await openHeaderLogin(page, 'Sign Up');
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=name]').fill('Nina New');
    await dialog.locator('input[type=email]').fill(email);
    await dialog.locator('input[name=password]').fill('a-long-new-password-1');
    await submitButton(page).click();
    await dialog
      .getByText('A confirmation message was sent to your email, click the link there to continue.')
      .waitFor();

    await page.goto(await mailLink(email, 'confirmation_token'));
    await page.waitForURL(`${server.url}/dashboard`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('gotrue.user') ?? '{}').email)).toBe(email);
    // A first visit greets the new author as new; the next one as returning.
    await page.getByRole('heading', { name: 'Welcome, Nina New!' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Nina New!' }).waitFor();
    await context.close();
  });

  it('a signup made twice confirms from either link only with a password chosen there', async () => {
    const email = `claimed-${Date.now()}@example.com`;
    const signup = (password: string) =>
      fetch(`${server.url}/.netlify/identity/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const passwordLogin = (password: string) => passwordGrant(email, password);
    expect((await signup('squatter-password-1')).status).toBe(200);
    const firstLink = await mailLink(email, 'confirmation_token');
    expect((await signup('owner-password-2')).status).toBe(200);

    const { context, page } = await newPage();
    await page.goto(firstLink);
    await page.getByRole('heading', { name: 'Complete your signup' }).waitFor();
    await page.getByRole('alert').getByText('Set a password to finish your signup').waitFor();
    await page.getByRole('dialog').locator('input[name=password]').fill('chosen-password-3');
    await submitButton(page).click();
    await page.waitForURL(`${server.url}/dashboard`);
    expect((await passwordLogin('chosen-password-3')).status).toBe(200);
    expect((await passwordLogin('squatter-password-1')).status).toBe(400);
    await context.close();
  });

  it('recovers a password from the mailed link, shows the user page, then logs in with the new one', async () => {
    const email = `recover-${Date.now()}@example.com`;
    await createUser(email, 'first-password-1');
    const { context, page } = await newPage();
    await page.goto(server.url);
    await openHeaderLogin(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.locator('input[type=email]').fill(email);
    await submitButton(page).click();
    await dialog.getByText(/We've sent a recovery email/).waitFor();

    await page.goto(await mailLink(email, 'recovery_token'));
    await page.getByRole('heading', { name: 'Recover password' }).waitFor();
    await dialog.locator('input[name=password]').fill('second-password-2');
    await submitButton(page).click();
    // WID-28: the user page confirms it, signed in as the recovered user; the modal stays open.
    await dialog.getByRole('heading', { name: 'Logged in' }).waitFor();
    await expect(dialog.getByText('Logged in as').textContent()).resolves.toBe(`Logged in as ${email}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');

    expect((await passwordGrant(email, 'second-password-2')).status).toBe(200);
    await context.close();
  });

  it('accepts an invitation from the mailed link', async () => {
    const email = `invited-${Date.now()}@example.com`;
    const invite = await fetch(`${server.url}/.netlify/identity/invite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(invite.status).toBe(200);
    const { context, page } = await newPage();
    await page.goto(await mailLink(email, 'invite_token'));
    await page.getByRole('heading', { name: 'Complete your signup' }).waitFor();
    await page.getByRole('dialog').locator('input[name=password]').fill('invited-password-3');
    await submitButton(page).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await context.close();
  });

  it('confirms an email change from the mailed link while signed in', async () => {
    const email = `changer-${Date.now()}@example.com`;
    const newEmail = `changed-${Date.now()}@example.com`;
    await createUser(email, 'change-password-4');
    const { context, page } = await newPage();
    await page.goto(server.url);
    await logInFromHeader(page, email, 'change-password-4');
    await page.waitForURL(`${server.url}/dashboard`);
    const accessToken = await page.evaluate(() => JSON.parse(localStorage.getItem('gotrue.user')!).token.access_token);
    const change = await fetch(`${server.url}/.netlify/identity/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail }),
    });
    expect(change.status).toBe(200);

    await page.goto(await mailLink(newEmail, 'email_change_token'));
    await page.getByText('Your email address has been updated!').waitFor();
    // A signed-in person is offered neither Sign up nor Log in.
    expect(await page.getByRole('dialog').getByRole('navigation').count()).toBe(0);
    const user = await fetch(`${server.url}/.netlify/identity/user`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(((await user.json()) as { email: string }).email).toBe(newEmail);
    await context.close();
  });

  it('signed out, an email change link asks to log in, then applies the change once and says so', async () => {
    const email = `pending-change-${Date.now()}@example.com`;
    const newEmail = `pending-changed-${Date.now()}@example.com`;
    await createUser(email, 'pending-password-5');
    const { access_token: accessToken } = (await (await passwordGrant(email, 'pending-password-5')).json()) as {
      access_token: string;
    };
    const change = await fetch(`${server.url}/.netlify/identity/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail }),
    });
    expect(change.status).toBe(200);

    const { context, page } = await newPage();
    const userUpdates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/.netlify/identity/user')) {
        userUpdates.push(request.postData() ?? '');
      }
    });
    await page.goto(await mailLink(newEmail, 'email_change_token'));
    await expect(submitButton(page).textContent()).resolves.toBe('Log in');
    await submitLogin(page, email, 'pending-password-5');
    // TOK-08: the message shows, and stays until the person closes it; then the dashboard.
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Your email address has been updated!').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    // TOK-10: one update carried the token.
    expect(userUpdates.map((body) => Object.keys(JSON.parse(body) as object))).toEqual([['email_change_token']]);
    expect((await passwordGrant(newEmail, 'pending-password-5')).status).toBe(200);
    await context.close();
  });

  it('a failed author sync after login stays on screen, and the dashboard says it could not load, with a retry', async () => {
    const email = `unsynced-${Date.now()}@example.com`;
    await createUser(email, 'unsynced-password-6');
    const { context, page } = await newPage();
    await page.route('**/api/me/profile', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }),
    );
    await page.goto(server.url);
    await logInFromHeader(page, email, 'unsynced-password-6');
    await page.waitForURL(`${server.url}/dashboard`);
    // AUTH-11
    await page.getByText('Failed to sync author profile.').waitFor();
    await page.getByText('We could not load your profile.').waitFor();

    await page.unroute('**/api/me/profile');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('We could not load your profile.').waitFor({ state: 'detached' });
    await context.close();
  });

  it('changes the password while signed in, after checking the current one', async () => {
    const email = `changing-${Date.now()}@example.com`;
    await createUser(email, 'old-password-7');
    const { context, page } = await newPage();
    await page.goto(server.url);
    await logInFromHeader(page, email, 'old-password-7');
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/dashboard/security`);
    const opener = page.getByRole('button', { name: 'Change Password (Login)' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByRole('heading', { name: 'Change password' }).waitFor();
    // The service's rule is stated and checked before sending, once its settings have come.
    const newPassword = dialog.getByLabel('Enter a new password');
    await dialog.getByText('At least 8 characters. Common passwords are refused.').waitFor();
    await expect(newPassword.getAttribute('minlength')).resolves.toBe('8');

    await dialog.getByLabel('Enter your current password').fill('not-my-password');
    await newPassword.fill('new-password-8');
    await submitButton(page).click();
    await dialog.getByRole('alert').getByText('Your current password is incorrect.').waitFor();

    await dialog.getByLabel('Enter your current password').fill('old-password-7');
    await submitButton(page).click();
    await dialog.getByRole('heading', { name: 'Logged in' }).waitFor();
    expect((await passwordGrant(email, 'new-password-8')).status).toBe(200);
    expect((await passwordGrant(email, 'old-password-7')).status).toBe(400);

    // Still signed in here, and the focus goes back to the button that opened the modal.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(opener)).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Security Settings' }).waitFor();
    await context.close();
  });

  it("moves the focus to each page's first field, and back to the opener on close", async () => {
    const { context, page } = await newPage();
    await page.goto(server.url);
    await openHeaderLogin(page);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => hasFocus(dialog.locator('input[type=email]'))).toBe(true);

    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByRole('heading', { name: 'Recover password' }).waitFor();
    await expect.poll(() => hasFocus(dialog.locator('input[type=email]'))).toBe(true);

    await dialog.getByRole('button', { name: 'Never mind' }).click();
    await dialog.getByRole('navigation').getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => hasFocus(dialog.locator('input[name=name]'))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(page.getByRole('button', { name: 'Login', exact: true }).first())).toBe(true);
    await context.close();
  });

  it('fits the tabs on one line in every language at desktop and phone widths, and names its language', async () => {
    for (const locale of ['en', 'fr', 'es', 'hu', 'pt', 'pl', 'cs', 'sk']) {
      const { context, page } = await newPage(locale);
      await page.goto(server.url);
      await openHeaderLogin(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getAttribute('lang')).resolves.toBe(locale);
      // The Sign up tab joins Log in once the service's settings say signups are open.
      const tabs = dialog.getByRole('navigation').getByRole('button');
      await expect.poll(() => tabs.count()).toBe(2);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        const lines = await tabs.evaluateAll((buttons) =>
          buttons.map((tab) => {
            const text = document.createRange();
            text.selectNodeContents(tab);
            return new Set(Array.from(text.getClientRects(), (rect) => Math.round(rect.top))).size;
          }),
        );
        expect({ locale, width, lines }).toEqual({ locale, width, lines: [1, 1] });
      }
      await context.close();
    }
  });
});
