import { chatMessageSchema, chatReceiptsSchema } from './chat-schemas.js';
import { chatSenders } from './chat.js';
import { AUTHOR_DATA_RESOURCES, INBOX_TOPIC, PRODUCTION_TOPIC, realtimeErrorCodes } from './realtime-names.js';
import { z } from './zod.js';

/** The realtime socket's frames (zod): the server validates what clients send with them. */

const topicSchema = z.union([
  z.literal(INBOX_TOPIC),
  z.literal(PRODUCTION_TOPIC),
  z.string().regex(/^(conversation|author-data):[0-9a-f-]{36}$/i),
]);
export type Topic = z.infer<typeof topicSchema>;

// ---------------------------------------------------------------------- client → server

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  /** The sender is typing (true) or stopped (false) in a conversation. */
  z.object({ type: z.literal('typing'), authorId: z.uuid(), typing: z.boolean() }),
  /** Messages of the other side up to this one reached this device. */
  z.object({ type: z.literal('delivered'), authorId: z.uuid(), upTo: z.uuid() }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

// ---------------------------------------------------------------------- server → client

export const serverFrameSchema = z.discriminatedUnion('type', [
  /**
   * The socket is authenticated. `authorId` is the caller's own conversation (null for the support
   * team, who answer others'); `expiresAt` is the token's expiry (epoch seconds).
   */
  z.object({
    type: z.literal('ready'),
    userId: z.string(),
    authorId: z.string().nullable(),
    staff: z.boolean(),
    expiresAt: z.number(),
  }),
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('receipts'), authorId: z.string(), receipts: chatReceiptsSchema }),
  z.object({ type: z.literal('typing'), authorId: z.string(), sender: z.enum(chatSenders), typing: z.boolean() }),
  /** Staff changed these parts of the author's records: reload them (the frame carries no data). */
  z.object({
    type: z.literal('author-data'),
    authorId: z.string(),
    resources: z.array(z.enum(AUTHOR_DATA_RESOURCES)).min(1),
  }),
  /** An author acted on this production project: staff reload its queues and pages (no data). */
  z.object({ type: z.literal('production'), projectId: z.string() }),
  /** Events may have been missed (the server lost its database listener): reload what is shown. */
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('error'),
    code: z.enum(realtimeErrorCodes),
    message: z.string(),
    /** The frame type that was refused, when there was one. */
    frame: z.string().optional(),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
export type ServerFrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;
