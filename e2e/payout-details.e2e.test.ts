import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { authorPage } from './support/login.js';
import { startServer, type RunningServer } from './support/server.js';

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('payment details on a 390 × 844 phone', { timeout: 300_000 }, () => {
  it('the author replaces the bank details on file and then sees only the last four digits', async () => {
    const page = await authorPage(browser, server.url);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/dashboard/royalties`);
    // The demo author has an ACH account on file.
    const summary = page.getByTestId('payment-profile-summary');
    expect(await summary.textContent()).toContain('Checking •••• 6789');

    await page.getByRole('button', { name: 'Change payment details' }).click();
    await page.getByLabel('Account holder').fill('Eleanor Hart');
    await page.getByLabel('Routing number (9 digits)').fill('021000022');
    await page.getByLabel('Account number').fill('555566667777');
    await page.getByLabel('Account type').selectOption('savings');
    await page.getByRole('button', { name: 'Save payment details' }).click();
    await page.getByText('Enter the 9-digit ABA routing number printed on your cheques').waitFor();

    await page.getByLabel('Routing number (9 digits)').fill('021000021');
    await page.getByRole('button', { name: 'Save payment details' }).click();
    await summary.getByText(/Savings •••• 7777/).waitFor();
    expect(await page.locator('main').textContent()).not.toContain('555566667777');
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
  });
});
