import type { ResultPage } from '@app/contracts/public-form-messages';
import { marketingSubPages, normalizePath, publishingSubPages } from '@app/contracts/routes';
import { loadServicePageContent, type ServicePagePath } from '@app/contracts/service-pages';
import type { ComponentType } from 'react';

/** Downloads a page's component (and what it needs) when that page is shown. */
type PageLoader = () => Promise<ComponentType>;

/**
 * A page read from the database (books, podcast, testimonials) comes with the data cache, so
 * TanStack Query downloads with those pages only.
 */
const databasePage =
  (load: () => Promise<ComponentType>): PageLoader =>
  async () => {
    const [Page, { QueryScope }] = await Promise.all([load(), import('../../lib/query-scope')]);
    return () => (
      <QueryScope>
        <Page />
      </QueryScope>
    );
  };

/** A service page downloads its own text only, alongside the shared page component. */
const servicePage =
  (path: ServicePagePath): PageLoader =>
  async () => {
    const [{ ServicePage }, content] = await Promise.all([
      import('../../features/services/service-page'),
      loadServicePageContent(path),
    ]);
    return () => <ServicePage path={path} content={content} />;
  };

const legalPage =
  (name: 'privacyPolicy' | 'termsOfService' | 'refundPolicy'): PageLoader =>
  async () => {
    const [{ LegalPage }, content] = await Promise.all([
      import('../../features/legal/legal-page'),
      import('../../features/legal/legal-content'),
    ]);
    return () => <LegalPage document={content[name]} />;
  };

/**
 * The public site: one HTML document per page, each rendered by the component this table finds
 * for its path. The browser (entry-public) and the server renderer (entry-server) both use it,
 * and each downloads only the page it shows.
 */
const pages = new Map<string, PageLoader>([
  ['/', async () => (await import('./home-page')).HomePage],
  ['/books', databasePage(async () => (await import('../../features/books/books-page')).BooksPage)],
  ['/podcast', databasePage(async () => (await import('../../features/podcast/podcast-page')).PodcastPage)],
  [
    '/all-episodes',
    databasePage(async () => (await import('../../features/podcast/all-episodes-page')).AllEpisodesPage),
  ],
  [
    '/testimonials',
    databasePage(async () => (await import('../../features/testimonials/testimonials-page')).TestimonialsPage),
  ],
  ['/publishing-packages', servicePage('/publishing-packages')],
  ['/marketing-services', servicePage('/marketing-services')],
  ...[...publishingSubPages, ...marketingSubPages].map((path) => [path, servicePage(path)] as const),
  ['/about', async () => (await import('../../features/legal/about-page')).AboutPage],
  ['/contact', async () => (await import('../../features/contact/contact-page')).ContactPage],
  ['/cart', async () => (await import('../../features/cart/cart-page')).CartPage],
  ['/checkout', async () => (await import('../../features/checkout/checkout-page')).CheckoutPage],
  ['/privacy-policy', legalPage('privacyPolicy')],
  ['/terms-of-service', legalPage('termsOfService')],
  ['/refund-policy', legalPage('refundPolicy')],
  ['/sitemap', async () => (await import('../../features/seo/sitemap-page')).SitemapPage],
]);

/** Pages of one database record, found by the id in their path. */
const recordPages: readonly (readonly [RegExp, (id: string) => PageLoader])[] = [
  [
    /^\/books\/([^/]+)$/,
    (id) =>
      databasePage(async () => {
        const { BookDetailPage } = await import('../../features/books/book-detail-page');
        return () => <BookDetailPage id={id} />;
      }),
  ],
  [
    /^\/all-episodes\/([^/]+)$/,
    (id) =>
      databasePage(async () => {
        const { EpisodeDetailPage } = await import('../../features/podcast/episode-detail-page');
        return () => <EpisodeDetailPage id={id} />;
      }),
  ],
];

/** The page path of a URL's path: decoded, without a trailing slash ('/about/' is '/about'). */
export function pagePath(rawPathname: string): string {
  try {
    return normalizePath(decodeURIComponent(rawPathname));
  } catch {
    // Malformed escapes: no page has them, so the not-found page answers.
    return rawPathname;
  }
}

/** The page for a path (see pagePath); the not-found page for any path the site does not have. */
export async function loadPublicPage(pathname: string): Promise<ComponentType> {
  const load = pages.get(pathname);
  if (load) return load();
  for (const [pattern, recordPage] of recordPages) {
    const id = pattern.exec(pathname)?.[1];
    if (id) return recordPage(id)();
  }
  return (await import('../routes/not-found')).NotFoundPage;
}

/** A result page (see entry-server's renderResultPage) showing the content it was rendered with. */
export async function loadResultPage(content: ResultPage): Promise<ComponentType> {
  const { ResultPageContent } = await import('../../components/result-page-content');
  return () => <ResultPageContent {...content} />;
}
