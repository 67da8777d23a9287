import type { ChatMessage } from '@app/contracts/chat';

/** More than the messages that can be waiting for their announcement at once. */
const MAX_KEPT = 1_000;

/**
 * The messages this instance is storing or has just stored, held until their announcement (the
 * insert trigger's NOTIFY) comes back: its hub then sends them as they are instead of reading each
 * one back from the database, which is most of a message's way to its sockets. The announcement
 * can come before the insert's own answer, so what is held is the storing, under the id the
 * message is given before it is sent. A send that stored nothing new is never announced and is
 * let go at once; the oldest go first past MAX_KEPT.
 */
export class SentMessages {
  private readonly byId = new Map<string, Promise<ChatMessage | undefined>>();

  track(id: string, storing: Promise<{ message: ChatMessage; created: boolean }>): void {
    const stored = storing.then(
      ({ message, created }) => (created ? message : undefined),
      () => undefined,
    );
    this.byId.set(id, stored);
    void stored.then((message) => {
      if (!message && this.byId.get(id) === stored) this.byId.delete(id);
    });
    if (this.byId.size > MAX_KEPT) this.byId.delete(this.byId.keys().next().value!);
  }

  /** The message, once: the announcement it waited for has come. Undefined when it is not ours. */
  async take(id: string): Promise<ChatMessage | undefined> {
    const stored = this.byId.get(id);
    this.byId.delete(id);
    return stored;
  }
}
