import { z } from 'zod';
import type { Database } from '../db/connect.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { findBook, findEpisode, listBooks, listCatalogue, listEpisodes, listTestimonials } from './content-store.js';

/** Ids of books and episodes are slugs. */
const slugParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Unknown id') });

/** Public content might change a few times a day: browsers may reuse it briefly. */
const PUBLIC_CACHE = 'public, max-age=60';

/** The public read API: catalogue, books, podcast episodes and testimonials. No sign-in needed. */
export function registerContentRoutes(app: App, database: Database): void {
  const { db } = database;

  app.get('/api/catalogue', async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return { services: await listCatalogue(db) };
  });

  app.get('/api/books', async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return { books: await listBooks(db) };
  });

  app.get('/api/books/:id', { schema: { params: slugParams } }, async (request, reply) => {
    const book = await findBook(db, request.params.id);
    if (!book) throw notFound('Book');
    reply.header('cache-control', PUBLIC_CACHE);
    return { book };
  });

  app.get('/api/episodes', async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return { episodes: await listEpisodes(db) };
  });

  app.get('/api/episodes/:id', { schema: { params: slugParams } }, async (request, reply) => {
    const episode = await findEpisode(db, request.params.id);
    if (!episode) throw notFound('Episode');
    reply.header('cache-control', PUBLIC_CACHE);
    return { episode };
  });

  app.get('/api/testimonials', async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return { testimonials: await listTestimonials(db) };
  });
}
