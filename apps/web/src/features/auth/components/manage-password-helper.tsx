import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { apiFetch } from '../../../lib/api-client';
import { useAuth, useIdentityClient } from '../auth-provider';
import { randomPassword, runPasswordHelp } from './password-help';

interface ProfileEmail {
  email: string | null;
}

/**
 * The Security page's Manage Password helper for existing authors (decision 23). The author lookup
 * goes through the signed-in person's own profile: no one can probe other authors' addresses.
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
      authorExists: async (address) => {
        const profile = await apiFetch<ProfileEmail>('/api/me/profile');
        return profile.email?.toLowerCase() === address.toLowerCase();
      },
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
