import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The widget's languages (spec §9); en is the default. */
export const SUPPORTED_LOCALES = ['en', 'fr', 'es', 'hu', 'pt', 'pl', 'cs', 'sk'] as const;
export type WidgetLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: WidgetLocale = 'en';

type Messages = Record<string, string>;

// One chunk per language: only the active one is fetched.
const loaders: Record<WidgetLocale, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  hu: () => import('./locales/hu.json'),
  pt: () => import('./locales/pt.json'),
  pl: () => import('./locales/pl.json'),
  cs: () => import('./locales/cs.json'),
  sk: () => import('./locales/sk.json'),
};

function asLocale(tag: string | undefined): WidgetLocale | null {
  const language = tag?.toLowerCase().split(/[-_]/)[0];
  return (SUPPORTED_LOCALES as readonly string[]).includes(language ?? '') ? (language as WidgetLocale) : null;
}

/** The site's setting when it names a supported language, else the first supported browser language, else en. */
export function resolveLocale(setting: string | undefined, browserLanguages: readonly string[]): WidgetLocale {
  return asLocale(setting) ?? browserLanguages.map(asLocale).find((locale) => locale !== null) ?? DEFAULT_LOCALE;
}

export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/**
 * A separate i18next instance for the widget. Keys may be server messages containing '.' and ':',
 * so key and namespace separators are off; a missing key shows as itself (the English server text).
 */
export async function createWidgetI18n(locale: WidgetLocale): Promise<I18n> {
  const messages = (await loaders[locale]()).default;
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/**
 * Server messages that carry a number: the key holds `{{length}}` where the server puts it, or
 * `{{count}}` for a key with plural forms (`login_paused_one`, `_few` …).
 */
const NUMBERED_MESSAGES: { pattern: RegExp; key: string; plural?: true }[] = [
  {
    pattern: /^Password must be at least (\d+) characters long$/,
    key: 'Password must be at least {{length}} characters long',
  },
  {
    pattern: /^Password must be at most (\d+) characters long$/,
    key: 'Password must be at most {{length}} characters long',
  },
  {
    pattern: /^Too many failed sign-in attempts\. Try again in (\d+) minutes? or reset your password\.$/,
    key: 'login_paused',
    plural: true,
  },
];

type Translate = (key: string, options?: Record<string, string | number>) => string;

/**
 * Translates an error text: an exact key; a numbered server message; or a "Prefix: detail"
 * message whose prefix is a key (the detail stays as sent). Anything else shows as it is.
 */
export function translateError(t: Translate, exists: (key: string) => boolean, text: string): string {
  if (exists(text)) return t(text);
  for (const { pattern, key, plural } of NUMBERED_MESSAGES) {
    const match = pattern.exec(text);
    if (match) return t(key, plural ? { count: Number(match[1]) } : { length: match[1]! });
  }
  const separator = text.indexOf(': ');
  const prefix = separator > 0 ? text.slice(0, separator) : '';
  return prefix && exists(prefix) ? `${t(prefix)}: ${text.slice(separator + 2)}` : text;
}
