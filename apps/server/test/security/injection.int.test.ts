import { AVATAR_MAX_BYTES, PROFILE_FIELDS } from '@app/contracts/dashboard-api';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@app/contracts/chat';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TEST_TIMEOUT_MS, launchBrowser } from '../../../../e2e/support/browser.js';
import { identity, signedUpUser } from '../support/identity-inject.js';
import { createSecurityApp, snapshotTables, type SecurityApp } from '../support/security-app.js';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Text full of SQL syntax: it must be stored and returned byte for byte, and run nothing. */
const SQL_TEXT = `Robert'); DROP TABLE authors;-- "quoted" \\ back\\slash 50% _under_ /* c */ $1 ::text ; select 1`;
/** Markup that would run if a page put it in the DOM as HTML. */
const XSS_TEXT = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2"><b>bold</b>`;

let t: SecurityApp;
beforeAll(async () => {
  if (!existsSync(`${webDist}/index.html`)) throw new Error('Build the web app first: npm run build');
  t = await createSecurityApp({ WEB_DIST_DIR: webDist });
});
afterAll(() => t?.close());

const json = (method: string, url: string, role: keyof SecurityApp['headers'], payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: t.headers[role],
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('SQL metacharacters in every text field are stored and returned verbatim', () => {
  it('profile fields', async () => {
    // Each field up to its own limit; the phone number has its own character rules and keeps them.
    const limits: Record<string, number> = { zip_code: 20, country: 60 };
    const patch = Object.fromEntries(
      PROFILE_FIELDS.map((field) => [
        field,
        field === 'phone' ? '+1 (503) 555-0199' : SQL_TEXT.slice(0, limits[field] ?? 100),
      ]),
    );
    const saved = await json('PATCH', '/api/me/profile', 'authorA', patch);
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = (await json('GET', '/api/me/profile', 'authorA')).json();
    for (const field of PROFILE_FIELDS) expect(profile[field], field).toBe(patch[field]);
  });

  it('chat messages, both sides', async () => {
    const sent = await json('POST', '/api/me/chat/messages', 'authorA', {
      client_id: randomUUID(),
      description: SQL_TEXT,
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const reply = await json(
      'POST',
      `/api/staff/conversations/a0000000-0000-4000-8000-00000000000a/messages`,
      'support',
      {
        client_id: randomUUID(),
        description: `${SQL_TEXT} (support)`,
      },
    );
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    const history = JSON.stringify((await json('GET', '/api/me/chat/messages', 'authorA')).json());
    expect(history).toContain(JSON.stringify(SQL_TEXT).slice(1, -1));
    expect(history).toContain(JSON.stringify(`${SQL_TEXT} (support)`).slice(1, -1));
  });

  it('visitor forms, as the staff inbox reads them back', async () => {
    const contact = await json('POST', '/api/contact', 'anonymous', {
      name: SQL_TEXT.slice(0, 120),
      email: 'sql@example.com',
      phone: "0'; --",
      subject: SQL_TEXT.slice(0, 160),
      message: SQL_TEXT,
      consent: true,
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    const quote = await json('POST', '/api/quote-requests', 'anonymous', {
      name: SQL_TEXT.slice(0, 120),
      email: 'sql@example.com',
      notes: SQL_TEXT,
      items: [{ id: 'copy-editing', quantity: 1 }],
    });
    expect(quote.statusCode, quote.body).toBeLessThan(300);
    // A service id is looked up in the catalogue: a crafted one is an unknown service.
    const craftedItem = await json('POST', '/api/quote-requests', 'anonymous', {
      name: 'Visitor',
      email: 'sql@example.com',
      items: [{ id: "x' or 1=1 --", quantity: 1 }],
    });
    expect(craftedItem.statusCode, craftedItem.body).toBe(400);
    const inbox = JSON.stringify([
      (await json('GET', '/api/staff/inbox/contact', 'admin')).json(),
      (await json('GET', '/api/staff/inbox/quotes', 'admin')).json(),
    ]);
    expect(inbox).toContain(JSON.stringify(SQL_TEXT).slice(1, -1));
    expect(inbox).toContain(JSON.stringify(SQL_TEXT.slice(0, 120)).slice(1, -1));
  });

  it('identity user metadata', async () => {
    const user = await signedUpUser(t, 'sql-meta@example.com');
    const updated = await identity(t, 'PUT', '/user', {
      token: user.access_token,
      body: { data: { full_name: SQL_TEXT } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const me = (await identity(t, 'GET', '/user', { token: user.access_token })).json();
    expect(me.user_metadata.full_name).toBe(SQL_TEXT);
  });

  it('and no table was dropped or emptied on the way', async () => {
    const tables = await snapshotTables(t.database);
    for (const table of ['authors', 'invoices', 'identity_users', 'author_activities', 'contact_messages']) {
      expect(Object.keys(tables)).toContain(table);
    }
    expect(Number(tables.authors?.split(':')[0])).toBeGreaterThanOrEqual(4);
  });
});

describe('stored markup comes back as inert text', () => {
  it('in the server-rendered public pages', async () => {
    await t.database.db
      .insertInto('testimonials')
      .values({ author_name: XSS_TEXT, book_title: XSS_TEXT, service: 'Copy Editing', quote: XSS_TEXT, rating: 5 })
      .execute();
    const html = (await t.app.inject({ url: '/testimonials' })).body;
    expect(html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
    expect(html).not.toContain('<script>window.__xss');
    expect(html).not.toContain('<img src=x');
    // The query state the browser hydrates from is a JSON data block, escaped so it cannot close its tag.
    const state = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).toContain('__xss');
    expect(state).not.toMatch(/<\/?script/i);
  });

  it(
    'in the dashboard and the chat panel, in a real browser',
    async () => {
      const author = await signedUpUser(t, 'xss-author@example.com');
      const headers = { authorization: `Bearer ${author.access_token}` };
      const inject = (method: 'PATCH' | 'POST', url: string, payload: object) =>
        t.app.inject({ method, url, headers, payload });
      expect(
        (await inject('PATCH', '/api/me/profile', { full_name: XSS_TEXT.slice(0, 120), bio: XSS_TEXT })).statusCode,
      ).toBe(200);
      expect(
        (await inject('POST', '/api/me/chat/messages', { client_id: randomUUID(), description: XSS_TEXT })).statusCode,
      ).toBeLessThan(300);

      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const browser = await launchBrowser();
      try {
        const page = await browser.newPage();
        await page.goto(`${origin}/`);
        await page.getByRole('button', { name: 'Login', exact: true }).first().click();
        await page.getByRole('menuitem', { name: 'Login' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('input[type=email]').fill(author.email);
        await dialog.locator('input[name=password]').fill(author.password);
        await dialog.locator('button[type=submit]').click();
        await page.waitForURL(/\/dashboard/);
        // The dashboard has booted (signed in, chat connected) before the next page loads.
        await page.getByRole('button', { name: /Open support chat/ }).waitFor();
        await page.goto(`${origin}/dashboard/profile`);
        await page.getByRole('button', { name: /Open support chat/ }).click();
        await page
          .getByRole('region', { name: 'Support chat' })
          .getByText('window.__xss=1', { exact: false })
          .first()
          .waitFor();
        expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();
        expect(await page.locator('img[src="x"], #root b').count()).toBe(0);
      } finally {
        await browser.close();
      }
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});

describe('uploads of the wrong type or size are refused and store nothing', () => {
  const multipart = (field: string, fileName: string, type: string, content: Buffer) => {
    const boundary = `----security${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  const cases: [string, string, string, string, Buffer, number][] = [
    [
      'an HTML page named .png',
      '/api/me/avatar',
      'page.png',
      'image/png',
      Buffer.from('<html><script>x</script></html>'),
      415,
    ],
    ['an SVG with a script', '/api/me/avatar', 'a.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'), 415],
    ['a PDF as an avatar', '/api/me/avatar', 'a.png', 'image/png', Buffer.from('%PDF-1.7 fake'), 415],
    [
      'an oversized avatar',
      '/api/me/avatar',
      'big.png',
      'image/png',
      Buffer.concat([PNG_HEADER, Buffer.alloc(AVATAR_MAX_BYTES)]),
      413,
    ],
    [
      'an executable attachment',
      '/api/me/chat/attachments',
      'run.exe',
      'application/x-msdownload',
      Buffer.from('MZ\x90\x00'),
      415,
    ],
    [
      'an HTML attachment',
      '/api/me/chat/attachments',
      'x.html',
      'text/html',
      Buffer.from('<script>alert(1)</script>'),
      415,
    ],
    [
      'an oversized attachment',
      '/api/me/chat/attachments',
      'big.pdf',
      'application/pdf',
      Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES)]),
      413,
    ],
  ];

  it.each(cases)('%s', async (_name, url, fileName, type, content, status) => {
    const before = await snapshotTables(t.database);
    const { payload, headers } = multipart('file', fileName, type, content);
    const method = url.endsWith('avatar') ? 'PUT' : 'POST';
    const response = await t.app.inject({ method, url, payload, headers: { ...headers, ...t.headers.authorA } });
    expect(response.statusCode, response.body).toBe(status);
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});

describe('path traversal is refused', () => {
  const secrets = /root:x:0:0|"name": "@app\/server"|"workspaces"|JWT_SECRET|entry-server/;
  const attempts = [
    '/../../../../etc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/..%5c..%5c..%5cpackage.json',
    '/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
    '/ssr/entry-server.js',
    '/assets/../ssr/entry-server.js',
    '/api/me/files/..%2f..%2f..%2fetc%2fpasswd',
    '/api/me/files/%2e%2e',
    '/api/images/..%2f..%2fpackage.json',
    '/api/staff/conversations/..%2f..%2f/attachments/..%2fx',
    '/.netlify/identity/../../package.json',
  ];

  it.each(attempts)('%s', async (url) => {
    for (const role of ['anonymous', 'authorA', 'admin'] as const) {
      const response = await t.app.inject({ url, headers: t.headers[role] });
      expect(response.body).not.toMatch(secrets);
      expect(response.statusCode).toBeLessThan(500);
      // Either refused, or (for a path that normalises to a page) the site's own HTML.
      if (response.statusCode === 200) expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});
