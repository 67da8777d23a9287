import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../apps/server/test/support/outbox.js';
import { launchBrowser } from './support/browser.js';
import { downloadedFile } from './support/download.js';
import { authorPage, DEMO_AUTHOR, DEMO_PASSWORD, staffPage } from './support/login.js';
import { pdfPageTexts } from './support/pdf.js';
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

/** "$1,234.56" as 123456. */
const cents = (money: string | null) => Math.round(Number((money ?? '').replace(/[$,]/g, '')) * 100);

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('paying authors', { timeout: 300_000 }, () => {
  it('the author signs a W-9 and enters bank details on a phone, staff run the payout, the author sees it paid and in the year-end statement', async () => {
    const author = await authorPage(browser, server.url);
    await author.setViewportSize({ width: 390, height: 844 });
    await author.goto(`${server.url}/dashboard/royalties`);
    // The demo author was paid once before.
    const paidBefore = cents(await author.getByTestId('earnings-paid').textContent());

    // The W-9, first with a number the IRS never issues: the server's message shows at its field.
    await author.getByRole('button', { name: 'Sign a new tax form' }).click();
    await author.getByLabel('Name (as shown on your income tax return)').fill('Eleanor Hart');
    await author.getByLabel('Taxpayer identification number', { exact: true }).selectOption('ssn');
    await author.getByLabel('SSN or EIN').fill('000-12-3456');
    await author.getByLabel('Street address').fill('12 Orchard Lane');
    await author.getByLabel('City', { exact: true }).fill('Portland');
    await author.getByLabel('State (two letters, e.g. NY)').fill('OR');
    await author.getByLabel('ZIP code').fill('97201');
    await author.getByRole('checkbox', { name: /I certify that the number shown/ }).check();
    await author.getByLabel('Your password').fill(DEMO_PASSWORD);
    await author.getByRole('button', { name: 'Sign the tax form' }).click();
    await author.getByText(/Enter a valid taxpayer identification number/).waitFor();
    expect(await sidewaysScroll(author)).toBe(0);

    await author.getByLabel('SSN or EIN').fill('123-45-6780');
    await author.getByRole('button', { name: 'Sign the tax form' }).click();
    const taxCard = author.getByTestId('tax-card');
    await taxCard.getByText('SSN •••-••-6780').waitFor();
    expect(await taxCard.textContent()).toContain('W-9 (US person)');
    expect(await author.locator('main').textContent()).not.toContain('123-45-6780');

    await author.getByRole('button', { name: 'Change payment details' }).click();
    await author.getByLabel('Account holder').fill('Eleanor Hart');
    await author.getByLabel('Routing number (9 digits)').fill('021000021');
    await author.getByLabel('Account number').fill('555566667777');
    await author.getByRole('button', { name: 'Save payment details' }).click();
    await author
      .getByTestId('payment-profile-summary')
      .getByText(/Checking •••• 7777/)
      .waitFor();
    expect(await sidewaysScroll(author)).toBe(0);

    // Staff run the payouts of this month.
    const staff = await staffPage(browser, server.url, { path: '/staff/payout-runs' });
    await staff.getByRole('button', { name: 'Show who would be paid' }).click();
    const proposed = staff.getByTestId('proposal-items').getByRole('row').filter({ hasText: DEMO_AUTHOR });
    await proposed.waitFor();
    expect(await proposed.textContent()).toContain('ACH bank transfer');
    const net = (await proposed.locator('[data-label="Paid"]').textContent())!.trim();
    await staff.getByRole('button', { name: 'Confirm the run' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Confirm the run' }).click();
    await staff.getByTestId('payout-run-status').getByText('Confirmed, not sent').waitFor();

    // The author sees the money on its way.
    await author.reload();
    await author.getByTestId('earnings-pending-run').waitFor();
    expect(await author.getByTestId('earnings-pending').textContent()).toBe(net);

    const [ach] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'NACHA ACH file' }).click(),
    ]);
    const achFile = readFileSync((await ach.path())!, 'utf8');
    expect(
      achFile
        .split('\r\n')
        .filter(Boolean)
        .every((record) => record.length === 94),
    ).toBe(true);
    expect(achFile).toContain('555566667777');

    await staff.getByRole('button', { name: 'Mark sent' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Mark sent' }).click();
    await staff.getByTestId('payout-run-status').getByText('Sent').waitFor();

    // The remittance advice in the outbox, and the same amount paid on the dashboard.
    const mail = await waitForMail(server.dataDir, DEMO_AUTHOR, (sent) =>
      sent.subject.startsWith('Your royalty payment'),
    );
    expect(mail.text).toContain(`Paid to you: ${net} by bank transfer`);
    await author.reload();
    await author.getByTestId('earnings-pending').getByText('$0.00').waitFor();
    expect(cents(await author.getByTestId('earnings-paid').textContent())).toBe(paidBefore + cents(net));
    expect(await sidewaysScroll(author)).toBe(0);

    // The year-end statement: the author's figures for the year equal the console's, and its PDF says them.
    const year = new Date().getFullYear();
    const statementButton = author.getByRole('button', { name: `Statement ${year} (PDF)` });
    const authorYear = author.getByRole('listitem').filter({ has: statementButton });
    const [, paidInYear, withheldInYear] = /Paid (\S+), US tax withheld (\S+) · reported on Form 1099-MISC/.exec(
      (await authorYear.textContent()) ?? '',
    )!;
    const statement = (await pdfPageTexts(await downloadedFile(author, statementButton))).join('\n');
    expect(statement).toContain(`Royalties paid: ${paidInYear}`);
    expect(statement).toContain(`US tax withheld: ${withheldInYear}`);
    expect(statement).toContain('Form 1099-MISC, box 2 (Royalties)');
    expect(await sidewaysScroll(author)).toBe(0);

    await staff.goto(`${server.url}/staff/year-end`);
    await staff.getByLabel('Calendar year').fill(String(year));
    await staff.getByRole('button', { name: 'Show the year' }).click();
    await staff.getByRole('heading', { name: `Payees in ${year}` }).waitFor();
    const payee = staff.getByTestId('year-end-payees').getByRole('row').filter({ hasText: DEMO_AUTHOR });
    await payee.waitFor();
    expect((await payee.locator('[data-label="Royalties paid"]').textContent())?.trim()).toBe(paidInYear);
    expect((await payee.locator('[data-label="Tax withheld"]').textContent())?.trim()).toBe(withheldInYear);
    expect((await payee.locator('[data-label="1099-MISC box 2"]').textContent())?.trim()).toBe(paidInYear);
  });
});
