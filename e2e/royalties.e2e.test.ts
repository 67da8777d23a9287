import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kdpWorkbook } from '../apps/server/test/support/sales-reports.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { authorPage, staffPage } from './support/login.js';
import { pdfPageTexts } from './support/pdf.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * The royalties walk: staff upload a store report, check the mapping and a failing row, import,
 * issue last month's statement and record a payout; the author's open page follows, shows the
 * chart's table, the balance and the statement, which prints on one A4 page.
 */

let server: RunningServer;
let browser: Browser;
let staff: Page;
let author: Page;

/** Last month as the demo leaves it unstated: 'YYYY-MM', its label and a day in it (US order). */
const now = new Date();
const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
const period = `${lastMonth.getFullYear()}-${String(lastMonth.getMonth() + 1).padStart(2, '0')}`;
const periodLabel = lastMonth.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
const usDay = (day: number) => `${String(lastMonth.getMonth() + 1).padStart(2, '0')}/${day}/${lastMonth.getFullYear()}`;

/** A Draft2Digital sales report for the demo author's books, with one row dated 13/31 (a bad date). */
const report = [
  'Date Sold,Vendor,Title,Author,ISBN,D2D ID,Country,Currency,List Price,Qty,Earnings',
  `${usDay(3)},Kobo,Tidewater Letters,Eleanor Hart,979-8-88412-031-0,D2D-7,US,USD,5.99,3,10.78`,
  `${usDay(9)},Barnes & Noble,The Orchard at Bellwether,Eleanor Hart,979-8-88412-178-2,D2D-8,US,USD,6.99,2,8.39`,
  `13/31/${lastMonth.getFullYear()},Kobo,Tidewater Letters,Eleanor Hart,979-8-88412-031-0,D2D-7,US,USD,5.99,1,3.59`,
].join('\n');

