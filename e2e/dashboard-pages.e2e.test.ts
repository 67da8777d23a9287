import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { DEMO_AUTHOR, DEMO_PASSWORD, logInFromHeader } from './support/login.js';
import { pdfPageTexts } from './support/pdf.js';
import { startServer, type RunningServer } from './support/server.js';

const OPERATOR_TOKEN = 'e2e-dashboard-operator-token-0123456789';

let server: RunningServer;
let browser: Browser;
/** The demo author's signed-in browser storage, so most tests skip the login form. */
let demoSession: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  server = await startServer({ env: { IDENTITY_OPERATOR_TOKEN: OPERATOR_TOKEN } });
  browser = await launchBrowser();
  const { context, page } = await newPage();
  await page.goto(`${server.url}/dashboard`);
  await logIn(page);
  demoSession = await context.storageState();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function newPage(storageState?: typeof demoSession): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    storageState,
  });
  return { context, page: await context.newPage() };
}

/** Signs in through the header's Login menu and the identity modal, from wherever the page is. */
async function logIn(page: Page, email = DEMO_AUTHOR, password = DEMO_PASSWORD) {
  await logInFromHeader(page, email, password);
  await page.waitForURL(/\/dashboard/);
}

/** A browser already signed in as the demo author, on a dashboard page. */
async function signedInPage(path = '/dashboard') {
  const session = await newPage(demoSession);
  await session.page.goto(`${server.url}${path}`);
  return session;
}

/** A new browser that signs in through the login form, then opens the page. */
async function freshLogin(path: string) {
  const session = await newPage();
  await session.page.goto(`${server.url}${path}`);
  await logIn(session.page);
  await session.page.waitForURL(`${server.url}${path}`);
  return session;
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

/** Holds the requests matching `url` until released; `arrived` resolves when the first one comes. */
async function holdRequests(page: Page, url: string) {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    arrive();
    await released;
    await route.continue();
  });
  return { arrived, release };
}

/** Counts the requests the page sends to each of these paths (a live tally, read with `snapshot`). */
function countRequests(page: Page, paths: readonly string[]) {
  const counts = new Map(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const count = counts.get(pathname);
    if (count !== undefined) counts.set(pathname, count + 1);
  });
  return { snapshot: () => Object.fromEntries(counts) };
}

