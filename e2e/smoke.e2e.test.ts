import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

describe('smoke: the built site in Chromium', () => {
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

  it('shows the home page a visitor expects', async () => {
    const page = await browser.newPage();
    const response = await page.goto(server.url);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/Quillbridge Publishing/);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect((await heading.textContent())?.length).toBeGreaterThan(10);
    await page.close();
  });

  it('answers an unknown path with the not-found page and HTTP 404', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/this-page-does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }).textContent()).resolves.toBe('Page not found');
    await page.close();
  });
});
