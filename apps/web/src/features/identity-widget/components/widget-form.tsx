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
  currentPassword: string;
}

interface WidgetFormProps {
  config: FormPageConfig;
  saving: boolean;
  /** The service's shortest password (its settings), shown and checked on new-password fields. */
  passwordMinLength?: number;
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

interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
}

/** A password input with its show/hide toggle; a new password states the service's rules below it. */
function PasswordField({ id, name, label, placeholder, autoComplete, minLength }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const policy = autoComplete === 'new-password' && minLength ? `${id}-policy` : undefined;
  return (
    <Field id={id} label={label}>
      <div className="relative">
        <Input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          required
          autoComplete={autoComplete}
          minLength={policy ? minLength : undefined}
          aria-describedby={policy}
          placeholder={placeholder}
          className="pr-12"
        />
        <button
          type="button"
          onClick={() => setShown((visible) => !visible)}
          aria-label={t(shown ? 'hide_password' : 'show_password')}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-ink-dark focus-visible:outline-2 focus-visible:outline-ink"
        >
          {shown ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
        </button>
      </div>
      {policy && (
        <p id={policy} className="text-sm text-slate-700">
          {t('password_policy', { count: minLength })}
        </p>
      )}
    </Field>
  );
}

/**
 * The page's fields (name on signup only, email, the current password when changing it, the
 * password) and its submit button with a busy label.
 */
export function WidgetForm({ config, saving, passwordMinLength, onSubmit }: WidgetFormProps) {
  const { t } = useTranslation();
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      currentPassword: String(data.get('current_password') ?? ''),
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
      {config.currentPassword && (
        <PasswordField
          id={`${id}-current-password`}
          name="current_password"
          label={t('form_current_password_label')}
          placeholder={t('form_current_password_placeholder')}
          autoComplete="current-password"
        />
      )}
      {config.password && (
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={t(
            config.password === 'new-password' && !config.email ? 'form_new_password_label' : 'form_password_label',
          )}
          placeholder={t(config.currentPassword ? 'form_new_password_placeholder' : 'form_password_placeholder')}
          autoComplete={config.password}
          minLength={passwordMinLength}
        />
      )}
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {t(saving ? config.buttonSaving : config.button)}
      </Button>
    </form>
  );
}
