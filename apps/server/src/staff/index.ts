import { registerAuditRoutes } from '../audit/audit.routes.js';
import { registerStaffRoyaltyRoutes } from '../royalties/royalties-staff.routes.js';
import type { BackupOptions } from '../backup/backup.js';
import type { BackupSchedule } from '../backup/scheduled-backups.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { registerStaffProductionRoutes } from '../production/staff-production.routes.js';
import { registerStaffAgreementRoutes } from './agreements/agreements.routes.js';
import { registerStaffAuthorRoutes } from './authors/authors.routes.js';
import { registerStaffBackupRoutes } from './backups/backups.routes.js';
import { registerStaffBookRoutes } from './content/books.routes.js';
import { registerStaffCatalogueRoutes } from './content/catalogue.routes.js';
import { registerStaffEpisodeRoutes } from './content/episodes.routes.js';
import { registerStaffTestimonialRoutes } from './content/testimonials.routes.js';
import { registerStaffInboxRoutes } from './inbox/inbox.routes.js';
import { registerStaffMailRoutes } from './mail/mail-log.routes.js';
import { registerStaffInstallmentRoutes } from './invoices/installment-plan.routes.js';
import { registerStaffInvoiceMailRoutes } from './invoices/invoice-mails.routes.js';
import { registerStaffInvoiceRoutes } from './invoices/invoices.routes.js';
import { registerStaffPaymentRoutes } from './invoices/payments.routes.js';
import { registerStaffProjectRoutes } from './projects/projects.routes.js';
import { registerStaffReceivablesRoutes } from './receivables/receivables.routes.js';

/**
 * The staff console's API (`/api/staff/*` besides the chat inbox and signatures), registered in
 * the staff API's scope (staff-api.ts). Every change is checked on the server (see access.ts) and
 * written to the audit trail in the same transaction.
 */
export async function registerStaffConsole(
  app: App,
  deps: {
    database: Database;
    jobs: JobQueue;
    mailQueue: MailQueue;
    siteUrl: string;
    backups: BackupOptions & { schedule: BackupSchedule };
    salesImportStalledAfterSeconds: number;
  },
): Promise<void> {
  registerStaffAuthorRoutes(app, deps);
  registerStaffInvoiceRoutes(app, deps);
  registerStaffInvoiceMailRoutes(app, deps);
  registerStaffInstallmentRoutes(app, deps);
  registerStaffPaymentRoutes(app, deps);
  registerStaffProjectRoutes(app, deps);
  await registerStaffProductionRoutes(app, deps);
  registerStaffReceivablesRoutes(app, deps);
  await registerStaffRoyaltyRoutes(app, deps);
  await registerStaffAgreementRoutes(app, deps);
  await registerStaffBookRoutes(app, deps);
  registerStaffEpisodeRoutes(app, deps);
  registerStaffTestimonialRoutes(app, deps);
  registerStaffCatalogueRoutes(app, deps);
  registerStaffInboxRoutes(app, deps);
  registerStaffMailRoutes(app, deps);
  registerStaffBackupRoutes(app, deps);
  registerAuditRoutes(app, deps);
}
