import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { FormPageConfig } from '../pages';

export interface WidgetFormValues {
  name: string;
  email: string;
  password: string;
}

interface WidgetFormProps {
  config: FormPageConfig;
  saving: boolean;
  onSubmit(values: WidgetFormValues): void;
}

function Field({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The page's fields (name on signup only, email, password) and its submit button with a busy label. */
export function WidgetForm({ config, saving, onSubmit }: WidgetFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {config.name && (
        <Field id={`${id}-name`} label={t('form_name_label')}>
          <Input
            id={`${id}-name`}
            name="name"
            type="text"
            required
            autoComplete="name"
            placeholder={t('form_name_placeholder')}
          />
        </Field>
      )}
      {config.email && (
        <Field id={`${id}-email`} label={t('form_email_label')}>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={t('form_email_placeholder')}
          />
        </Field>
      )}
      {config.password && (
        <Field
          id={`${id}-password`}
          label={t(
            config.password === 'new-password' && !config.email ? 'form_new_password_label' : 'form_password_label',
          )}
        >
          <div className="relative">
            <Input
              id={`${id}-password`}
              name="password"
              type={showPassword ? 'text' : 'password'}
              required
              autoComplete={config.password}
              placeholder={t('form_password_placeholder')}
              className="pr-12"
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={t(showPassword ? 'hide_password' : 'show_password')}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-ink-dark focus-visible:outline-2 focus-visible:outline-ink"
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" className="h-5 w-5" />
              ) : (
                <Eye aria-hidden="true" className="h-5 w-5" />
              )}
            </button>
          </div>
        </Field>
      )}
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {t(saving ? config.buttonSaving : config.button)}
      </Button>
    </form>
  );
}