describe('protected layout', () => {
  it('sends a visitor to / (history replaced, origin kept) and back after login', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.url}/dashboard/invoices`);
    await page.waitForURL(`${server.url}/`);
    // about:blank, then the dashboard's entry, replaced by /.
    expect(await page.evaluate(() => history.length)).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('return-path'))).toBe('/dashboard/invoices');
    await logIn(page);
    await page.waitForURL(`${server.url}/dashboard/invoices`);
    await context.close();
  });

  it('shows the sidebar at 280 px, 88 px collapsed, and pushes the content on wide screens', async () => {
    const { context, page } = await signedInPage('/dashboard');
    const sidebar = page.getByTestId('dashboard-sidebar');
    const content = page.getByTestId('dashboard-content');
    expect((await sidebar.boundingBox())?.width).toBe(280);
    expect((await content.boundingBox())?.x).toBe(280);
    const links = await sidebar.getByRole('navigation').getByRole('link').allTextContents();
    expect(links).toEqual([
      'Home',
      'Dashboard',
      'Profile',
      'Invoices',
      'Orders',
      'Sales & Royalties',
      'Agreement Document',
      'Products & Services',
      'Cart & Checkout',
      'Payment Methods',
      'Security Settings',
    ]);
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(88);
    await expect.poll(async () => (await content.boundingBox())?.x).toBe(88);
    await context.close();
  });

  it('starts collapsed at 800 px and overlays the content when opened', async () => {
    const { context, page } = await signedInPage('/dashboard');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.reload();
    const sidebar = page.getByTestId('dashboard-sidebar');
    const content = page.getByTestId('dashboard-content');
    expect((await sidebar.boundingBox())?.width).toBe(88);
    const before = (await content.boundingBox())?.x;
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(280);
    expect((await content.boundingBox())?.x).toBe(before);
    await context.close();
  });
});

describe('dashboard pages as the demo author', () => {
  it('home: greeting, tiles, recent activity and the strategy call link', async () => {
    const { context, page } = await signedInPage('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Eleanor Hart!' }).waitFor();
    // Each tile and the activity list come from their own query: each is waited for.
    await expect.poll(() => text(page, 'tile-Total Invoices')).toBe('6');
    await expect.poll(() => text(page, 'tile-Active Orders')).toBe('3');
    await expect.poll(() => page.getByTestId('recent-activity').getByRole('listitem').count()).toBe(5);
    await page.getByRole('link', { name: 'Book a strategy call' }).click();
    await page.waitForURL(`${server.url}/contact`);
    await context.close();
  });

  it('invoices: totals and CSV export', async () => {
    const { context, page } = await signedInPage('/dashboard/invoices');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(6);
    expect(await text(page, 'paid-to-date')).toMatch(/^\$[\d,]+\.\d{2}$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe(
      'Invoice,Order number,Service,Issued,Due,Amount,Paid,Balance due,Currency,Status,Payment method',
    );
    expect(csv).toHaveLength(7);
    await context.close();
  });

  // A short invoice (copy editing) and the longest demo invoice (the full color plan, with its
  // schedule of three installments). The status sits under the number, as the header prints it.
  it.each([
    { service: 'Copy Editing', total: '$1,650.00', status: 'Paid' },
    { service: 'Full Color Publishing', total: '$4,800.00', status: 'Overdue (1/3)' },
  ])('invoice for $service prints whole on one A4 page', async ({ service, total, status }) => {
    const { context, page } = await signedInPage('/dashboard/invoices');
    // Its sequential number, given when the demo seed billed it.
    const row = page.getByRole('row').filter({ hasText: service });
    const number = (await row.locator('.font-mono').textContent())!;
    expect(number).toMatch(/^\d{4}-\d{4}$/);
    await row.getByRole('button', { name: `View invoice ${number}` }).click();
    await page.getByRole('dialog').getByText('998311').waitFor();
    await page.emulateMedia({ media: 'print' });
    const sheets = await pdfPageTexts(await page.pdf({ format: 'A4', printBackground: true }));
    expect(sheets).toHaveLength(1);
    for (const line of [
      'INVOICE',
      `#${number}\n${status}`,
      'BILLED BY',
      'BILLED TO',
      'Eleanor Hart',
      `Total due ${total}`,
    ]) {
      expect(sheets[0]).toContain(line);
    }
    await context.close();
  });

  it('orders and agreements show their rows', async () => {
    const { context, page } = await signedInPage('/dashboard/orders');
    await expect.poll(() => page.getByTestId('project-card').count()).toBe(5);
    await page.goto(`${server.url}/dashboard/contracts`);
    await expect.poll(() => text(page, 'total-documents')).toBe('7');
    expect(await text(page, 'signed-documents')).toBe('2');
    await context.close();
  });

  it('profile: saves an edit, and keeps edit mode with an error when saving fails', async () => {
    const { context, page } = await signedInPage('/dashboard/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Phone').fill('(503) 555-0199');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated.').waitFor();
    await page.getByText('(503) 555-0199').waitFor();
    expect(await page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(1);

    await page.route('**/api/me/profile', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('City').fill('Xville');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Unable to update profile').waitFor();
    expect(await page.getByLabel('City').inputValue()).toBe('Xville');
    await context.close();
  });

  it('profile: uploads a photo that the account menu shows', async () => {
    const { context, page } = await signedInPage('/dashboard/profile');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Photo updated.').waitFor();
    const menuPhoto = page.getByRole('button', { name: /^Account menu for/ }).locator('img');
    await expect.poll(() => menuPhoto.getAttribute('src')).toMatch(/^blob:/);
    await context.close();
  });

  it('products: add to cart, land on the cart, continue to checkout', async () => {
    const { context, page } = await signedInPage('/dashboard/products');
    await expect.poll(() => page.getByTestId('service-card').count()).toBe(18);
    await page.getByRole('button', { name: /^Add to cart\W+Audiobook Services$/ }).click();
    await page.getByText('Added to cart!').waitFor();
    await page.waitForURL(`${server.url}/dashboard/cart`);
    await page.getByText('Audiobook Services').first().waitFor();
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await page.waitForURL(`${server.url}/checkout`);
    await context.close();
  });

  it('cart: copy editing asks for the word count; the empty cart leads back to the catalogue', async () => {
    const { context, page } = await signedInPage('/dashboard/products');
    await page.getByRole('button', { name: /^Add to cart\W+Copy Editing$/ }).click();
    await page.waitForURL(`${server.url}/dashboard/cart`);
    await page.getByRole('heading', { name: 'Cart & Checkout' }).waitFor();
    const line = page.getByTestId('dashboard-content').getByRole('listitem').filter({ hasText: 'Copy Editing' });
    await line.getByText('$0.05 per word').waitFor();
    await line.getByRole('spinbutton', { name: 'Number of words for Copy Editing' }).fill('12000');
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe('$600.00');
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('link', { name: 'Browse products and services' }).click();
    await page.waitForURL(`${server.url}/dashboard/products`);
    await context.close();
  });

  it('payment method: saved, kept after reload and on another browser', async () => {
    const { context, page } = await signedInPage('/dashboard/payment');
    await page.getByTestId('no-method').waitFor();
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await page.getByRole('radio', { name: 'Wire Transfer' }).click();
    await page.getByRole('button', { name: 'Save preference' }).click();
    await page.getByText('Your preferred payment method is now Wire Transfer').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Change method' }).waitFor();
    expect(await page.getByTestId('preferred-method').textContent()).toContain('Wire Transfer');
    await context.close();

    const second = await freshLogin('/dashboard/payment');
    await second.page.getByTestId('preferred-method').getByText('Wire Transfer').waitFor();
    await second.context.close();
  });
});

