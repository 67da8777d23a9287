import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { browserLanguages, createWidgetI18n, resolveLocale } from './i18n';

/** The widget's translations for the site's locale (else the browser's), once its chunk has loaded. */
export function useWidgetI18n(siteLocale: string | undefined): I18n | null {
  const locale = resolveLocale(siteLocale, browserLanguages());
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let active = true;
    void createWidgetI18n(locale).then((instance) => {
      if (active) setI18n(instance);
    });
    return () => {
      active = false;
    };
  }, [locale]);
  return i18n;
}
