import { MessageCircle } from '../../components/icons/site-icons';
import { toast } from '../../lib/toast';

export const CHAT_COMING_SOON = 'Chat coming soon!';

/** The public chat is not offered yet: the button only says so. */
export function ChatButton() {
  return (
    <button
      type="button"
      onClick={() => toast.info(CHAT_COMING_SOON)}
      className="fixed right-5 bottom-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-ink text-white shadow-lg hover:bg-ink-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
    >
      <MessageCircle aria-hidden="true" className="h-7 w-7" />
      <span className="sr-only">Chat with us</span>
    </button>
  );
}
