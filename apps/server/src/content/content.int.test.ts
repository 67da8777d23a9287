import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TEST_PAYEE_DATA } from '../../test/support/harness.js';
import { seedDemoData } from '../db/seed/index.js';

describe('public content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.database.db, { demoPassword: 'demo-password-123', payeeData: TEST_PAYEE_DATA });
  });
  afterAll(() => t.close());

  it('lists the 18 catalogue services with their display prices', async () => {
    const res = await t.app.inject({ url: '/api/catalogue' });
    expect(res.statusCode).toBe(200);
    const { services } = res.json();
    expect(services).toHaveLength(18);
    expect(services.filter((s: { category: string }) => s.category === 'Publishing')).toHaveLength(7);
    const copyEditing = services.find((s: { id: string }) => s.id === 'copy-editing');
    expect(copyEditing).toMatchObject({ price: 0.05, priceUnit: 'per word', formattedPrice: '$0.05 per word' });
    expect(services.find((s: { id: string }) => s.id === 'book-fair-exhibition').formattedPrice).toBe('Custom Quote');
  });

  it('lists books newest first and reads one by id', async () => {
    const list = await t.app.inject({ url: '/api/books' });
    expect(list.statusCode).toBe(200);
    const { books } = list.json();
    expect(books.length).toBeGreaterThanOrEqual(8);
    const dates = books.map((b: { publishedOn: string }) => b.publishedOn);
    expect([...dates].sort().reverse()).toEqual(dates);

    const one = await t.app.inject({ url: '/api/books/tidewater-letters' });
    expect(one.statusCode).toBe(200);
    expect(one.json().book).toMatchObject({
      id: 'tidewater-letters',
      title: 'Tidewater Letters',
      authorName: 'Eleanor Hart',
    });
  });

  it('answers 404 for an unknown book or episode and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ url: '/api/books/no-such-book' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'Book not found' } });
    expect((await t.app.inject({ url: '/api/episodes/no-such-episode' })).statusCode).toBe(404);
    const malformed = await t.app.inject({ url: '/api/books/Not%20A%20Slug' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('validation_failed');
  });

  it('lists episodes newest first and reads one', async () => {
    const { episodes } = (await t.app.inject({ url: '/api/episodes' })).json();
    expect(episodes.length).toBe(10);
    expect(episodes[0].number).toBeGreaterThan(episodes.at(-1).number);
    const one = await t.app.inject({ url: `/api/episodes/${episodes[0].id}` });
    expect(one.json().episode).toMatchObject({ id: episodes[0].id, showNotes: expect.any(Array) });
  });

  it('lists only published testimonials', async () => {
    const before = (await t.app.inject({ url: '/api/testimonials' })).json().testimonials;
    expect(before.length).toBeGreaterThan(0);
    await t.database.db.updateTable('testimonials').set({ published: false }).where('id', '=', before[0].id).execute();
    const after = (await t.app.inject({ url: '/api/testimonials' })).json().testimonials;
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((x: { id: string }) => x.id)).not.toContain(before[0].id);
  });

  it('serves sitemap.xml with every public page, book and episode, and robots.txt pointing at it', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/social-media-campaign</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/books/tidewater-letters</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/all-episodes/what-readers-judge-in-a-cover</loc>');
    expect(sitemap.body.match(/\/all-episodes\/[a-z0-9-]+<\/loc>/g)).toHaveLength(10);
    expect(sitemap.body).not.toContain('/checkout<');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /dashboard');
  });
});
