import { chromium, type Browser } from 'playwright-core';
import { watchBrowser } from './failure-report.js';

/** Debian's Chromium, driven by playwright-core: no browser download. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** For a browser check inside the integration suite: on a busy machine it needs more than the suite's 30 s. */
export const BROWSER_TEST_TIMEOUT_MS = 120_000;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
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