/** A KDP report for last month: an ebook known by its ASIN (with its title, then alone) and a paperback by ISBN. */
const isoDay = (day: number) =>
  `${lastMonth.getFullYear()}-${String(lastMonth.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const kdpReport = [
  'Royalty Date,Title,Author Name,ASIN,Marketplace,Units Sold,Royalty,Currency',
  `${isoDay(4)},Tidewater Letters,Eleanor Hart,B0E2ETIDE1,Amazon.com,4,9.76,USD`,
  `${isoDay(5)},,Eleanor Hart,B0E2ETIDE1,Amazon.com,1,2.44,USD`,
  `${isoDay(6)},Tidewater Letters,Eleanor Hart,979-8-88412-031-0,Amazon.com,2,7.10,USD`,
].join('\n');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  staff = await staffPage(browser, server.url);
  author = await authorPage(browser, server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('sales and royalties from a store report to the author’s statement', () => {
  it('imports, issues a statement, records a payout; the author sees it all', async () => {
    // The author's page is open the whole time: staff changes reach it over the live socket.
    await author.getByTestId('home-royalties').waitFor();
    await author.goto(`${server.url}/dashboard/royalties`);
    await author.getByTestId('royalty-months').waitFor();
    expect(await author.getByTestId('royalty-statements').textContent()).not.toContain(periodLabel);

    await staff.goto(`${server.url}/staff/royalties`);
    await staff.getByLabel('Store').selectOption('draft2digital');
    await staff
      .getByLabel('Report file (CSV or XLSX)')
      .setInputFiles({ name: 'd2d-sales.csv', mimeType: 'text/csv', buffer: Buffer.from(report) });
    await staff.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = staff.getByTestId('import-preview');
    await preview.waitFor();
    expect(await preview.getByLabel('Sale date or period').inputValue()).toBe('Date Sold');
    expect(await preview.getByLabel('Net revenue / publisher compensation').inputValue()).toBe('Earnings');
    expect(await staff.getByTestId('preview-counts').textContent()).toContain(
      '3 rows: 2 ready, 0 matched by title, 1 failing',
    );
    expect(await staff.getByTestId('preview-failures').textContent()).toBe(
      `row 4: Bad date: "13/31/${lastMonth.getFullYear()}"`,
    );
    expect(await axeViolations(staff)).toEqual([]);

    await staff.getByRole('button', { name: 'Import 2 rows' }).click();
    await staff.getByTestId('import-progress').getByText('Imported 2 rows (0 already there, 1 failed).').waitFor();

    // Last month's statement, then a payout of what it leaves owed.
    await staff.getByLabel('Author').selectOption({ label: 'Eleanor Hart' });
    await staff.getByTestId('staff-royalty-balance').waitFor();
    await staff.getByLabel('Period (2026-01 or 2026-Q1)').fill(period);
    await staff.getByRole('button', { name: 'Issue statement' }).click();
    // Nothing is issued before staff confirm, in a dialog naming the author and the period.
    const askIssue = staff.getByRole('dialog', { name: 'Issue this statement?' });
    await askIssue.waitFor();
    expect(await askIssue.textContent()).toContain(`Eleanor Hart, period ${period}`);
    await askIssue.getByRole('button', { name: 'Issue statement' }).click();
    await staff.getByTestId('staff-statements').getByText(periodLabel).waitFor();
    await author.getByTestId('royalty-statements').getByText(periodLabel, { exact: true }).waitFor();

    const balanceText = (await staff.getByTestId('staff-royalty-balance').textContent()) ?? '';
    const balance = Number(/Balance \$([\d,.]+)/.exec(balanceText)?.[1]?.replace(/,/g, ''));
    expect(balance).toBeGreaterThan(50);
    await staff.getByLabel(/^Amount/).fill('50');
    await staff.getByLabel('Reference').fill('E2E-PAYOUT-1');
    await staff.getByRole('button', { name: 'Record payout' }).click();
    const askPayout = staff.getByRole('dialog', { name: 'Record this payout?' });
    await askPayout.waitFor();
    expect(await askPayout.textContent()).toContain('$50.00 to Eleanor Hart on');
    await askPayout.getByRole('button', { name: 'Record payout' }).click();
    await staff.getByTestId('staff-payouts').getByText('(E2E-PAYOUT-1)').waitFor();

    // The author's page follows without a reload: balance less the payout, and the last payout.
    const left = (balance - 50).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await author.getByTestId('royalty-balance').getByText(left).waitFor();
    expect(await author.getByTestId('last-payout').textContent()).toContain('$50.00');
    expect(await author.getByTestId('royalty-books').textContent()).toContain('Tidewater Letters');
    expect(await author.getByRole('img', { name: /Royalties per month/ }).count()).toBe(1);

    // The statement prints as one A4 page.
    await author.getByRole('button', { name: `Open ${periodLabel}` }).click();
    await author.getByTestId('statement-sheet').waitFor();
    await author.emulateMedia({ media: 'print' });
    const pages = await pdfPageTexts(await author.pdf({ format: 'A4', printBackground: true }));
    expect(pages).toHaveLength(1);
    for (const text of [
      'Royalty statement',
      periodLabel,
      'Eleanor Hart',
      'Tidewater Letters',
      'Kobo',
      'Your share',
      'Exchange rate',
      'Closing balance',
      'Page 1 of 1',
    ]) {
      // A long title may wrap in its column.
      expect(pages[0]?.replace(/\s+/g, ' ')).toContain(text);
    }
  });

  it('keeps the titles confirmed before “Preview again” and imports every row the preview calls ready', async () => {
    await staff.goto(`${server.url}/staff/royalties`);
    await staff.getByLabel('Store').selectOption('amazon-kdp');
    await staff
      .getByLabel('Report file (CSV or XLSX)')
      .setInputFiles({ name: 'kdp-sales.csv', mimeType: 'text/csv', buffer: Buffer.from(kdpReport) });
    await staff.getByRole('button', { name: 'Preview', exact: true }).click();
    const counts = staff.getByTestId('preview-counts');
    await counts.getByText('3 rows: 1 ready, 2 matched by title, 0 failing').waitFor();

    await staff.getByLabel(/“Tidewater Letters” \(B0E2ETIDE1\) is “Tidewater Letters” — 2 rows/).check();
    await staff.getByRole('button', { name: 'Import 3 rows' }).waitFor();
    await staff.getByRole('button', { name: 'Preview again' }).click();
    await counts.getByText('3 rows: 3 ready, 0 matched by title, 0 failing').waitFor();
    expect(await staff.getByLabel(/“Tidewater Letters” \(B0E2ETIDE1\)/).isChecked()).toBe(true);

    await staff.getByRole('button', { name: 'Import 3 rows' }).click();
    await staff.getByTestId('import-progress').getByText('Imported 3 rows (0 already there, 0 failed).').waitFor();
  });

  it('maps each sheet of a KDP workbook apart and imports its KENP pages and free units as their own', async () => {
    const workbook = await kdpWorkbook({ title: 'Tidewater Letters', asin: 'B0E2ETIDE1', isbn: '979-8-88412-031-0' });
    await staff.goto(`${server.url}/staff/royalties`);
    await staff.getByLabel('Store').selectOption('amazon-kdp');
    await staff.getByLabel('Report file (CSV or XLSX)').setInputFiles({
      name: 'kdp-workbook.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    await staff.getByRole('button', { name: 'Preview', exact: true }).click();
    await staff.getByTestId('preview-counts').getByText('4 rows: 4 ready, 0 matched by title, 0 failing').waitFor();
    const sheets = staff.getByTestId('sheet-columns');
    expect(await sheets.count()).toBe(3);
    expect(await sheets.nth(1).getByLabel('ISBN / ASIN / identifier').inputValue()).toBe('ISBN');
    expect(await sheets.nth(2).getByLabel('Pages read (KENP)').inputValue()).toBe('KENP Read');

    await staff.getByRole('button', { name: 'Import 4 rows' }).click();
    await staff.getByTestId('import-progress').getByText('Imported 4 rows (0 already there, 0 failed).').waitFor();
    // Free units and pages read are counted apart from units sold.
    await author.emulateMedia({ media: 'screen' });
    await author.goto(`${server.url}/dashboard/royalties`);
    await author.getByTestId('royalty-books').getByText('150 free · 1,234 pages (KENP)').waitFor();
  });
});
