import type { ServerFrame } from './realtime-frames.js';

export * from './realtime-names.js';

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
 * A topic: one author's conversation, one author's records (news that staff changed them), the
 * staff inbox (every conversation's news) or staff's production news. An author may follow only
 * their own; staff any.
 */
export const conversationTopic = (authorId: string) => `conversation:${authorId}` as const;
export const authorDataTopic = (authorId: string) => `author-data:${authorId}` as const;

/** The author a per-author topic belongs to; null for the inbox. */
export const authorIdOfTopic = (topic: string): string | null => {
  const match = /^(?:conversation|author-data):(.+)$/.exec(topic);
  return match?.[1] ?? null;
};

// ---------------------------------------------------------------------- server → client

/** Every type of frame the server sends (serverFrameSchema's, checked by a test). */
export const SERVER_FRAME_TYPES = [
  'ready',
  'subscribed',
  'unsubscribed',
  'message',
  'receipts',
  'typing',
  'author-data',
  'production',
  'resync',
  'pong',
  'error',
] as const;

/**
 * A frame from our own server, as the browser takes it: any object of a known type. The browser
 * trusts its server's frames (both sides are typed from serverFrameSchema), as the REST client
 * trusts its answers, and ignores types it does not know (a newer server, an older tab); the
 * validator stays off the dashboard's first download.
 */
export function isServerFrame(value: unknown): value is ServerFrame {
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  return (SERVER_FRAME_TYPES as readonly unknown[]).includes(type);
}

// The frames' zod schemas live in realtime-frames.ts; their types are re-exported here.
export type { ClientFrame, ServerFrame, ServerFrameOf, Topic } from './realtime-frames.js';

/** The server closes a socket that sends nothing for this long; clients ping more often. */
export const REALTIME_IDLE_TIMEOUT_MS = 75_000;
export const REALTIME_PING_INTERVAL_MS = 25_000;
/** Largest frame a client may send. */
export const REALTIME_MAX_FRAME_BYTES = 16 * 1024;
/** How long a "typing" indicator lasts without a refresh. */
export const TYPING_TTL_MS = 5_000;
