import { authorDataTopic } from '@app/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeClient } from '../../lib/realtime';
import { refreshDashboard, refreshResources } from './dashboard-keys';

/**
 * Follows the signed-in author's records on the realtime socket and reloads what staff change.
 * The server names the author the socket belongs to once connected; after a reconnection or a
 * lost server listener, anything may have changed, so the whole dashboard reloads.
 * Returns the function that stops following.
 */
export function followAuthorData(realtime: RealtimeClient, queryClient: QueryClient, userId: string): () => void {
  let topic: string | null = null;
  const offEvent = realtime.onEvent((event) => {
    if (event.type !== 'connected') return;
    const authorId = event.ready.authorId;
    const next = authorId ? authorDataTopic(authorId) : null;
    if (next !== topic) {
      if (topic) realtime.unsubscribe(topic);
      if (next) realtime.subscribe(next);
      topic = next;
    }
    if (event.reconnected) void refreshDashboard(queryClient, userId);
  });
  const offFrame = realtime.onFrame((frame) => {
    if (frame.type === 'author-data' && topic === authorDataTopic(frame.authorId))
      void refreshResources(queryClient, userId, frame.resources);
    else if (frame.type === 'resync') void refreshDashboard(queryClient, userId);
  });
  return () => {
    offEvent();
    offFrame();
    if (topic) realtime.unsubscribe(topic);
  };
}
