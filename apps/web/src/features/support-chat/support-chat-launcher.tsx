import { MessageCircle } from 'lucide-react';
import type { Ref } from 'react';

/** The floating button that opens the support chat, flagged when a reply is waiting. */
export function SupportChatLauncher({
  unread,
  onOpen,
  ref,
}: {
  unread: boolean;
  onOpen(): void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onOpen}
      aria-label={unread ? 'Open support chat (new message)' : 'Open support chat'}
      className="fixed bottom-5 right-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-ink text-white shadow-lg hover:bg-ink-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink print:hidden"
    >
      <MessageCircle aria-hidden="true" className="h-6 w-6" />
      {unread && (
        <span
          data-testid="chat-unread"
          className="absolute right-0 top-0 h-3.5 w-3.5 rounded-full border-2 border-white bg-red-600"
        />
      )}
    </button>
  );
}
