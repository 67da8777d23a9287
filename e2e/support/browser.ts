import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { watchBrowser } from './failure-report.js';

/**
 * Debian's Chromium, driven by playwright-core: no browser download. Its headless shell (package
 * `chromium-headless-shell`) when installed, since it starts in half the time and CPU of the full
 * browser, which the tests never show; else the full browser in headless mode.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The full browser: for what the headless shell does not do (a new tab opened on a blob address stays blank). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** For a browser check inside the integration suite: on a busy machine it needs more than the suite's 30 s. */
export const BROWSER_TEST_TIMEOUT_MS = 120_000;

export async function launchBrowser(executablePath = chromiumPath): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  watchBrowser(browser);
  return browser;
}

/**
 * Waits until React has hydrated the prerendered page shown: a click that lands earlier reaches
 * bare HTML and is lost.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a prerendered public page (a full address) and waits until it is interactive. */
export async function openPublicPage(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}
