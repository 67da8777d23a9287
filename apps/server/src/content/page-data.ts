import { contentQueryKeys } from '@app/contracts/public-content';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { findBook, findEpisode, listBooks, listEpisodes, listTestimonials } from './content-store.js';

export type QueryEntry = readonly [readonly unknown[], unknown];

const BOOK_PAGE = /^\/books\/([a-z0-9-]{1,120})$/;
const EPISODE_PAGE = /^\/all-episodes\/([a-z0-9-]{1,120})$/;

/**
 * The data a database-backed public page is rendered with, under the query keys its components
 * read; null when the path is not such a page. An unknown book or episode is rendered as `null`
 * (the page shows not-found and answers 404).
 */
export async function databasePageData(db: Kysely<DB>, path: string): Promise<QueryEntry[] | null> {
  switch (path) {
    case '/books':
      return [[contentQueryKeys.books, await listBooks(db)]];
    case '/podcast':
    case '/all-episodes':
      return [[contentQueryKeys.episodes, await listEpisodes(db)]];
    case '/testimonials':
      return [[contentQueryKeys.testimonials, await listTestimonials(db)]];
  }
  const bookId = BOOK_PAGE.exec(path)?.[1];
  if (bookId) return [[contentQueryKeys.book(bookId), await findBook(db, bookId)]];
  const episodeId = EPISODE_PAGE.exec(path)?.[1];
  if (episodeId) return [[contentQueryKeys.episode(episodeId), await findEpisode(db, episodeId)]];
  return null;
}
