import { randomUUID } from 'node:crypto';
import type { ChatReceipts, ChatSender } from '@app/contracts/chat';
import type { Database } from '../db/connect.js';
import { RateLimitedError } from '../http/errors.js';
import { KeyedRateLimiter } from '../realtime/token-bucket.js';
import { publishChatEvent } from './chat-events.js';
import { advanceReceipts, insertMessage, loadReceipts, type NewChatMessage } from './chat-store.js';
import type { SentMessages } from './sent-messages.js';

/** Messages a person may send at once, then per second: plenty for typing, not for a script. */
const SEND_BURST = 10;
const SEND_PER_SECOND = 1;

/**
 * Sending: one rate limit per person across both sides and every conversation of this instance.
 * The message gets its id here, so `sent` holds it for this instance's sockets (see SentMessages)
 * from before the insert: the trigger's announcement may come back before the insert's answer.
 */
export function createMessageSender(database: Database, sent: SentMessages) {
  const limiter = new KeyedRateLimiter(SEND_BURST, SEND_PER_SECOND);
  return async (userId: string, message: NewChatMessage) => {
    if (!limiter.take(userId)) {
      throw new RateLimitedError(
        'You are sending messages too quickly. Please wait a moment and try again.',
        1 / SEND_PER_SECOND,
      );
    }
    const id = randomUUID();
    const storing = insertMessage(database.db, id, message);
    sent.track(id, storing);
    return storing;
  };
}
export type MessageSender = ReturnType<typeof createMessageSender>;

/** Moves one side's delivered/read marker and tells every instance when it moved. */
export async function markReceipts(
  database: Database,
  authorId: string,
  side: ChatSender,
  kind: 'delivered' | 'read',
  upTo: string,
): Promise<ChatReceipts> {
  const receipts = await advanceReceipts(database.db, authorId, side, kind, upTo);
  if (!receipts) return loadReceipts(database.db, authorId);
  await publishChatEvent(database, { kind: 'receipts', authorId, receipts });
  return receipts;
}
