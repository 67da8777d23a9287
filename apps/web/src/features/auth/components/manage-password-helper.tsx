import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { apiFetch } from '../../../lib/api-client';
import { useAuth, useIdentityClient } from '../auth-provider';
import { randomPassword, runPasswordHelp } from './password-help';

/** Whether an author has this address, including one created by staff without an identity account. */
async function authorExists(email: string): Promise<boolean> {
  const answer = await apiFetch<{ exists: boolean }>('/api/authors/lookup', { method: 'POST', body: { email } });
  return answer.exists;
}

/**
 * The Security page's Manage Password helper for existing authors (decision 23). The server's
 * lookup answers only yes or no, and only a few times per client address (docs/author-dashboard.md).
 */
export function ManagePasswordHelper() {
  const { user } = useAuth();
  const client = useIdentityClient();
  const [email, setEmail] = useState(user?.email ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await runPasswordHelp(email.trim(), {
      authorExists,
      signup: (address, password) => client.signup(address, password, {}),
      randomPassword,
    });
    setBusy(false);
    (outcome.kind === 'error' ? toast.error : toast.info)(outcome.text, { duration: outcome.duration });
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium text-ink-dark">
        Registered email
        <Input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
        Manage Password
      </Button>
    </form>
  );
}
