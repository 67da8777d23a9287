import { Feather } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The callout at the bottom of the modal when the logo flag is on. */
export function CodedBy() {
  const { t } = useTranslation();
  return (
    <p className="mt-6 flex items-center justify-center gap-2 border-t border-slate-200 pt-4 text-xs text-slate-600">
      <Feather aria-hidden="true" data-testid="coded-by-logo" className="h-4 w-4 text-ink" />
      {t('coded_by')}
    </p>
  );
}
