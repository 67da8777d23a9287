import { newsletterOutcomeMessages, type NewsletterOutcome } from '@app/contracts/public-form-messages';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiFetch } from '../../lib/api-client';

type State =
  { kind: 'idle' | 'sending' } | { kind: 'done'; outcome: NewsletterOutcome } | { kind: 'error'; message: string };

/**
 * The footer's newsletter sign-up (double opt-in: the server mails a confirmation link). Written
 * without a form library because it ships on every page. Without JavaScript the browser posts
 * the form itself and the server answers with a page.
 */
export function NewsletterForm() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const messageId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get('email');
    setState({ kind: 'sending' });
    try {
      const result = await apiFetch<{ outcome: NewsletterOutcome }>('/api/newsletter', {
        method: 'POST',
        body: { email },
      });
      form.reset();
      setState({ kind: 'done', outcome: result.outcome });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 400
          ? (error.fields?.email?.[0] ?? error.message)
          : error instanceof ApiError && error.status === 429
            ? 'Too many attempts. Please wait a minute and try again.'
            : 'We could not subscribe you right now. Please try again later.';
      setState({ kind: 'error', message });
    }
  };

  return (
    <form action="/api/newsletter" method="post" onSubmit={onSubmit} aria-describedby={messageId}>
      <label htmlFor={inputId} className="mb-2 block text-sm text-slate-200">
        Publishing tips and launch ideas, twice a month.
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={state.kind === 'error'}
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-gold"
        />
        <button
          type="submit"
          disabled={state.kind === 'sending'}
          className="h-11 rounded-md bg-gold px-4 font-semibold text-ink-dark hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60"
        >
          {state.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} role="status" className="mt-2 min-h-5 text-sm">
        {state.kind === 'done' && <span className="text-green-200">{newsletterOutcomeMessages[state.outcome]}</span>}
        {state.kind === 'error' && <span className="text-amber-200">{state.message}</span>}
      </p>
    </form>
  );
}
