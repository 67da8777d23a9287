import { I18nextProvider } from 'react-i18next';
import type { IdentityModalProps } from './modal-props';
import { useWidgetI18n } from './use-widget-i18n';
import { WidgetDialog } from './widget-dialog';

/** Entry of the lazily loaded identity modal: loads the active locale, then shows the dialog. */
export function IdentityModal(props: IdentityModalProps) {
  const i18n = useWidgetI18n(props.locale);
  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <WidgetDialog {...props} />
    </I18nextProvider>
  );
}
