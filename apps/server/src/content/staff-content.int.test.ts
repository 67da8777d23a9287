import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { people, seedChecklistFixture } from '../../test/support/checklist-fixture.js';
import { seedCatalogue } from '../db/seed/index.js';
import {
  auditRows,
  multipartFile,
  PDF,
  PNG,
  staffMember,
  testimonialInput,
  type StaffMember,
} from '../../test/support/staff.js';

let t: TestApp;
let admin: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  await seedCatalogue(t.database.db);
  admin = await staffMember(t.database.db, ['admin']);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

const book = {
  id: 'the-salt-road',
  title: 'The Salt Road',
  subtitle: null,
  author_name: 'Alice Walker',
  author_id: people.A.id,
  genre: 'Historical Fiction',
  format: 'Paperback',
  description: 'A caravan crosses the desert.',
  published_on: '2025-02-14',
  isbn: '978-1-23456-789-7',
  pages: 312,
  cover_color: '#1f3a5f',
  buy_url: 'https://books.example.com/salt-road',
};

describe('books', () => {
  it('validates the id, ISBN, colour and link', async () => {
    const response = await call('POST', '/api/staff/books', {
      ...book,
      id: 'The Salt Road',
      isbn: '12',
      cover_color: 'blue',
      buy_url: 'ftp://x',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['buy_url', 'cover_color', 'id', 'isbn']);
  });

  it('publishes a book on the public site and refuses a second one with the same id', async () => {
    expect((await call('POST', '/api/staff/books', book)).statusCode).toBe(201);
    const listed = (await publicGet('/api/books')).json().books;
    expect(listed.find((row: { id: string }) => row.id === book.id)).toMatchObject({ title: 'The Salt Road' });
    const again = await call('POST', '/api/staff/books', book);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ id: ['Another book already uses this id'] });
  });

  it('refuses a link to an author who does not exist', async () => {
    const response = await call('PATCH', `/api/staff/books/${book.id}`, {
      author_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.json().error.fields).toEqual({ author_id: ['Choose an existing author'] });
  });

  it('uploads a cover anyone can download, replacing the previous one', async () => {
    const upload = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/books/${book.id}/cover`,
        ...multipartFile(admin.headers, 'cover.png', 'image/png', PNG),
      });
    const first = (await upload()).json().cover_url as string;
    const second = await upload();
    expect(second.statusCode).toBe(200);
    const url = second.json().cover_url as string;
    expect(url).not.toBe(first);
    const image = await publicGet(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await publicGet(first)).statusCode).toBe(404);
    const pdf = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/books/${book.id}/cover`,
      ...multipartFile(admin.headers, 'cover.pdf', 'application/pdf', PDF),
    });
    expect(pdf.statusCode).toBe(415);
  });

  it('deletes a book with its cover, keeping it in the audit trail', async () => {
    const { cover_url: cover } = (await call('GET', '/api/staff/books'))
      .json()
      .books.find((row: { id: string }) => row.id === book.id);
    expect((await call('DELETE', `/api/staff/books/${book.id}`)).statusCode).toBe(204);
    expect((await publicGet(`/api/books/${book.id}`)).statusCode).toBe(404);
    expect((await publicGet(cover)).statusCode).toBe(404);
    const actions = (await auditRows(t.database.db, book.id)).map((row) => row.action);
    expect(actions).toEqual(['book.create', 'book.cover', 'book.cover', 'book.delete']);
    expect((await auditRows(t.database.db, book.id)).at(-1)?.before).toMatchObject({ title: 'The Salt Road' });
  });
});

describe('podcast episodes', () => {
  const episode = {
    id: 'writing-the-middle',
    number: 41,
    title: 'Writing the middle',
    summary: 'How to keep a novel moving.',
    guest_name: 'June Park',
    guest_title: 'Novelist',
    duration_seconds: 2700,
    published_on: '2025-03-03',
    show_notes: ['Outlines', 'Scene goals'],
    audio_url: null,
  };

  it('creates, edits and deletes an episode', async () => {
    expect((await call('POST', '/api/staff/episodes', episode)).statusCode).toBe(201);
    const edited = await call('PATCH', `/api/staff/episodes/${episode.id}`, { show_notes: ['Outlines'] });
    expect(edited.json().show_notes).toEqual(['Outlines']);
    expect((await publicGet(`/api/episodes/${episode.id}`)).json().episode.showNotes).toEqual(['Outlines']);
    expect((await call('DELETE', `/api/staff/episodes/${episode.id}`)).statusCode).toBe(204);
    expect((await publicGet(`/api/episodes/${episode.id}`)).statusCode).toBe(404);
  });

  it('says which unique value is taken', async () => {
    await call('POST', '/api/staff/episodes', episode);
    const sameNumber = await call('POST', '/api/staff/episodes', { ...episode, id: 'another-one' });
    expect(sameNumber.json().error.fields).toEqual({ number: ['Another episode has this number'] });
    const sameId = await call('POST', '/api/staff/episodes', { ...episode, number: 99 });
    expect(sameId.json().error.fields).toEqual({ id: ['Another episode already uses this id'] });
  });

  it('refuses a zero duration and an empty title', async () => {
    const response = await call('PATCH', `/api/staff/episodes/${episode.id}`, { duration_seconds: 0, title: '' });
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['duration_seconds', 'title']);
  });
});

