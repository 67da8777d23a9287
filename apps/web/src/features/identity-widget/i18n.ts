import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The widget's languages (spec §9); en is the default. */
export const SUPPORTED_LOCALES = ['en', 'fr', 'es', 'hu', 'pt', 'pl', 'cs', 'sk'] as const;
export type WidgetLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: WidgetLocale = 'en';

type Messages = Record<string, string>;

// One chunk per language: only the active one is fetched.
const loaders: Partial<Record<WidgetLocale, () => Promise<{ default: Messages }>>> = {
  en: () => import('./locales/en.json'),
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
  const messages = (await (loaders[locale] ?? loaders.en)!()).default;
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Translates an error text; "Prefix: detail" server messages translate the known prefix and keep the detail. */
export function translateError(t: (key: string) => string, exists: (key: string) => boolean, text: string): string {
  if (exists(text)) return t(text);
  const separator = text.indexOf(': ');
  if (separator > 0 && exists(text.slice(0, separator)))
    return `${t(text.slice(0, separator))}: ${text.slice(separator + 2)}`;
  return text;
}
