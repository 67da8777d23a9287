import { useState } from 'react';
import { useAuth } from '../auth/auth-provider';
import { hasVerifiedFactor } from '../auth/two-factor';
import { authorConversationApi } from './chat-api';
import { SupportChatLauncher } from './support-chat-launcher';
import { SupportChatPanel } from './support-chat-panel';
import { useAttachmentDownload } from './use-attachment-download';
import { useConversation } from './use-conversation';
import { usePageVisible } from './use-page-visible';
import { useRealtimeClient } from './use-realtime-client';

type View = 'closed' | 'open' | 'minimized';

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

  if (view === 'closed') {
    return <SupportChatLauncher unread={conversation.state.unread} onOpen={() => setView('open')} />;
  }
  return (
    <SupportChatPanel
      conversation={conversation}
      api={authorConversationApi}
      connection={realtime.state}
      minimized={view === 'minimized'}
      showTwoFactorWarning={!hasVerifiedFactor(user?.raw)}
      onMinimize={() => setView('minimized')}
      onRestore={() => setView('open')}
      onClose={() => setView('closed')}
      onDownload={(attachment) => void download(attachment)}
    />
  );
}
