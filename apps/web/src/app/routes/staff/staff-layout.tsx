import { isStaff, STAFF_ROLES } from '@app/contracts/chat';
import { INBOX_TOPIC } from '@app/contracts/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../features/auth/auth-provider';
import { fetchStaffConversations } from '../../../features/support-chat/chat-api';
import { useRealtimeClient } from '../../../features/support-chat/use-realtime-client';
import { ConversationList } from './conversation-list';
import { staffInboxQueryKey, type StaffContext } from './staff-context';

/** /staff/inbox: only for the support team (the server checks the role on every call too). */
export function StaffLayout() {
  const { status, user, openModal } = useAuth();
  if (status === 'loading') {
    return <PageSpinner label="Loading the support inbox" />;
  }
  if (!user) {
    return (
      <Notice title="Support inbox">
        <p>Sign in with your team account to answer authors.</p>
        <Button onClick={() => openModal('login', { returnTo: '/staff/inbox' })}>Log in</Button>
      </Notice>
    );
  }
  if (!isStaff(user.roles)) {
    return (
      <Notice title="No access">
        <p>The support inbox is for the {STAFF_ROLES.join(' and ')} team only.</p>
        <Link to="/" className="font-semibold text-ink underline">
          Back to the home page
        </Link>
      </Notice>
    );
  }
  return <StaffInbox />;
}

function StaffInbox() {
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
    <div className="flex h-screen flex-col bg-paper">
      <header className="flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <Link to="/" className="font-semibold text-ink-dark">
          Quillbridge Publishing
        </Link>
        <span className="text-slate-400">/</span>
        <h1 className="flex-1 font-semibold text-ink-dark">Support inbox</h1>
        <Link to="/staff/authors" className="text-sm font-semibold text-ink underline-offset-4 hover:underline">
          Staff console
        </Link>
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
        <main className="min-w-0 flex-1">
          <Outlet context={context} />
        </main>
      </div>
    </div>
  );
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-paper p-6">
      <div className="max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-ink-dark">{title}</h1>
        {children}
      </div>
    </div>
  );
}
