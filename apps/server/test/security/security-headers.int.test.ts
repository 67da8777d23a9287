import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TEST_TIMEOUT_MS, launchBrowser } from '../../../../e2e/support/browser.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import { identity, signedUpUser } from '../support/identity-inject.js';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Directive name → its sources, from a Content-Security-Policy header. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('security headers on every kind of response', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync(`${webDist}/index.html`)) throw new Error('Build the web app first: npm run build');
    t = await createTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(() => t?.close());

  const responses = () =>
    Promise.all(
      ['/', '/publishing-packages', '/dashboard', '/favicon.svg', '/healthz', '/api/me/invoices', '/no-such-page'].map(
        async (url) => [url, await t.app.inject({ url })] as const,
      ),
    );

  it('sends a strict CSP without inline scripts, frame-ancestors none, nosniff and a referrer policy', async () => {
    for (const [url, response] of await responses()) {
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval|\*/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends a hashed script only the headers a subresource needs, and no header only outdated browsers read', async () => {
    const home = (await t.app.inject({ url: '/' })).body;
    const script = /<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(script).toBeDefined();
    const asset = await t.app.inject({ url: script! });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    for (const [url, response] of [...(await responses()), [script!, asset] as const]) {
      for (const outdated of [
        'x-xss-protection',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-dns-prefetch-control',
      ]) {
        expect(response.headers[outdated], `${url} ${outdated}`).toBeUndefined();
      }
    }
  });

  it('sends no HSTS over plain HTTP, even when a client claims HTTPS without a trusted proxy', async () => {
    expect((await t.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('the built pages hold no inline script that the CSP would have to allow', async () => {
    for (const url of ['/', '/publishing-packages', '/copy-editing-services', '/dashboard', '/contact']) {
      const html = (await t.app.inject({ url })).body;
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const attributes of scripts) {
        // Either an external script from this origin or a data block the browser never runs.
        expect(attributes, url).toMatch(/\bsrc="\/assets\/|type="application\/(ld\+)?json"/);
      }
      expect(html, url).not.toMatch(/\son[a-z]+="/);
    }
  });

  it('sets the identity cookie HttpOnly and SameSite, without Secure on plain HTTP', async () => {
    const user = await signedUpUser(t, 'cookie-http@example.com');
    const response = await identity(t, 'POST', '/token', {
      form: { grant_type: 'password', username: user.email, password: user.password },
      headers: { 'x-use-cookie': '1' },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^nf_jwt=/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('behind HTTPS', () => {
  it('sends HSTS for one year when SITE_URL is https, and the identity cookie is Secure', async () => {
    const t = await createTestApp({ SITE_URL: 'https://books.example.com' });
    try {
      const response = await t.app.inject({ url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const user = await signedUpUser(t, 'cookie-https@example.com');
      const login = await identity(t, 'POST', '/token', {
        form: { grant_type: 'password', username: user.email, password: user.password },
        headers: { 'x-use-cookie': 'session' },
      });
      const cookie = String(login.headers['set-cookie']);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    } finally {
      await t.close();
    }
  });

  it('sends HSTS when a trusted proxy reports HTTPS, and not for its plain-HTTP requests', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const https = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
      const http = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('the built site under its CSP in Chromium', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webDist });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  it(
    'loads public pages and the dashboard shell with no CSP violation and a running app',
    async () => {
      const browser = await launchBrowser();
      try {
        const page = await browser.newPage();
        const violations: string[] = [];
        await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
        // A string: this package is type-checked without the DOM library.
        await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) =>
        window.reportViolation(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile))`);
        for (const path of ['/', '/publishing-packages', '/contact', '/dashboard']) {
          await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
          // The dashboard shell's root is empty until the app's scripts run: content there proves they did.
          expect(await page.locator('#root').innerHTML(), path).not.toBe('');
        }
        // Zod runs jitless (packages/contracts/src/zod.ts), so nothing may be blocked at all.
        expect(violations).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});
