import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { settledOutbox } from '../../test/support/outbox.js';
import { bearer, tokenFor } from '../../test/support/checklist-fixture.js';
import { DEMO_AUTHOR, seedDemoAuthor } from '../db/seed/demo-author.js';
import { seedCatalogue } from '../db/seed/index.js';
import { VISITOR_MAIL_LIMIT } from '../mail/recipient-limit.js';
import { NEWSLETTER_CONFIRMATION_WINDOW_MS } from './newsletter.routes.js';

const contact = {
  name: 'Jane Reader',
  email: 'jane@example.com',
  message: 'I have a finished memoir and would like a quote.',
  consent: true,
};

const cartItems = [
  {
    id: 'copy-editing',
    title: 'Copy Editing',
    category: 'Publishing',
    price: 0.05,
    priceUnit: 'per word',
    quantity: 2,
  },
  {
    id: 'audiobook-production',
    title: 'Audiobook Services',
    category: 'Publishing',
    price: 0,
    priceUnit: null,
    quantity: 1,
  },
];

/** Each test gets its own client address, so the per-IP rate limits do not leak between tests. */
let ip = 0;
const fromNewIp = () => ({ remoteAddress: `10.0.0.${++ip}` });

describe('visitor forms', () => {
  let t: TestApp;
  let client: { remoteAddress: string };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    client = fromNewIp();
  });

  describe('POST /api/contact', () => {
    it('stores the message and mails it to the company address', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...contact, subject: 'Memoir' },
        ...client,
      });
      expect(res.statusCode).toBe(201);
      const row = await t.database.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', res.json().id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Jane Reader', email: 'jane@example.com', subject: 'Memoir', consent: true });
      const mail = (await settledOutbox(t)).find((m) => m.subject.includes('Jane Reader'));
      expect(mail?.to).toBe('hello@quillbridgepublishing.com');
      expect(mail?.text).toContain('I have a finished memoir');
    });

    it('rejects missing consent, a bad email and a short message with field messages, storing nothing', async () => {
      const before = await t.database.db.selectFrom('contact_messages').select('id').execute();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: '', email: 'not-an-email', message: 'hi', consent: false },
        ...client,
      });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields).sort()).toEqual(['consent', 'email', 'message', 'name']);
      expect(error.fields.email[0]).toMatch(/valid email/);
      const after = await t.database.db.selectFrom('contact_messages').select('id').execute();
      expect(after).toHaveLength(before.length);
    });

    it('answers 429 after 5 messages from one address in 10 minutes', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, ...client })).statusCode,
        ).toBe(201);
      }
      const limited = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, ...client });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      const other = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, ...fromNewIp() });
      expect(other.statusCode).toBe(201);
    });
  });

  describe('posted by the browser without JavaScript', () => {
    const formPost = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'books.example', ...headers },
        payload: new URLSearchParams(fields).toString(),
        ...client,
      });

    it('stores a contact message (ticked consent arrives as "on") and answers with a page', async () => {
      const res = await formPost('/api/contact', {
        name: 'Nora Offline',
        email: 'nora@example.com',
        phone: '',
        subject: '',
        message: 'Sent from a browser with scripts turned off.',
        consent: 'on',
      });
      expect(res.statusCode).toBe(201);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1 style="color:#142740">Thank you, your message is on its way</h1>');
      expect(res.body).toContain('href="/contact"');
      const row = await t.database.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('email', '=', 'nora@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Nora Offline', phone: null, subject: null, consent: true });
    });

    it('lists what to fix, escaped, stores nothing, and links back to the page it came from', async () => {
      const before = await t.database.db.selectFrom('contact_messages').select('id').execute();
      const res = await formPost(
        '/api/contact',
        { name: '<b>x</b>', email: 'not-an-email', message: 'short' },
        { referer: 'http://books.example/contact?from=footer' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Please check the form');
      expect(res.body).toContain('<li>Please agree so we can use your details to reply</li>');
      expect(res.body).toContain('<li>Write at least 10 characters so we can help</li>');
      expect(res.body).not.toContain('<b>x</b>');
      expect(res.body).toContain('href="/contact?from=footer"');
      const after = await t.database.db.selectFrom('contact_messages').select('id').execute();
      expect(after).toHaveLength(before.length);
    });

    it('never links back to another site', async () => {
      const res = await formPost('/api/contact', { name: 'A' }, { referer: 'https://evil.example/phish' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('href="/contact"');
      expect(res.body).not.toContain('evil.example');
    });

    it.each(['//evil.example/phish', '/\\evil.example', '/%2f%2fevil.example', '/a/..//evil.example'])(
      'links back to a plain same-site path only, never to %s',
      async (path) => {
        const res = await formPost('/api/contact', { name: 'A' }, { referer: `http://books.example${path}` });
        expect(res.statusCode).toBe(400);
        const backs = [...res.body.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
        expect(backs).toEqual(['/contact']);
      },
    );

    it('subscribes to the newsletter, twice without an error, back to the page of the footer', async () => {
      const headers = { referer: 'http://books.example/about' };
      const first = await formPost('/api/newsletter', { email: 'offline@example.com' }, headers);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('check your inbox');
      expect(first.body).toContain('href="/about"');
      const again = await formPost('/api/newsletter', { email: 'OFFLINE@example.com' }, headers);
      expect(again.statusCode).toBe(200);
      const rows = await t.database.db
        .selectFrom('newsletter_subscriptions')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', 'offline@example.com'))
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('keeps answering JSON to the scripts of the site', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'x' }, ...client });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    });
  });

  describe('newsletter', () => {
    const confirmLink = async (email: string) => {
      const mail = (await settledOutbox(t)).filter((m) => m.to === email).at(-1);
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error(`no confirmation mail to ${email}`);
      return new URL(link);
    };

    it('stores a pending subscription, mails a link, and confirms it', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'Reader@Example.com' },
        ...client,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ outcome: 'confirmation_sent' });
      const row = await t.database.db
        .selectFrom('newsletter_subscriptions')
        .selectAll()
        // Stored as every address is: trimmed, the domain in lower case, the local part as typed.
        .where('email', '=', 'Reader@example.com')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');

      const link = await confirmLink('Reader@example.com');
      expect(link.pathname).toBe('/api/newsletter/confirm');
      const confirmed = await t.app.inject({ url: `${link.pathname}${link.search}` });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('You are subscribed');
      const after = await t.database.db
        .selectFrom('newsletter_subscriptions')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe('confirmed');
      expect(after.confirmed_at).not.toBeNull();

      const reused = await t.app.inject({ url: `${link.pathname}${link.search}` });
      expect(reused.statusCode).toBe(400);
      expect(reused.body).toContain('not valid');
    });

    const mailsTo = async (email: string) => (await settledOutbox(t)).filter((m) => m.to.toLowerCase() === email);
    const subscribe = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, ...client });

    it('treats subscribing twice (any letter case) as success, with one row and one mail', async () => {
      const first = await subscribe('twice@example.com');
      const again = await subscribe('TWICE@example.com');
      expect(first.json().outcome).toBe('confirmation_sent');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      // The link on its way stays the one that works.
      expect(await mailsTo('twice@example.com')).toHaveLength(1);
      const link = await confirmLink('twice@example.com');
      expect((await t.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
      const third = await subscribe('twice@example.com');
      expect(third.json().outcome).toBe('already_subscribed');
      expect(await mailsTo('twice@example.com')).toHaveLength(1);
      const rows = await t.database.db
        .selectFrom('newsletter_subscriptions')
        .select('id')
        .where('email', 'ilike', 'twice@example.com')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('mails one confirmation for the same address subscribed five times at once', async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe('burst@example.com')));
      expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual(
        Array.from({ length: 5 }, () => [200, { outcome: 'confirmation_sent' }]),
      );
      expect(await mailsTo('burst@example.com')).toHaveLength(1);
      const link = await confirmLink('burst@example.com');
      expect((await t.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    });

    it('mails a fresh link, replacing the old one, once the confirmation window has passed', async () => {
      await subscribe('later@example.com');
      const oldLink = await confirmLink('later@example.com');
      await t.database.db
        .updateTable('newsletter_subscriptions')
        .set({ confirmation_sent_at: new Date(Date.now() - NEWSLETTER_CONFIRMATION_WINDOW_MS - 1000) })
        .where('email', '=', 'later@example.com')
        .execute();
      const again = await subscribe('later@example.com');
      expect(again.json()).toEqual({ outcome: 'confirmation_sent' });
      expect(await mailsTo('later@example.com')).toHaveLength(2);
      expect((await t.app.inject({ url: `${oldLink.pathname}${oldLink.search}` })).statusCode).toBe(400);
      const newLink = await confirmLink('later@example.com');
      expect((await t.app.inject({ url: `${newLink.pathname}${newLink.search}` })).statusCode).toBe(200);
    });

    it('rejects an invalid email with a field message and limits repeated attempts', async () => {
      const bad = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'foo' }, ...client });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.email).toBeDefined();
      for (let i = 0; i < 4; i += 1) {
        await t.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          payload: { email: `n${i}@example.com` },
          ...client,
        });
      }
      const limited = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'late@example.com' },
        ...client,
      });
      expect(limited.statusCode).toBe(429);
    });

    it('refuses a confirmation without a token', async () => {
      expect((await t.app.inject({ url: '/api/newsletter/confirm' })).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/newsletter/confirm?token=forged' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/quote-requests', () => {
    it('stores an anonymous request with its items and returns a reference', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: { name: 'Sam Writer', email: 'sam@example.com', notes: '80,000 words', items: cartItems },
        ...client,
      });
      expect(res.statusCode).toBe(201);
      const { reference } = res.json();
      expect(reference).toMatch(/^QB-[A-Z2-9]{8}$/);
      const row = await t.database.db
        .selectFrom('quote_requests')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ author_id: null, contact_name: 'Sam Writer', notes: '80,000 words', status: 'new' });
      expect(row.items).toEqual(cartItems);
      const mails = (await settledOutbox(t)).filter((m) => m.subject.includes(reference));
      expect(mails.map((m) => m.to).sort()).toEqual(['hello@quillbridgepublishing.com', 'sam@example.com']);
    });

    it('links the request to the signed-in author', async () => {
      await seedDemoAuthor(t.database.db);
      const token = await tokenFor(t.database.db, { id: DEMO_AUTHOR.id, email: DEMO_AUTHOR.email });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: bearer(token),
        payload: { name: 'Eleanor Hart', email: DEMO_AUTHOR.email, items: cartItems },
        ...client,
      });
      expect(res.statusCode).toBe(201);
      const row = await t.database.db
        .selectFrom('quote_requests')
        .select('author_id')
        .where('reference', '=', res.json().reference)
        .executeTakeFirstOrThrow();
      expect(row.author_id).toBe(DEMO_AUTHOR.id);
    });

    it('rejects an empty cart, bad quantities and card-like extra fields are ignored', async () => {
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: { name: 'A', email: 'a@example.com', items: [] },
        ...client,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields.items).toBeDefined();
      const zero = await t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: { name: 'A', email: 'a@example.com', items: [{ ...cartItems[0], quantity: 0 }] },
        ...client,
      });
      expect(zero.statusCode).toBe(400);
      const withCard = await t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: { name: 'A', email: 'a@example.com', items: cartItems, cardNumber: '4242424242424242' },
        ...client,
      });
      expect(withCard.statusCode).toBe(201);
      const row = await t.database.db
        .selectFrom('quote_requests')
        .selectAll()
        .where('reference', '=', withCard.json().reference)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain('4242');
    });

    const quote = (items: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: { name: 'Tam Perer', email: 'tam@example.com', items },
        ...client,
      });
    const storedItems = async (reference: string) =>
      (
        await t.database.db
          .selectFrom('quote_requests')
          .select('items')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).items;

    it('names and prices every service from the catalogue, whatever the request says', async () => {
      const res = await quote([
        { id: 'copy-editing', title: 'Free Editing', category: 'Gifts', price: 0.0001, quantity: 2 },
        { id: 'audiobook-production', title: '<b>Audio</b>', category: 'Publishing', price: 999, quantity: 1 },
      ]);
      expect(res.statusCode).toBe(201);
      const { reference } = res.json();
      expect(await storedItems(reference)).toEqual(cartItems);
      const mails = (await settledOutbox(t)).filter((m) => m.subject.includes(reference));
      expect(mails).toHaveLength(2);
      const team = mails.find((m) => m.to === 'hello@quillbridgepublishing.com')!;
      expect(team.text).toContain('- Copy Editing (Publishing) × 2 words: $0.05 per word');
      expect(team.text).toContain('- Audiobook Services (Publishing) × 1: Custom Quote');
      // The random reference may hold any digits: only the rest of the mail is searched for the price sent.
      for (const mail of mails) {
        expect(mail.text.replaceAll(reference, '')).not.toMatch(/Free Editing|Gifts|0\.0001|Audio<|999/);
      }
    });

    it('takes a word count for a service priced per word, within bounds, and a sensible quantity otherwise', async () => {
      const manuscript = await quote([{ id: 'copy-editing', quantity: 80_000 }]);
      expect(manuscript.statusCode).toBe(201);
      expect(await storedItems(manuscript.json().reference)).toEqual([{ ...cartItems[0], quantity: 80_000 }]);
      // The team's copy names the services; the visitor's receipt repeats nothing of the request.
      const mail = (await settledOutbox(t)).find(
        (m) => m.subject.includes(manuscript.json().reference) && m.to === 'hello@quillbridgepublishing.com',
      );
      expect(mail?.text).toContain('- Copy Editing (Publishing) × 80,000 words: $0.05 per word');

      const refused = [
        [{ id: 'copy-editing', quantity: 1_000_001 }],
        [{ id: 'audiobook-production', quantity: 80_000 }],
        [{ id: 'copy-editing', quantity: 1.5 }],
        [{ id: 'copy-editing', quantity: '80000' }],
        [{ id: 'copy-editing', quantity: -5 }],
      ];
      for (const items of refused) {
        const res = await quote(items);
        expect(res.statusCode, JSON.stringify(items)).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
      expect((await quote(refused[0]!)).json().error.fields).toEqual({
        'items.0.quantity': ['Enter at most 1,000,000'],
      });
      expect((await quote(refused[1]!)).json().error.fields).toEqual({
        items: ['Audiobook Services: enter a quantity from 1 to 10,000'],
      });
    });

    it("uses the catalogue's current price once staff changed it", async () => {
      await seedCatalogue(t.database.db);
      await t.database.db
        .updateTable('catalogue_services')
        .set({ price: '0.07', name: 'Copy Editing (Chicago)' })
        .where('id', '=', 'copy-editing')
        .execute();
      const res = await quote([{ id: 'copy-editing', title: 'Copy Editing', price: 0.05, quantity: 3 }]);
      expect(res.statusCode).toBe(201);
      expect(await storedItems(res.json().reference)).toEqual([
        {
          id: 'copy-editing',
          title: 'Copy Editing (Chicago)',
          category: 'Publishing',
          price: 0.07,
          priceUnit: 'per word',
          quantity: 3,
        },
      ]);
    });

    it('refuses a service that is not in the catalogue with a 400 and stores nothing', async () => {
      const before = await t.database.db.selectFrom('quote_requests').select('id').execute();
      const res = await quote([
        { id: 'copy-editing', quantity: 1 },
        { id: 'free-bestseller', title: 'Free Bestseller', category: 'Publishing', price: 0, quantity: 1 },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { items: ['"free-bestseller" is not one of our services: remove it from your cart'] },
      });
      const after = await t.database.db.selectFrom('quote_requests').select('id').execute();
      expect(after).toHaveLength(before.length);
    });
  });

  describe('mails to an address the visitor gave', () => {
    const mailsTo = (address: string) =>
      t.database.db
        .selectFrom('mail_messages')
        .select(['kind', 'subject', 'text_body', 'html_body'])
        .where(sql<string>`lower(recipient)`, '=', address.toLowerCase())
        .execute();
    const quoteFor = (email: string, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        payload: { name: 'Sam Writer', email, items: cartItems, ...extra },
        ...fromNewIp(),
      });

    it('carry none of the visitor’s text or links: the quote receipt holds its reference and fixed text', async () => {
      const lure = 'Your account is suspended. Verify at http://evil.example/login';
      const res = await quoteFor('lured@example.com', { name: lure, notes: `${lure} or https://evil.example/pay` });
      expect(res.statusCode).toBe(201);
      const { reference } = res.json();
      const [receipt, ...others] = await mailsTo('lured@example.com');
      expect(others).toEqual([]);
      expect(receipt!.kind).toBe('quote-receipt');
      for (const part of [receipt!.subject, receipt!.text_body, receipt!.html_body]) {
        expect(part).not.toMatch(/suspended|evil\.example|Sam Writer/);
      }
      expect(receipt!.text_body).toContain(reference);
      // The team's own copy keeps everything the visitor wrote.
      const [team] = await t.database.db
        .selectFrom('mail_messages')
        .select('text_body')
        .where('kind', '=', 'quote-request')
        .where('subject', 'like', `%${reference}%`)
        .execute();
      expect(team!.text_body).toContain('https://evil.example/pay');
    });

    it('are limited per address across forms and client addresses; the forms still answer success', async () => {
      const victim = 'victim@example.com';
      const newsletter = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'Victim@Example.com' },
        ...fromNewIp(),
      });
      expect(newsletter.json()).toEqual({ outcome: 'confirmation_sent' });
      const references: string[] = [];
      for (let i = 0; i < VISITOR_MAIL_LIMIT.max + 3; i += 1) {
        const res = await quoteFor(i % 2 ? victim : victim.toUpperCase());
        expect(res.statusCode).toBe(201);
        references.push(res.json().reference);
      }
      const mails = await mailsTo(victim);
      expect(mails).toHaveLength(VISITOR_MAIL_LIMIT.max);
      expect(mails.filter((mail) => mail.kind === 'newsletter-confirmation')).toHaveLength(1);
      // Every request is stored and reaches the team.
      const teamMails = await t.database.db
        .selectFrom('mail_messages')
        .select('subject')
        .where('kind', '=', 'quote-request')
        .execute();
      for (const reference of references) expect(teamMails.some((m) => m.subject.includes(reference))).toBe(true);
    });
  });
});
