import { dashboardPages, publicPages } from '@app/contracts/routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { launchBrowser, openPublicPage } from './support/browser.js';
import * as views from './support/console-views.js';
import { authorPage, staffPage } from './support/login.js';
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

/** Opens a path of the client-routed app and waits until its data has arrived. */
async function openView(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator('main').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Opens a prerendered public page and waits until React has hydrated it and its heading shows. */
async function openPublicView(page: Page, path: string) {
  await openPublicPage(page, `${server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

// Every view of an app in one test: a deadline for the walk, not for one page.
describe('the public site', { timeout: 300_000 }, () => {
  it('has no violations on any public route, the not-found page included', async () => {
    const page = await browser.newPage();
    const found: Record<string, string[]> = {};
    const paths = [...publicPages, '/books/tidewater-letters', '/all-episodes/what-readers-judge-in-a-cover'];
    for (const path of [...paths, '/no-such-page']) {
      await openPublicView(page, path);
      found[path] = await axeViolations(page);
    }

    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((view) => [view, []])));
  });
});

describe('the author dashboard and the staff console', { timeout: 300_000 }, () => {
  it('have no violations on any dashboard view, an agreement to sign and a proof included', async () => {
    const page = await authorPage(browser, server.url);
    const found: Record<string, string[]> = {};
    for (const path of dashboardPages) {
      await openView(page, path);
      found[path] = await axeViolations(page);
    }
    for (const detail of views.dashboardDetailPages) {
      await openView(page, detail.list);
      await views.followToDetail(page, detail);
      found[detail.name] = await axeViolations(page);
    }

    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((view) => [view, []])));
  });

  it('have no violations on any staff view, an author file, an invoice and a conversation included', async () => {
    const page = await staffPage(browser, server.url);
    const found: Record<string, string[]> = {};
    for (const path of views.staffPages) {
      await openView(page, path);
      found[path] = await axeViolations(page);
    }
    for (const detail of views.staffDetailPages) {
      await openView(page, detail.list);
      await views.followToDetail(page, detail);
      found[detail.name] = await axeViolations(page);
    }

    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((view) => [view, []])));
  });
});

/** A phone's screen: the dialogs and panels are checked there too, where they fill the screen. */
const PHONE = { width: 390, height: 844 };

/** Opens each dialog in turn from its view, checks it open, and closes it with Escape. */
async function dialogViolations(page: Page, dialogs: [string, RegExp][], found: Record<string, string[]>) {
  for (const [path, opener] of dialogs) {
    if (!page.url().endsWith(path)) await openView(page, path);
    await page.getByRole('button', { name: opener }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForLoadState('networkidle');
    found[`${path} ${opener.source}`] = await axeViolations(page, '[role=dialog]');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
}

/** Opens the support chat on the dashboard and checks the panel, open over the page. */
async function chatPanelViolations(page: Page): Promise<string[]> {
  await openView(page, '/dashboard');
  await page.getByRole('button', { name: /Open support chat/ }).click();
  const panel = page.getByRole('region', { name: 'Support chat' });
  await panel.waitFor();
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  return violations;
}

describe('the dialogs and panels, open', { timeout: 300_000 }, () => {
  for (const [screen, size] of [
    ['a desktop', null],
    ['a 390 × 844 phone', PHONE],
  ] as const) {
    it(`have no violations on ${screen}: every dashboard dialog, the navigation drawer and the support chat`, async () => {
      const page = await authorPage(browser, server.url);
      if (size) await page.setViewportSize(size);
      const found: Record<string, string[]> = {};
      await dialogViolations(page, views.DASHBOARD_DIALOGS, found);
      if (size) await dialogViolations(page, [['/dashboard', /^Open navigation$/]], found);
      found['support chat'] = await chatPanelViolations(page);

      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((view) => [view, []])));
    });

    it(`have no violations on ${screen}: every staff dialog`, async () => {
      const page = await staffPage(browser, server.url);
      if (size) await page.setViewportSize(size);
      const found: Record<string, string[]> = {};
      await dialogViolations(page, views.STAFF_DIALOGS, found);

      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((view) => [view, []])));
    });
  }
});

describe('the accessibility check', () => {
  it('judges colours once they have settled, not halfway through a transition', async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="en"><title>Check</title><main><h1>Check</h1>
      <button style="color:#fff;background:#fff;transition:background-color 1.5s linear">Import</button>
    </main></html>`);
    // As when the pointer comes to rest on a button: its colours start moving to the hover state.
    const transitions = await page.evaluate(() => {
      const button = document.querySelector('button')!;
      // Reading the style first makes the change below a transition rather than a first value.
      button.dataset.from = getComputedStyle(button).backgroundColor;
      button.style.backgroundColor = '#1f2937';
      // Counted in the same task: however slow the machine, the transition has not ended yet.
      return document.getAnimations().length;
    });
    expect(transitions).toBe(1);

    expect(await axeViolations(page)).toEqual([]);
  });

  it('judges a toast that starts fading out during the check by where the fade ends', async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="en"><title>Check</title>
      <style>
        .toast { color: #555; background: #fff; }
        .toast.leaving { opacity: 0; }
        /* As a toast library does: the fade only for people who have not asked for reduced motion. */
        @media (prefers-reduced-motion: no-preference) {
          /* The negative delay puts the fade halfway (#aaa on white, 2.3:1) the moment it starts. */
          .toast.leaving { transition: opacity 600s linear -300s; }
        }
      </style>
      <main><h1>Check</h1><div class="toast">Preview ready</div></main></html>`);
    // The toast's timer runs out just as axe arrives: the fade starts inside the check itself.
    await page.evaluate(() => {
      Object.defineProperty(window, 'axe', {
        configurable: true,
        set(axe: unknown) {
          Object.defineProperty(window, 'axe', { value: axe, writable: true, configurable: true });
          document.querySelector('.toast')!.classList.add('leaving');
        },
      });
    });

    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.toast')!).opacity)).toBe('0');
  });

  it('names the elements of a violation', async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="en"><title>Check</title><main><h1>Check</h1>
      <p id="faint" style="color:#eee;background:#fff">Hard to read</p>
    </main></html>`);

    expect(await axeViolations(page)).toEqual([
      'color-contrast (1): #faint `<p id="faint" style="color:#eee;background:#fff">Hard to read</p>`',
    ]);
  });
});
