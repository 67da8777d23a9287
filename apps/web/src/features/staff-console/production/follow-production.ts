import { PRODUCTION_TOPIC } from '@app/contracts/realtime';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RealtimeClient } from '../../../lib/realtime';
import { useAuth } from '../../auth/auth-provider';
import { staffKeys, staffQueries } from '../staff-queries';

/**
 * Follows staff's production news on the realtime socket: when an author comments, decides on a
 * proof or uploads, the queues and that project's page reload. After a reconnection or a lost
 * server listener anything may have changed, so every production query reloads.
 * Returns the function that stops following.
 */
export function followProduction(realtime: RealtimeClient, queryClient: QueryClient): () => void {
  realtime.subscribe(PRODUCTION_TOPIC);
  const reloadAll = () => void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'production'] });
  const offFrame = realtime.onFrame((frame) => {
    if (frame.type === 'production') {
      void queryClient.invalidateQueries({ queryKey: staffQueries.productionQueues().queryKey });
      void queryClient.invalidateQueries({ queryKey: staffKeys.production(frame.projectId) });
    } else if (frame.type === 'resync') reloadAll();
  });
  const offEvent = realtime.onEvent((event) => {
    if (event.type === 'connected' && event.reconnected) reloadAll();
  });
  return () => {
    offFrame();
    offEvent();
    realtime.unsubscribe(PRODUCTION_TOPIC);
  };
}

/** Keeps a console page's production figures current (on the page's shared realtime socket). */
export function useLiveProduction(): void {
  const { status, getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'signed-in') return;
    const realtime = new RealtimeClient({ getToken: getAccessToken });
    const unfollow = followProduction(realtime, queryClient);
    realtime.start();
    return () => {
      unfollow();
      realtime.stop();
    };
  }, [status, getAccessToken, queryClient]);
}
