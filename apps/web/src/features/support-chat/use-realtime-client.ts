import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { RealtimeClient, type RealtimeState } from '../../lib/realtime';
import { useAuth } from '../auth/auth-provider';

/** The spec's connection toasts. */
export const CONNECTION_TOASTS = {
  failed: { title: 'Connection Error', description: 'Failed to connect to chat server' },
  lost: { title: 'Disconnected', description: 'Chat connection lost. Trying to reconnect...' },
} as const;

/**
 * The realtime socket while someone is signed in, with the spec's toasts: one when the chat server
 * cannot be reached at all, one when a working connection drops (once per outage).
 */
export function useRealtimeClient(): { client: RealtimeClient | null; state: RealtimeState } {
  const { status, getAccessToken } = useAuth();
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const [state, setState] = useState<RealtimeState>('closed');

  useEffect(() => {
    if (status !== 'signed-in') return;
    const realtime = new RealtimeClient({ getToken: getAccessToken });
    const unlisten = realtime.onEvent((event) => {
      if (event.type === 'state') setState(event.state);
      if (event.type === 'connect-failed')
        toast.error(CONNECTION_TOASTS.failed.title, { description: CONNECTION_TOASTS.failed.description });
      if (event.type === 'connection-lost')
        toast.error(CONNECTION_TOASTS.lost.title, { description: CONNECTION_TOASTS.lost.description });
    });
    realtime.start();
    setClient(realtime);
    return () => {
      unlisten();
      realtime.stop();
      setClient(null);
      setState('closed');
    };
  }, [status, getAccessToken]);

  return { client, state };
}
