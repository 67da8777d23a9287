import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { openDemoAuthorInvoice } from './support/console-views.js';
import { accessToken, authorPage, DEMO_STAFF, staffPage } from './support/login.js';
import { startServer, type RunningServer } from './support/server.js';
import { mailLink as mailedLink } from './support/mail.js';

/** The staff console as the team uses it, and what authors see of its changes. */

let server: RunningServer;
let browser: Browser;

/** Where the console's pages in these tests start: the authors list. */
const AUTHORS = { path: '/staff/authors' };

const mailLink = (to: string, tokenKey: string) => mailedLink(server.dataDir, to, tokenKey);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('staff console', () => {
  it('creates an author, bills them and invites them; the author accepts and sees the invoice', async () => {
    const staff = await staffPage(browser, server.url, AUTHORS);
    const email = `nora-${Date.now()}@example.com`;

    await staff.getByRole('button', { name: 'New author' }).click();
    const create = staff.getByRole('dialog');
    await create.getByLabel('Full name').fill('Nora Quill');
    await create.getByLabel('Email').fill(email);
    await create.getByRole('button', { name: 'Create author' }).click();
    await staff.getByRole('heading', { name: 'Nora Quill' }).waitFor();
    expect(await staff.getByText('No account').count()).toBe(1);

    await staff.getByRole('button', { name: 'New invoice' }).click();
    const invoiceForm = staff.getByRole('form', { name: 'Create invoice' });
    await invoiceForm.getByRole('button', { name: 'Create invoice' }).click();
    // The form checks the same schema as the server before anything is sent.
    await invoiceForm.getByText('Enter the service').waitFor();
    await invoiceForm.getByLabel('Service', { exact: true }).fill('Copy Editing Services');
    await invoiceForm.getByLabel('Total', { exact: true }).fill('640');
    await invoiceForm.getByRole('button', { name: 'Create invoice' }).click();
    await staff.getByRole('heading', { name: /^Invoice #/ }).waitFor();
    const invoiceHeading = await staff.getByRole('heading', { name: /^Invoice #/ }).textContent();
    const invoiceNumber = invoiceHeading!.replace('Invoice #', '');

    await staff.getByRole('link', { name: '← Nora Quill' }).click();
    await staff.getByRole('button', { name: 'Invite by email' }).click();
    await staff.getByText('Invited', { exact: true }).waitFor();

    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(await mailLink(email, 'invite_token'));
    await invitee.getByRole('heading', { name: 'Complete your signup' }).waitFor();
    await invitee.getByRole('dialog').locator('input[name=password]').fill('Nora-quill-2026');
    await invitee.getByRole('dialog').locator('button[type=submit]').click();
    await invitee.waitForURL(`${server.url}/dashboard`);
    await invitee.goto(`${server.url}/dashboard/invoices`);
    await invitee.getByText(invoiceNumber, { exact: true }).waitFor();
    await invitee.getByText('Copy Editing Services').waitFor();
    expect(await invitee.getByTestId('outstanding').textContent()).toBe('$640.00');

    await staff.reload();
    await staff.getByText('Has an account').waitFor();
  });

  it('records a payment: the author’s totals and the invoice status change', async () => {
    const author = await authorPage(browser, server.url);
    await author.goto(`${server.url}/dashboard/invoices`);
    const row = author.getByRole('row').filter({ hasText: 'Amazon Advertising Campaign' });
    await row.getByText('pending').waitFor();
    const paidBefore = await author.getByTestId('paid-to-date').textContent();
    const owedBefore = await author.getByTestId('outstanding').textContent();
    expect([paidBefore, owedBefore]).toEqual(['$3,250.00', '$4,750.00']);

    const staff = await staffPage(browser, server.url, AUTHORS);
    await openDemoAuthorInvoice(staff, 'Amazon Advertising Campaign');
    await staff.getByRole('button', { name: 'Record payment' }).click();
    const payment = staff.getByRole('dialog');
    await payment.getByLabel('Payment method').selectOption('paypal');
    await payment.getByLabel('Gateway').fill('PayPal');
    await payment.getByLabel('Reference').fill('PAYID-E2E-1');
    await payment.getByLabel('Processing fees').fill('36.30');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await staff.getByTestId('invoice-status').filter({ hasText: 'paid' }).waitFor();

    await author.reload();
    await row.getByText('paid').waitFor();
    expect(await author.getByTestId('paid-to-date').textContent()).toBe('$4,450.00');
    expect(await author.getByTestId('outstanding').textContent()).toBe('$3,550.00');
  });

  it('refuses admin-only actions to a support user on the server, not only in the page', async () => {
    const staffToken = await accessToken(server.url, DEMO_STAFF);
    const created = await fetch(`${server.url}/.netlify/identity/admin/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'helper@example.com',
        password: 'Helper-pass-2026',
        confirm: true,
        app_metadata: { roles: ['support'] },
      }),
    });
    expect(created.status).toBe(200);

    const support = await staffPage(browser, server.url, {
      ...AUTHORS,
      email: 'helper@example.com',
      password: 'Helper-pass-2026',
    });
    await support.getByRole('link', { name: 'Eleanor Hart' }).click();
    await support.getByRole('heading', { name: 'Eleanor Hart' }).waitFor();
    expect(await support.getByRole('button', { name: 'New invoice' }).count()).toBe(0);
    expect(await support.getByRole('button', { name: 'Invite by email' }).count()).toBe(0);
    // Backups hold every record: the page is for admins.
    expect(await support.getByRole('link', { name: 'Backups' }).count()).toBe(0);

    // What the page would send if the button were there: the server refuses it.
    const refused = await support.evaluate(
      async (url) => {
        const session = JSON.parse(localStorage.getItem('gotrue.user') ?? '{}') as {
          token?: { access_token?: string };
        };
        const response = await fetch(url, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${session.token?.access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ author_status: 'Inactive' }),
        });
        return { status: response.status, body: await response.json() };
      },
      `${server.url}${new URL(support.url()).pathname.replace('/staff/authors/', '/api/staff/authors/')}`,
    );
    expect(refused).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: 'You do not have access to this' } },
    });

    // Support may move a project along.
    await support
      .getByRole('row')
      .filter({ hasText: 'Amazon Advertising Campaign' })
      .getByRole('button', { name: 'Update' })
      .click();
    const project = support.getByRole('dialog');
    expect(await project.getByLabel('Service').count()).toBe(0);
    await project.getByLabel('Milestone note').fill('Campaign live on three marketplaces');
    await project.getByRole('button', { name: 'Save project' }).click();
    await support.getByRole('cell', { name: 'Campaign live on three marketplaces' }).waitFor();
  });
});

describe('installment plans and the audit log', () => {
  it('generates a plan, records one installment, and the change history shows it', async () => {
    const staff = await staffPage(browser, server.url, AUTHORS);
    await staff.getByRole('link', { name: 'Eleanor Hart' }).click();
    await staff.getByRole('row').filter({ hasText: 'Audiobook Services' }).getByRole('link').first().click();
    await staff.getByRole('button', { name: 'Generate plan' }).click();
    const plan = staff.getByRole('form', { name: 'Installment plan' });
    expect(await plan.getByLabel('Amount 1').inputValue()).toBe('966.67');
    await plan.getByLabel('Amount 3').fill('900');
    await plan.getByRole('button', { name: 'Save plan' }).click();
    await plan.getByText('The installments add up to $2,833.34, the invoice total is $2,900.00').waitFor();
    await plan.getByLabel('Amount 3').fill('966.66');
    await plan.getByRole('button', { name: 'Save plan' }).click();
    // A draft is not billed yet and takes no payment: the invoice is sent first.
    await staff.getByText('Installment plan saved.').waitFor();
    expect(await staff.getByRole('button', { name: 'Record payment 1' }).count()).toBe(0);
    await staff.getByLabel('Status').selectOption('pending');
    await staff.getByRole('button', { name: 'Save invoice' }).click();
    await staff.getByText('Invoice saved.').waitFor();
    await staff.getByRole('button', { name: 'Record payment 1' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Record payment' }).click();
    await staff.getByTestId('invoice-status').filter({ hasText: 'partially paid (1/3)' }).waitFor();
    // The confirmation lies over the header's right end until it times out; pointed at, it stays.
    await staff.getByText('Payment recorded.').waitFor({ state: 'detached' });

    await staff.getByRole('link', { name: 'Audit log' }).click();
    await staff.getByText('invoice.payment').first().waitFor();
    await staff.getByText('invoice.plan_set').first().waitFor();
  });
});

describe('backups', () => {
  it('an admin takes a backup of the embedded database and downloads it', async () => {
    const staff = await staffPage(browser, server.url, AUTHORS);
    await staff.getByRole('link', { name: 'Backups' }).click();
    await staff
      .getByText('Every day at 03:30 UTC; the newest of each of the last 7 days and 4 weeks are kept.')
      .waitFor();
    await staff.getByRole('button', { name: 'Back up now' }).click();
    await staff
      .getByTestId('last-backup')
      .filter({ hasText: /^Last backup: .+ · [\d.]+ (KB|MB)$/ })
      .waitFor();
    const files = staff.getByRole('list', { name: 'Backup files' }).getByRole('listitem');
    expect(await files.count()).toBe(1);
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      files.first().getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tgz$/);
    // A gzip stream (the database image), as `npm run db:restore` reads it.
    expect(readFileSync((await download.path())!).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });
});
