import { invoiceMailSentSchema } from '@app/contracts/staff-api';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { sendInvoiceMail, type InvoiceMailAction } from '../reminders/staff-invoice-mails.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { invoiceParams } from './staff-invoices.routes.js';

/** "Send reminder" and "Email invoice": staff chase a billed invoice still owed, by mail. */
export function registerStaffInvoiceMailRoutes(
  app: App,
  { database, mailQueue, siteUrl }: { database: Database; mailQueue: MailQueue; siteUrl: string },
): void {
  const routes: [string, InvoiceMailAction][] = [
    ['/api/staff/invoices/:invoiceId/reminder', 'reminder'],
    ['/api/staff/invoices/:invoiceId/email', 'invoice'],
  ];
  for (const [url, action] of routes) {
    app.post(
      url,
      { onRequest: adminOnly, schema: { params: invoiceParams, response: { 200: invoiceMailSentSchema } } },
      async (request) => {
        const actor = await currentActor(request);
        return database.db.transaction().execute((trx) =>
          sendInvoiceMail(trx, mailQueue, {
            invoiceId: request.params.invoiceId,
            action,
            actor,
            siteUrl,
            now: new Date(),
          }),
        );
      },
    );
  }
}
