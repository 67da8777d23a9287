import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { Monitor } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { StepUpDialog, useStepUp } from '../../security/two-factor/step-up';
import { useAuth, useIdentityClient } from '../auth-provider';
import { deviceLabel } from './device-label';

export interface IdentitySessionInfo {
  id: string;
  user_agent: string | null;
  ip: string | null;
  aal: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  current: boolean;
}

const SESSIONS_KEY = ['identity', 'sessions'] as const;

/** Security page card: where the account is signed in, with sign-out of one session or all others. */
export function ActiveSessionsCard() {
  const { getAccessToken } = useAuth();
  const client = useIdentityClient();
  const queryClient = useQueryClient();
  const stepUp = useStepUp();

  const authorised = async <T,>(path: string, method: 'GET' | 'DELETE' = 'GET') =>
    client.call<T>(path, { method, token: (await getAccessToken()) ?? undefined });

  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await authorised<{ sessions: IdentitySessionInfo[] }>('/user/sessions')).sessions,
  });
  const signOut = useMutation({
    mutationFn: (id: string | null) => authorised<unknown>(id ? `/user/sessions/${id}` : '/user/sessions', 'DELETE'),
    onSuccess: (_result, id) => {
      toast.success(id ? 'Session signed out' : 'Signed out of all other sessions');
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    // With a second factor, ending other sessions takes the code: asked for, then tried again.
    onError: (error, id) => {
      if (!stepUp.handle(error, () => signOut.mutate(id))) {
        toast.error('Unable to sign out that session. Please try again.');
      }
    },
  });

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <section aria-labelledby="active-sessions-title" className="rounded-xl border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="active-sessions-title" className="text-lg font-semibold text-ink-dark">
            Active sessions
          </h2>
          <p className="mt-1 text-sm text-slate-700">Devices where your account is signed in.</p>
        </div>
        {others.length > 0 && (
          <Button variant="outline" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate(null)}>
            Sign out all other sessions
          </Button>
        )}
      </div>
      {sessions.isPending && <p className="mt-4 text-sm text-slate-600">Loading sessions…</p>}
      {sessions.isError && <p className="mt-4 text-sm text-red-800">Unable to load your sessions.</p>}
      <ul className="mt-4 divide-y divide-slate-200">
        {sessions.data?.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
            <Monitor aria-hidden="true" className="h-5 w-5 text-ink" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink-dark">
                {deviceLabel(session.user_agent)}
                {session.current && (
                  <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">This device</span>
                )}
              </p>
              <p className="text-sm text-slate-600">
                {session.ip ?? 'Unknown location'} · Last used{' '}
                {formatDistanceToNow(new Date(session.last_used_at), { addSuffix: true })}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="ghost"
                size="sm"
                disabled={signOut.isPending}
                onClick={() => signOut.mutate(session.id)}
                aria-label={`Sign out ${deviceLabel(session.user_agent)} (${session.ip ?? 'unknown location'})`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <StepUpDialog {...stepUp.dialog} />
    </section>
  );
}
