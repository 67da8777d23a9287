import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTempDir, createTestApp, type TestApp } from '../../test/support/harness.js';

/** A tiny built site, shaped like apps/web/dist. */
function writeFixtureSite(root: string) {
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, 'about'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Shell</title><h1>Home</h1>');
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title><h1>Page not found</h1>');
  writeFileSync(join(root, 'about/index.html'), '<!doctype html><title>About</title><h1>About us</h1>');
  writeFileSync(join(root, 'assets/app-3f2a1b.js'), script);
  writeFileSync(join(root, 'assets/app-3f2a1b.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets/app-3f2a1b.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'prerender.json'), JSON.stringify({ origin: '', pages: ['/', '/about'] }));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('static site', () => {
  const site = createTempDir('site-');
  let t: TestApp;
  beforeAll(async () => {
    writeFixtureSite(site.path);
    t = await createTestApp({ WEB_DIST_DIR: site.path });
  });
  afterAll(async () => {
    await t.close();
    site.dispose();
  });

  it('serves hashed assets as immutable, precompressed with brotli when accepted', async () => {
    const res = await t.app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await t.app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('serves prerendered pages and revalidates HTML on every visit', async () => {
    for (const url of ['/about', '/about/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('About us');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers HEAD and a query string on pages and files as it answers their plain GET', async () => {
    for (const url of ['/', '/about', '/assets/app-3f2a1b.js']) {
      const get = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'gzip' } });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'x-content-type-options']) {
        expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
      }
      const withQuery = await t.app.inject({ url: `${url}?utm_source=news`, headers: { 'accept-encoding': 'gzip' } });
      expect(withQuery.statusCode, url).toBe(200);
      expect(withQuery.rawPayload.equals(get.rawPayload), url).toBe(true);
    }
  });

  it('answers a revalidation of an unchanged page or file with 304, and keeps the build notes private', async () => {
    for (const url of ['/about', '/assets/app-3f2a1b.js']) {
      const first = await t.app.inject({ url });
      expect(first.headers.etag, url).toMatch(/^"[\w-]+"$/);
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    expect((await t.app.inject({ url: '/prerender.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/favicon.svg' })).headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('answers client-routed app paths with index.html when the build has no app shell', async () => {
    const res = await t.app.inject({ url: '/dashboard/invoices' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Shell</title>');
  });

  it('answers unknown paths with the not-found page and a real 404', async () => {
    const res = await t.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers unknown API paths and other methods with a JSON 404', async () => {
    const api = await t.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/nothing-here' } });
    const post = await t.app.inject({ method: 'POST', url: '/about' });
    expect(post.statusCode).toBe(404);
  });

  it('refuses path traversal and malformed URLs', async () => {
    const traversal = await t.app.inject({ url: '/assets/..%2f..%2fetc%2fpasswd' });
    expect([400, 403, 404]).toContain(traversal.statusCode);
    expect(traversal.body).not.toContain('root:');
    const malformed = await t.app.inject({ url: '/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /healthz', () => {
  it('is 200 while the database answers and 503 once it is gone, without crashing', async () => {
    const t = await createTestApp();
    const up = await t.app.inject({ url: '/healthz' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', mail: { waiting: 0, failed: 0 } });
    await t.database.close();
    const down = await t.app.inject({ url: '/healthz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable' });
    await t.app.close();
  });

  it('asks the database once for checks that arrive together', async () => {
    const t = await createTestApp();
    const ping = vi.spyOn(t.database, 'ping');
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: '/healthz' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(ping.mock.calls.length).toBeLessThan(20);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await t.close();
  });
});
