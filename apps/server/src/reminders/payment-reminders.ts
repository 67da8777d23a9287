import { addDaysToCalendarDay, formatLongDate, toCalendarDay } from '@app/contracts/dates';
import { invoiceNumber } from '@app/contracts/invoice-status';
import { formatMoney } from '@app/contracts/money';
import { invoicePaymentMethod } from '@app/contracts/payment-methods';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { pickMailLocale } from '../identity/mail/mail-texts.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { composeMail } from '../mail/compose.js';
import { optionalReminderKinds, type ReminderKind } from './reminder-texts.js';
import { serverT } from '../i18n/i18n.js';

/** How far ahead the "due soon" reminder looks, and how late the overdue notices come. */
const DUE_SOON_DAYS = 7;
const OVERDUE_DAYS = 7;
/** A reminder missed (the server was down that day) is still sent within this many days. */
const CATCH_UP_DAYS = 7;

export interface DueItem {
  kind: ReminderKind;
  id: string;
  /** The invoice it belongs to (null for an installment recorded against no invoice). */
  invoice_id: string | null;
  /** Its sequential number, when it has one. */
  invoice_number: string | null;
  service: string;
  /** What is still owed on it: never the total of what was partly paid. */
  owed: string;
  currency: string;
  due_date: string;
  email: string;
  payment_reminders: boolean;
  locale: unknown;
  /** The invoice's own payment method, else the author's preferred one. */
  payment_method: string | null;
  has_account: boolean;
}

/** Invoice status words of a bill that still waits for its money (a draft is not billed yet). */
const AWAITING_WORDS = ['pending', 'unpaid', 'overdue', 'partial', ''];

/**
 * Queues the payment reminders due on the calendar day of `now` (the server's zone): an installment
 * due within 7 days, due today, 7 days overdue; an invoice past its due date. Each goes once: its
 * idempotency key names the reminder, the item and its due date, so running this again (every
 * hour, on every instance) stores nothing new, and a due date moved by staff gets its own
 * reminders. Authors who turned reminders off get only the overdue notices. Returns how many
 * mails were queued or already there.
 */
export async function queuePaymentReminders(
  db: Kysely<DB>,
  mailQueue: MailQueue,
  options: { now: Date; siteUrl: string },
): Promise<number> {
  const today = toCalendarDay(options.now);
  const day = (offset: number) => addDaysToCalendarDay(today, offset);
  const items = await dueItems(db, [
    { kind: 'installment_due_soon', from: day(1), to: day(DUE_SOON_DAYS) },
    { kind: 'installment_due_today', from: today, to: today },
    { kind: 'installment_overdue', from: day(-OVERDUE_DAYS - CATCH_UP_DAYS), to: day(-OVERDUE_DAYS) },
    { kind: 'invoice_overdue', from: day(-CATCH_UP_DAYS), to: day(-1) },
  ]);
  let queued = 0;
  for (const item of items) {
    if (!item.payment_reminders && optionalReminderKinds.includes(item.kind)) continue;
    await mailQueue.enqueue(db, {
      kind: `reminder.${item.kind}`,
      key: `reminder:${item.kind}:${item.id}:${item.due_date}`,
      ...renderReminder(item, options.siteUrl),
    });
    queued += 1;
  }
  return queued;
}

/**
 * The reminder mail: what is owed, how to pay it (the invoice's own method and instructions), and
 * a link to the dashboard, or, for an author without an account yet, the offer of an invitation.
 * Staff's reminders and invoice copies use it too, without the opt-out line (staff chose to send them).
 */
export function renderReminder(item: DueItem, siteUrl: string, { automatic = true } = {}) {
  const locale = pickMailLocale(item.locale, undefined);
  const t = serverT(locale, 'reminders');
  const values = {
    service: item.service,
    amount: formatMoney(item.owed, item.currency),
    date: formatLongDate(item.due_date),
  };
  const number = item.invoice_id ? invoiceNumber({ id: item.invoice_id, invoice_number: item.invoice_number }) : null;
  // The invoice's number, as printed on it, follows the subject in every language.
  const subject = t(`reminders.${item.kind}.subject`, values) + (number ? ` · #${number}` : '');
  const body = t(`reminders.${item.kind}.body`, values);
  const method = invoicePaymentMethod(item.payment_method, null);
  const howToPay = t('howToPay', { method: method.label });
  const steps = method.instructions(number ?? item.service);
  const link = item.has_account ? `${siteUrl}/dashboard/payment` : null;
  const optOut = automatic && optionalReminderKinds.includes(item.kind) ? t('optOut') : null;
  return composeMail({
    to: item.email,
    subject,
    locale,
    parts: [
      { lines: [body] },
      { list: { title: howToPay, items: steps } },
      link ? { button: { label: t('button'), href: link } } : { lines: [t('invitation')] },
      ...(optOut ? [{ note: optOut }] : []),
    ],
  });
}

