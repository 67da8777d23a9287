/** What the public read API (`/api/books`, `/api/episodes`, `/api/testimonials`, `/api/catalogue`) returns. */
import type { ServiceCategory } from './catalogue-data.js';

export interface PublicBook {
  id: string;
  title: string;
  subtitle: string | null;
  authorName: string;
  genre: string;
  format: string;
  description: string;
  /** 'YYYY-MM-DD' */
  publishedOn: string | null;
  isbn: string | null;
  pages: number | null;
  coverUrl: string | null;
  coverColor: string;
  buyUrl: string | null;
}

export interface PublicEpisode {
  id: string;
  number: number;
  title: string;
  summary: string;
  guestName: string;
  guestTitle: string;
  durationSeconds: number;
  /** 'YYYY-MM-DD' */
  publishedOn: string;
  showNotes: string[];
  audioUrl: string | null;
}

export interface PublicTestimonial {
  id: string;
  authorName: string;
  bookTitle: string;
  service: string;
  quote: string;
  rating: number;
  location: string | null;
}

export interface PublicCatalogueService {
  id: string;
  name: string;
  description: string;
  price: number;
  /** e.g. 'per word': the cart then counts that unit; null for a flat price. */
  priceUnit: string | null;
  /** 'Custom Quote' for price 0, else e.g. '$0.05 per word'. */
  formattedPrice: string;
  features: string[];
  category: ServiceCategory;
  icon: string;
  pagePath: string | null;
}

/**
 * Query keys of the public content, shared by the web app (which fetches them) and the server
 * (which renders DB-backed pages and hands the same data to the browser).
 */
export const contentQueryKeys = {
  books: ['books'] as const,
  book: (id: string) => ['books', id] as const,
  episodes: ['episodes'] as const,
  episode: (id: string) => ['episodes', id] as const,
  testimonials: ['testimonials'] as const,
};

/**
 * Public pages whose content comes from the database: the server renders them at request time
 * (with `/books/{id}` and `/all-episodes/{id}`); every other public page is prerendered when the site
 * is built.
 */
export const databasePages = ['/books', '/podcast', '/all-episodes', '/testimonials'] as const;
