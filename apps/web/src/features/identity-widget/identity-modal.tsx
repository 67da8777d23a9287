import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { browserLanguages, createWidgetI18n, resolveLocale } from './i18n';
import type { IdentityModalProps } from './modal-props';
import { WidgetDialog } from './widget-dialog';

/** Entry of the lazily loaded identity modal: loads the active locale, then shows the dialog. */
export function IdentityModal(props: IdentityModalProps) {
  const locale = resolveLocale(props.locale, browserLanguages());
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

  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <WidgetDialog {...props} />
    </I18nextProvider>
  );
}
