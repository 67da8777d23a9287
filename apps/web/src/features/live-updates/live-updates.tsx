import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RealtimeClient } from '../../lib/realtime';
import { useAuth } from '../auth/auth-provider';
import { followAuthorData } from './follow-author-data';

/**
 * Keeps the dashboard's pages current while staff change the author's records: what they change
 * is reloaded within moments, without a page reload. It shares the page's realtime socket (with
 * the support chat) and renders nothing.
 */
export function LiveUpdates() {
  const { status, user, getAccessToken } = useAuth();
  const userId = user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status !== 'signed-in' || !userId) return;
    const realtime = new RealtimeClient({ getToken: getAccessToken });
    const unfollow = followAuthorData(realtime, queryClient, userId);
    realtime.start();
    return () => {
      unfollow();
      realtime.stop();
    };
  }, [status, userId, getAccessToken, queryClient]);

  return null;
}
