import type { Kysely } from 'kysely';
import { mailDate } from '../agreements/signatures/signature-mails.js';
import type { DB } from '../db/schema.js';
import { authorLocale } from '../mail/author-locale.js';
import { composeMail } from '../mail/compose.js';
import type { MailQueue } from '../mail/mail-queue.js';
import type { RunItemRow } from './payout-runs.js';
import { remittanceTexts } from './remittance-texts.js';

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
  const texts = remittanceTexts[locale];
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: run.currency }).format(cents / 100);
  const values: Record<string, string> = {
    period: run.period,
    gross: money(item.gross_cents),
    percent: String(item.withholding_percent),
    withheld: money(item.withholding_cents),
    net: money(item.net_cents),
    method: texts.methods[item.method],
    date: mailDate(new Date(`${run.pay_date}T12:00:00Z`), 'day', locale),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const [sent, gross, net] = texts.lines as [string, string, string];
  const lines = [sent, gross, ...(item.withholding_cents > 0 ? [texts.withheld] : []), net].map(fill);
  const subject = fill(texts.subject);
  await mailQueue.enqueue(db, {
    kind: 'payout.remittance',
    key: `payout:remittance:${item.id}`,
    ...composeMail({
      to: item.author_email,
      subject,
      locale,
      parts: [{ lines }, { button: { label: texts.button, href: `${siteUrl}/dashboard/royalties` } }],
    }),
  });
}
