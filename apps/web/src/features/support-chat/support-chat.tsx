import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAuth } from '../auth/auth-provider';
import { hasVerifiedFactor } from '../auth/two-factor';
import { authorConversationApi } from './chat-api';
import { SupportChatLauncher } from './support-chat-launcher';
import { useAttachmentDownload } from './use-attachment-download';
import { useConversation } from './use-conversation';
import { usePageVisible } from './use-page-visible';
import { useRealtimeClient } from './use-realtime-client';

type View = 'closed' | 'open' | 'minimized';

/** The panel downloads when the chat is first opened: the dashboard's first page does without it. */
const SupportChatPanel = lazy(async () => ({ default: (await import('./support-chat-panel')).SupportChatPanel }));

/**
 * The dashboard's support chat: a launcher, and the panel it opens. It stays connected while
 * closed, so a reply that arrives meanwhile flags the launcher as unread.
 */
export function SupportChat() {
  const { user } = useAuth();
  const realtime = useRealtimeClient();
  const [view, setView] = useState<View>('closed');
  const pageVisible = usePageVisible();
  const conversation = useConversation({
    api: authorConversationApi,
    side: 'user',
    visible: view === 'open' && pageVisible,
    realtime: realtime.client,
  });
  const download = useAttachmentDownload(authorConversationApi);
  // Closing the panel brings the keyboard back to the launcher that opened it.
  const launcherRef = useRef<HTMLButtonElement>(null);
  const closedByPerson = useRef(false);
  useEffect(() => {
    if (view !== 'closed' || !closedByPerson.current) return;
    closedByPerson.current = false;
    launcherRef.current?.focus();
  }, [view]);

  const launcher = (
    <SupportChatLauncher ref={launcherRef} unread={conversation.state.unread} onOpen={() => setView('open')} />
  );
  if (view === 'closed') return launcher;
  return (
    <Suspense fallback={launcher}>
      <SupportChatPanel
        conversation={conversation}
        api={authorConversationApi}
        connection={realtime.state}
        minimized={view === 'minimized'}
        showTwoFactorWarning={!hasVerifiedFactor(user?.raw)}
        onMinimize={() => setView('minimized')}
        onRestore={() => setView('open')}
        onClose={() => {
          closedByPerson.current = true;
          setView('closed');
        }}
        onDownload={(attachment) => void download(attachment)}
      />
    </Suspense>
  );
}
