import { addDaysToCalendarDay, formatLongDate, toCalendarDay } from '@app/contracts/dates';
import { formatMoney } from '@app/contracts/money';
import { siteConfig } from '@app/contracts/site-config';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { pickMailLocale } from '../identity/mail/mail-texts.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { escapeHtml } from '../public-forms/mail-format.js';
import { optionalReminderKinds, reminderTexts, type ReminderKind } from './reminder-texts.js';

/** How far ahead the "due soon" reminder looks, and how late the overdue notices come. */
const DUE_SOON_DAYS = 7;
const OVERDUE_DAYS = 7;
/** A reminder missed (the server was down that day) is still sent within this many days. */
const CATCH_UP_DAYS = 7;

interface DueItem {
  kind: ReminderKind;
  id: string;
  service: string;
  amount: string | null;
  currency: string;
  due_date: string;
  email: string;
  payment_reminders: boolean;
  locale: unknown;
}

/** Statuses of an installment or invoice that still waits for its money. */
const OPEN_STATUSES = ['pending', 'unpaid', 'overdue', 'partial', 'draft'];

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

function renderReminder(item: DueItem, siteUrl: string) {
  const locale = pickMailLocale(item.locale, undefined);
  const texts = reminderTexts[locale];
  const fill = (text: string) =>
    text
      .replaceAll('{service}', item.service)
      .replaceAll('{amount}', formatMoney(item.amount, item.currency))
      .replaceAll('{date}', formatLongDate(item.due_date));
  const subject = fill(texts.reminders[item.kind].subject);
  const body = fill(texts.reminders[item.kind].body);
  const link = `${siteUrl}/dashboard/payment`;
  const optOut = optionalReminderKinds.includes(item.kind) ? texts.optOut : null;
  const text = [body, '', `${texts.button}: ${link}`, ...(optOut ? ['', optOut] : []), '', `— ${siteConfig.name}`];
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.button)}</a></p>`,
    optOut ? `<p style="font-size:12px;color:#52606d">${escapeHtml(optOut)}</p>` : '',
    `<p>— ${escapeHtml(siteConfig.name)}</p></body></html>`,
  ].join('\n');
  return { to: item.email, subject, text: text.join('\n'), html };
}

/** Open installments and invoices whose due date falls in each window, with their author. */
async function dueItems(
  db: Kysely<DB>,
  windows: { kind: ReminderKind; from: string; to: string }[],
): Promise<DueItem[]> {
  const locale = sql<unknown>`(select u.user_metadata->>'locale' from identity_users u
    where u.id = a.id or lower(u.email) = lower(a.email) order by (u.id = a.id) desc limit 1)`;
  const items: DueItem[] = [];
  for (const window of windows) {
    if (window.kind === 'invoice_overdue') {
      const rows = await db
        .selectFrom('invoices as i')
        .innerJoin('authors as a', 'a.id', 'i.author_id')
        .select([
          'i.id',
          'i.service',
          sql<string | null>`coalesce(i.total_amount, i.amount)`.as('amount'),
          'i.currency',
          sql<string>`i.due_date`.as('due_date'),
          'a.email',
          'a.payment_reminders',
          locale.as('locale'),
        ])
        .where('i.paid_date', 'is', null)
        .where(sql<string>`lower(i.status)`, 'in', OPEN_STATUSES)
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
          sql<string>`coalesce(i.service, 'your project')`.as('service'),
          'p.amount',
          sql<string>`coalesce(i.currency, 'USD')`.as('currency'),
          sql<string>`p.due_date`.as('due_date'),
          'a.email',
          'a.payment_reminders',
          locale.as('locale'),
        ])
        .where('p.paid_date', 'is', null)
        .where(sql<string>`lower(coalesce(p.status, 'pending'))`, 'in', OPEN_STATUSES)
        .where('p.due_date', '>=', window.from)
        .where('p.due_date', '<=', window.to)
        .execute();
      items.push(...rows.map((row) => ({ ...row, kind: window.kind })));
    }
  }
  return items;
}
