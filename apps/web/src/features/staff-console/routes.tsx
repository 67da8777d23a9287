import type { RouteObject } from 'react-router';
import { RoutePageError } from '../../app/routes/route-page-error';

/**
 * The staff console's pages under /staff, each loaded on first visit, inside the console frame
 * (which checks the role; the server checks it on every call as well). `framed` are pages kept
 * elsewhere that belong inside the same frame (the support inbox).
 */
export const staffConsoleRoutes = (framed: RouteObject[]): RouteObject[] => [
  {
    lazy: async () => ({ Component: (await import('./console-layout')).StaffConsoleLayout }),
    children: [
      {
        // A page that fails to render shows its error screen under the console's navigation.
        ErrorBoundary: RoutePageError,
        children: [
          ...framed,
          {
            path: '/staff',
            lazy: async () => ({ Component: (await import('./home/staff-home-page')).StaffHomePage }),
          },
          {
            path: '/staff/reports',
            lazy: async () => ({ Component: (await import('./reports/reports-page')).ReportsPage }),
          },
          {
            path: '/staff/royalties',
            lazy: async () => ({ Component: (await import('./royalties/royalties-page')).StaffRoyaltiesPage }),
          },
          {
            path: '/staff/payout-runs',
            lazy: async () => ({ Component: (await import('./payout-runs/payout-runs-page')).PayoutRunsPage }),
          },
          {
            path: '/staff/payout-runs/:runId',
            lazy: async () => ({ Component: (await import('./payout-runs/payout-run-page')).PayoutRunPage }),
          },
          {
            path: '/staff/year-end',
            lazy: async () => ({ Component: (await import('./year-end/year-end-page')).YearEndPage }),
          },
          {
            path: '/staff/authors',
            lazy: async () => ({ Component: (await import('./authors/authors-page')).AuthorsPage }),
          },
          {
            path: '/staff/authors/:authorId',
            lazy: async () => ({ Component: (await import('./authors/author-file-page')).AuthorFilePage }),
          },
          {
            path: '/staff/authors/:authorId/projects/:projectId',
            lazy: async () => ({
              Component: (await import('./production/project-production-page')).ProjectProductionPage,
            }),
          },
          {
            path: '/staff/production',
            lazy: async () => ({
              Component: (await import('./production/production-queues-page')).ProductionQueuesPage,
            }),
          },
          {
            path: '/staff/invoices',
            lazy: async () => ({ Component: (await import('./invoices/invoices-list-page')).InvoicesListPage }),
          },
          {
            path: '/staff/invoices/:invoiceId',
            lazy: async () => ({ Component: (await import('./invoices/invoice-page')).InvoicePage }),
          },
          {
            path: '/staff/content/books',
            lazy: async () => ({ Component: (await import('./content/books-page')).BooksPage }),
          },
          {
            path: '/staff/content/episodes',
            lazy: async () => ({ Component: (await import('./content/episodes-page')).EpisodesPage }),
          },
          {
            path: '/staff/content/testimonials',
            lazy: async () => ({ Component: (await import('./content/testimonials-page')).TestimonialsPage }),
          },
          {
            path: '/staff/content/catalogue',
            lazy: async () => ({ Component: (await import('./content/catalogue-page')).CataloguePage }),
          },
          {
            path: '/staff/content/catalogue/:serviceId/stages',
            lazy: async () => ({ Component: (await import('./production/stage-template-page')).StageTemplatePage }),
          },
          {
            path: '/staff/requests',
            lazy: async () => ({ Component: (await import('./inbox/requests-page')).RequestsPage }),
          },
          {
            path: '/staff/mail',
            lazy: async () => ({ Component: (await import('./mail/mail-log-page')).MailLogPage }),
          },
          {
            path: '/staff/backups',
            lazy: async () => ({ Component: (await import('./backups/backups-page')).BackupsPage }),
          },
          {
            path: '/staff/audit',
            lazy: async () => ({ Component: (await import('./audit/audit-page')).AuditPage }),
          },
        ],
      },
    ],
  },
];
