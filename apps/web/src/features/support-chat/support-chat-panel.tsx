import { siteConfig } from '@app/contracts/site-config';
import type { ChatAttachment } from '@app/contracts/chat';
import { Info, Maximize2, Minus, ShieldAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { RealtimeState } from '../../lib/realtime';
import type { ConversationApi } from './chat-api';
import { Composer } from './components/composer';
import { MessageList } from './components/message-list';
import type { useConversation } from './use-conversation';

interface SupportChatPanelProps {
  conversation: ReturnType<typeof useConversation>;
  api: ConversationApi;
  connection: RealtimeState;
  minimized: boolean;
  /** Decision 27: warn while the author has no verified second factor. */
  showTwoFactorWarning: boolean;
  onMinimize(): void;
  onRestore(): void;
  onClose(): void;
  onDownload(attachment: ChatAttachment): void;
}

const connectionLabel: Record<RealtimeState, string> = {
  open: 'Online',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  closed: 'Offline',
};

/** The author's support chat window in the dashboard. */
export function SupportChatPanel(props: SupportChatPanelProps) {
  const { conversation, api, minimized } = props;
  const { state } = conversation;
  const panel = useRef<HTMLElement>(null);
  // Opening moves the keyboard into the panel: to the message field when there is one.
  useEffect(() => {
    (panel.current?.querySelector('textarea') ?? panel.current)?.focus();
  }, []);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) props.onClose();
      }}
      aria-label="Support chat"
      className="fixed bottom-5 right-5 z-40 flex w-[min(24rem,calc(100vw-2.5rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-paper shadow-2xl print:hidden"
      style={minimized ? undefined : { height: 'min(36rem, calc(100vh - 2.5rem))' }}
    >
      <header className="flex items-center gap-2 bg-ink px-4 py-3 text-white">
        <div className="flex-1">
          <h2 className="text-base font-semibold">Support chat</h2>
          <p className="flex items-center gap-1.5 text-xs text-white/80">
            <span
              aria-hidden="true"
              className={`h-2 w-2 rounded-full ${props.connection === 'open' ? 'bg-emerald-400' : 'bg-amber-400'}`}
            />
            {connectionLabel[props.connection]}
          </p>
        </div>
        <a
          href={siteConfig.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md bg-emerald-700 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-emerald-800"
        >
          Connect on WhatsApp
        </a>
        {minimized ? (
          <button
            type="button"
            onClick={props.onRestore}
            aria-label="Restore chat"
            className="rounded-md p-1.5 hover:bg-white/15"
          >
            <Maximize2 aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : (
          <button
            type="button"
            onClick={props.onMinimize}
            aria-label="Minimise chat"
            className="rounded-md p-1.5 hover:bg-white/15"
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
        <button
          type="button"
          onClick={props.onClose}
          aria-label="Close chat"
          className="rounded-md p-1.5 hover:bg-white/15"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </header>
      {!minimized && (
        <>
          <div className="space-y-2 border-b border-slate-200 bg-white px-4 py-2 text-xs">
            <p className="flex items-start gap-2 text-slate-600">
              <Info aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
              We usually reply in under 5 minutes during business hours ({siteConfig.businessHours}).
            </p>
            {props.showTwoFactorWarning && (
              <p role="note" className="flex items-start gap-2 rounded-md bg-amber-50 px-2 py-1.5 text-amber-900">
                <ShieldAlert aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                <span>
                  Two-factor authentication is off. Turn it on in{' '}
                  <Link to="/dashboard/security" className="font-semibold underline">
                    Security Settings
                  </Link>{' '}
                  to keep your account and conversations safe.
                </span>
              </p>
            )}
          </div>
          <MessageList
            side="user"
            messages={state.messages}
            pending={state.pending}
            loading={state.loading}
            otherTyping={state.otherTyping}
            typingLabel="Support is typing…"
            empty={
              <>
                <p className="font-semibold text-ink-dark">How can we help?</p>
                <p className="mt-1">Ask us anything about your book, your services or your account.</p>
              </>
            }
            onDownload={props.onDownload}
            onRetry={(clientId) => void conversation.retry(clientId)}
            onDiscard={conversation.discard}
          />
          <Composer
            label="Message to support"
            placeholder="Type your message…"
            onSend={conversation.send}
            onUpload={api.upload}
            onTyping={conversation.notifyTyping}
            onStopTyping={conversation.stopTyping}
          />
        </>
      )}
    </section>
  );
}
