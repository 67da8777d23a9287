import { contactSentMessage } from '@app/contracts/public-form-messages';
import { contactMessageSchema } from '@app/contracts/public-forms';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { apiFetch } from '../../lib/api-client';
import { useHydrated } from '../../lib/use-hydrated';
import { fieldErrorsFromApi, fieldErrorsOf, submitFailureMessage, type FieldErrors } from '../../lib/form-errors';

type Status = { kind: 'editing' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

/**
 * The contact form. Once the page runs, it validates itself and sends JSON; before that (or
 * without JavaScript) the browser checks the required fields and posts the form, and the server
 * answers with a page.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? ''),
      subject: String(data.get('subject') ?? ''),
      message: String(data.get('message') ?? ''),
      consent: data.get('consent') === 'on',
    };
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      setStatus({ kind: 'editing' });
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      await apiFetch('/api/contact', { method: 'POST', body: parsed.data });
      form.reset();
      setStatus({ kind: 'sent' });
    } catch (error) {
      setErrors(fieldErrorsFromApi(error));
      setStatus({ kind: 'failed', message: submitFailureMessage(error) });
    }
  };

  if (status.kind === 'sent') {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-6">
        <h2 className="text-xl font-semibold text-green-900">{contactSentMessage.title}</h2>
        <p className="mt-2 text-green-900">{contactSentMessage.body}</p>
        <Button variant="outline" className="mt-4" onClick={() => setStatus({ kind: 'editing' })}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      action="/api/contact"
      method="post"
      onSubmit={onSubmit}
      noValidate={hydrated}
      className="space-y-5 rounded-xl bg-white p-6 shadow-sm"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name}>
          <Input name="name" autoComplete="name" required />
        </FormField>
        <FormField label="Email" error={errors.email}>
          <Input name="email" type="email" autoComplete="email" required />
        </FormField>
        <FormField label="Phone (optional)" error={errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" />
        </FormField>
        <FormField label="Subject (optional)" error={errors.subject}>
          <Input name="subject" />
        </FormField>
      </div>
      <FormField label="How can we help?" error={errors.message} hint="Tell us about your book and what you need.">
        <Textarea name="message" rows={6} required />
      </FormField>
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="consent"
            required
            className="mt-1 h-4 w-4 accent-ink"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
          />
          I agree that Quillbridge Publishing may use these details to reply to my message, as described in the privacy
          policy.
        </label>
        {errors.consent && (
          <p id="consent-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        )}
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {status.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
