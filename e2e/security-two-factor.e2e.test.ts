import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { logInFromHeader } from './support/login.js';
import { axeViolations } from './support/axe.js';
import { startServer, type RunningServer } from './support/server.js';

const PERIOD_MS = 30_000;

// A fresh server holds a fresh demo author, without a second factor.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** The codes of an authenticator app holding `secret`. */
class Authenticator {
  private lastStep = -1;
  private readonly totp: TOTP;

  constructor(secret: string) {
    this.totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  }

  /**
   * A code that has not been used yet. The service takes each time step once and accepts one step
   * ahead, so a second sign-in within the same 30 s uses the next step, and a third waits for it.
   */
  async nextCode(): Promise<string> {
    const currentStep = () => Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(currentStep(), this.lastStep + 1);
    while (step > currentStep() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * PERIOD_MS });
  }
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

/** Code step of the sign-in: the modal asks for it after the password. */
async function enterCode(page: Page, code: string) {
  await dialog(page).getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
  await dialog(page).getByLabel('Authentication code').fill(code);
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
}

const storedSession = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('gotrue.user') ?? 'null') as {
        factors?: { status: string }[];
        token: { access_token: string; refresh_token: string };
      } | null,
  );

const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { aal: string; amr: unknown[] };

async function chatWarning(page: Page) {
  await page.getByRole('button', { name: /Open support chat/ }).click();
  const panel = page.getByRole('region', { name: 'Support chat' });
  await panel.waitFor();
  // The panel's notes render with it; the warning is one of them or absent.
  await panel.getByText(/5 minutes/).waitFor();
  const warning = panel.getByText('Two-factor authentication is off.', { exact: false });
  const shown = (await warning.count()) > 0;
  await panel.getByRole('button', { name: 'Close chat' }).click();
  return shown;
}

describe('two-factor sign-in and sessions in Chromium', () => {
  it('enrols TOTP, asks for the code at the next login, and signs other sessions out', async () => {
    const { context, page } = await newPage();
    await page.goto(server.url);
    await logInFromHeader(page);
    await page.waitForURL(`${server.url}/dashboard`);
    expect(await chatWarning(page)).toBe(true);
    // A second browser signed in before the factor exists.
    const earlier = await newPage();
    await earlier.page.goto(server.url);
    await logInFromHeader(earlier.page);
    await earlier.page.waitForURL(`${server.url}/dashboard`);

    // Enrol: the QR code from the service, the key typed into our authenticator, the first code.
    await page.goto(`${server.url}/dashboard/security`);
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await card.getByText('Off', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const qr = card.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    const key = (await card.getByTestId('totp-key').textContent())!.replace(/\s/g, '');
    const authenticator = new Authenticator(key);
    await card.getByLabel('6-digit code').fill('000000');
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    await card.getByText("That code didn't match.", { exact: false }).waitFor();
    await card.getByLabel('6-digit code').fill(await authenticator.nextCode());
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    await card.getByText('On', { exact: true }).waitFor();
    const enrolled = await storedSession(page);
    expect(enrolled?.factors).toEqual([expect.objectContaining({ status: 'verified' })]);
    expect(claimsOf(enrolled!.token.access_token).aal).toBe('aal2');

    // The earlier browser's session never proved the factor: its next visit ends it and asks to log in.
    await earlier.page.reload();
    await earlier.page.getByText('Two-factor authentication is now on for your account.', { exact: false }).waitFor();
    await dialog(earlier.page).locator('input[type=email]').waitFor();
    expect(await storedSession(earlier.page)).toBeNull();
    await earlier.context.close();

    // Log out, then in again: the password alone does not sign in.
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await logInFromHeader(page);
    await dialog(page).getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
    await enterCode(page, '000000');
    expect(await dialog(page).getByRole('alert').textContent()).toBe('Invalid TOTP code entered');
    expect(await storedSession(page)).toBeNull();
    await enterCode(page, await authenticator.nextCode());
    await page.waitForURL(`${server.url}/dashboard`);
    const session = await storedSession(page);
    expect(claimsOf(session!.token.access_token)).toMatchObject({
      aal: 'aal2',
      amr: [expect.objectContaining({ method: 'password' }), expect.objectContaining({ method: 'totp' })],
    });
    expect(await chatWarning(page)).toBe(false);

    // A second browser signs in (with its own code), then is signed out from the first.
    const other = await newPage();
    await other.page.goto(server.url);
    await logInFromHeader(other.page);
    await enterCode(other.page, await authenticator.nextCode());
    await other.page.waitForURL(`${server.url}/dashboard`);
    const otherSession = await storedSession(other.page);

    await page.goto(`${server.url}/dashboard/security`);
    const sessions = page.getByRole('region', { name: 'Active sessions' });
    await sessions.getByText('This device').waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    expect(await sessions.getByRole('listitem').filter({ hasText: 'This device' }).textContent()).toMatch(
      /Chrome on Linux.*127\.0\.0\.1.*Last used/,
    );
    await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await page.getByText('Signed out of all other sessions').waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);

    // The other browser's refresh token is refused, and its next visit finds it signed out.
    const refused = await fetch(`${server.url}/.netlify/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: otherSession!.token.refresh_token }),
    });
    expect(refused.status).toBe(400);
    await other.page.reload();
    await other.page.waitForURL(`${server.url}/`);
    expect(await storedSession(other.page)).toBeNull();
    await other.context.close();

    // This browser is still signed in.
    await page.reload();
    await sessions.getByText('This device').waitFor();
    expect(page.url()).toBe(`${server.url}/dashboard/security`);
    await context.close();
  });
});
