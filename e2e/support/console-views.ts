import type { Page } from 'playwright-core';
import { DEMO_AUTHOR } from '../../apps/server/src/db/seed/demo-author.js';

/** The staff console's pages that need no id. */
export const staffPages = [
  '/staff',
  '/staff/reports',
  '/staff/royalties',
  '/staff/year-end',
  '/staff/authors',
  '/staff/invoices',
  '/staff/inbox',
  '/staff/content/books',
  '/staff/content/episodes',
  '/staff/content/testimonials',
  '/staff/content/catalogue',
  '/staff/requests',
  '/staff/mail',
  '/staff/backups',
  '/staff/audit',
] as const;

/** The demo author's file in the console. */
export const AUTHOR_FILE = `/staff/authors/${DEMO_AUTHOR.id}`;

/**
 * The pages reached from a list (they have an id in their address): each by a name, the list it
 * is opened from, and the link that opens it there.
 */
export interface DetailPage {
  name: string;
  list: string;
  link: string;
}

export const dashboardDetailPages: DetailPage[] = [
  { name: 'agreement to sign', list: '/dashboard/contracts', link: 'main a[href$="/sign"]' },
  { name: 'proof review', list: '/dashboard/orders', link: 'main a[href$="/proofs"]' },
];

export const staffDetailPages: DetailPage[] = [
  { name: 'author file', list: '/staff/authors', link: `main a[href="${AUTHOR_FILE}"]` },
  { name: 'invoice', list: '/staff/invoices', link: 'main a[href^="/staff/invoices/"]' },
  { name: 'conversation', list: AUTHOR_FILE, link: 'main a[href^="/staff/conversations/"]' },
];

/**
 * Follows a detail page's link from its list (already open) and waits until the page's own code
 * and data have arrived: its heading or message log shows and the network is quiet.
 */
export async function followToDetail(page: Page, { link }: DetailPage): Promise<void> {
  const before = page.url();
  await page.locator(link).first().click();
  await page.waitForURL((url) => url.href !== before);
  await page.locator('main :is(h1, [role=log])').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The dialogs of the dashboard, each by the view it opens on and the name of the button that opens it. */
export const DASHBOARD_DIALOGS: [path: string, opener: RegExp][] = [
  ['/dashboard/invoices', /^View/],
  ['/dashboard/invoices', /^Pay now/],
  ['/dashboard/orders', /^View shared files/],
  ['/dashboard/royalties', /^Open (?!support chat)/],
  ['/dashboard/payment', /^(Add payment method|Change method)$/],
  ['/dashboard/security', /^Change Password \(Login\)$/],
];

export const STAFF_DIALOGS: [path: string, opener: RegExp][] = [
  ['/staff/authors', /^New author$/],
  ['/staff/content/catalogue', /^Edit$/],
  [AUTHOR_FILE, /^Edit details$/],
  [AUTHOR_FILE, /^New invoice$/],
  [AUTHOR_FILE, /^New project$/],
  [AUTHOR_FILE, /^New agreement$/],
  // Sent, or viewed once the author has opened the document.
  [AUTHOR_FILE, /^Signature: (sent|viewed)$/],
];

/**
 * From the staff authors list, opens Eleanor Hart's (the demo author's) invoice for a service by
 * its number: the project of the same service has its own "Production" link in that row.
 */
export async function openDemoAuthorInvoice(staff: Page, service: string): Promise<void> {
  await staff.getByLabel('Search').fill('eleanor');
  await staff.getByRole('link', { name: 'Eleanor Hart' }).click();
  await staff
    .getByRole('row')
    .filter({ hasText: service })
    .getByRole('link', { name: /^#\d{4}-\d{4}$/ })
    .click();
}
