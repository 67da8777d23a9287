import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** On a local server with no identity URL: asks for the live site's URL (development settings). */
export function SiteUrlForm({ onSubmit }: { onSubmit(siteUrl: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('url') ?? ''));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('site_url_message')}</p>
      <label htmlFor={id} className="text-sm font-medium text-ink-dark">
        {t('site_url_label')}
      </label>
      <Input id={id} name="url" type="url" required placeholder={t('site_url_placeholder')} />
      <Button type="submit">{t('site_url_submit')}</Button>
    </form>
  );
}
