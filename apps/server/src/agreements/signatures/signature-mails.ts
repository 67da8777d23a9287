import { siteConfig } from '@app/contracts/site-config';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { escapeHtml } from '../../public-forms/mail-format.js';

export interface SignatureMail {
  /** The step, for the mail log and the idempotency key: one mail per step and recipient. */
  step: 'sent' | 'signed' | 'declined' | 'completed';
  requestId: string;
  to: string;
  subject: string;
  lines: string[];
  link: { label: string; url: string };
}

/** A mail of the signing steps, queued in the caller's transaction (it goes out when that commits). */
export async function queueSignatureMail(db: Kysely<DB>, mailQueue: MailQueue, mail: SignatureMail): Promise<void> {
  const text = [...mail.lines, '', `${mail.link.label}: ${mail.link.url}`, '', `— ${siteConfig.name}`].join('\n');
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head><body>`,
    ...mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>`,
    `<p>— ${escapeHtml(siteConfig.name)}</p></body></html>`,
  ].join('\n');
  await mailQueue.enqueue(db, {
    kind: `agreement.${mail.step}`,
    key: `agreement:${mail.step}:${mail.requestId}:${mail.to.toLowerCase()}`,
    to: mail.to,
    subject: mail.subject,
    text,
    html,
  });
}
