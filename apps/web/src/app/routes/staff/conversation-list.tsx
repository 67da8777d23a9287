import type { StaffConversation } from '@app/contracts/chat';
import { formatDistanceToNowStrict } from 'date-fns';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';

interface ConversationListProps {
  conversations: StaffConversation[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** Every author's conversation, latest message first, with what the team has not read. */
export function ConversationList({ conversations, loading, failed }: ConversationListProps) {
  if (loading) {
    return (
      <div className="flex justify-center p-8">
        <Spinner label="Loading conversations" />
      </div>
    );
  }
  if (failed)
    return (
      <p className="p-4 text-sm text-red-700">The conversations could not be loaded. Reload the page to try again.</p>
    );
  if (!conversations?.length) return <p className="p-4 text-sm text-slate-600">No conversations yet.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {conversations.map((conversation) => (
        <li key={conversation.authorId}>
          <NavLink
            to={`/staff/conversations/${conversation.authorId}`}
            data-testid="staff-conversation"
            className={({ isActive }) => cn('block px-4 py-3 hover:bg-slate-50', isActive && 'bg-slate-100')}
          >
            <div className="flex items-baseline gap-2">
              <span className="flex-1 truncate font-semibold text-ink-dark">
                {conversation.authorName ?? conversation.authorEmail}
              </span>
              <time dateTime={conversation.lastMessage.createdAt} className="shrink-0 text-xs text-slate-600">
                {formatDistanceToNowStrict(new Date(conversation.lastMessage.createdAt), { addSuffix: true })}
              </time>
            </div>
            <div className="truncate text-xs text-slate-600">{conversation.authorEmail}</div>
            <div className="mt-1 flex items-center gap-2">
              <span className="flex-1 truncate text-sm text-slate-600">
                {conversation.lastMessage.sender === 'support' ? 'You: ' : ''}
                {conversation.lastMessage.content}
              </span>
              {conversation.unreadCount > 0 && (
                <span
                  data-testid="staff-unread"
                  aria-label={`${conversation.unreadCount} unread`}
                  className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
                >
                  {conversation.unreadCount}
                </span>
              )}
            </div>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
