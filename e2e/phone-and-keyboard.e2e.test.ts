import { dashboardPages } from '@app/contracts/routes';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_CHROMIUM, launchBrowser, openPublicPage } from './support/browser.js';
import { authorPage, staffPage } from './support/login.js';
import {
  DASHBOARD_DIALOGS,
  dashboardDetailPages,
  followToDetail,
  STAFF_DIALOGS,
  staffDetailPages,
  staffPages,
} from './support/console-views.js';
import { documentationScreenshot } from './support/screenshot.js';
import { startServer, type RunningServer } from './support/server.js';

/** The dashboard and the console on a 390 × 844 phone, and with a keyboard alone. */
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  // The full browser: a document opened in a tab of its own is one of the checks.
  [server, browser] = await Promise.all([startServer(), launchBrowser(FULL_CHROMIUM)]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function onPhone(page: Page): Promise<Page> {
  await page.setViewportSize(PHONE);
  return page;
}

/** Opens a path of the client-routed app and waits until its data has arrived. */
async function openView(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator('main').waitFor();
  await page.waitForLoadState('networkidle');
}

/** How far the page scrolls sideways (0 when it fits the screen). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The cells and controls of the page's tables that do not fit inside the screen. */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main table :is(th, td, a, button), [role=dialog] table :is(th, td)'))
      .filter((cell) => {
        // A header row left to screen readers (a table shown as cards) is not on screen at all.
        if ((cell.closest('thead')?.getBoundingClientRect().width ?? 2) <= 1) return false;
        const box = cell.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth);
      })
      .map((cell) => cell.textContent?.trim() ?? ''),
  );

/** Whether the element holds the keyboard focus, or something inside it does. */
const holdsFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

describe('on a 390 × 844 phone', { timeout: 300_000 }, () => {
  it('no dashboard or staff page scrolls sideways, the pages opened from a list included', async () => {
    const overflowing: Record<string, number> = {};
    const area = [
      [await authorPage(browser, server.url), dashboardPages, dashboardDetailPages],
      [await staffPage(browser, server.url), staffPages, staffDetailPages],
    ] as const;
    for (const [page, paths, details] of area) {
      await onPhone(page);
      for (const path of paths) {
        await openView(page, path);
        const scroll = await sidewaysScroll(page);
        if (scroll > 0) overflowing[path] = scroll;
      }
      for (const detail of details) {
        await openView(page, detail.list);
        await followToDetail(page, detail);
        const scroll = await sidewaysScroll(page);
        if (scroll > 0) overflowing[detail.name] = scroll;
      }
    }
    expect(overflowing).toEqual({});
  });

  it('navigates the dashboard through a menu button and a drawer, not an icon rail', async () => {
    const page = await onPhone(await authorPage(browser, server.url));
    await openView(page, '/dashboard');
    // The whole width is the page's: no rail beside it.
    expect(await page.getByTestId('dashboard-sidebar').isVisible()).toBe(false);
    expect((await page.getByTestId('dashboard-content').boundingBox())?.x).toBe(0);
    const menuButton = page.getByRole('button', { name: 'Open navigation' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Invoices' }).click();
    await page.waitForURL(/\/dashboard\/invoices$/);
    await drawer.waitFor({ state: 'detached' });
    // Escape closes the drawer and gives the focus back to the menu button.
    await menuButton.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await holdsFocus(menuButton)).toBe(true);
  });

  it('shows every column and action of the lists within the screen, dates and charts readable', async () => {
    const page = await onPhone(await authorPage(browser, server.url));
    const cut: Record<string, string[]> = {};
    for (const path of ['/dashboard/invoices', '/dashboard/contracts', '/dashboard/royalties', '/dashboard/payment']) {
      await openView(page, path);
      cut[path] = await cutOff(page);
      if (path === '/dashboard/invoices') {
        await page
          .getByRole('button', { name: /^Pay now/ })
          .first()
          .waitFor();
        await documentationScreenshot(page, 'screenshot-phone-invoices');
      }
      if (path === '/dashboard/payment') await documentationScreenshot(page, 'screenshot-phone-payment');
    }
    await openView(page, '/dashboard/royalties');
    await page
      .getByTestId('royalty-statements')
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    await page.getByRole('dialog').locator('table').waitFor();
    cut['royalty statement'] = await cutOff(page);
    expect(cut).toEqual(Object.fromEntries(Object.keys(cut).map((view) => [view, []])));

    // Chart axis labels are as large on the screen as the text around them.
    const smallestAxisText = async () =>
      page.evaluate(() =>
        Math.min(
          ...Array.from(document.querySelectorAll('main svg text')).map((text) => text.getBoundingClientRect().height),
        ),
      );
    await page.keyboard.press('Escape');
    await page.locator('main svg text').first().waitFor();
    expect(await smallestAxisText()).toBeGreaterThanOrEqual(11);
    await openView(page, '/dashboard/payment');
    await page.locator('main svg text').first().waitFor();
    expect(await smallestAxisText()).toBeGreaterThanOrEqual(11);

    // Recent activity: a project's start, progress and completion do not run together.
    await openView(page, '/dashboard');
    const timeline = page.getByTestId('project-timeline').first().locator('p');
    const overlapping = await timeline.evaluate((line) => {
      const boxes = Array.from(line.children)
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0);
      return boxes.some(
        (box, index) => index > 0 && box.left < boxes[index - 1]!.right + 4 && box.top < boxes[index - 1]!.bottom,
      );
    });
    expect(overlapping).toBe(false);
  });

  it('reads an agreement before signing: text at least 12 px, and the document itself to open', async () => {
    const page = await onPhone(await authorPage(browser, server.url));
    await openView(page, '/dashboard/contracts');
    await page
      .getByRole('row')
      .filter({ hasText: 'Audiobook Production Agreement' })
      .getByRole('link', { name: 'Sign Now' })
      .click();
    const clause = page.getByTestId('pdf-pages').getByText(/7\. Governing law\. This agreement is governed/);
    await clause.waitFor();
    const { fontSize, right } = await clause.evaluate((element) => ({
      fontSize: parseFloat(getComputedStyle(element).fontSize),
      right: element.getBoundingClientRect().right,
    }));
    expect(fontSize).toBeGreaterThanOrEqual(12);
    expect(right).toBeLessThanOrEqual(PHONE.width);
    // The document itself, as the page received it, opens in a tab of its own.
    const original = page.getByRole('link', { name: /Open the agreement \(PDF\)/ });
    const href = await original.getAttribute('href');
    expect(href).toMatch(/^blob:/);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), original.click()]);
    expect(tab.url()).toBe(href);
    await tab.close();
    await documentationScreenshot(page, 'screenshot-phone-signing');
  });
});

