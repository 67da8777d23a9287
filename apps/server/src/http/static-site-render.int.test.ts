import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTempDir,
  createTestApp,
  signedInToken,
  type TestApp,
  TEST_PAYEE_DATA,
} from '../../test/support/harness.js';
import { seedDemoData } from '../db/seed/index.js';

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--><title>Page template</title><!--/app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

/** A built site with prerendered pages for another origin and a stand-in server renderer. */
function writeFixtureSite(root: string) {
  mkdirSync(join(root, 'about'), { recursive: true });
  mkdirSync(join(root, 'ssr'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><link rel="canonical" href="http://build.example/"><h1>Home</h1>',
  );
  writeFileSync(join(root, 'page-template.html'), TEMPLATE);
  writeFileSync(join(root, 'app.html'), '<!doctype html><title>App shell</title><div id="root"></div>');
  writeFileSync(
    join(root, '404.html'),
    '<!doctype html><link rel="canonical" href="http://build.example/404"><h1>Page not found</h1>',
  );
  writeFileSync(
    join(root, 'about/index.html'),
    '<!doctype html><link rel="canonical" href="http://build.example/about"><h1>About</h1>',
  );
  writeFileSync(join(root, 'prerender.json'), JSON.stringify({ origin: 'http://build.example' }));
  // Echoes what it was asked to render; a book it was given as null is a 404, 'explode' throws.
  writeFileSync(
    join(root, 'ssr/entry-server.js'),
    `export async function renderPage({ url, origin, template, queryData }) {
      if (url.includes('explode')) throw new Error('render failed');
      const [key, data] = queryData[0];
      const body = '<h1>' + key.join('/') + '</h1><p>' + (Array.isArray(data) ? data.length + ' items' : data ? data.title : 'missing') + '</p><p>' + origin + '</p>';
      return { status: data === null ? 404 : 200, html: template.replace('<!--app-html-->', body) };
    }
    export async function renderResultPage({ url, origin, template, page }) {
      if (url.includes('confirm')) throw new Error('render failed');
      const body = '<h1>' + page.title + '</h1><ul><li>' + (page.list ?? []).join('</li><li>') + '</li></ul><p>' + url + ' ' + origin + '</p>';
      return template.replace('<!--app-html-->', body);
    }`,
  );
}

describe('static site with prerendered and server-rendered pages', () => {
  const site = createTempDir('site-');
  let t: TestApp;
  beforeAll(async () => {
    writeFixtureSite(site.path);
    t = await createTestApp({ WEB_DIST_DIR: site.path, SITE_URL: 'https://books.example.com' });
    await seedDemoData(t.database.db, { demoPassword: 'demo-password-123', payeeData: TEST_PAYEE_DATA });
  });
  afterAll(async () => {
    await t.close();
    site.dispose();
  });

  it('rewrites the build origin of prerendered pages to SITE_URL', async () => {
    const about = await t.app.inject({ url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<link rel="canonical" href="https://books.example.com/about">');
    expect(about.body).not.toContain('build.example');
    const missing = await t.app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('https://books.example.com/404');
  });

  it('renders database pages per request with their rows', async () => {
    const books = await t.app.inject({ url: '/books' });
    expect(books.statusCode).toBe(200);
    expect(books.body).toMatch(/<h1>books<\/h1><p>\d+ items<\/p><p>https:\/\/books\.example\.com<\/p>/);
    const book = await t.app.inject({ url: '/books/tidewater-letters' });
    expect(book.body).toContain('<p>Tidewater Letters</p>');
    const episodes = await t.app.inject({ url: '/all-episodes' });
    expect(episodes.body).toContain('<h1>episodes</h1><p>10 items</p>');
    const episode = await t.app.inject({ url: '/all-episodes/what-readers-judge-in-a-cover' });
    expect(episode.statusCode).toBe(200);
    expect(episode.body).toContain(
      '<h1>episodes/what-readers-judge-in-a-cover</h1><p>What Readers Actually Judge in a Cover</p>',
    );
  });

  it('answers 404 for an unknown book or episode', async () => {
    for (const url of ['/books/no-such-book', '/all-episodes/no-such-episode']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<p>missing</p>');
    }
  });

  it('never serves the server bundle, and serves the app shell to dashboard and staff routes', async () => {
    expect((await t.app.inject({ url: '/ssr/entry-server.js' })).statusCode).toBe(404);
    for (const url of ['/dashboard', '/dashboard/invoices', '/staff', '/staff/authors']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>App shell</title>');
    }
  });

  it('serves the unrendered page template when a server render fails, for the browser to render', async () => {
    const res = await t.app.inject({ url: '/books/explode' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Page template</title>');
    expect(res.body).not.toContain('App shell');
  });

  it('serves the prerendered files under their own names as the pages they are, for SITE_URL', async () => {
    for (const [url, heading] of [
      ['/about/index.html', '<h1>About</h1>'],
      ['/index.html', '<h1>Home</h1>'],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(heading);
      expect(res.body, url).toContain('https://books.example.com/');
      expect(res.body, url).not.toContain('build.example');
    }
    expect((await t.app.inject({ url: '/404.html' })).statusCode).toBe(404);
  });

  it('answers a form posted without JavaScript with a result page the site renders in its template', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Ines', email: 'ines@example.com', message: 'short' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>Page template</title>');
    expect(res.body).toContain('<h1>Please check the form</h1>');
    expect(res.body).toContain('<li>Write at least 10 characters so we can help</li>');
    expect(res.body).toContain('<p>/api/contact https://books.example.com</p>');
  });

  it('falls back to the standalone result page when the site cannot render it', async () => {
    const res = await t.app.inject({ url: '/api/newsletter/confirm?token=forged' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This link is not valid');
    expect(res.body).not.toContain('Page template');
  });

  it('compresses every HTML answer with brotli or gzip, as the browser accepts, and says it varies', async () => {
    for (const url of ['/', '/about', '/books', '/books/tidewater-letters', '/dashboard', '/no-such-page']) {
      const plain = await t.app.inject({ url });
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.statusCode, url).toBe(plain.statusCode);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
      const refused = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
      expect(refused.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('compresses answers made for one request with a 256 KiB brotli window, not the default 4 MiB', async () => {
    const author = await t.database.db
      .selectFrom('identity_users')
      .select(['id', 'email'])
      .where('email', '=', 'author@example.com')
      .executeTakeFirstOrThrow();
    const token = await signedInToken(t.database.db, {
      sub: author.id,
      email: author.email,
      aud: '',
      app_metadata: { provider: 'email', roles: [] },
      user_metadata: {},
    });
    const answers = [
      // A page rendered now from the database.
      await t.app.inject({ url: '/books', headers: { 'accept-encoding': 'br' } }),
      // A JSON answer of the data API, compressed on its way out.
      await t.app.inject({
        url: '/api/me/invoices',
        headers: { 'accept-encoding': 'br', authorization: `Bearer ${token}` },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(brotliWindowBits(answer.rawPayload)).toBe(18);
      expect(brotliDecompressSync(answer.rawPayload).length).toBeGreaterThan(0);
    }
  });
});

/**
 * The window size a brotli stream declares in its first bits (RFC 7932, section 9.1): WBITS, the
 * window being 2^WBITS − 16 bytes.
 */
function brotliWindowBits(stream: Buffer): number {
  const byte = stream[0]!;
  if ((byte & 1) === 0) return 16;
  const n = (byte >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (byte >> 4) & 7;
  if (m === 1) throw new Error('large-window brotli stream');
  return m === 0 ? 17 : 8 + m;
}