/** The author's language, and whether they have an account, for the author aliased `a`. */
const locale = sql<unknown>`(select u.user_metadata->>'locale' from identity_users u
  where u.id = a.id or lower(u.email) = lower(a.email) order by (u.id = a.id) desc limit 1)`;
const hasAccount = sql<boolean>`exists (select 1 from identity_users u
  where u.id = a.id or lower(u.email) = lower(a.email))`;

/**
 * Billed invoices still owed (drafts, cancelled and settled ones never), with what is owed on each
 * and what a reminder needs of their author; `due_until` is the earliest open due date.
 */
export function owedInvoices(db: Kysely<DB>) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('authors as a', 'a.id', 'i.author_id')
    .select([
      'i.id',
      'i.id as invoice_id',
      'i.invoice_number',
      'i.author_id',
      'i.service',
      sql<string>`i.open_balance`.as('owed'),
      'i.currency',
      sql<string>`i.due_date`.as('due_date'),
      sql<string>`coalesce(i.due_until, i.due_date)`.as('due_until'),
      'a.email',
      'a.payment_reminders',
      locale.as('locale'),
      sql<string | null>`coalesce(i.payment_method, a.payment_method)`.as('payment_method'),
      hasAccount.as('has_account'),
    ])
    .where('i.status_word', 'in', AWAITING_WORDS)
    .where('i.settled', '=', false)
    .where('i.open_balance', '>', '0');
}

/**
 * Billed installments and invoices still owed whose due date falls in each window, with what is
 * still owed on each (payments recorded, in full or in part, deducted) and their author. Drafts,
 * cancelled and settled invoices and their installments are never reminded.
 */
async function dueItems(
  db: Kysely<DB>,
  windows: { kind: ReminderKind; from: string; to: string }[],
): Promise<DueItem[]> {
  const items: DueItem[] = [];
  for (const window of windows) {
    if (window.kind === 'invoice_overdue') {
      const rows = await owedInvoices(db)
        .where('i.due_date', '>=', window.from)
        .where('i.due_date', '<=', window.to)
        .execute();
      items.push(...rows.map((row) => ({ ...row, kind: window.kind })));
    } else {
      const rows = await db
        .selectFrom('installment_payments as p')
        .innerJoin('authors as a', 'a.id', 'p.author_id')
        .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
        .select([
          'p.id',
          'p.invoice_id',
          'i.invoice_number',
          sql<string>`coalesce(i.service, 'your project')`.as('service'),
          sql<string>`p.amount - p.amount_paid`.as('owed'),
          sql<string>`coalesce(i.currency, 'USD')`.as('currency'),
          sql<string>`p.due_date`.as('due_date'),
          'a.email',
          'a.payment_reminders',
          locale.as('locale'),
          sql<string | null>`coalesce(i.payment_method, a.payment_method)`.as('payment_method'),
          hasAccount.as('has_account'),
        ])
        .where('p.paid_date', 'is', null)
        .where(sql<string>`lower(btrim(coalesce(p.status, '')))`, 'in', AWAITING_WORDS)
        .where(sql<string>`p.amount - p.amount_paid`, '>', '0')
        // An installment of an invoice follows it: nothing is asked on a draft, cancelled or settled one.
        .where((eb) =>
          eb.or([
            eb('i.id', 'is', null),
            eb.and([eb('i.status_word', 'in', AWAITING_WORDS), eb('i.settled', '=', false)]),
          ]),
        )
        .where('p.due_date', '>=', window.from)
        .where('p.due_date', '<=', window.to)
        .execute();
      items.push(...rows.map((row) => ({ ...row, kind: window.kind })));
    }
  }
  return items;
}
