import { useTranslation } from 'react-i18next';
import type { IdentitySettings } from '../../auth/identity/identity-client';
import { PROVIDERS } from '../pages';

export interface EnabledProvider {
  id: string;
  label: string;
}

/** Providers switched on in the settings, with the settings' custom labels. */
export function enabledProviders(settings: IdentitySettings | null): EnabledProvider[] {
  if (!settings) return [];
  return PROVIDERS.filter((provider) => settings.external?.[provider.id]).map((provider) => ({
    id: provider.id,
    label: settings.external_labels?.[provider.id] || provider.label,
  }));
}

interface ProviderButtonsProps {
  providers: EnabledProvider[];
  disabled: boolean;
  onSelect(provider: string): void;
}

export function ProviderButtons({ providers, disabled, onSelect }: ProviderButtonsProps) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <div className="mt-5">
      <div className="flex items-center gap-3 text-sm text-slate-600" role="separator" aria-label={t('or')}>
        <span className="h-px flex-1 bg-slate-300" aria-hidden="true" />
        <span aria-hidden="true">{t('or')}</span>
        <span className="h-px flex-1 bg-slate-300" aria-hidden="true" />
      </div>
      <ul className="mt-4 flex flex-col gap-2">
        {providers.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onSelect(provider.id)}
              className="h-11 w-full rounded-md border border-slate-300 bg-white px-4 font-semibold text-ink-dark hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-ink disabled:opacity-50"
            >
              {t('continue_with')} {provider.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
