// Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU) in Debian's Chromium, driven
// through chrome-launcher. The dashboard is audited signed in: Playwright logs in over the same
// Chrome (its DevTools port), and Lighthouse keeps that browser's storage for the run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const dist = new URL('../../apps/web/dist', import.meta.url).pathname;

export const DEMO_LOGIN = { email: 'author@example.com', password: process.env.DEMO_PASSWORD ?? 'quill-demo-2026' };

/** Signs in through the site's own Login menu and identity modal, then waits for the dashboard. */
export async function logInThroughModal(page, baseUrl, login = DEMO_LOGIN) {
  // A desktop window: on a phone-sized one the Login menu sits behind the mobile menu button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=email]').fill(login.email);
  await dialog.locator('input[name=password]').fill(login.password);
  const submitted = performance.now();
  await dialog.locator('button[type=submit]').click();
  // "Painted": the home tile counting the author's invoices shows a number fetched from the API.
  await page.getByTestId('tile-Total Invoices').filter({ hasText: /^\d+$/ }).waitFor();
  return performance.now() - submitted;
}

/** Gzip -9 size of a built file, the way a gzip-only client receives it. */
const gzipBytes = (pathname) => {
  try {
    return gzipSync(readFileSync(`${dist}${pathname}`), { level: 9 }).length;
  } catch {
    return 0;
  }
};

function summarise(lhr, baseUrl) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (type) =>
    requests
      .filter((r) => r.resourceType === type && r.url.startsWith(baseUrl))
      .reduce((sum, r) => sum + gzipBytes(new URL(r.url).pathname), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsGzipBytes: bytes('Script'),
    cssGzipBytes: bytes('Stylesheet'),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'binary' && a.score !== null && a.score < 1)
      .map((a) => a.id),
  };
}

/**
 * Audits each public path, then (with `dashboardPath`) signs in and audits that page. Each page is
 * loaded once to warm the server and disk cache; the runs after it are reported: one per public
 * page, `dashboardRuns` for the dashboard (its scores vary most: its script runs after sign-in).
 */
export async function auditPages(baseUrl, publicPaths, { dashboardPath, dashboardRuns = 3 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results = [];
  const audit = async (path, { runs = 1, ...extra } = {}) => {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', ...extra };
    await lighthouse(`${baseUrl}${path}`, flags);
    const summaries = [];
    for (let run = 0; run < runs; run++) {
      let { lhr } = await lighthouse(`${baseUrl}${path}`, flags);
      // A run that could not load the page (a busy machine timing out) is repeated once.
      if (lhr.runtimeError) ({ lhr } = await lighthouse(`${baseUrl}${path}`, flags));
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${lhr.runtimeError.code}`);
      summaries.push(summarise(lhr, baseUrl));
    }
    // The figures of the lowest-scoring run, and every run's score beside them.
    const worst = summaries.reduce((low, summary) => (summary.performance < low.performance ? summary : low));
    results.push({ path, ...worst, performanceRuns: summaries.map((summary) => summary.performance) });
    console.log(`Lighthouse ${path}: performance ${results.at(-1).performanceRuns.join(', ')}`);
  };
  try {
    for (const path of publicPaths) await audit(path);
    if (dashboardPath) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await logInThroughModal(page, baseUrl);
      await page.close();
      await audit(dashboardPath, { runs: dashboardRuns, disableStorageReset: true });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
