// `npm run bench:web`: Lighthouse (mobile preset) against the built site in Debian's Chromium,
// plus the JavaScript the home page loads (gzip) and layout shift. Writes a Markdown report to
// bench/results/. Pass --no-build to reuse the current build.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './lib/server.mjs';

const PAGES = ['/', '/books', '/publishing-packages', '/copy-editing-services'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, homeJsGzipKb: 100, cls: 0.02 };
const dist = new URL('../apps/web/dist', import.meta.url).pathname;

if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { stdio: 'inherit' });

const server = await startBuiltServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** Size of a built script gzipped at level 9, the way a gzip-only client would receive it. */
const gzipKb = (path) => gzipSync(readFileSync(`${dist}${path}`), { level: 9 }).length / 1024;

const rows = [];
let homeJsKb = 0;
try {
  for (const path of PAGES) {
    // The first run warms the server and the disk cache; the second is the one reported.
    const options = { port: chrome.port, output: 'json', logLevel: 'error' };
    await lighthouse(`${server.url}${path}`, options);
    const { lhr } = await lighthouse(`${server.url}${path}`, options);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
    if (path === '/') {
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      homeJsKb = requests
        .filter((r) => r.resourceType === 'Script' && r.url.startsWith(server.url))
        .reduce((sum, r) => sum + gzipKb(new URL(r.url).pathname), 0);
    }
    const failed = lhr.categories
      ? Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id)
      : [];
    rows.push({
      path,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      cls,
      lcp,
      tbt,
      failed,
    });
    console.log(
      `${path}: perf ${score('performance')} a11y ${score('accessibility')} bp ${score('best-practices')} seo ${score('seo')} CLS ${cls.toFixed(3)}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const ok = (value, limit, higherIsBetter = true) => ((higherIsBetter ? value >= limit : value < limit) ? '✅' : '❌');
const lines = [
  `# Web benchmark ${new Date().toISOString()}`,
  '',
  'Lighthouse 12, mobile preset (simulated throttling), Debian Chromium, built server on 127.0.0.1.',
  '',
  '| Page | Performance | Accessibility | Best Practices | SEO | CLS | LCP | TBT | Failed binary audits |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.path} | ${r.perf} ${ok(r.perf, BUDGET.performance)} | ${r.a11y} ${ok(r.a11y, BUDGET.accessibility)} | ${r.bp} ${ok(r.bp, BUDGET['best-practices'])} | ${r.seo} ${ok(r.seo, BUDGET.seo)} | ${r.cls.toFixed(3)} ${ok(r.cls, BUDGET.cls, false)} | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.failed.join(', ') || '—'} |`,
  ),
  '',
  `JavaScript loaded by the home page: **${homeJsKb.toFixed(1)} KB gzip** ${ok(homeJsKb, BUDGET.homeJsGzipKb + 1e-9, false)} (budget ${BUDGET.homeJsGzipKb} KB).`,
  '',
];
mkdirSync(new URL('results', import.meta.url), { recursive: true });
const file = new URL(`results/web-${new Date().toISOString().replace(/[:.]/g, '-')}.md`, import.meta.url);
writeFileSync(file, lines.join('\n'));
console.log(`\n${lines.join('\n')}\nReport: ${file.pathname}`);
