import { catalogues, serverLocales, type ServerLocale } from '../../i18n/i18n.js';
import { preferredLanguage } from '../../http/accept-language.js';

/** The identity mails, each in the 8 locales the site speaks. `{{site}}` is the brand name. */

export const mailLocales = serverLocales;
export type MailLocale = ServerLocale;

/**
 * Security notices: something changed on the account. Each goes to the account's address (the
 * email change's to the address being replaced) with a recovery link to secure the account.
 */
export const securityNoticeKinds = [
  'password_changed',
  'email_change_requested',
  'factor_added',
  'factor_removed',
] as const;
export type SecurityNoticeKind = (typeof securityNoticeKinds)[number];

export type MailKind =
  'confirmation' | 'invite' | 'recovery' | 'email_change' | 'magiclink' | 'login_paused' | SecurityNoticeKind;

/** The identity mails' texts, as catalogued in `i18n/<locale>/identity.json` (rendered with `serverT`). */
export const mailTexts = catalogues.identity;

const isMailLocale = (value: string): value is MailLocale => (mailLocales as readonly string[]).includes(value);

/**
 * The locale of a mail: an explicit choice (signup `data.locale`, stored metadata) first, then
 * the best supported language of Accept-Language, else English.
 */
export function pickMailLocale(explicit: unknown, acceptLanguage: string | undefined): MailLocale {
  if (typeof explicit === 'string') {
    const primary = explicit.toLowerCase().split(/[-_]/)[0] ?? '';
    if (isMailLocale(primary)) return primary;
  }
  return preferredLanguage(acceptLanguage, mailLocales) ?? 'en';
}
