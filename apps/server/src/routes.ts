import { fileURLToPath } from 'node:url';
import { registerAgreementRoutes } from './agreements/author-agreements.routes.js';
import { registerAuthorSignatureRoutes } from './agreements/signatures/author-signature.routes.js';
import { registerStaffSignatureRoutes } from './agreements/signatures/staff-signature.routes.js';
import { registerStaffAgreementRoutes } from './agreements/staff-agreements.routes.js';
import { registerAuditRoutes } from './audit/staff-audit.routes.js';
import { registerBackupEmailRoutes } from './authors/author-backup-email.routes.js';
import { registerProfileRoutes } from './authors/author-profile.routes.js';
import { registerAuthorLookupRoute } from './authors/lookup.routes.js';
import { registerStaffAuthorRoutes } from './authors/staff-authors.routes.js';
import { registerStaffBackupRoutes } from './backup/staff-backups.routes.js';
import { createMessageSender } from './chat/chat-actions.js';
import { registerAuthorChatRoutes } from './chat/author-chat.routes.js';
import { SentMessages } from './chat/sent-messages.js';
import { registerStaffChatRoutes } from './chat/staff-chat.routes.js';
import { resolvePayoutDataKey } from './config/secrets.js';
import { registerPublicContent } from './content/index.js';
import { databasePageData } from './content/page-data.js';
import { registerPublicImageRoute } from './content/public-images.js';
import { registerStaffBookRoutes } from './content/staff-books.routes.js';
import { registerStaffCatalogueRoutes } from './content/staff-catalogue.routes.js';
import { registerStaffEpisodeRoutes } from './content/staff-episodes.routes.js';
import { registerStaffTestimonialRoutes } from './content/staff-testimonials.routes.js';
import { registerFileRoutes } from './files/author-files.routes.js';
import { registerHealthRoute } from './http/health.js';
import { registerStaticSite } from './http/static-site.js';
import { identityPlugin } from './identity/plugin.js';
import { secretBox } from './identity/secrets.js';
import { registerInstallmentRoutes } from './installments/author-installments.routes.js';
import { registerInvoiceRoutes } from './invoices/author-invoices.routes.js';
import { registerStaffInstallmentRoutes } from './invoices/staff-installment-plan.routes.js';
import { registerStaffInvoiceMailRoutes } from './invoices/staff-invoice-mails.routes.js';
import { registerStaffInvoiceRoutes } from './invoices/staff-invoices.routes.js';
import { registerStaffPaymentRoutes } from './invoices/staff-payments.routes.js';
import { registerStaffMailRoutes } from './mail/staff-mail-log.routes.js';
import { registerPaymentPreferenceRoutes } from './payment-preferences/author-payment-preferences.routes.js';
import { payeeDataBox } from './payouts/payee-data.js';
import { registerPaymentProfileRoutes } from './payouts/author-payment-profile.routes.js';
import { registerStaffPaymentProfileRoutes } from './payouts/staff-payment-profile.routes.js';
import { registerPayoutRunRoutes } from './payouts/staff-payout-runs.routes.js';
import { registerAuthorEarningsRoutes } from './payouts/author-earnings.routes.js';
import { registerTaxProfileRoutes } from './payouts/author-tax-profile.routes.js';
import { registerStaffTaxProfileRoutes } from './payouts/staff-tax-profile.routes.js';
import { registerYearEndRoutes } from './payouts/author-year-end.routes.js';
import { registerStaffYearEndRoutes } from './payouts/staff-year-end.routes.js';
import { registerAuthorProductionRoutes } from './production/author-production.routes.js';
import { registerStaffProductionRoutes } from './production/staff-production.routes.js';
import { registerProjectRoutes } from './projects/author-projects.routes.js';
import { registerStaffProjectRoutes } from './projects/staff-projects.routes.js';
import { registerPublicForms } from './public-forms/index.js';
import { registerStaffInboxRoutes } from './public-forms/staff-inbox.routes.js';
import { registerRealtime } from './realtime/realtime.routes.js';
import { registerStaffReceivablesRoutes } from './receivables/staff-receivables.routes.js';
import { registerAuthorRoyaltyRoutes } from './royalties/author-royalties.routes.js';
import { registerStaffRoyaltyRoutes } from './royalties/staff-royalties.routes.js';
import { registerStaffApi } from './staff/staff-api.js';
import type { BackupOptions } from './backup/backup.js';
import type { BackupSchedule } from './backup/scheduled-backups.js';
import type { UserStillActive } from './auth/request-user.js';
import type { Config } from './config/env.js';
import type { Database } from './db/connect.js';
import type { App } from './http/types.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { MailQueue } from './mail/mail-queue.js';
import type { RateLimitStore } from './rate-limits/counter-store.js';

/** apps/web/dist, seen from both src/routes.ts and the bundled dist/main.js. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Every route of the app, in one place: identity, the author API (`/api/me/*`), the staff API
 * (`/api/staff/*`, in the scope that requires a staff role), the public API and site. Each feature
 * folder exports its `register*Routes` functions; the order matters only where said. Every staff
 * change is checked on the server (staff/access.ts) and audited in the same transaction.
 */
