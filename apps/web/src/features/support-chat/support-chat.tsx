import type { ChatAttachment } from '@app/contracts/chat';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../auth/auth-provider';
import { downloadWithToken } from '../dashboard-layout/download';
import { authorConversationApi, type ConversationApi } from './chat-api';
import { SupportChatLauncher } from './support-chat-launcher';
import { SupportChatPanel } from './support-chat-panel';
import { hasVerifiedFactor } from './two-factor';
import { useConversation } from './use-conversation';
import { useRealtimeClient } from './use-realtime-client';

type View = 'closed' | 'open' | 'minimized';

/** Saves an attachment under its own name; a failure says so instead of failing silently. */
export function useAttachmentDownload(api: ConversationApi) {
  const { getAccessToken } = useAuth();
  return async (attachment: ChatAttachment) => {
    try {
      await downloadWithToken(api.downloadPath(attachment), await getAccessToken(), attachment.fileName);
    } catch {
      toast.error('Download failed', { description: 'Please try again later' });
    }
  };
}

/**
 * The dashboard's support chat: a launcher, and the panel it opens. It stays connected while
 * closed, so a reply that arrives meanwhile flags the launcher as unread.
 */
export function SupportChat() {
  const { user } = useAuth();
  const realtime = useRealtimeClient();
  const [view, setView] = useState<View>('closed');
  const conversation = useConversation({
    api: authorConversationApi,
    side: 'user',
    visible: view === 'open',
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
