import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTempDir, createTestApp, silentLogger, type TestApp } from '../../test/support/harness.js';

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

/** One request over a real socket: status, headers and the body's bytes as sent (not decoded). */
function overHttp(url: string, method: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** What the connection adds to any answer, Fastify's or not. */
const connectionHeaders = new Set(['date', 'connection', 'keep-alive']);
const answerHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !connectionHeaders.has(name)));

// An https SITE_URL adds HSTS to every answer.
describe.each(['http://localhost:3000', 'https://books.example.com'])(
  'built files answered before Fastify (SITE_URL %s)',
  (siteUrl) => {
    const site = createTempDir('site-');
    let t: TestApp;
    let origin: string;
    beforeAll(async () => {
      writeFixtureSite(site.path);
      t = await createTestApp({ WEB_DIST_DIR: site.path, SITE_URL: siteUrl });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await t.close();
      site.dispose();
    });

    const urls = ['/', '/about', '/assets/app-3f2a1b.js', '/favicon.svg'];
    const encodings = ['', 'gzip', 'br, gzip'];

    it('carry exactly the headers and bytes their Fastify routes send, revalidations and HEAD included', async () => {
      // Fastify's request log asks the logger once for each request Fastify answers.
      const fastifyAnswers = vi.spyOn(silentLogger, 'isLevelEnabled');
      let compared = 0;
      for (const url of urls) {
        const { etag } = (await t.app.inject({ url })).headers;
        for (const method of ['GET', 'HEAD'] as const) {
          for (const encoding of encodings) {
            for (const conditional of [{}, { 'if-none-match': String(etag) }] as Record<string, string>[]) {
              const headers: Record<string, string> = {
                ...(encoding ? { 'accept-encoding': encoding } : {}),
                ...conditional,
              };
              const label = `${method} ${url} ${JSON.stringify(headers)}`;
              const before = fastifyAnswers.mock.calls.length;
              const fast = await overHttp(`${origin}${url}`, method, headers);
              // Fastify sends a revalidated HEAD `content-length: 0`: that one is left to it.
              const viaFastify = method === 'HEAD' && 'if-none-match' in headers;
              expect(fastifyAnswers.mock.calls.length - before, label).toBe(viaFastify ? 1 : 0);
              const fastifys = await t.app.inject({ method, url, headers });
              expect(fast.status, label).toBe(fastifys.statusCode);
              expect(answerHeaders(fast.headers), label).toEqual(answerHeaders(fastifys.headers));
              expect(fast.body.equals(fastifys.rawPayload), label).toBe(true);
              compared += 1;
            }
          }
        }
      }
      expect(compared).toBe(urls.length * 2 * encodings.length * 2);
      // A query string is Fastify's (its input guard reads it), with the same answer.
      const before = fastifyAnswers.mock.calls.length;
      const withQuery = await overHttp(`${origin}/about?utm_source=news`, 'GET', { 'accept-encoding': 'gzip' });
      expect(fastifyAnswers.mock.calls.length).toBe(before + 1);
      const plain = await overHttp(`${origin}/about`, 'GET', { 'accept-encoding': 'gzip' });
      expect(answerHeaders(withQuery.headers)).toEqual(answerHeaders(plain.headers));
      fastifyAnswers.mockRestore();
    });

    it('carry every security header of a page or a subresource', async () => {
      const page = await overHttp(`${origin}/about`, 'GET', {});
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['cross-origin-resource-policy']).toBe('same-site');
      const script = await overHttp(`${origin}/assets/app-3f2a1b.js`, 'GET', {});
      const hsts = siteUrl.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : undefined;
      expect([page.headers['strict-transport-security'], script.headers['strict-transport-security']]).toEqual([
        hsts,
        hsts,
      ]);
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(script.headers['content-security-policy']).toBeUndefined();
    });

    it('leave other methods, other spellings and unknown paths to Fastify', async () => {
      expect((await overHttp(`${origin}/about`, 'POST', {})).status).toBe(404);
      const spelled = await overHttp(`${origin}/about/`, 'GET', {});
      expect(spelled.status).toBe(200);
      expect(spelled.body.toString()).toContain('About us');
      expect((await overHttp(`${origin}/no-such-page`, 'GET', {})).status).toBe(404);
    });
  },
);

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
