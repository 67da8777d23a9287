import { toCalendarDay } from '@app/contracts/dates';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Actor } from '../audit/audit-log.js';
import { recordAudit } from '../audit/audit-log.js';
import type { DB } from '../db/schema.js';
import { RateLimitedError } from '../http/errors.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { conflict } from '../staff/errors.js';
import { lockRow } from '../staff/lock-row.js';
import { owedInvoices, renderReminder } from './payment-reminders.js';

/** What staff send from an invoice: a payment reminder, or the invoice itself. */
export type InvoiceMailAction = 'reminder' | 'invoice';

/** A second mail of the same kind for the same invoice waits this long (a double click sends one). */
export const INVOICE_MAIL_COOLDOWN_MINUTES = 10;

/**
 * Queues staff's reminder or copy of a billed invoice still owed, with the automatic reminder's
 * content (what is owed, how to pay, the dashboard link or the invitation offer), and records it
 * in the audit trail on the author's file. Refused: a draft (not billed), an invoice with nothing
 * owed (409), the same mail again within the cooldown (429).
 */
export async function sendInvoiceMail(
  trx: Transaction<DB>,
  mailQueue: MailQueue,
  options: { invoiceId: string; action: InvoiceMailAction; actor: Actor; siteUrl: string; now: Date },
): Promise<{ to: string; subject: string }> {
  // Locked, so two clicks at once see each other's mail and one of them is refused.
  const invoice = await lockRow(trx, 'invoices', options.invoiceId, 'Invoice');
  if (invoice.status_word === 'draft') {
    throw conflict('This invoice is a draft: it is not billed yet, so nothing is asked of the author');
  }
  const item = await owedInvoices(trx).where('i.id', '=', invoice.id).executeTakeFirst();
  if (!item) throw conflict('Nothing is owed on this invoice');

  const keyPrefix = `staff:${options.action}:${invoice.id}:`;
  const since = new Date(options.now.getTime() - INVOICE_MAIL_COOLDOWN_MINUTES * 60_000);
  const recent = await trx
    .selectFrom('mail_messages')
    .select('created_at')
    .where(sql<string>`left(idempotency_key, ${keyPrefix.length})`, '=', keyPrefix)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (recent) {
    const waitSeconds = Math.max(1, Math.ceil((new Date(recent.created_at).getTime() - since.getTime()) / 1000));
    const what = options.action === 'reminder' ? 'A reminder' : 'This invoice';
    throw new RateLimitedError(
      `${what} was just sent to the author: another can go in ${Math.ceil(waitSeconds / 60)} min`,
      waitSeconds,
    );
  }

  const late = item.due_until !== null && item.due_until < toCalendarDay(options.now);
  const kind = options.action === 'invoice' ? 'invoice_copy' : late ? 'invoice_overdue' : 'invoice_due';
  const date = options.action === 'invoice' ? (item.due_date ?? item.due_until) : item.due_until;
  const mail = renderReminder({ ...item, kind, due_date: date }, options.siteUrl, { automatic: false });
  await mailQueue.enqueue(trx, { kind: `reminder.${kind}`, key: `${keyPrefix}${randomUUID()}`, ...mail });
  await recordAudit(trx, options.actor, {
    action: options.action === 'reminder' ? 'invoice.remind' : 'invoice.email',
    entityType: 'invoice',
    entityId: invoice.id,
    authorId: invoice.author_id,
    before: null,
    after: { to: mail.to, subject: mail.subject, owed: item.owed, currency: item.currency },
  });
  return { to: mail.to, subject: mail.subject };
}
