import { z } from './zod.js';
import { chatMessageSchema, chatReceiptsSchema, chatSenders } from './chat.js';

/**
 * The realtime socket (`/api/realtime`): every frame is one JSON object with a `type`.
 *
 * The browser authenticates with its access token as a WebSocket subprotocol
 * (`[REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX + token]`); other clients may send an
 * `Authorization: Bearer` header. The server closes the socket when the token expires
 * (code `CLOSE_TOKEN_EXPIRED`) or the account's rights change (`CLOSE_ACCESS_CHANGED`): the client
 * reconnects at once with a fresh token. When the session ends (sign-out, ban, password change on
 * another device, a replayed refresh token) it closes with `CLOSE_SIGNED_OUT`: the client stops.
 */
export const REALTIME_PATH = '/api/realtime';
export const REALTIME_PROTOCOL = 'quillbridge.realtime.v1';
export const REALTIME_TOKEN_PREFIX = 'access_token.';

/** Close codes the client acts on (4000–4999 are the application's own). */
export const CLOSE_TOKEN_EXPIRED = 4001;
export const CLOSE_ACCESS_CHANGED = 4002;
export const CLOSE_SIGNED_OUT = 4003;
export const CLOSE_POLICY = 1008;
/** The server is shutting down: the client reconnects (to another instance, or this one restarted). */
export const CLOSE_GOING_AWAY = 1001;

/**
 * A topic: one author's conversation, one author's records (news that staff changed them), or the
 * staff inbox (every conversation's news). An author may follow only their own; staff any.
 */
export const conversationTopic = (authorId: string) => `conversation:${authorId}` as const;
export const authorDataTopic = (authorId: string) => `author-data:${authorId}` as const;
export const INBOX_TOPIC = 'inbox';
const topicSchema = z.union([z.literal(INBOX_TOPIC), z.string().regex(/^(conversation|author-data):[0-9a-f-]{36}$/i)]);
export type Topic = z.infer<typeof topicSchema>;

/** The author a per-author topic belongs to; null for the inbox. */
export const authorIdOfTopic = (topic: string): string | null => {
  const match = /^(?:conversation|author-data):(.+)$/.exec(topic);
  return match?.[1] ?? null;
};

/** The parts of an author's records that staff can change, as the dashboard shows them. */
export const AUTHOR_DATA_RESOURCES = [
  'profile',
  'invoices',
  'installments',
  'projects',
  'agreements',
  'books',
] as const;
export type AuthorDataResource = (typeof AUTHOR_DATA_RESOURCES)[number];

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

export const realtimeErrorCodes = [
  'bad_frame',
  'forbidden',
  'rate_limited',
  'token_expired',
  'not_found',
  'server_error',
] as const;

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

/** The server closes a socket that sends nothing for this long; clients ping more often. */
export const REALTIME_IDLE_TIMEOUT_MS = 75_000;
export const REALTIME_PING_INTERVAL_MS = 25_000;
/** Largest frame a client may send. */
export const REALTIME_MAX_FRAME_BYTES = 16 * 1024;
/** How long a "typing" indicator lasts without a refresh. */
export const TYPING_TTL_MS = 5_000;
