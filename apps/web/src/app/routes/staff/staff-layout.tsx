import { INBOX_TOPIC } from '@app/contracts/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { fetchStaffConversations } from '../../../features/support-chat/chat-api';
import { useRealtimeClient } from '../../../features/support-chat/use-realtime-client';
import { ConversationList } from './conversation-list';
import { staffInboxQueryKey, type StaffContext } from './staff-context';

/**
 * /staff/inbox: the conversations beside the one open, inside the staff console's frame (which
 * lets only the support team in; the server checks the role on every call too).
 */
export function StaffLayout() {
  const realtime = useRealtimeClient();
  const queryClient = useQueryClient();
  const inbox = useQuery({ queryKey: staffInboxQueryKey, queryFn: fetchStaffConversations, staleTime: 0 });

  // Any message or receipt anywhere changes the order or the unread counts.
  useEffect(() => {
    const client = realtime.client;
    if (!client) return;
    client.subscribe(INBOX_TOPIC);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: staffInboxQueryKey });
    const offFrame = client.onFrame((frame) => {
      if (frame.type === 'message' || frame.type === 'receipts' || frame.type === 'resync') refresh();
    });
    const offEvent = client.onEvent((event) => event.type === 'connected' && event.reconnected && refresh());
    return () => {
      offFrame();
      offEvent();
      client.unsubscribe(INBOX_TOPIC);
    };
  }, [realtime.client, queryClient]);

  const context: StaffContext = { realtime: realtime.client, conversations: inbox.data ?? [] };
  return (
    <div className="flex h-[calc(100vh-10rem)] min-h-96 flex-col overflow-hidden rounded-xl border border-slate-200 bg-paper">
      <header className="flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <h1 className="flex-1 font-semibold text-ink-dark">Support inbox</h1>
        <span className="flex items-center gap-1.5 text-xs text-slate-500">
          <span
            aria-hidden="true"
            className={`h-2 w-2 rounded-full ${realtime.state === 'open' ? 'bg-emerald-500' : 'bg-amber-500'}`}
          />
          {realtime.state === 'open' ? 'Live' : 'Reconnecting…'}
        </span>
      </header>
      <div className="flex min-h-0 flex-1 max-sm:flex-col">
        <aside
          className="w-80 shrink-0 overflow-y-auto border-r border-slate-200 bg-white max-sm:max-h-[40vh] max-sm:w-full max-sm:border-r-0 max-sm:border-b"
          aria-label="Conversations"
        >
          <ConversationList conversations={inbox.data} loading={inbox.isPending} failed={inbox.isError} />
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet context={context} />
        </div>
      </div>
    </div>
  );
}