export async function registerRoutes(
  app: App,
  deps: {
    config: Readonly<Config> & { jwtSecret: string };
    database: Database;
    jobs: JobQueue;
    mailQueue: MailQueue;
    rateLimits: RateLimitStore;
    isUserActive: UserStillActive;
    backups: BackupOptions & { schedule: BackupSchedule };
  },
): Promise<void> {
  const { config, database, jobs, mailQueue, rateLimits, isUserActive, backups } = deps;
  await app.register(identityPlugin, {
    prefix: '/.netlify/identity',
    config,
    database,
    mailQueue,
    rateLimits,
  });
  registerHealthRoute(app, database, mailQueue);
  const sentMessages = new SentMessages();
  const send = createMessageSender(database, sentMessages);
  await registerAuthorChatRoutes(app, { database, send });
  await registerRealtime(app, {
    database,
    jwtSecret: config.jwtSecret,
    isUserActive,
    maxSocketsPerUser: config.realtimeMaxSocketsPerUser,
    sent: sentMessages,
  });
  await registerProfileRoutes(app, { database });
  registerBackupEmailRoutes(app, { database, mailQueue, config });
  await registerAuthorLookupRoute(app, { database, rateLimits });
  registerInvoiceRoutes(app, { database });
  registerAuthorRoyaltyRoutes(app, { database });
  registerProjectRoutes(app, { database });
  registerInstallmentRoutes(app, { database });
  registerAgreementRoutes(app, { database });
  const signatureDeps = {
    database,
    mailQueue,
    rateLimits,
    box: secretBox(config.jwtSecret),
    siteUrl: config.siteUrl,
  };
  await registerAuthorSignatureRoutes(app, signatureDeps);
  await registerAuthorProductionRoutes(app, signatureDeps);
  registerPaymentPreferenceRoutes(app, { database });
  const payouts = {
    database,
    payeeData: payeeDataBox(resolvePayoutDataKey(config.payoutDataKey, config.dataDir)),
    box: signatureDeps.box,
    rateLimits,
  };
  registerPaymentProfileRoutes(app, payouts);
  registerTaxProfileRoutes(app, payouts);
  registerYearEndRoutes(app, payouts);
  registerAuthorEarningsRoutes(app, { database });
  registerFileRoutes(app, { database });
  // Every /api/staff route, in one scope that requires a staff role before anything else.
  await registerStaffApi(app, async (staff) => {
    const consoleDeps = {
      database,
      jobs,
      mailQueue,
      backups,
      siteUrl: config.siteUrl,
      salesImportStalledAfterSeconds: config.salesImportStalledAfterSeconds,
    };
    await registerStaffChatRoutes(staff, { database, send });
    await registerStaffSignatureRoutes(staff, signatureDeps);
    registerStaffPaymentProfileRoutes(staff, payouts);
    registerStaffTaxProfileRoutes(staff, payouts);
    registerStaffYearEndRoutes(staff, payouts);
    registerPayoutRunRoutes(staff, {
      ...payouts,
      mailQueue,
      siteUrl: config.siteUrl,
      ach: { originator: config.achOriginator, demoSettings: config.achDemoSettings },
    });
    registerStaffAuthorRoutes(staff, consoleDeps);
    registerStaffInvoiceRoutes(staff, consoleDeps);
    registerStaffInvoiceMailRoutes(staff, consoleDeps);
    registerStaffInstallmentRoutes(staff, consoleDeps);
    registerStaffPaymentRoutes(staff, consoleDeps);
    registerStaffProjectRoutes(staff, consoleDeps);
    await registerStaffProductionRoutes(staff, consoleDeps);
    registerStaffReceivablesRoutes(staff, consoleDeps);
    await registerStaffRoyaltyRoutes(staff, consoleDeps);
    await registerStaffAgreementRoutes(staff, consoleDeps);
    await registerStaffBookRoutes(staff, consoleDeps);
    registerStaffEpisodeRoutes(staff, consoleDeps);
    registerStaffTestimonialRoutes(staff, consoleDeps);
    registerStaffCatalogueRoutes(staff, consoleDeps);
    registerStaffInboxRoutes(staff, consoleDeps);
    registerStaffMailRoutes(staff, consoleDeps);
    registerStaffBackupRoutes(staff, consoleDeps);
    registerAuditRoutes(staff, consoleDeps);
  });
  registerPublicImageRoute(app, { database });
  registerPublicContent(app, { database, siteUrl: config.siteUrl });
  // The site before the forms: a form posted without JavaScript is answered with a page it renders.
  const site = await registerStaticSite(app, config.webDistDir ?? defaultWebDist, {
    siteUrl: config.siteUrl,
    pageData: (path) => databasePageData(database.db, path),
  });
  await registerPublicForms(app, {
    database,
    mailQueue,
    siteUrl: config.siteUrl,
    rateLimits,
    siteResultPages: site.renderResultPage,
  });
}