/** Opens each dialog from its button with the keyboard, closes it with Escape, and names those that lose the focus. */
async function focusLostAfter(page: Page, dialogs: [string, RegExp][]): Promise<string[]> {
  const lost: string[] = [];
  for (const [path, name] of dialogs) {
    if (!page.url().endsWith(path)) await openView(page, path);
    const opener = page.getByRole('button', { name }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    if (!(await holdsFocus(opener))) lost.push(`${path} ${name.source}`);
  }
  return lost;
}

describe('with a keyboard', { timeout: 300_000 }, () => {
  it('gets the focus back on the opener when any dashboard or staff dialog closes', async () => {
    const author = await authorPage(browser, server.url);
    const staff = await staffPage(browser, server.url);
    expect([
      ...(await focusLostAfter(author, DASHBOARD_DIALOGS)),
      ...(await focusLostAfter(staff, STAFF_DIALOGS)),
    ]).toEqual([]);
  });

  it('shows which item of a menu has the focus, outlined in a colour that stands out', async () => {
    const page = await authorPage(browser, server.url);
    await openView(page, '/dashboard');
    const trigger = page.getByRole('button', { name: /^Account menu/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem').first();
    await expect.poll(() => holdsFocus(item)).toBe(true);
    const { outline, width, contrast } = await item.evaluate((element) => {
      const style = getComputedStyle(element);
      // Painted on a canvas, any CSS colour (oklch included) reads back as sRGB channels.
      const canvas = document.createElement('canvas').getContext('2d')!;
      const luminance = (color: string) => {
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b] = Array.from(canvas.getImageData(0, 0, 1, 1).data.slice(0, 3), (channel) => {
          const value = channel / 255;
          return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      // The outline is drawn inside the item, over its focused background.
      const [light, dark] = [luminance(style.outlineColor), luminance(style.backgroundColor)].sort((x, y) => y - x);
      return {
        outline: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        contrast: (light! + 0.05) / (dark! + 0.05),
      };
    });
    expect(outline).not.toBe('none');
    expect(width).toBeGreaterThanOrEqual(2);
    expect(contrast).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');
    await expect.poll(() => holdsFocus(trigger)).toBe(true);
  });

  it('moves into the chat panel when it opens, closes it with Escape and returns to the launcher', async () => {
    const page = await authorPage(browser, server.url);
    await openView(page, '/dashboard');
    await page.getByRole('button', { name: /Open support chat/ }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Support chat' });
    await panel.waitFor();
    await expect.poll(() => holdsFocus(panel)).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => holdsFocus(page.getByRole('button', { name: /Open support chat/ }))).toBe(true);
  });

  it('on a phone, returns from the login dialog opened from the menu to the menu button', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await openPublicPage(page, server.url);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await holdsFocus(menuButton)).toBe(true);
  });
});
