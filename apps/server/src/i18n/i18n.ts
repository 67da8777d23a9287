import i18next, { type Resource, type ResourceLanguage, type TFunction } from 'i18next';
import { hungarianArticle } from './hungarian-article.js';
import csIdentity from './cs/identity.json';
import csProduction from './cs/production.json';
import csReminders from './cs/reminders.json';
import csRemittances from './cs/remittances.json';
import csSignatures from './cs/signatures.json';
import enIdentity from './en/identity.json';
import enProduction from './en/production.json';
import enReminders from './en/reminders.json';
import enRemittances from './en/remittances.json';
import enSignatures from './en/signatures.json';
import esIdentity from './es/identity.json';
import esProduction from './es/production.json';
import esReminders from './es/reminders.json';
import esRemittances from './es/remittances.json';
import esSignatures from './es/signatures.json';
import frIdentity from './fr/identity.json';
import frProduction from './fr/production.json';
import frReminders from './fr/reminders.json';
import frRemittances from './fr/remittances.json';
import frSignatures from './fr/signatures.json';
import huIdentity from './hu/identity.json';
import huProduction from './hu/production.json';
import huReminders from './hu/reminders.json';
import huRemittances from './hu/remittances.json';
import huSignatures from './hu/signatures.json';
import plIdentity from './pl/identity.json';
import plProduction from './pl/production.json';
import plReminders from './pl/reminders.json';
import plRemittances from './pl/remittances.json';
import plSignatures from './pl/signatures.json';
import ptIdentity from './pt/identity.json';
import ptProduction from './pt/production.json';
import ptReminders from './pt/reminders.json';
import ptRemittances from './pt/remittances.json';
import ptSignatures from './pt/signatures.json';
import skIdentity from './sk/identity.json';
import skProduction from './sk/production.json';
import skReminders from './sk/reminders.json';
import skRemittances from './sk/remittances.json';
import skSignatures from './sk/signatures.json';

/**
 * The server's texts (mails and notices): one JSON catalogue per locale and namespace in
 * `i18n/<locale>/<namespace>.json`, imported statically so esbuild bundles them, read by one
 * i18next instance created here once (no loading per mail; a missing key falls back to English).
 */

/** The locales the server writes in (the site's 8 languages). */
export const serverLocales = ['en', 'fr', 'es', 'hu', 'pt', 'pl', 'cs', 'sk'] as const;
export type ServerLocale = (typeof serverLocales)[number];

type Catalogue<T> = Record<ServerLocale, T>;
export const catalogues = {
  identity: {
    en: enIdentity,
    fr: frIdentity,
    es: esIdentity,
    hu: huIdentity,
    pt: ptIdentity,
    pl: plIdentity,
    cs: csIdentity,
    sk: skIdentity,
  } satisfies Catalogue<typeof enIdentity>,
  production: {
    en: enProduction,
    fr: frProduction,
    es: esProduction,
    hu: huProduction,
    pt: ptProduction,
    pl: plProduction,
    cs: csProduction,
    sk: skProduction,
  } satisfies Catalogue<typeof enProduction>,
  reminders: {
    en: enReminders,
    fr: frReminders,
    es: esReminders,
    hu: huReminders,
    pt: ptReminders,
    pl: plReminders,
    cs: csReminders,
    sk: skReminders,
  } satisfies Catalogue<typeof enReminders>,
  remittances: {
    en: enRemittances,
    fr: frRemittances,
    es: esRemittances,
    hu: huRemittances,
    pt: ptRemittances,
    pl: plRemittances,
    cs: csRemittances,
    sk: skRemittances,
  } satisfies Catalogue<typeof enRemittances>,
  signatures: {
    en: enSignatures,
    fr: frSignatures,
    es: esSignatures,
    hu: huSignatures,
    pt: ptSignatures,
    pl: plSignatures,
    cs: csSignatures,
    sk: skSignatures,
  } satisfies Catalogue<typeof enSignatures>,
};
export type Namespace = keyof typeof catalogues;

const resources: Resource = {};
for (const [namespace, byLocale] of Object.entries(catalogues)) {
  for (const [locale, catalogue] of Object.entries(byLocale)) {
    (resources[locale] ??= {} as ResourceLanguage)[namespace] = catalogue;
  }
}

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: Object.keys(catalogues),
  initAsync: false,
  showSupportNotice: false,
  returnObjects: false,
  // Mails are plain text first; composeMail escapes what goes into HTML.
  interpolation: { escapeValue: false },
});
/**
 * The Hungarian article ("a"/"az") a value takes: `{{site, article}} {{site}}`, or
 * `{{service, capitalArticle}} {{service}}` at the start of a sentence.
 */
instance.services.formatter?.add('article', (value: string) => hungarianArticle(String(value)));
instance.services.formatter?.add('capitalArticle', (value: string) => {
  const article = hungarianArticle(String(value));
  return article.charAt(0).toUpperCase() + article.slice(1);
});

/** The texts of a namespace in a locale: `t('key.path', { site, count, … })`. */
export function serverT(locale: ServerLocale, namespace: Namespace): TFunction {
  return instance.getFixedT(locale, namespace);
}
