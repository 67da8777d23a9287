import type { Kysely } from 'kysely';
import { mailDate } from '../agreements/signatures/signature-mails.js';
import type { DB } from '../db/schema.js';
import { serverT } from '../i18n/i18n.js';
import { authorLocale } from '../mail/author-locale.js';
import { composeMail } from '../mail/compose.js';
import type { MailQueue } from '../mail/mail-queue.js';
import type { RunItemRow } from './payout-runs.js';

/**
 * The remittance advice of one payee of a sent run, in their language, queued in the caller's
 * transaction: one mail per run item, ever (its key), however often the run is marked sent.
 */
export async function queueRemittanceMail(
  db: Kysely<DB>,
  mailQueue: MailQueue,
  run: { period: string; pay_date: string; currency: string },
  item: RunItemRow,
  siteUrl: string,
): Promise<void> {
  const locale = await authorLocale(db, { id: item.author_id, email: item.author_email });
  const t = serverT(locale, 'remittances');
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: run.currency }).format(cents / 100);
  const values = {
    period: run.period,
    gross: money(item.gross_cents),
    percent: String(item.withholding_percent),
    withheld: money(item.withholding_cents),
    net: money(item.net_cents),
    method: t(`methods.${item.method}`),
    date: mailDate(new Date(`${run.pay_date}T12:00:00Z`), 'day', locale),
  };
  // The line on tax withheld only when something is.
  const [sent, gross, net] = t('lines', { ...values, returnObjects: true }) as [string, string, string];
  const lines = [sent, gross, ...(item.withholding_cents > 0 ? [t('withheld', values)] : []), net];
  const subject = t('subject', values);
  await mailQueue.enqueue(db, {
    kind: 'payout.remittance',
    key: `payout:remittance:${item.id}`,
    ...composeMail({
      to: item.author_email,
      subject,
      locale,
      parts: [{ lines }, { button: { label: t('button'), href: `${siteUrl}/dashboard/royalties` } }],
    }),
  });
}
