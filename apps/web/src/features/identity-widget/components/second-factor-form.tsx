import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

interface SecondFactorFormProps {
  saving: boolean;
  onSubmit(code: string): void;
}

/** The sign-in's second step: the 6-digit code of the account's authenticator app. */
export function SecondFactorForm({ saving, onSubmit }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const codeId = `${id}-code`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, ''));
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p id={`${id}-hint`} className="text-slate-700">
        {t('mfa_message')}
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={codeId} className="text-sm font-medium text-ink-dark">
          {t('form_code_label')}
        </label>
        <Input
          id={codeId}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          // Authenticator apps often show the code as "123 456".
          pattern="[0-9]{3} ?[0-9]{3}"
          maxLength={7}
          required
          aria-describedby={`${id}-hint`}
          placeholder={t('form_code_placeholder')}
        />
      </div>
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {t(saving ? 'verifying_code' : 'verify_code')}
      </Button>
    </form>
  );
}
