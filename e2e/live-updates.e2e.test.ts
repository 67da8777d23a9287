import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { openDemoAuthorInvoice } from './support/console-views.js';
import { logInFromHeader, staffPage } from './support/login.js';
import { startServer, type RunningServer } from './support/server.js';

/** An author's open dashboard follows what staff change, without a reload. */

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

describe('live updates of the author dashboard', () => {
  it('shows a payment staff record on the open invoices page, on the chat’s socket', async () => {
    const author = await (await browser.newContext()).newPage();
    // Each document notes the sockets it opens: the browser may never report a socket of a
    // document already left as closed.
    await author.addInitScript(() => {
      const opened: WebSocket[] = [];
      Object.assign(window, { openedSockets: opened });
      window.WebSocket = class extends window.WebSocket {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          super(...args);
          opened.push(this);
        }
      };
    });
    await author.goto(server.url);
    await logInFromHeader(author);
    await author.waitForURL(/\/dashboard$/);
    await author.goto(`${server.url}/dashboard/invoices`);
    const row = author.getByRole('row').filter({ hasText: 'Amazon Advertising Campaign' });
    await row.getByText('pending').waitFor();
    expect(await author.getByTestId('paid-to-date').textContent()).toBe('$3,250.00');
    expect(await author.getByTestId('outstanding').textContent()).toBe('$4,750.00');
    // Survives only as long as the page is not reloaded.
    await author.evaluate(() => Object.assign(window, { sameDocument: true }));

    const staff = await staffPage(browser, server.url, { path: '/staff/authors' });
    await openDemoAuthorInvoice(staff, 'Amazon Advertising Campaign');
    await staff.getByRole('button', { name: 'Record payment' }).click();
    const payment = staff.getByRole('dialog');
    await payment.getByLabel('Payment method').selectOption('paypal');
    await payment.getByLabel('Reference').fill('PAYID-LIVE-1');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await staff.getByTestId('invoice-status').filter({ hasText: 'paid' }).waitFor();

    // How fast it arrives is measured by the benchmark (bench/speed.mjs, "live update"), not here.
    await row.getByText('paid', { exact: true }).waitFor();
    await author.getByTestId('outstanding').filter({ hasText: '$3,550.00' }).waitFor();
    expect(await author.getByTestId('paid-to-date').textContent()).toBe('$4,450.00');
    expect(await author.evaluate(() => 'sameDocument' in window)).toBe(true);
    // The support chat and the live updates share one connection.
    const open = await author.evaluate(() =>
      (window as unknown as { openedSockets: WebSocket[] }).openedSockets
        .filter((socket) => socket.readyState === WebSocket.OPEN)
        .map((socket) => new URL(socket.url).pathname),
    );
    expect(open).toEqual(['/api/realtime']);
  });
});
