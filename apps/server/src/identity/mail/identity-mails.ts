import { siteConfig } from '@app/contracts/site-config';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { fillWithHungarianArticle } from './hungarian-article.js';
import type { MailMessage } from '../../mail/transport.js';
import { mailTexts, type MailKind, type MailLocale } from './mail-texts.js';

/**
 * The URL-hash key each mail's link carries, as the identity widget reads it. The login-paused
 * notice and the security notices carry a recovery token, so the owner can reset the password at once.
 */
const linkTokenKey: Record<MailKind, string> = {
  confirmation: 'confirmation_token',
  invite: 'invite_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token',
  magiclink: 'magiclink_token',
  login_paused: 'recovery_token',
  password_changed: 'recovery_token',
  email_change_requested: 'recovery_token',
  factor_added: 'recovery_token',
  factor_removed: 'recovery_token',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface IdentityMail {
  kind: MailKind;
  to: string;
  locale: MailLocale;
  token: string;
}

/**
 * Builds the link of a mail: `SITE_URL/#<kind>_token=<token>`. Always the site root, never a path
 * a request named (its Referer): the app reads the hash on any page.
 */
export function mailLink(siteUrl: string, mail: Pick<IdentityMail, 'kind' | 'token'>): string {
  return `${siteUrl}/#${linkTokenKey[mail.kind]}=${mail.token}`;
}

/** Renders a mail (plain text and HTML) in its locale. */
export function renderIdentityMail(siteUrl: string, mail: IdentityMail): MailMessage {
  const texts = mailTexts[mail.locale];
  const text = texts[mail.kind];
  const fill = (value: string) =>
    fillWithHungarianArticle(value, 'site', siteConfig.name).replaceAll('{site}', siteConfig.name);
  const link = mailLink(siteUrl, mail);
  const intro = fill(text.intro);
  const outro = fill(text.outro);
  const plain = [intro, '', `${text.button}: ${link}`, '', outro, '', `— ${siteConfig.name}`].join('\n');
  const html = `<!doctype html>
<html lang="${mail.locale}"><head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f3ea;font-family:Georgia,serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(siteConfig.name)}</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#1f3a5f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(text.button)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#52606d">${escapeHtml(outro)}</p>
<p style="font-size:12px;color:#7b8794">${escapeHtml(texts.linkHint)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</div></body></html>`;
  return { to: mail.to, subject: text.subject, text: plain, html };
}

/** Renders a mail and queues it in the transaction of `db` (see MailQueue.enqueue). */
export async function queueIdentityMail(
  ctx: { mailQueue: MailQueue; siteUrl: string },
  db: Kysely<DB>,
  mail: IdentityMail,
): Promise<void> {
  await ctx.mailQueue.enqueue(db, { kind: `identity.${mail.kind}`, ...renderIdentityMail(ctx.siteUrl, mail) });
}
