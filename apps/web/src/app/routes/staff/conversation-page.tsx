import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useAttachmentDownload } from '../../../features/support-chat/use-attachment-download';
import { staffConversationApi } from '../../../features/support-chat/chat-api';
import { Composer } from '../../../features/support-chat/components/composer';
import { MessageList } from '../../../features/support-chat/components/message-list';
import { useConversation } from '../../../features/support-chat/use-conversation';
import { usePageVisible } from '../../../features/support-chat/use-page-visible';
import { AuthorContext } from './author-context';
import { useStaffContext } from './staff-context';

/** /staff/conversations/:authorId */
export function StaffConversationPage() {
  const { authorId = '' } = useParams();
  // A fresh conversation state for each author.
  return <StaffConversation key={authorId} authorId={authorId} />;
}

function StaffConversation({ authorId }: { authorId: string }) {
  const { realtime, conversations } = useStaffContext();
  const api = useMemo(() => staffConversationApi(authorId), [authorId]);
  const conversation = useConversation({ api, side: 'support', authorId, visible: usePageVisible(), realtime });
  const download = useAttachmentDownload(api);
  const author = conversations.find((item) => item.authorId === authorId);
  const { state } = conversation;

  return (
    <section className="flex h-full flex-col" aria-label="Conversation">
      <header className="border-b border-slate-200 bg-white px-5 py-3">
        <h2 className="font-semibold text-ink-dark">{author?.authorName ?? author?.authorEmail ?? 'Author'}</h2>
        {author && <p className="text-sm text-slate-500">{author.authorEmail}</p>}
      </header>
      <AuthorContext authorId={authorId} />
      <MessageList
        side="support"
        messages={state.messages}
        pending={state.pending}
        loading={state.loading}
        otherTyping={state.otherTyping}
        typingLabel="The author is typing…"
        empty="No messages in this conversation yet."
        onDownload={(attachment) => void download(attachment)}
        onRetry={(clientId) => void conversation.retry(clientId)}
        onDiscard={conversation.discard}
      />
      <Composer
        label="Reply"
        placeholder="Write a reply…"
        onSend={conversation.send}
        onUpload={api.upload}
        onTyping={conversation.notifyTyping}
        onStopTyping={conversation.stopTyping}
      />
    </section>
  );
}
