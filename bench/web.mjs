// Web figures of the built site: Lighthouse (mobile preset) on the main public routes and on the
// dashboard home after login, JavaScript and CSS per route (gzip), and the time from pressing
// "Log in" to the dashboard's data on screen. `npm run bench` includes it; `npm run bench:web` runs
// it alone against a fresh built server (pass --no-build to reuse the current build).
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { auditPages, logInThroughModal } from './lib/lighthouse.mjs';
import { startBuiltServer } from './lib/server.mjs';

export const PUBLIC_PAGES = ['/', '/books', '/publishing-packages', '/copy-editing-services'];
const DASHBOARD = '/dashboard';
const LOGIN_SAMPLES = 5;
/** The budgets: a ✅ or ❌ next to each figure (SEO only for the public pages; the dashboard is noindex). */
const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  homeJsGzipKb: 90,
  dashboardJsGzipKb: 150,
  cls: 0.02,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? '✅' : '❌');

/** Median time from submitting the login form to the dashboard's data painted, in a fresh browser each time. */
async function loginToDataMs(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const samples = [];
  try {
    for (let i = 0; i < LOGIN_SAMPLES; i++) {
      const context = await browser.newContext();
      samples.push(await logInThroughModal(await context.newPage(), baseUrl));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return samples.sort((a, b) => a - b);
}

/** Returns the report section. */
export async function benchWeb(baseUrl) {
  const pages = await auditPages(baseUrl, PUBLIC_PAGES, { dashboardPath: DASHBOARD });
  const login = await loginToDataMs(baseUrl);
  const home = pages.find((p) => p.path === '/');
  const dashboard = pages.find((p) => p.path === DASHBOARD);
  const rows = pages.map((p) => {
    const check = (ok) => ` ${mark(ok)}`;
    return [
      p.path === DASHBOARD ? `${DASHBOARD} (signed in)` : p.path,
      p.performanceRuns.length > 1
        ? `${p.performanceRuns.join(', ')}${check(p.performance >= BUDGET.performance)}`
        : `${p.performance}${check(p.performance >= BUDGET.performance)}`,
      `${p.accessibility}${check(p.accessibility >= BUDGET.accessibility)}`,
      `${p.bestPractices}${check(p.bestPractices >= BUDGET.bestPractices)}`,
      p.path === DASHBOARD ? `${p.seo} (noindex)` : `${p.seo}${check(p.seo >= BUDGET.seo)}`,
      `${Math.round(p.lcpMs)} ms`,
      `${Math.round(p.tbtMs)} ms`,
      `${p.cls.toFixed(3)}${check(p.cls < BUDGET.cls)}`,
      kb(p.jsGzipBytes),
      kb(p.cssGzipBytes),
      p.failedAudits.join(', ') || '—',
    ];
  });
  const median = login[Math.floor(login.length / 2)];
  return [
    '## Web (Lighthouse 12, mobile preset, Debian Chromium)',
    '',
    'Simulated slow 4G and a 4× slower CPU; a first run per page warms the server and the disk cache, then one run is reported per public page and three for the dashboard (its lowest score and the figures of that run; every score must reach the budget). JavaScript and CSS are the same-origin files each page loads, gzip -9.',
    '',
    '| Page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | JS (gzip) | CSS (gzip) | Failed binary audits |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    `JavaScript loaded by the home page: **${kb(home?.jsGzipBytes ?? 0)} gzip** ${mark((home?.jsGzipBytes ?? Infinity) <= BUDGET.homeJsGzipKb * 1024)} (budget ${BUDGET.homeJsGzipKb} KB).`,
    `JavaScript loaded by the dashboard's first page, signed in: **${kb(dashboard?.jsGzipBytes ?? 0)} gzip** ${mark((dashboard?.jsGzipBytes ?? Infinity) <= BUDGET.dashboardJsGzipKb * 1024)} (budget ${BUDGET.dashboardJsGzipKb} KB).`,
    '',
    `Login submit → dashboard data painted (Playwright, unthrottled, ${LOGIN_SAMPLES} fresh browsers): median **${median.toFixed(0)} ms**, min ${login[0].toFixed(0)} ms, max ${login.at(-1).toFixed(0)} ms.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { stdio: 'inherit' });
  const server = await startBuiltServer();
  let section;
  try {
    section = await benchWeb(server.url);
  } finally {
    await server.stop();
  }
  const date = new Date().toISOString();
  mkdirSync(new URL('results', import.meta.url), { recursive: true });
  const file = new URL(`results/web-${date.replace(/[:.]/g, '-')}.md`, import.meta.url);
  writeFileSync(file, `# Web benchmark\n\n- Date: ${date}\n\n${section}\n`);
  console.log(`\n${section}\nReport: ${file.pathname}`);
}
