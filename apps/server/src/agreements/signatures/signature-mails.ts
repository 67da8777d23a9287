import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { composeMail } from '../../mail/compose.js';
import { authorLocale } from '../../mail/author-locale.js';
import { serverT } from '../../i18n/i18n.js';

/** The mails the author receives (texts in `i18n/<locale>/signatures.json`; `{{title}}` and `{{date}}` are filled in). */
export type AuthorSignatureMail = 'sent' | 'signed' | 'completed';

export interface SignatureMail {
  /** The step, for the mail log and the idempotency key: one mail per step and recipient. */
  step: 'sent' | 'signed' | 'declined' | 'completed';
  requestId: string;
  to: string;
  subject: string;
  lines: string[];
  link: { label: string; url: string };
  /** The language of the texts (English when not given). */
  locale?: string;
}

/** A mail of the signing steps, queued in the caller's transaction (it goes out when that commits). */
export async function queueSignatureMail(db: Kysely<DB>, mailQueue: MailQueue, mail: SignatureMail): Promise<void> {
  await mailQueue.enqueue(db, {
    kind: `agreement.${mail.step}`,
    key: `agreement:${mail.step}:${mail.requestId}:${mail.to.toLowerCase()}`,
    ...composeMail({
      to: mail.to,
      subject: mail.subject,
      locale: mail.locale ?? 'en',
      parts: [{ lines: mail.lines }, { button: { label: mail.link.label, href: mail.link.url } }],
    }),
  });
}

/**
 * A moment of the signature as people read it in a mail, in UTC (a mail cannot know the reader's
 * time zone, so the texts say "(UTC)"): the day for a deadline, else the day and the time.
 */
export function mailDate(at: Date, style: 'day' | 'moment', locale: string = 'en'): string {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    ...(style === 'moment' ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  });
  return format.format(at);
}

/** A signing mail to the author, in their language. */
export async function queueAuthorSignatureMail(
  db: Kysely<DB>,
  mailQueue: MailQueue,
  mail: {
    step: AuthorSignatureMail;
    requestId: string;
    author: { id: string; email: string };
    title: string;
    /** The deadline ('sent'), else the moment of the signature. */
    date: Date;
    url: string;
    acceptLanguage?: string | undefined;
  },
): Promise<void> {
  const locale = await authorLocale(db, mail.author, mail.acceptLanguage);
  const t = serverT(locale, 'signatures');
  const values = { title: mail.title, date: mailDate(mail.date, mail.step === 'sent' ? 'day' : 'moment', locale) };
  await queueSignatureMail(db, mailQueue, {
    step: mail.step,
    requestId: mail.requestId,
    to: mail.author.email,
    subject: t(`${mail.step}.subject`, values),
    lines: t(`${mail.step}.lines`, { ...values, returnObjects: true }) as string[],
    link: { label: t(`${mail.step}.button`), url: mail.url },
    locale,
  });
}
