import { siteConfig } from '@app/contracts/site-config';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MailQueue } from '../../mail/mail-queue.js';
import { composeMail } from '../../mail/compose.js';
import type { MailMessage } from '../../mail/transport.js';
import { serverT } from '../../i18n/i18n.js';
import type { MailKind, MailLocale } from './mail-texts.js';

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
  const t = serverT(mail.locale, 'identity');
  const text = (part: 'subject' | 'intro' | 'button' | 'outro') => t(`${mail.kind}.${part}`, { site: siteConfig.name });
  const link = mailLink(siteUrl, mail);
  return composeMail({
    to: mail.to,
    subject: text('subject'),
    locale: mail.locale,
    parts: [
      { lines: [text('intro')] },
      { button: { label: text('button'), href: link } },
      { lines: [text('outro')] },
      { addressOf: { hint: t('linkHint'), href: link } },
    ],
  });
}

/** Renders a mail and queues it in the transaction of `db` (see MailQueue.enqueue). */
export async function queueIdentityMail(
  ctx: { mailQueue: MailQueue; siteUrl: string },
  db: Kysely<DB>,
  mail: IdentityMail,
): Promise<void> {
  await ctx.mailQueue.enqueue(db, { kind: `identity.${mail.kind}`, ...renderIdentityMail(ctx.siteUrl, mail) });
}