describe('testimonials', () => {
  it('hides an unpublished testimonial from the public site', async () => {
    const created = await call('POST', '/api/staff/testimonials', testimonialInput());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const visible = async () =>
      (await publicGet('/api/testimonials')).json().testimonials.some((row: { id: string }) => row.id === id);
    expect(await visible()).toBe(true);
    await call('PATCH', `/api/staff/testimonials/${id}`, { published: false });
    expect(await visible()).toBe(false);
    const rating = await call('PATCH', `/api/staff/testimonials/${id}`, { rating: 6 });
    expect(rating.json().error.fields).toEqual({ rating: ['From 1 to 5 stars'] });
  });
});

describe('catalogue', () => {
  it('changes a price and its unit on the public catalogue', async () => {
    const services = (await call('GET', '/api/staff/catalogue')).json().services;
    expect(services).toHaveLength(18);
    const response = await call('PATCH', '/api/staff/catalogue/copy-editing', { price: 0.06, price_unit: 'per word' });
    expect(response.statusCode).toBe(200);
    const copyEditing = (await publicGet('/api/catalogue'))
      .json()
      .services.find((row: { id: string }) => row.id === 'copy-editing');
    expect(copyEditing).toMatchObject({ price: 0.06, formattedPrice: '$0.06 per word' });
    const [audit] = await auditRows(t.database.db, 'copy-editing');
    expect(audit?.before).toMatchObject({ price: '0.05' });
    expect(audit?.after).toMatchObject({ price: '0.06' });
  });

  it('refuses a negative price and answers 404 for an unknown service', async () => {
    expect((await call('PATCH', '/api/staff/catalogue/copy-editing', { price: -1 })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/staff/catalogue/no-such-service', { price: 1 })).statusCode).toBe(404);
  });
});

describe('inbox', () => {
  beforeAll(async () => {
    const { db } = t.database;
    await db
      .insertInto('quote_requests')
      .values({
        reference: 'Q-1001',
        contact_name: 'Rita Moss',
        email: 'rita@example.com',
        items: JSON.stringify([{ id: 'audiobook', title: 'Audiobook', category: 'Publishing', price: 0, quantity: 1 }]),
      })
      .execute();
    await db
      .insertInto('contact_messages')
      .values({ name: 'Tom', email: 'tom@example.com', message: 'Do you print hardcovers?', consent: true })
      .execute();
    await db
      .insertInto('newsletter_subscriptions')
      .values([
        { email: 'reader@example.com', status: 'confirmed', confirmed_at: new Date('2025-01-02T10:00:00Z') },
        { email: '=cmd@example.com', status: 'pending' },
      ])
      .execute();
  });

  it('lists quote requests and moves them along', async () => {
    const [quote] = (await call('GET', '/api/staff/inbox/quotes')).json().quotes;
    expect(quote).toMatchObject({ reference: 'Q-1001', status: 'new', items: [{ title: 'Audiobook' }] });
    const contacted = await call('PATCH', `/api/staff/inbox/quotes/${quote.id}`, { status: 'contacted' });
    expect(contacted.json().status).toBe('contacted');
    const invalid = await call('PATCH', `/api/staff/inbox/quotes/${quote.id}`, { status: 'won' });
    expect(invalid.json().error.fields).toEqual({ status: ['Choose new, contacted or closed'] });
  });

  it('marks a contact message handled and back', async () => {
    const [message] = (await call('GET', '/api/staff/inbox/contact')).json().messages;
    const handled = await call('PATCH', `/api/staff/inbox/contact/${message.id}`, { handled: true });
    expect(handled.json().handled_at).not.toBeNull();
    const reopened = await call('PATCH', `/api/staff/inbox/contact/${message.id}`, { handled: false });
    expect(reopened.json().handled_at).toBeNull();
    expect((await auditRows(t.database.db, message.id)).length).toBe(2);
  });

  it('exports newsletter subscribers as CSV with formulas defused', async () => {
    const response = await call('GET', '/api/staff/inbox/newsletter.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Email,Status,Subscribed,Confirmed');
    expect(lines).toContain(`"'=cmd@example.com",pending,${lines[1]?.split(',')[2]},`);
    expect(response.body).toContain('reader@example.com,confirmed,');
  });
});

describe('audit trail', () => {
  it('lists entries newest first, by kind, by author, page by page', async () => {
    const all = (await call('GET', '/api/staff/audit?limit=200')).json().entries;
    expect(all.length).toBeGreaterThanOrEqual(10);
    const times = all.map((row: { created_at: string }) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const books = (await call('GET', '/api/staff/audit?entity_type=book')).json().entries;
    expect(new Set(books.map((row: { entity_type: string }) => row.entity_type))).toEqual(new Set(['book']));
    const alice = (await call('GET', `/api/staff/audit?author_id=${people.A.id}`)).json().entries;
    expect(alice.every((row: { author_id: string }) => row.author_id === people.A.id)).toBe(true);
    expect(alice.length).toBeGreaterThan(0);
    const page = (await call('GET', `/api/staff/audit?limit=2&before=${encodeURIComponent(times[1])}`)).json();
    expect(page.entries[0].created_at <= times[1]).toBe(true);
  });

  it('refuses unknown filters', async () => {
    const response = await call('GET', '/api/staff/audit?entity_type=planet&limit=0');
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['entity_type', 'limit']);
  });
});