/** Resolves when a realtime socket the page opens from now on is authenticated (its `ready` frame). */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && JSON.parse(payload).type === 'ready') resolve();
      }),
    );
  });
}

describe('browser console', () => {
  it('stays clean while someone loads and leaves dashboard pages quickly, on a slow network', async () => {
    const { context, page } = await newPage(demoSession);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
    // A mobile-like round trip, so the realtime socket is still connecting while the page
    // checks the session and moves on.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Full loads, each left as soon as it has loaded.
    for (const path of ['/dashboard', '/dashboard/invoices', '/dashboard/orders']) {
      await page.goto(`${server.url}${path}`);
    }
    const ready = socketReady(page);
    await page.goto(`${server.url}/dashboard`);
    const nav = page.getByTestId('dashboard-sidebar').getByRole('navigation');
    await nav.waitFor();
    for (const name of ['Invoices', 'Orders', 'Agreement Document', 'Products & Services', 'Cart & Checkout']) {
      await nav.getByRole('link', { name, exact: true }).click();
    }
    await page.waitForURL(`${server.url}/dashboard/cart`);
    await ready;
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('loading, cache and retries', () => {
  it('shows a loader while the session and the dashboard load, never leaving /dashboard, then the dashboard', async () => {
    const { context, page } = await newPage(demoSession);
    const dashboardUrl = `${server.url}/dashboard`;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const sessionCheck = await holdRequests(page, '**/.netlify/identity/user');
    const layoutCode = await holdRequests(page, '**/assets/dashboard-layout-*.js');
    await page.goto(dashboardUrl, { waitUntil: 'commit' });
    await Promise.all([sessionCheck.arrived, layoutCode.arrived]);

    await page
      .getByRole('status')
      .filter({ hasText: /^Loading/ })
      .waitFor();
    expect(await page.getByRole('heading', { name: /^Welcome back/ }).count()).toBe(0);
    expect(page.url()).toBe(dashboardUrl);

    sessionCheck.release();
    layoutCode.release();
    await page.getByRole('heading', { name: 'Welcome back, Eleanor Hart!' }).waitFor();
    expect(page.url()).toBe(dashboardUrl);
    // History updates count as navigations too: a redirect to / would be listed.
    expect(new Set(visited)).toEqual(new Set([dashboardUrl]));
    await context.close();
  });

  it('serves the home data from cache for 5 minutes, then refetches it', async () => {
    const { context, page } = await newPage(demoSession);
    await page.clock.install();
    const homeReads = countRequests(page, ['/api/me/profile', '/api/me/invoices', '/api/me/projects', '/api/me/books']);
    const onceEach = { '/api/me/profile': 1, '/api/me/invoices': 1, '/api/me/projects': 1, '/api/me/books': 1 };
    const sidebar = page.getByTestId('dashboard-sidebar').getByRole('navigation');
    const homeShown = async () => {
      await expect.poll(() => text(page, 'tile-Total Invoices')).toBe('6');
      await expect.poll(() => text(page, 'tile-Published Books')).toMatch(/^\d+$/);
    };
    const goHome = async () => {
      await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      await homeShown();
    };
    const goToProfile = async () => {
      await sidebar.getByRole('link', { name: 'Profile', exact: true }).click();
      await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    };

    await page.goto(`${server.url}/dashboard`);
    await homeShown();
    expect(homeReads.snapshot()).toEqual(onceEach);

    await goToProfile();
    await goHome();
    // A refetch would start as the page mounts, before the page sends anything else: once a request
    // sent after the mount is seen, a refetch would have been seen first.
    await Promise.all([page.waitForRequest(`${server.url}/healthz`), page.evaluate(() => void fetch('/healthz'))]);
    expect(homeReads.snapshot()).toEqual(onceEach);

    await goToProfile();
    await page.clock.fastForward('05:01');
    expect(homeReads.snapshot()).toEqual(onceEach);
    await goHome();
    await expect
      .poll(() => homeReads.snapshot())
      .toEqual({ '/api/me/profile': 2, '/api/me/invoices': 2, '/api/me/projects': 2, '/api/me/books': 2 });
    await context.close();
  });

  it('retries a failed query once, then shows its error and a retry line alone', async () => {
    const { context, page } = await newPage(demoSession);
    let attempts = 0;
    await page.route('**/api/me/invoices', (route) => {
      attempts += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong' } }),
      });
    });
    await page.goto(`${server.url}/dashboard/invoices`);
    // The error waits for the last attempt: the list stays "loading" while a retry is due.
    await page.getByText('We could not load your invoices.').waitFor();
    expect(attempts).toBe(2);
    // Never "nothing owed": no empty-list text and no $0.00 totals beside the error.
    expect(await page.getByText('No invoices found.', { exact: false }).count()).toBe(0);
    expect(await page.getByTestId('outstanding').count()).toBe(0);
    // Try again loads the list once the server answers.
    await page.unroute('**/api/me/invoices');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('outstanding').waitFor();
    expect(await page.getByText('We could not load your invoices.').count()).toBe(0);
    await context.close();
  });
});

describe('a fresh author', () => {
  it('sees every empty state', async () => {
    const email = `fresh-${Date.now()}@example.com`;
    const password = 'fresh-author-password-1';
    const created = await fetch(`${server.url}/.netlify/identity/admin/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, confirm: true }),
    });
    expect(created.ok).toBe(true);
    const { context, page } = await newPage();
    await page.goto(`${server.url}/dashboard`);
    await logIn(page, email, password);
    await page.getByText('No recent activity. Start by exploring services below.').waitFor();
    await page.goto(`${server.url}/dashboard/invoices`);
    await page.getByText('No invoices found. New service engagements will appear here automatically.').waitFor();
    await page.goto(`${server.url}/dashboard/orders`);
    await page.getByRole('link', { name: 'Explore publishing packages' }).waitFor();
    await page.goto(`${server.url}/dashboard/contracts`);
    await page
      .getByText('No agreement documents found. Documents will appear here once services are activated.')
      .waitFor();
    await page.goto(`${server.url}/dashboard/payment`);
    await page.getByText('No installment plans found. New services that use payment plans will appear here.').waitFor();
    await page.goto(`${server.url}/dashboard/profile`);
    await page.getByText('No services yet').waitFor();
    await context.close();
  });
});

// Last: logging out ends every session of the demo author, the shared one included.
describe('logout', () => {
  it('shows the name in the account menu and logs out to /', async () => {
    const { context, page } = await freshLogin('/dashboard/profile');
    await page.getByRole('button', { name: /^Account menu for Eleanor Hart/ }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Eleanor Hart').waitFor();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });
});
