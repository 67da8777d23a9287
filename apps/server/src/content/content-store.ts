import { formatServicePrice } from '@app/contracts/catalogue';
import type {
  PublicBook,
  PublicCatalogueService,
  PublicEpisode,
  PublicTestimonial,
} from '@app/contracts/public-content';
import type { Kysely, Selectable } from 'kysely';
import type { BooksTable, DB, PodcastEpisodesTable } from '../db/schema.js';

/** Reads of the public content, shaped as the API (and the server-rendered pages) return it. */

const toBook = (row: Selectable<BooksTable>): PublicBook => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  authorName: row.author_name,
  genre: row.genre,
  format: row.format,
  description: row.description,
  publishedOn: row.published_on,
  isbn: row.isbn,
  pages: row.pages,
  coverUrl: row.cover_url,
  coverColor: row.cover_color,
  buyUrl: row.buy_url,
});

const toEpisode = (row: Selectable<PodcastEpisodesTable>): PublicEpisode => ({
  id: row.id,
  number: row.number,
  title: row.title,
  summary: row.summary,
  guestName: row.guest_name,
  guestTitle: row.guest_title,
  durationSeconds: row.duration_seconds,
  publishedOn: row.published_on,
  showNotes: row.show_notes,
  audioUrl: row.audio_url,
});

/** Newest first; undated books last, then by title. */
export async function listBooks(db: Kysely<DB>): Promise<PublicBook[]> {
  const rows = await db
    .selectFrom('books')
    .selectAll()
    .orderBy(
      (eb) => eb.ref('published_on'),
      (ob) => ob.desc().nullsLast(),
    )
    .orderBy('title')
    .execute();
  return rows.map(toBook);
}

export async function findBook(db: Kysely<DB>, id: string): Promise<PublicBook | null> {
  const row = await db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toBook(row) : null;
}

export async function listEpisodes(db: Kysely<DB>): Promise<PublicEpisode[]> {
  const rows = await db
    .selectFrom('podcast_episodes')
    .selectAll()
    .orderBy('published_on', 'desc')
    .orderBy('number', 'desc')
    .execute();
  return rows.map(toEpisode);
}

export async function findEpisode(db: Kysely<DB>, id: string): Promise<PublicEpisode | null> {
  const row = await db.selectFrom('podcast_episodes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toEpisode(row) : null;
}

/** Published testimonials in their chosen order. */
export async function listTestimonials(db: Kysely<DB>): Promise<PublicTestimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .select(['id', 'author_name', 'book_title', 'service', 'quote', 'rating', 'location'])
    .where('published', '=', true)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    authorName: row.author_name,
    bookTitle: row.book_title,
    service: row.service,
    quote: row.quote,
    rating: row.rating,
    location: row.location,
  }));
}

export async function listCatalogue(db: Kysely<DB>): Promise<PublicCatalogueService[]> {
  const rows = await db.selectFrom('catalogue_services').selectAll().orderBy('sort_order').orderBy('name').execute();
  return rows.map((row) => {
    const price = Number(row.price);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      price,
      priceUnit: row.price_unit,
      formattedPrice: formatServicePrice(price, row.price_unit),
      features: row.features,
      category: row.category,
      icon: row.icon,
      pagePath: row.page_path,
    };
  });
}
