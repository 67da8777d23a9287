import type { AuthorProfile } from '@app/contracts/dashboard-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPlus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { apiFetch, ApiError } from '../../lib/api-client';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { StatusBadge } from '../dashboard-layout/status-badge';

/** The link in the confirmation mail brings the author back here with this parameter. */
const TOKEN_PARAM = 'backup_email_token';

/** The backup email block: add or change the address, confirmed by a mailed link. */
export function BackupEmailBlock({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const profile = useQuery(dashboardQueries.profile(userId));
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [params, setParams] = useSearchParams();
  const storeProfile = (updated: AuthorProfile) =>
    queryClient.setQueryData(dashboardQueries.profile(userId).queryKey, updated);

  const request = useMutation({
    mutationFn: (address: string) =>
      apiFetch<AuthorProfile>('/api/me/backup-email', { method: 'PUT', body: { email: address } }),
    onSuccess: (updated) => {
      storeProfile(updated);
      setEditing(false);
      toast.success('Check your inbox', {
        description: `We sent a confirmation link to ${updated.backup_email}.`,
      });
    },
    onError: (failure) => {
      setError(
        failure instanceof ApiError
          ? (failure.fields?.email?.[0] ?? failure.message)
          : 'Unable to save the backup email',
      );
    },
  });

  const verify = useMutation({
    mutationFn: (token: string) =>
      apiFetch<AuthorProfile>('/api/me/backup-email/verify', { method: 'POST', body: { token } }),
    onSuccess: (updated) => {
      storeProfile(updated);
      toast.success('Backup email confirmed', { description: `${updated.backup_email} can now recover your account.` });
    },
    onError: (failure) =>
      toast.error(failure instanceof ApiError ? failure.message : 'Unable to confirm the backup email'),
  });

  // Confirm once when arriving from the mailed link, then drop the token from the address bar.
  const token = params.get(TOKEN_PARAM);
  const handled = useRef<string | null>(null);
  const { mutate: confirm } = verify;
  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    confirm(token);
    setParams(
      (current) => {
        current.delete(TOKEN_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [token, confirm, setParams]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    request.mutate(email);
  };

  const saved = profile.data?.backup_email;
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <p className="font-medium text-ink-dark">Backup email</p>
      {saved ? (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-800" data-testid="backup-email">
          {saved}
          <StatusBadge tone={profile.data?.backup_email_verified ? 'success' : 'warning'}>
            {profile.data?.backup_email_verified ? 'Verified' : 'Waiting for confirmation'}
          </StatusBadge>
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Add a second address we can use if you lose access to your email.</p>
      )}
      {editing ? (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-64 flex-1">
            <FormField label="Backup email address" error={error}>
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
              />
            </FormField>
          </div>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send confirmation link'}
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)} disabled={request.isPending}>
            Cancel
          </Button>
        </form>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => {
            setEmail(saved ?? '');
            setError(undefined);
            setEditing(true);
          }}
        >
          <MailPlus aria-hidden="true" className="h-4 w-4" />
          {saved ? 'Change backup email' : 'Add backup email'}
        </Button>
      )}
    </div>
  );
}
