import { marketingSubPages, publishingSubPages } from '@app/contracts/routes';
import { loadServicePageContent, type ServicePagePath } from '@app/contracts/service-pages';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../../../features/site-layout/public-layout';
import { NotFoundPage } from '../not-found';
import { withQueryClient } from '../query-routes';

/**
 * Every public page, inside the public layout. Pages load on demand so the first visit only
 * downloads the layout and the page it shows.
 */
const page = (path: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/** A service page downloads its own text only, alongside the shared page component. */
const servicePage = (path: ServicePagePath): RouteObject => ({
  path,
  lazy: async () => {
    const [{ ServicePage }, content] = await Promise.all([
      import('../../../features/services/service-page'),
      loadServicePageContent(path),
    ]);
    return { Component: () => <ServicePage path={path} content={content} /> };
  },
});

export const publicRoutes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      page('/', async () => (await import('../home')).HomePage),
      // Pages read from the database: the server embeds their data for TanStack Query.
      withQueryClient([
        page('/books', async () => (await import('../../../features/books/books-page')).BooksPage),
        page('/books/:id', async () => (await import('../../../features/books/book-detail-page')).BookDetailPage),
        page('/podcast', async () => (await import('../../../features/podcast/podcast-page')).PodcastPage),
        page(
          '/all-episodes',
          async () => (await import('../../../features/podcast/all-episodes-page')).AllEpisodesPage,
        ),
        page(
          '/testimonials',
          async () => (await import('../../../features/testimonials/testimonials-page')).TestimonialsPage,
        ),
      ]),
      servicePage('/publishing-packages'),
      servicePage('/marketing-services'),
      ...[...publishingSubPages, ...marketingSubPages].map(servicePage),
      page('/about', async () => (await import('../../../features/legal/about-page')).AboutPage),
      page('/contact', async () => (await import('../../../features/contact/contact-page')).ContactPage),
      page('/cart', async () => (await import('../../../features/cart/cart-page')).CartPage),
      page('/checkout', async () => (await import('../../../features/checkout/checkout-page')).CheckoutPage),
      ...(['privacyPolicy', 'termsOfService', 'refundPolicy'] as const).map((name) => ({
        path: { privacyPolicy: '/privacy-policy', termsOfService: '/terms-of-service', refundPolicy: '/refund-policy' }[
          name
        ],
        lazy: async () => {
          const [{ LegalPage }, content] = await Promise.all([
            import('../../../features/legal/legal-page'),
            import('../../../features/legal/legal-content'),
          ]);
          return { Component: () => <LegalPage document={content[name]} /> };
        },
      })),
      page('/sitemap', async () => (await import('../../../features/seo/sitemap-page')).SitemapPage),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
