import type { ChatAttachment, ChatMessage, ChatSender } from '@app/contracts/chat';
import { format } from 'date-fns';
import { Paperclip, RotateCw, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { formatBytes } from '../../../lib/format-bytes';
import type { PendingMessage } from '../conversation-state';
import { StatusIcon } from './status-icon';

interface MessageListProps {
  /** The side this screen speaks for: its messages sit on the right. */
  side: ChatSender;
  messages: ChatMessage[];
  pending: PendingMessage[];
  loading: boolean;
  otherTyping: boolean;
  typingLabel: string;
  empty: ReactNode;
  onDownload(attachment: ChatAttachment): void;
  onRetry(clientId: string): void;
  onDiscard(clientId: string): void;
}

const time = (iso: string) => format(new Date(iso), 'MMM d, h:mm a');

/** The conversation, oldest first, kept scrolled to the newest message. Text is always plain text. */
export function MessageList(props: MessageListProps) {
  const { side, messages, pending, loading, otherTyping } = props;
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, otherTyping]);

  if (loading) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner size="md" label="Loading messages" />
      </div>
    );
  }
  return (
    // Focusable, so a keyboard can scroll the conversation.
    <div
      className="flex-1 space-y-3 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ink"
      role="log"
      aria-live="polite"
      aria-label="Messages"
      tabIndex={0}
    >
      {count === 0 && <div className="py-10 text-center text-sm text-slate-500">{props.empty}</div>}
      {messages.map((message) => (
        <Bubble key={message.id} own={message.sender === side} testId="chat-message" sender={message.sender}>
          <Content text={message.content} attachment={message.attachment} onDownload={props.onDownload} />
          <Meta at={message.createdAt}>{message.sender === side && <StatusIcon status={message.status} />}</Meta>
        </Bubble>
      ))}
      {pending.map((message) => (
        <Bubble key={message.clientId} own testId="chat-pending" sender={side}>
          <Content text={message.content} attachment={message.attachment} onDownload={props.onDownload} />
          {message.state === 'sending' ? (
            <Meta at={message.createdAt}>
              <StatusIcon status="sending" />
            </Meta>
          ) : (
            <div className="mt-1 flex items-center justify-end gap-2 text-xs text-red-700">
              <span>Not sent</span>
              <button
                type="button"
                onClick={() => props.onRetry(message.clientId)}
                className="inline-flex items-center gap-1 underline"
              >
                <RotateCw aria-hidden="true" className="h-3 w-3" /> Retry
              </button>
              <button
                type="button"
                onClick={() => props.onDiscard(message.clientId)}
                aria-label="Remove message"
                className="rounded p-0.5 hover:bg-red-50"
              >
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </div>
          )}
        </Bubble>
      ))}
      {otherTyping && (
        <p className="text-xs italic text-slate-500" data-testid="chat-typing">
          {props.typingLabel}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}

function Bubble({
  own,
  sender,
  testId,
  children,
}: {
  own: boolean;
  sender: ChatSender;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex', own ? 'justify-end' : 'justify-start')} data-testid={testId} data-sender={sender}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm',
          own ? 'rounded-br-sm bg-ink text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-ink-dark',
        )}
      >
        {children}
      </div>
    </div>
  );
}

function Content({
  text,
  attachment,
  onDownload,
}: {
  text: string;
  attachment: ChatAttachment | null;
  onDownload(attachment: ChatAttachment): void;
}) {
  return (
    <>
      <p className="whitespace-pre-wrap break-words" data-testid="chat-text">
        {text}
      </p>
      {attachment && (
        <button
          type="button"
          onClick={() => onDownload(attachment)}
          className="mt-2 flex w-full items-center gap-2 rounded-md bg-black/10 px-2 py-1.5 text-left text-xs hover:bg-black/20"
          data-testid="chat-attachment"
        >
          <Paperclip aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="truncate">{attachment.fileName}</span>
          <span className="ml-auto shrink-0 opacity-75">{formatBytes(attachment.sizeBytes)}</span>
        </button>
      )}
    </>
  );
}

function Meta({ at, children }: { at: string; children?: ReactNode }) {
  return (
    <div className="mt-1 flex items-center justify-end gap-1 text-[11px] opacity-75">
      <time dateTime={at}>{time(at)}</time>
      {children}
    </div>
  );
}
