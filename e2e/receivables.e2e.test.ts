import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { authorPage, staffPage } from './support/login.js';
import { documentationScreenshot } from './support/screenshot.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * The receivables walk: staff home → overdue invoices → the author's file → a payment recorded;
 * the ageing report, the cash view and the author's own screens move by the same figures.
 */

let server: RunningServer;
let browser: Browser;
let staff: Page;
let author: Page;

const money = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));
const cell = (page: Page, testId: string) => page.getByTestId(testId).textContent();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  staff = await staffPage(browser, server.url);
  author = await authorPage(browser, server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('receivables across the staff console and the author dashboard', () => {
  it('walks from the staff home to a recorded payment, every screen moving by the same amount', async () => {
    // Staff home (reloaded: the sign-in notice and the closing modal are gone) → overdue list.
    await staff.reload();
    await staff.getByTestId('staff-home').waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    await documentationScreenshot(staff, 'screenshot-staff-home');
    await staff.getByRole('link', { name: /Overdue balance/ }).click();
    await staff.waitForURL(/\/staff\/invoices\?status=overdue/);
    const overdueRow = staff.getByTestId('invoice-rows').getByRole('row').filter({ hasText: 'Full Color Publishing' });
    await overdueRow.waitFor();
    expect(await overdueRow.textContent()).toContain('$3,200.00');

    // The author's file: balance due and overdue.
    await overdueRow.getByRole('link', { name: 'Eleanor Hart' }).click();
    await staff.getByTestId('author-balance-due').filter({ hasText: '$4,750.00' }).waitFor();

    // Before: the ageing total and this month's collections.
    await staff.goto(`${server.url}/staff/reports`);
    const ageingBefore = money(await cell(staff, 'ageing-total'));
    const collectedBefore = money(
      await staff.getByTestId('cash-rows').getByRole('row').last().getByRole('cell').last().textContent(),
    );
    await author.goto(`${server.url}/dashboard/invoices`);
    expect(await cell(author, 'outstanding')).toBe('$4,750.00');

    // Record the whole balance of the overdue plan.
    await staff.goto(`${server.url}/staff/invoices?status=overdue`);
    await staff
      .getByTestId('invoice-rows')
      .getByRole('row')
      .filter({ hasText: 'Full Color Publishing' })
      .getByRole('link')
      .first()
      .click();
    await staff.getByRole('button', { name: 'Record payment', exact: true }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Payment method').selectOption('wire-transfer');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await staff.getByTestId('invoice-status').filter({ hasText: 'paid (3/3)' }).waitFor();

    // Ageing and cash move by the $3,200 recorded.
    await staff.goto(`${server.url}/staff/reports`);
    await expect.poll(async () => money(await cell(staff, 'ageing-total'))).toBe(ageingBefore - 3200);
    const collectedAfter = money(
      await staff.getByTestId('cash-rows').getByRole('row').last().getByRole('cell').last().textContent(),
    );
    expect(collectedAfter).toBe(collectedBefore + 3200);
    await staff.locator('svg[role=img]').first().waitFor();
    expect(await axeViolations(staff)).toEqual([]);
    await documentationScreenshot(staff, 'screenshot-staff-ageing');

    // The author's screens: Outstanding, the invoice's status, the payment chart's table.
    await author.goto(`${server.url}/dashboard/invoices`);
    await author.getByTestId('outstanding').filter({ hasText: '$1,550.00' }).waitFor();
    const row = author.getByRole('row').filter({ hasText: 'Full Color Publishing' });
    await row.getByText('paid (3/3)').waitFor();
    expect(await row.getByRole('button', { name: /Pay now/ }).count()).toBe(0);
    await author.goto(`${server.url}/dashboard/payment`);
    const calendar = author.getByTestId('payment-calendar');
    await calendar.waitFor();
    const thisMonth = new Date().toLocaleDateString('en-US', { month: 'short', year: '2-digit' });
    expect(await calendar.getByRole('row', { name: thisMonth }).textContent()).toContain('$3,200.00');
    await author.locator('svg[role=img]').first().waitFor();
    expect(await axeViolations(author, 'main')).toEqual([]);
    await documentationScreenshot(author, 'screenshot-author-payments');
  });
});
