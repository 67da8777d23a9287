import type { ChatMessage } from '@app/contracts/chat';

/** More than the messages that can be waiting for their announcement at once. */
const MAX_KEPT = 1_000;

/**
 * The messages this instance has just stored, held until their announcement (the insert
 * trigger's NOTIFY, after the commit) comes back: its hub then sends them as they are instead of
 * reading each one back from the database, which is most of a message's way to its sockets.
 * A message whose transaction rolled back is never announced; the oldest go first past MAX_KEPT.
 */
export class SentMessages {
  private readonly byId = new Map<string, ChatMessage>();

  remember(message: ChatMessage): void {
    this.byId.set(message.id, message);
    if (this.byId.size > MAX_KEPT) this.byId.delete(this.byId.keys().next().value!);
  }

  /** The message, once: the announcement it waited for has come. */
  take(id: string): ChatMessage | undefined {
    const message = this.byId.get(id);
    this.byId.delete(id);
    return message;
  }
}
