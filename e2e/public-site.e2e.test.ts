import { publicPages } from '@app/contracts/routes';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPublicPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * The public site in Chromium against the built server on its own PostgreSQL database, so the
 * tests can check that forms land in the tables.
 */
type Box = { x: number; y: number; width: number; height: number };

const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

describe('public site', () => {
  let server: RunningServer;
  let browser: Browser;
  let db: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    databaseName = `e2e_public_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    server = await startServer({ env: { DATABASE_URL: url.toString(), DEMO_DATA: 'true' } });
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await db?.end();
    await server?.dispose();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  /** A fresh page that fails the test on any console error (hydration mismatches included). */
  async function openPage(context?: BrowserContext): Promise<{ page: Page; errors: string[] }> {
    const page = await (context ?? browser).newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  }

  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  /** Opens a path and waits until React has hydrated it, so clicks reach the app, not bare HTML. */
  const visit = (page: Page, path: string) => openPublicPage(page, `${server.url}${path}`);

  it('renders every public route with its heading, header and footer, without errors', async () => {
    const { page, errors } = await openPage();
    for (const path of [...publicPages, '/books/tidewater-letters']) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await heading(page).waitFor();
      expect(await heading(page).textContent(), path).not.toBe('Page not found');
      expect(await page.locator('header').count(), path).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Quick links' }).count(), path).toBe(1);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads at most 90 KB gzip of JavaScript on the home page (budget)', async () => {
    const { page } = await openPage();
    const scripts = new Map<string, Promise<Buffer>>();
    const collectScript = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.body();
      // A body still pending when the page closes rejects; only bodies read below count.
      body.catch(() => undefined);
      scripts.set(response.url(), body);
    };
    page.on('response', collectScript);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    page.off('response', collectScript);
    let total = 0;
    for (const body of scripts.values()) total += gzipSync(await body, { level: 9 }).length;
    // Every script the page downloads, compressed one by one as a gzip-only client receives them.
    expect(scripts.size).toBeGreaterThan(1);
    expect(total).toBeLessThanOrEqual(90 * 1024);
    await page.close();
  });

  it('answers unknown paths with the not-found page and HTTP 404, inside the layout', async () => {
    const { page } = await openPage();
    for (const path of [
      '/no-such-page',
      '/publishing',
      '/books-x',
      '/social-media-campaigns',
      '/books/does-not-exist',
      '/all-episodes/does-not-exist',
    ]) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(heading(page).textContent()).resolves.toMatch(/not found/i);
      expect(await page.locator('header').count()).toBe(1);
    }
    await page.close();
  });

  it('shows database content to a visitor without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/books`);
    await expect(page.getByRole('link', { name: /Tidewater Letters/ }).count()).resolves.toBe(1);
    await page.goto(`${server.url}/books/tidewater-letters`);
    await expect(heading(page).textContent()).resolves.toBe('Tidewater Letters');
    await page.goto(`${server.url}/all-episodes`);
    expect(await page.locator('article').count()).toBe(10);
    await page.getByRole('link', { name: 'What Readers Actually Judge in a Cover' }).click();
    await page.waitForURL(/\/all-episodes\/what-readers-judge-in-a-cover$/);
    await expect(heading(page).textContent()).resolves.toBe('What Readers Actually Judge in a Cover');
    await page.getByText('Testing a cover at thumbnail size on a phone screen').waitFor();
    await page.goto(`${server.url}/testimonials`);
    expect(await page.locator('blockquote').count()).toBeGreaterThan(2);
    await page.goto(`${server.url}/copy-editing-services`);
    await expect(page.getByText('$0.05 per word').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('opens a book from the list, and the page survives a reload', async () => {
    const { page, errors } = await openPage();
    await visit(page, '/books');
    await page.getByRole('link', { name: /Midnight at Harrow Creek/ }).click();
    await page.waitForURL(/\/books\/midnight-at-harrow-creek$/);
    await page.getByRole('heading', { level: 1, name: 'Midnight at Harrow Creek' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Midnight at Harrow Creek' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens an episode from the list, and the page survives a reload', async () => {
    const { page, errors } = await openPage();
    await visit(page, '/all-episodes');
    await page.getByRole('link', { name: 'Copy Editing Without Losing Your Voice' }).click();
    await page.waitForURL(/\/all-episodes\/copy-editing-without-losing-your-voice$/);
    const title = page.getByRole('heading', { level: 1, name: 'Copy Editing Without Losing Your Voice' });
    await title.waitFor();
    await page.getByRole('heading', { level: 2, name: 'Show notes' }).waitFor();
    await page.reload();
    await title.waitFor();
    await expect(page.title()).resolves.toMatch(/^Copy Editing Without Losing Your Voice \| /);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text) as { '@type': string; url?: string })).toContainEqual(
      expect.objectContaining({
        '@type': 'PodcastEpisode',
        url: `${server.url}/all-episodes/copy-editing-without-losing-your-voice`,
      }),
    );
    await page.getByRole('link', { name: 'All episodes', exact: true }).click();
    await page.waitForURL(/\/all-episodes$/);
    await page.getByRole('heading', { level: 1, name: 'All Episodes' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has no top padding on the home page main area and some elsewhere', async () => {
    const { page } = await openPage();
    const paddingTop = () => page.locator('main').evaluate((main) => getComputedStyle(main).paddingTop);
    await visit(page, '/');
    await expect(paddingTop()).resolves.toBe('0px');
    await visit(page, '/about');
    expect(parseFloat(await paddingTop())).toBeGreaterThan(0);
    await page.close();
  });

  describe('navigation', () => {
    it('opens the publishing dropdown on hover after the delay and navigates from it', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      // The page's timers run on a controlled clock: the delay is checked, not the machine's speed.
      // An installed clock still follows real time until it is paused: from here only runFor moves it.
      await page.clock.install();
      await visit(page, '/');
      await page.clock.pauseAt(Date.now() + 1_000);
      const trigger = page.getByRole('button', { name: 'Publishing' });
      await trigger.hover();
      await page.clock.runFor(80);
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
      await page.clock.runFor(250);
      await page.getByRole('button', { name: 'Publishing', expanded: true }).waitFor();
      const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      expect(await menu.getByRole('link').count()).toBe(8);
      await page.clock.resume();

      // Moving straight to the other trigger switches menus without a second wait.
      const marketing = page.getByRole('button', { name: 'Marketing' });
      await marketing.hover();
      await page.getByRole('button', { name: 'Marketing', expanded: true }).waitFor();
      const marketingMenu = page.locator(`#${await marketing.getAttribute('aria-controls')}`);
      expect(await marketingMenu.getByRole('link').count()).toBe(10);
      await marketingMenu.getByRole('link', { name: 'Goodreads Giveaways' }).click();
      await page.waitForURL(/\/goodreads-giveaways$/);
      await page.getByRole('heading', { level: 1, name: /Goodreads/ }).waitFor();
      await context.close();
    });

    it('works from the keyboard', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await visit(page, '/');
      const trigger = page.getByRole('button', { name: 'Publishing' });
      await trigger.focus();
      // The menu opens, then moves focus: each key waits for the focus the last one gave.
      const focused = () => page.evaluate(() => document.activeElement?.textContent);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(focused).toBe('All publishing packages');
      await page.keyboard.press('ArrowDown');
      await expect.poll(focused).toBe('Black and White Publishing');
      await page.keyboard.press('Escape');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(focused).toContain('Publishing');
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      await expect.poll(focused).toBe('All publishing packages');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/publishing-packages$/);
      await context.close();
    });

    it('collapses into a menu on a 375 px screen', async () => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      await visit(page, '/');
      await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      // The open menu's panel downloads on first open.
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await mobileNav.waitFor();
      await expect(mobileNav.getByRole('button', { name: 'Sign Up' }).isVisible()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(mobileNav.isVisible()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await mobileNav.getByRole('link', { name: 'About' }).click();
      await page.waitForURL(/\/about$/);
      await expect(mobileNav.isVisible()).resolves.toBe(false);
      // No cursor effect on touch screens.
      expect(await page.locator('[data-cursor-effect]').count()).toBe(0);
      await context.close();
    });

    it.each([
      { width: 1280, height: 900, isMobile: false },
      { width: 390, height: 844, isMobile: true },
    ])(
      'keeps the nav bar pinned to the top of a $width px screen scrolled to the end',
      async ({ width, height, isMobile }) => {
        const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch: isMobile });
        const page = await context.newPage();
        await visit(page, '/about');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        const banner = page.getByRole('banner');
        const pinned = [
          banner.getByRole('link', { name: 'Quillbridge Publishing', exact: true }),
          isMobile
            ? banner.getByRole('button', { name: 'Open menu' })
            : banner.getByRole('navigation', { name: 'Main' }),
        ];
        for (const element of pinned) {
          const box = (await element.boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(64);
        }
        await context.close();
      },
    );

    describe('on a 390 × 844 phone', () => {
      const phone = () => browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const overlaps = (a: Box, b: Box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

      it('reaches the Login and Sign Up row of the open menu, and the chat button stays out of the way', async () => {
        const context = await phone();
        const page = await context.newPage();
        await visit(page, '/');
        const chat = page.getByRole('button', { name: 'Chat with us' });
        await page.getByRole('button', { name: 'Open menu' }).click();
        const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
        await mobileNav.evaluate((nav) => nav.scrollTo(0, nav.scrollHeight));
        for (const name of ['Login', 'Sign Up']) {
          const box = (await mobileNav.getByRole('button', { name }).boundingBox())!;
          expect(box.y + box.height, name).toBeLessThanOrEqual(844);
        }
        await expect(chat.isVisible()).resolves.toBe(false);
        await page.getByRole('button', { name: 'Close menu' }).click();
        await expect(chat.isVisible()).resolves.toBe(true);

        // At the end of the page the last lines of the footer end beside the chat button.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const chatBox = (await chat.boundingBox())!;
        const footer = page.locator('footer');
        for (const element of [
          footer.getByText(/All rights reserved/),
          footer.getByRole('link', { name: 'Sitemap' }),
        ]) {
          expect(overlaps((await element.boundingBox())!, chatBox)).toBe(false);
        }
        await context.close();
      });

      it.each(['Login', 'Sign Up'])('closes the menu when %s opens the identity modal', async (name) => {
        const context = await phone();
        const page = await context.newPage();
        await visit(page, '/about');
        await page.getByRole('button', { name: 'Open menu' }).click();
        // The modal hides the rest of the page from the accessibility tree, not from the eye.
        const mobileNav = page.getByRole('navigation', { name: 'Mobile', includeHidden: true });
        await mobileNav.getByRole('button', { name }).click();
        await page.getByRole('dialog').waitFor();
        await expect(mobileNav.isVisible()).resolves.toBe(false);
        await context.close();
      });
    });

    it('shows the coming-soon notice from the chat button and a cursor effect for the mouse', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await visit(page, '/about');
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await page.getByText('Chat coming soon!').waitFor();
      await page.mouse.move(300, 300);
      await page.locator('[data-cursor-effect]').waitFor({ state: 'attached' });
      await context.close();
    });

    it('offers Login and Sign Up when signed out', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await visit(page, '/');
      await page.getByRole('button', { name: 'Login' }).click();
      const items = page.getByRole('menuitem');
      await expect(items.allTextContents()).resolves.toEqual(['Login', 'Sign Up']);
      await context.close();
    });
  });

  describe('cart and checkout', () => {
    const stored = (page: Page) =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('cart-storage') ?? 'null') as {
            state: { items: { id: string; quantity: number }[] };
          } | null,
      );

    it('adds, increases, removes and clears, surviving reloads', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await visit(page, '/copy-editing-services');
      const add = page.getByRole('button', { name: 'Add to cart', exact: true });
      await add.click();
      await page.getByText('Added to cart!').waitFor();
      await add.click();
      await visit(page, '/audiobook-services');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();

      await visit(page, '/cart');
      await page.getByRole('button', { name: 'Remove Copy Editing' }).waitFor();
      // Copy editing is priced per word: no count (and no subtotal) until the visitor enters one.
      expect((await stored(page))?.state.items.map((i) => [i.id, i.quantity])).toEqual([
        ['copy-editing', 0],
        ['audiobook-production', 1],
      ]);
      await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe('—');
      await page.getByText('Enter the number of words to see your subtotal.').waitFor();
      await page.getByText('Custom Quote').first().waitFor();
      await page.getByText('Sales tax: Calculated during checkout').waitFor();

      await page.reload();
      await page.getByRole('button', { name: 'Increase quantity of Audiobook Services' }).click();
      expect((await stored(page))?.state.items.map((i) => [i.id, i.quantity])).toEqual([
        ['copy-editing', 0],
        ['audiobook-production', 2],
      ]);
      await page.getByRole('spinbutton', { name: 'Number of words for Copy Editing' }).fill('3');
      await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe('$0.15');
      await page.getByRole('button', { name: 'Remove Audiobook Services' }).click();
      await page.reload();
      expect((await stored(page))?.state.items.map((i) => [i.id, i.quantity])).toEqual([['copy-editing', 3]]);
      await page.getByRole('button', { name: 'Remove Copy Editing' }).waitFor();

      await page.getByRole('button', { name: 'Clear cart' }).click();
      await page.getByText('Your cart is empty').waitFor();
      await page.reload();
      await page.getByText('Your cart is empty').waitFor();
      expect((await stored(page))?.state.items).toEqual([]);
      await context.close();
    });

    it('prices copy editing per word: the cart asks for the word count, checkout sends it', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await visit(page, '/copy-editing-services');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByText('Added to cart!').waitFor();

      await visit(page, '/cart');
      const line = page.locator('main').getByRole('listitem').filter({ hasText: 'Copy Editing' });
      await line.getByText('$0.05 per word').waitFor();
      const words = line.getByRole('spinbutton', { name: 'Number of words for Copy Editing' });
      // No word count is assumed: the field is empty and checkout waits for it.
      expect(await words.inputValue()).toBe('');
      expect(await page.getByTestId('cart-subtotal').textContent()).toBe('—');
      expect(await page.getByRole('button', { name: 'Continue to checkout' }).isDisabled()).toBe(true);
      await words.fill('80000');
      await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe('$4,000.00');
      // Out of bounds: said next to the field, and the cart keeps the last good count.
      for (const bad of ['0', '1000001', '']) {
        await words.fill(bad);
        await line.getByText('Enter a number of words from 1 to 1,000,000').waitFor();
        expect(await page.getByTestId('cart-subtotal').textContent()).toBe('$4,000.00');
      }
      await words.fill('85000');
      await line.getByText('Enter a number of words').waitFor({ state: 'detached' });
      expect((await stored(page))?.state.items.map((i) => [i.id, i.quantity])).toEqual([['copy-editing', 85_000]]);

      await page.getByRole('button', { name: 'Continue to checkout' }).click();
      await page.waitForURL(/\/checkout$/);
      const summary = page.getByRole('complementary', { name: 'Your services' });
      await summary.getByText('Copy Editing × 85,000 words').waitFor();
      await summary.getByText('$0.05 per word').waitFor();
      await summary.getByText('$4,250.00').waitFor();
      await page.getByLabel('Full name').fill('Wendell Words');
      await page.getByLabel('Email').fill('wendell@example.com');
      await page.getByRole('button', { name: 'Request my quote' }).click();
      const reference = (await page.getByTestId('quote-reference').textContent()) ?? '';
      const { rows } = await db.query('select items from quote_requests where reference = $1', [reference]);
      expect(rows[0].items).toEqual([
        {
          id: 'copy-editing',
          title: 'Copy Editing',
          category: 'Publishing',
          price: 0.05,
          priceUnit: 'per word',
          quantity: 85_000,
        },
      ]);
      await context.close();
    });

    it('sends a visitor with an empty cart to the public service pages, not the dashboard', async () => {
      const { page, errors } = await openPage();
      await visit(page, '/cart');
      await page.getByText('Your cart is empty').waitFor();
      const hrefs = await page
        .locator('main')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.filter((href) => href?.startsWith('/dashboard'))).toEqual([]);
      await page.getByRole('link', { name: 'Browse products and services' }).click();
      await page.waitForURL(`${server.url}/publishing-packages`);
      await heading(page).filter({ hasText: 'Publishing' }).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });

    it('sends a quote request that lands in the database, shows its reference and empties the cart', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await visit(page, '/translation-services');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await visit(page, '/cart');
      await page.getByRole('button', { name: 'Continue to checkout' }).click();
      await page.waitForURL(/\/checkout$/);
      await page.getByLabel('Full name').fill('Maya Quinn');
      await page.getByLabel('Email').fill('maya@example.com');
      await page.getByLabel('Notes (optional)').fill('Spanish edition of my novel');
      await page.getByRole('button', { name: 'Request my quote' }).click();
      const reference = (await page.getByTestId('quote-reference').textContent()) ?? '';
      expect(reference).toMatch(/^QB-/);
      const { rows } = await db.query('select contact_name, notes, items from quote_requests where reference = $1', [
        reference,
      ]);
      expect(rows[0]).toMatchObject({ contact_name: 'Maya Quinn', notes: 'Spanish edition of my novel' });
      expect(rows[0].items[0]).toMatchObject({ id: 'book-translation', quantity: 1 });
      expect((await stored(page))?.state.items).toEqual([]);
      await context.close();
    });
  });

  describe('forms', () => {
    it('stores a contact message, after showing what is missing', async () => {
      const { page } = await openPage();
      await visit(page, '/contact');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Enter your name').waitFor();
      await page.getByText('Please agree so we can use your details to reply').waitFor();
      await page.getByLabel('Your name').fill('Leo Park');
      await page.getByLabel('Email').fill('leo@example.com');
      await page.getByLabel('How can we help?').fill('I would like an audiobook of my thriller.');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Thank you, your message is on its way').waitFor();
      const { rows } = await db.query('select name, consent from contact_messages where email = $1', [
        'leo@example.com',
      ]);
      expect(rows).toEqual([{ name: 'Leo Park', consent: true }]);
      await page.close();
    });

    it('subscribes to the newsletter from the footer, and again without an error', async () => {
      const { page } = await openPage();
      await visit(page, '/');
      const footer = page.locator('footer');
      await footer.getByRole('textbox').fill('ana@example.com');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await footer.getByText(/check your inbox/).waitFor();
      await footer.getByRole('textbox').fill('ANA@example.com');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await footer.getByText(/check your inbox/).waitFor();
      const { rows } = await db.query(
        "select status from newsletter_subscriptions where lower(email) = 'ana@example.com'",
      );
      expect(rows).toEqual([{ status: 'pending' }]);
      await page.close();
    });

    it("shows a newsletter confirmation link's page in the site's layout, which the browser hydrates", async () => {
      const { page } = await openPage();
      await visit(page, '/api/newsletter/confirm?token=forged');
      await expect(heading(page).textContent()).resolves.toBe('This link is not valid');
      await expectSiteLayout(page);
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      await expect.poll(() => page.getByRole('menuitem').allTextContents()).toEqual(['Login', 'Sign Up']);
      await page.close();
    });

    /** A page in the site's layout (header, nav, footer) and styled by the site's stylesheet. */
    async function expectSiteLayout(page: Page) {
      await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);
      await expect(page.locator('footer').getByRole('link', { name: 'Sitemap' }).isVisible()).resolves.toBe(true);
      // The stylesheet's paper background and the serif headings.
      await expect(page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).resolves.toBe(
        'rgb(251, 248, 242)',
      );
      await expect(heading(page).evaluate((h1) => getComputedStyle(h1).fontFamily)).resolves.toMatch(/^ui-serif/);
    }

    it('work without JavaScript: the browser checks, posts, and the server answers with a page', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${server.url}/contact`);
      await page.getByLabel('Your name').fill('Ines Offline');
      await page.getByLabel('Email').fill('ines@example.com');
      await page.getByLabel('How can we help?').fill('Scripts are off in my browser, can you still help?');
      // Without the consent box the browser itself refuses to send the form.
      await page.getByRole('button', { name: 'Send message' }).click();
      expect(page.url()).toBe(`${server.url}/contact`);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('heading', { name: 'Thank you, your message is on its way' }).waitFor();
      await expectSiteLayout(page);
      const { rows } = await db.query('select name, consent from contact_messages where email = $1', [
        'ines@example.com',
      ]);
      expect(rows).toEqual([{ name: 'Ines Offline', consent: true }]);
      await page.getByRole('link', { name: 'Back to the page you were on' }).click();
      await page.waitForURL(`${server.url}/contact`);

      await page.goto(`${server.url}/about`);
      await page.locator('footer').getByRole('textbox').fill('ines@example.com');
      await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText(/check your inbox/).waitFor();
      await expectSiteLayout(page);
      expect(await page.getByRole('link', { name: 'Back to the page you were on' }).getAttribute('href')).toBe(
        '/about',
      );
      await context.close();
    });
  });
});
