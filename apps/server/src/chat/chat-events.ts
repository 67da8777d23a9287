import { chatSenders } from '@app/contracts/chat';
import { chatReceiptsSchema } from '@app/contracts/chat-schemas';
import { z } from 'zod';
import type { Database } from '../db/connect.js';

/**
 * What one server instance tells every instance (itself included) through PostgreSQL NOTIFY.
 * New messages are announced by the database trigger of migration 0006 (whoever inserts them);
 * receipts and typing are announced by the instance that received them.
 */
export const CHAT_CHANNEL = 'chat_events';

export const chatEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), id: z.string(), authorId: z.string() }),
  z.object({ kind: z.literal('receipts'), authorId: z.string(), receipts: chatReceiptsSchema }),
  z.object({ kind: z.literal('typing'), authorId: z.string(), sender: z.enum(chatSenders), typing: z.boolean() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

export const publishChatEvent = (database: Database, event: Exclude<ChatEvent, { kind: 'message' }>) =>
  database.notify(CHAT_CHANNEL, JSON.stringify(event));
