import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForHydration } from './browser.js';

/** The demo logins every fresh server seeds, and their password (DEMO_PASSWORD, see server.ts). */
export const DEMO_PASSWORD = 'quill-demo-2026';
export const DEMO_AUTHOR = 'author@example.com';
export const DEMO_STAFF = 'staff@example.com';

const DESKTOP = { width: 1280, height: 900 };

/** Fills and submits the open identity dialog. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=email]').fill(email);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.locator('button[type=submit]').click();
}

/** Opens the identity dialog from the public header's Login menu, as a visitor does. */
export async function openHeaderLogin(page: Page, item: 'Login' | 'Sign Up' = 'Login') {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.getByRole('dialog').waitFor();
}

/** Signs in through the header's Login menu of the page shown (the site then opens the dashboard). */
export async function logInFromHeader(page: Page, email = DEMO_AUTHOR, password = DEMO_PASSWORD) {
  await openHeaderLogin(page);
  await submitLogin(page, email, password);
}

/** Signs in through the staff console's own Log in button, on the /staff page shown. */
export async function logInToStaffConsole(page: Page, email = DEMO_STAFF, password = DEMO_PASSWORD) {
  await page.getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, email, password);
}

/**
 * An account's bearer token from the identity API's password grant, for tests that set up data
 * through the API rather than the pages.
 */
export async function accessToken(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/.netlify/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  if (response.status !== 200) throw new Error(`the password grant for ${email} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

type StoredSession = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Each browser's signed-in storage per server and login: a file signs each login in through the
 * form once, and its later pages start from the stored session (tests about signing in use the
 * form themselves).
 */
const storedSessions = new WeakMap<Browser, Map<string, StoredSession>>();

function sessionsOf(browser: Browser): Map<string, StoredSession> {
  let sessions = storedSessions.get(browser);
  if (!sessions) storedSessions.set(browser, (sessions = new Map()));
  return sessions;
}

interface SignedInPageOptions {
  email?: string;
  password?: string;
  /** Signs in through the form even when a session is stored: for a test about sessions themselves. */
  ownSession?: boolean;
}

interface LoginFlow {
  /** Where the form is opened from, and where a stored session starts. */
  formPath: string;
  sessionPath: string;
  logIn(page: Page): Promise<void>;
  /** Waits for the signed-in view. */
  ready(page: Page): Promise<void>;
}

/** A new page signed in as `email`: from the browser's stored session for it, else through the form. */
async function signedInPage(
  browser: Browser,
  url: string,
  email: string,
  { ownSession = false }: SignedInPageOptions,
  flow: LoginFlow,
): Promise<Page> {
  const sessions = sessionsOf(browser);
  const key = `${url} ${email}`;
  const stored = ownSession ? undefined : sessions.get(key);
  const context = await browser.newContext({ viewport: DESKTOP, storageState: stored });
  const page = await context.newPage();
  await page.goto(`${url}${stored ? flow.sessionPath : flow.formPath}`);
  if (!stored) await flow.logIn(page);
  await flow.ready(page);
  if (!stored && !ownSession) sessions.set(key, await context.storageState());
  return page;
}

/** A page signed in to the staff console (as the demo staff member unless `email` says otherwise) on `path`. */
export function staffPage(
  browser: Browser,
  url: string,
  { path = '/staff', ...options }: SignedInPageOptions & { path?: string } = {},
): Promise<Page> {
  const email = options.email ?? DEMO_STAFF;
  return signedInPage(browser, url, email, options, {
    formPath: path,
    sessionPath: path,
    logIn: (page) => logInToStaffConsole(page, email, options.password),
    ready: (page) => page.getByRole('navigation', { name: 'Staff console' }).waitFor(),
  });
}

/** A page signed in as the demo author (or `email`) on /dashboard, through the site's Login menu. */
export function authorPage(browser: Browser, url: string, options: SignedInPageOptions = {}): Promise<Page> {
  const email = options.email ?? DEMO_AUTHOR;
  return signedInPage(browser, url, email, options, {
    formPath: '/',
    sessionPath: '/dashboard',
    logIn: (page) => logInFromHeader(page, email, options.password),
    ready: async (page) => {
      await page.waitForURL(/\/dashboard$/);
      await page.getByTestId('dashboard-content').waitFor();
    },
  });
}
