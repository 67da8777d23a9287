import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RoutePageError } from '../route-page-error';
import { NotFoundPage } from '../not-found';

/** A dashboard page loaded on first visit, so the public site never downloads the dashboard. */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/** /dashboard and its pages, behind sign-in (the layout redirects visitors to /). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: async () => ({
      Component: (await import('../../../features/dashboard-layout/dashboard-layout')).DashboardLayout,
    }),
    children: [
      {
        // A page that fails to render shows its error screen in the layout, beside the sidebar.
        ErrorBoundary: RoutePageError,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../../../features/dashboard-home/home-page')).DashboardHomePage,
            }),
          },
          page('profile', async () => (await import('../../../features/profile/profile-page')).ProfilePage),
          page('invoices', async () => (await import('../../../features/invoices/invoices-page')).InvoicesPage),
          page('orders', async () => (await import('../../../features/orders/orders-page')).OrdersPage),
          // Its own chunk with the PDF viewer, like the signing page.
          page(
            'orders/:projectId/proofs',
            async () => (await import('../../../features/orders/proofs/proof-review-page')).ProofReviewPage,
          ),
          page('royalties', async () => (await import('../../../features/royalties/royalties-page')).RoyaltiesPage),
          page('contracts', async () => (await import('../../../features/agreements/contracts-page')).ContractsPage),
          // Its own chunk: the PDF viewer (pdf.js) downloads only when an author opens an agreement to sign.
          page(
            'contracts/:agreementId/sign',
            async () => (await import('../../../features/agreements/signing/sign-page')).SignPage,
          ),
          page('products', async () => (await import('../../../features/products/products-page')).ProductsPage),
          page('cart', async () => (await import('./cart-page')).DashboardCartPage),
          page('payment', async () => (await import('../../../features/payment/payment-page')).PaymentPage),
          page('security', async () => (await import('../../../features/security/security-page')).SecurityPage),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
