import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATEMENT_OF_A } from '../support/sales.js';
import { ids, people } from '../support/security-app.js';

/**
 * Who may call a route:
 * - public: everyone, signed in or not;
 * - self: any signed-in account, about itself (`/api/me/*`, the identity user API);
 * - owner: one of author A's own rows by id: A reads it, everyone else gets 404;
 * - staff: support and admin (the staff console and inbox); authors get 403;
 * - admin: the staff console's admin-only writes;
 * - identityAdmin: GoTrue's admin API, which answers 401 "User not allowed" to non-admins.
 * The realtime socket is no route: its upgrade is checked with WebSocket clients (tokens.int.test.ts).
 */
export type Access = 'public' | 'self' | 'owner' | 'staff' | 'admin' | 'identityAdmin';

export interface Entry {
  access: Access;
  /** The concrete URL (defaults to the pattern). */
  url?: string;
  /** A body that passes validation, so the cell tests authorization and not the schema. */
  body?: unknown;
  /** Form fields instead of a JSON body. */
  form?: Record<string, string>;
}

export const unknown = '00000000-0000-4000-8000-000000000000';
const A = people.A.id;

/** One entry per route of the server: route-matrix.int.test.ts fails for a route without one. */
export const matrix: Record<string, Entry> = {
  // Site and public content.
  'GET /healthz': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },
  'GET /robots.txt': { access: 'public' },
  'OPTIONS *': { access: 'public', url: '/.netlify/identity/token' },
  'GET /api/catalogue': { access: 'public' },
  'GET /api/books': { access: 'public' },
  'GET /api/books/:id': { access: 'public', url: '/api/books/no-such-book' },
  'GET /api/episodes': { access: 'public' },
  'GET /api/episodes/:id': { access: 'public', url: '/api/episodes/no-such-episode' },
  'GET /api/testimonials': { access: 'public' },
  'GET /api/images/:id': { access: 'public', url: `/api/images/${unknown}` },
  'POST /api/contact': {
    access: 'public',
    body: { name: 'Visitor', email: 'visitor@example.com', message: 'A question about audiobooks.', consent: true },
  },
  'POST /api/newsletter': { access: 'public', body: { email: 'reader@example.com' } },
  'GET /api/newsletter/confirm': { access: 'public', url: '/api/newsletter/confirm?token=not-a-token' },
  'POST /api/quote-requests': {
    access: 'public',
    body: {
      name: 'Visitor',
      email: 'visitor@example.com',
      items: [{ id: 'copy-editing', title: 'Copy Editing', category: 'Publishing', price: 100, quantity: 1 }],
    },
  },

  // Identity service (GoTrue).
  'GET /.netlify/identity/health': { access: 'public' },
  'GET /.netlify/identity/settings': { access: 'public' },
  'POST /.netlify/identity/signup': { access: 'public', body: { email: 'new-reader@example.com', password: 'x' } },
  'POST /.netlify/identity/verify': { access: 'public', body: { type: 'signup', token: 'not-a-token' } },
  'POST /.netlify/identity/resend': { access: 'public', body: { type: 'signup', email: people.A.email } },
  'POST /.netlify/identity/recover': { access: 'public', body: { email: people.A.email } },
  'POST /.netlify/identity/magiclink': { access: 'public', body: { email: people.A.email } },
  'POST /.netlify/identity/token': {
    access: 'public',
    form: { grant_type: 'password', username: people.A.email, password: 'wrong password' },
  },
  'GET /.netlify/identity/authorize': { access: 'public', url: '/.netlify/identity/authorize?provider=google' },
  'GET /.netlify/identity/callback': { access: 'public', url: '/.netlify/identity/callback?state=x&code=y' },
  'GET /.netlify/identity/user': { access: 'self' },
  'PUT /.netlify/identity/user': { access: 'self', body: { data: { locale: 'en' } } },
  'GET /.netlify/identity/user/sessions': { access: 'self' },
  'DELETE /.netlify/identity/user/sessions': { access: 'self' },
  'DELETE /.netlify/identity/user/sessions/:id': { access: 'self', url: `/.netlify/identity/user/sessions/${unknown}` },
  'POST /.netlify/identity/logout': { access: 'self' },
  'POST /.netlify/identity/factors': { access: 'self', body: { factor_type: 'totp' } },
  'DELETE /.netlify/identity/factors/:id': { access: 'self', url: `/.netlify/identity/factors/${unknown}` },
  'POST /.netlify/identity/factors/:id/challenge': {
    access: 'self',
    url: `/.netlify/identity/factors/${unknown}/challenge`,
  },
  'POST /.netlify/identity/factors/:id/verify': {
    access: 'self',
    url: `/.netlify/identity/factors/${unknown}/verify`,
    body: { challenge_id: unknown, code: '123456' },
  },
  'POST /.netlify/identity/invite': { access: 'identityAdmin', body: { email: 'invited@example.com' } },
  'GET /.netlify/identity/admin/users': { access: 'identityAdmin' },
  'POST /.netlify/identity/admin/users': { access: 'identityAdmin', body: { email: 'made@example.com' } },
  'GET /.netlify/identity/admin/users/:id': { access: 'identityAdmin', url: `/.netlify/identity/admin/users/${A}` },
  'PUT /.netlify/identity/admin/users/:id': {
    access: 'identityAdmin',
    url: `/.netlify/identity/admin/users/${unknown}`,
    body: { user_metadata: {} },
  },
  'DELETE /.netlify/identity/admin/users/:id': {
    access: 'identityAdmin',
    url: `/.netlify/identity/admin/users/${unknown}`,
  },
  'DELETE /.netlify/identity/admin/users/:id/factors': {
    access: 'identityAdmin',
    url: `/.netlify/identity/admin/users/${unknown}/factors`,
  },
  'GET /.netlify/identity/admin/audit': { access: 'identityAdmin' },

  // The author's own data.
  'POST /api/authors/lookup': { access: 'self', body: { email: people.A.email } },
  'GET /api/me/profile': { access: 'self' },
  'PATCH /api/me/profile': { access: 'self', body: { city: 'Nowhere' } },
  'GET /api/me/books': { access: 'self' },
  'PUT /api/me/avatar': { access: 'self' },
  'PUT /api/me/backup-email': { access: 'self', body: { email: 'backup@example.com' } },
  'POST /api/me/backup-email/verify': { access: 'self', body: { token: 'x'.repeat(43) } },
  'GET /api/me/invoices': { access: 'self' },
  'GET /api/me/invoices.csv': { access: 'self' },
  'GET /api/me/invoices/:id': { access: 'owner', url: `/api/me/invoices/${ids.I1}` },
  'GET /api/me/royalties': { access: 'self' },
  'GET /api/me/payment-profile': { access: 'self' },
  'PUT /api/me/payment-profile': { access: 'self', body: { method: 'paypal', email: 'pay.me@example.com' } },
  'GET /api/me/tax-profile': { access: 'self' },
  'GET /api/me/tax-years': { access: 'self' },
  // Nothing paid in 2020: each caller gets its own 404, never another author's statement.
  'GET /api/me/tax-years/:year/statement.pdf': { access: 'self', url: '/api/me/tax-years/2020/statement.pdf' },
  'GET /api/me/earnings': { access: 'self' },
  // Without the fresh proof (400): with a wrong password every caller would get its 403 by design.
  'PUT /api/me/tax-profile': { access: 'self', body: { profile: { form: 'w9' } } },
  'GET /api/me/royalty-statements/:statementId': {
    access: 'owner',
    url: `/api/me/royalty-statements/${STATEMENT_OF_A}`,
  },
  'GET /api/me/royalty-statements/:statementId/statement.csv': {
    access: 'owner',
    url: `/api/me/royalty-statements/${STATEMENT_OF_A}/statement.csv`,
  },
  'GET /api/me/projects': { access: 'self' },
  'POST /api/me/projects/:id/update-request': {
    access: 'owner',
    url: `/api/me/projects/${ids.P1}/update-request`,
    body: {},
  },
  'GET /api/me/projects/:id/files': { access: 'owner', url: `/api/me/projects/${ids.P1}/files` },
  // Production: another author's project answers 404 like an unknown one (production tests).
  'GET /api/me/projects/:id/production': { access: 'owner', url: `/api/me/projects/${ids.P1}/production` },
  'POST /api/me/projects/:id/files': { access: 'self', url: `/api/me/projects/${ids.P1}/files?kind=manuscript` },
  'GET /api/me/projects/:id/file-versions/:versionId': {
    access: 'self',
    url: `/api/me/projects/${ids.P1}/file-versions/${unknown}`,
  },
  'POST /api/me/projects/:id/proofs/:proofId/comments': {
    access: 'self',
    url: `/api/me/projects/${ids.P1}/proofs/${unknown}/comments`,
    body: { page: 1, x: 0.5, y: 0.5, note: 'A typo' },
  },
  'POST /api/me/projects/:id/proofs/:proofId/request-changes': {
    access: 'self',
    url: `/api/me/projects/${ids.P1}/proofs/${unknown}/request-changes`,
  },
  'POST /api/me/projects/:id/proofs/:proofId/approve': {
    access: 'self',
    url: `/api/me/projects/${ids.P1}/proofs/${unknown}/approve`,
    body: { password: 'not the password' },
  },
  'GET /api/me/projects/:id/proofs/:proofId/certificate': {
    access: 'self',
    url: `/api/me/projects/${ids.P1}/proofs/${unknown}/certificate`,
  },
  'POST /api/me/projects/:id/proofs/:proofId/verify': {
    access: 'self',
    url: `/api/me/projects/${ids.P1}/proofs/${unknown}/verify`,
  },
  'GET /api/me/installments': { access: 'self' },
  'GET /api/me/installments.csv': { access: 'self' },
  'GET /api/me/contracts': { access: 'self' },
  // In-app signatures: another author's agreement answers 404 like an unknown one
  // (signatures.int.test.ts checks it with a real request).
  'GET /api/me/agreements/:agreementId/signature': {
    access: 'self',
    url: `/api/me/agreements/${ids.C2}/signature`,
  },
  'POST /api/me/agreements/:agreementId/signature/sign': {
    access: 'self',
    url: `/api/me/agreements/${ids.C2}/signature/sign`,
    body: { consent: true, typed_name: 'Alice Walker', password: 'not the password' },
  },
  'POST /api/me/agreements/:agreementId/signature/decline': {
    access: 'self',
    url: `/api/me/agreements/${ids.C2}/signature/decline`,
    body: { reason: 'Not the terms we agreed' },
  },
  'POST /api/me/agreements/:agreementId/signature/verify': {
    access: 'self',
    url: `/api/me/agreements/${ids.C2}/signature/verify`,
  },
  'GET /api/me/payment-method': { access: 'self' },
  'PUT /api/me/payment-method': { access: 'self', body: { method: 'paypal' } },
  'GET /api/me/reminders': { access: 'self' },
  'PUT /api/me/reminders': { access: 'self', body: { payment_reminders: false } },
  'GET /api/me/files/:id': { access: 'self', url: `/api/me/files/${unknown}` },
  'GET /api/me/chat/messages': { access: 'self' },
  'POST /api/me/chat/messages': { access: 'self', body: () => ({ client_id: randomUUID(), description: 'Hello' }) },
  'POST /api/me/chat/read': { access: 'self', body: { up_to: unknown } },
  'POST /api/me/chat/attachments': { access: 'self' },

  // Staff: chat inbox and console.
  'GET /api/staff/conversations': { access: 'staff' },
  'GET /api/staff/conversations/:authorId/messages': {
    access: 'staff',
    url: `/api/staff/conversations/${A}/messages`,
  },
  'POST /api/staff/conversations/:authorId/messages': {
    access: 'staff',
    url: `/api/staff/conversations/${A}/messages`,
    body: () => ({ client_id: randomUUID(), description: 'Hello from support' }),
  },
  'POST /api/staff/conversations/:authorId/read': {
    access: 'staff',
    url: `/api/staff/conversations/${A}/read`,
    body: { up_to: unknown },
  },
  'POST /api/staff/conversations/:authorId/attachments': {
    access: 'staff',
    url: `/api/staff/conversations/${A}/attachments`,
  },
  'GET /api/staff/conversations/:authorId/attachments/:fileId': {
    access: 'staff',
    url: `/api/staff/conversations/${A}/attachments/${unknown}`,
  },
  'GET /api/staff/authors': { access: 'staff' },
  'POST /api/staff/authors': { access: 'admin', body: { email: 'new@example.com', full_name: 'New Author' } },
  'GET /api/staff/authors/:authorId': { access: 'staff', url: `/api/staff/authors/${A}` },
  'PATCH /api/staff/authors/:authorId': { access: 'admin', url: `/api/staff/authors/${unknown}`, body: {} },
  'POST /api/staff/authors/:authorId/invite': { access: 'admin', url: `/api/staff/authors/${unknown}/invite` },
  'POST /api/staff/authors/:authorId/invoices': { access: 'admin', url: `/api/staff/authors/${unknown}/invoices` },
  'POST /api/staff/authors/:authorId/projects': { access: 'admin', url: `/api/staff/authors/${unknown}/projects` },
  'POST /api/staff/authors/:authorId/agreements': {
    access: 'admin',
    url: `/api/staff/authors/${unknown}/agreements`,
  },
  'GET /api/staff/catalogue': { access: 'staff' },
  'PATCH /api/staff/catalogue/:serviceId': { access: 'admin', url: '/api/staff/catalogue/no-such-service' },
  'GET /api/staff/audit': { access: 'staff' },
  'GET /api/staff/mail': { access: 'staff' },
  'POST /api/staff/mail/:mailId/retry': { access: 'admin', url: `/api/staff/mail/${unknown}/retry` },
  'GET /api/staff/backups': { access: 'admin' },
  'POST /api/staff/backups': { access: 'admin' },
  'GET /api/staff/backups/:name': { access: 'admin', url: '/api/staff/backups/backup-1999-01-01T00-00-00.000Z.tgz' },
  'PATCH /api/staff/agreements/:agreementId': { access: 'admin', url: `/api/staff/agreements/${unknown}` },
  'POST /api/staff/agreements/:agreementId/sign': { access: 'admin', url: `/api/staff/agreements/${unknown}/sign` },
  'GET /api/staff/agreements/:agreementId/document': {
    access: 'staff',
    url: `/api/staff/agreements/${ids.C2}/document`,
  },
  'PUT /api/staff/agreements/:agreementId/document': {
    access: 'admin',
    url: `/api/staff/agreements/${unknown}/document`,
  },
  'POST /api/staff/agreements/:agreementId/signature': {
    access: 'admin',
    url: `/api/staff/agreements/${unknown}/signature`,
    body: { countersign: false },
  },
  'GET /api/staff/agreements/:agreementId/signature': {
    access: 'staff',
    url: `/api/staff/agreements/${ids.C2}/signature`,
  },
  'POST /api/staff/agreements/:agreementId/signature/countersign': {
    access: 'admin',
    url: `/api/staff/agreements/${unknown}/signature/countersign`,
    body: { consent: true, typed_name: 'Admin Person', password: 'not the password' },
  },
  'GET /api/staff/agreements/:agreementId/signature/original': {
    access: 'staff',
    url: `/api/staff/agreements/${ids.C2}/signature/original`,
  },
  'GET /api/staff/agreements/:agreementId/signature/sealed': {
    access: 'staff',
    url: `/api/staff/agreements/${ids.C2}/signature/sealed`,
  },
  'POST /api/staff/agreements/:agreementId/signature/verify': {
    access: 'staff',
    url: `/api/staff/agreements/${ids.C2}/signature/verify`,
  },
  'GET /api/staff/invoices/:invoiceId': { access: 'staff', url: `/api/staff/invoices/${ids.I1}` },
  'GET /api/staff/invoices': { access: 'staff' },
  'GET /api/staff/invoices.csv': { access: 'staff' },
  'GET /api/staff/invoices/summary': { access: 'staff' },
  'GET /api/staff/home': { access: 'staff' },
  'GET /api/staff/reports/ageing': { access: 'staff' },
  'GET /api/staff/reports/ageing.csv': { access: 'staff' },
  'GET /api/staff/reports/cash': { access: 'staff' },
  'GET /api/staff/authors/:authorId/receivables': { access: 'staff', url: `/api/staff/authors/${A}/receivables` },
  'GET /api/staff/sales-sources': { access: 'staff' },
  'GET /api/staff/sales-imports': { access: 'staff' },
  'GET /api/staff/sales-imports/:importId': { access: 'staff', url: `/api/staff/sales-imports/${unknown}` },
  'POST /api/staff/sales-imports/preview': { access: 'admin' },
  'POST /api/staff/sales-imports': { access: 'admin' },
  'POST /api/staff/sales-imports/:importId/undo': { access: 'admin', url: `/api/staff/sales-imports/${unknown}/undo` },
  'GET /api/staff/books/:bookId/royalty-terms': { access: 'staff', url: '/api/staff/books/no-such-book/royalty-terms' },
  'POST /api/staff/books/:bookId/royalty-terms': {
    access: 'admin',
    url: '/api/staff/books/no-such-book/royalty-terms',
    body: { author_share: 0.5, effective_from: '2026-01-01' },
  },
  'GET /api/staff/books/:bookId/splits': { access: 'staff', url: '/api/staff/books/no-such-book/splits' },
  'POST /api/staff/books/:bookId/splits': {
    access: 'admin',
    url: '/api/staff/books/no-such-book/splits',
    body: {
      effective_from: '2026-01-01',
      payees: [{ author_id: 'a0000000-0000-4000-8000-00000000000a', share_bp: 10000 }],
    },
  },
  'DELETE /api/staff/books/:bookId/splits/:effectiveFrom': {
    access: 'admin',
    url: '/api/staff/books/no-such-book/splits/2026-01-01',
  },
  'GET /api/staff/royalties/settings': { access: 'staff' },
  'PUT /api/staff/royalties/settings': { access: 'admin', body: { minimum_payout: 50 } },
  'GET /api/staff/royalties/exchange-rates': { access: 'staff' },
  'PUT /api/staff/royalties/exchange-rates': {
    access: 'admin',
    body: { period: '2026-01', currency: 'EUR', rate: 1.1 },
  },
  'GET /api/staff/authors/:authorId/royalties': { access: 'staff', url: `/api/staff/authors/${A}/royalties` },
  'POST /api/staff/authors/:authorId/royalty-statements': {
    access: 'admin',
    url: `/api/staff/authors/${unknown}/royalty-statements`,
    body: { period: '2026-01' },
  },
  'POST /api/staff/authors/:authorId/royalty-payouts': {
    access: 'admin',
    url: `/api/staff/authors/${unknown}/royalty-payouts`,
    body: { paid_on: '2026-02-01', amount: 10, method: 'paypal' },
  },
  'GET /api/staff/authors/:authorId/payment-profile': {
    access: 'staff',
    url: `/api/staff/authors/${A}/payment-profile`,
  },
  'PUT /api/staff/authors/:authorId/payment-profile': {
    access: 'admin',
    url: `/api/staff/authors/${unknown}/payment-profile`,
    body: { method: 'paypal', email: 'pay.me@example.com' },
  },
  'POST /api/staff/authors/:authorId/payment-profile/reveal': {
    access: 'admin',
    url: `/api/staff/authors/${unknown}/payment-profile/reveal`,
  },
  'GET /api/staff/authors/:authorId/tax-profile': { access: 'staff', url: `/api/staff/authors/${A}/tax-profile` },
  'GET /api/staff/payout-runs': { access: 'admin' },
  'GET /api/staff/payout-runs/proposal': { access: 'admin', url: '/api/staff/payout-runs/proposal?period=2026-01' },
  'POST /api/staff/payout-runs': { access: 'admin', body: { period: '2026-01', pay_date: '2099-01-15' } },
  'GET /api/staff/payout-runs/:runId': { access: 'admin', url: `/api/staff/payout-runs/${unknown}` },
  'GET /api/staff/payout-runs/:runId/files/:file': {
    access: 'admin',
    url: `/api/staff/payout-runs/${unknown}/files/nacha`,
  },
  'POST /api/staff/payout-runs/:runId/sent': { access: 'admin', url: `/api/staff/payout-runs/${unknown}/sent` },
  'POST /api/staff/payout-runs/:runId/cancel': { access: 'admin', url: `/api/staff/payout-runs/${unknown}/cancel` },
  'GET /api/staff/tax-years/:year': { access: 'admin', url: '/api/staff/tax-years/2025' },
  'GET /api/staff/tax-years/:year/csv': { access: 'admin', url: '/api/staff/tax-years/2025/csv' },
  'POST /api/staff/authors/:authorId/tax-year-corrections': {
    access: 'admin',
    url: `/api/staff/authors/${unknown}/tax-year-corrections`,
    body: { tax_year: 2025, paid_cents: 100, withheld_cents: 0, note: 'Cheque reissued' },
  },
  'GET /api/staff/royalty-statements/:statementId': {
    access: 'staff',
    url: `/api/staff/royalty-statements/${STATEMENT_OF_A}`,
  },
  'GET /api/staff/royalty-statements/:statementId/statement.csv': {
    access: 'staff',
    url: `/api/staff/royalty-statements/${STATEMENT_OF_A}/statement.csv`,
  },
  'PATCH /api/staff/invoices/:invoiceId': { access: 'admin', url: `/api/staff/invoices/${unknown}`, body: {} },
  'POST /api/staff/invoices/:invoiceId/cancel': { access: 'admin', url: `/api/staff/invoices/${unknown}/cancel` },
  'POST /api/staff/invoices/:invoiceId/reminder': { access: 'admin', url: `/api/staff/invoices/${unknown}/reminder` },
  'POST /api/staff/invoices/:invoiceId/email': { access: 'admin', url: `/api/staff/invoices/${unknown}/email` },
  'PUT /api/staff/invoices/:invoiceId/installments': {
    access: 'admin',
    url: `/api/staff/invoices/${unknown}/installments`,
  },
  'DELETE /api/staff/invoices/:invoiceId/installments': {
    access: 'admin',
    url: `/api/staff/invoices/${unknown}/installments`,
  },
  'POST /api/staff/invoices/:invoiceId/payments': { access: 'admin', url: `/api/staff/invoices/${unknown}/payments` },
  'PATCH /api/staff/installments/:installmentId': { access: 'admin', url: `/api/staff/installments/${unknown}` },
  'GET /api/staff/inbox/quotes': { access: 'staff' },
  'PATCH /api/staff/inbox/quotes/:quoteId': { access: 'admin', url: `/api/staff/inbox/quotes/${unknown}` },
  'GET /api/staff/inbox/contact': { access: 'staff' },
  'PATCH /api/staff/inbox/contact/:messageId': { access: 'admin', url: `/api/staff/inbox/contact/${unknown}` },
  'GET /api/staff/inbox/newsletter': { access: 'staff' },
  'GET /api/staff/inbox/newsletter.csv': { access: 'staff' },
  // Support may record a project's progress; the route refuses other fields to them (staff tests).
  'PATCH /api/staff/projects/:projectId': { access: 'staff', url: `/api/staff/projects/${unknown}`, body: {} },
  // Production: admins edit templates and start stages; support may update stages, upload files,
  // send proofs and answer comments (production tests).
  'GET /api/staff/catalogue/:serviceId/stages': { access: 'staff', url: '/api/staff/catalogue/no-such-service/stages' },
  'PUT /api/staff/catalogue/:serviceId/stages': {
    access: 'admin',
    url: '/api/staff/catalogue/no-such-service/stages',
    body: { stages: [] },
  },
  'GET /api/staff/production/owners': { access: 'staff' },
  'GET /api/staff/production/queues': { access: 'staff' },
  'GET /api/staff/projects/:projectId/production': {
    access: 'staff',
    url: `/api/staff/projects/${ids.P1}/production`,
  },
  'POST /api/staff/projects/:projectId/stages': {
    access: 'admin',
    url: `/api/staff/projects/${unknown}/stages`,
    body: { service_id: 'no-such-service', start_on: '2026-01-05' },
  },
  'PATCH /api/staff/projects/:projectId/stages/:stageId': {
    access: 'staff',
    url: `/api/staff/projects/${unknown}/stages/${unknown}`,
    body: {},
  },
  'POST /api/staff/projects/:projectId/files': {
    access: 'staff',
    url: `/api/staff/projects/${unknown}/files?kind=proof`,
  },
  'GET /api/staff/projects/:projectId/file-versions/:versionId': {
    access: 'staff',
    url: `/api/staff/projects/${unknown}/file-versions/${unknown}`,
  },
  'POST /api/staff/projects/:projectId/proofs': {
    access: 'staff',
    url: `/api/staff/projects/${unknown}/proofs`,
    body: { file_version_id: unknown },
  },
  'PATCH /api/staff/projects/:projectId/proof-comments/:commentId': {
    access: 'staff',
    url: `/api/staff/projects/${unknown}/proof-comments/${unknown}`,
    body: { status: 'done' },
  },
  'GET /api/staff/projects/:projectId/proofs/:proofId/certificate': {
    access: 'staff',
    url: `/api/staff/projects/${unknown}/proofs/${unknown}/certificate`,
  },
  'POST /api/staff/projects/:projectId/proofs/:proofId/verify': {
    access: 'staff',
    url: `/api/staff/projects/${unknown}/proofs/${unknown}/verify`,
  },
  'GET /api/staff/books': { access: 'staff' },
  'POST /api/staff/books': { access: 'admin' },
  'PATCH /api/staff/books/:bookId': { access: 'admin', url: '/api/staff/books/no-such-book' },
  'DELETE /api/staff/books/:bookId': { access: 'admin', url: '/api/staff/books/no-such-book' },
  'PUT /api/staff/books/:bookId/cover': { access: 'admin', url: '/api/staff/books/no-such-book/cover' },
  'GET /api/staff/episodes': { access: 'staff' },
  'POST /api/staff/episodes': { access: 'admin' },
  'PATCH /api/staff/episodes/:episodeId': { access: 'admin', url: '/api/staff/episodes/no-such-episode' },
  'DELETE /api/staff/episodes/:episodeId': { access: 'admin', url: '/api/staff/episodes/no-such-episode' },
  'GET /api/staff/testimonials': { access: 'staff' },
  'POST /api/staff/testimonials': { access: 'admin' },
  'PATCH /api/staff/testimonials/:testimonialId': { access: 'admin', url: `/api/staff/testimonials/${unknown}` },
  'DELETE /api/staff/testimonials/:testimonialId': { access: 'admin', url: `/api/staff/testimonials/${unknown}` },
};

/** The request of one cell: `route` ("METHOD /pattern") with the entry's URL and body, and `headers`. */
export function cellRequest(route: string, entry: Entry, headers: Record<string, string>): InjectOptions {
  const [method, pattern] = route.split(' ') as [string, string];
  const body = typeof entry.body === 'function' ? (entry.body as () => unknown)() : entry.body;
  const allHeaders: Record<string, string> = { ...headers };
  let payload: string | undefined;
  if (entry.form) {
    allHeaders['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(entry.form).toString();
  } else if (body !== undefined) {
    allHeaders['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (method === 'OPTIONS') {
    allHeaders.origin = 'https://elsewhere.example';
    allHeaders['access-control-request-method'] = 'POST';
  }
  return {
    method: method as 'GET',
    url: entry.url ?? pattern,
    headers: allHeaders,
    ...(payload !== undefined ? { payload } : {}),
  };
}
