/**
 * The chat's words that both its rules (chat.ts) and its wire schemas (chat-schemas.ts) use: kept
 * apart so that neither of those imports the other back.
 */

/** The database's own limit on a message (`length(description) <= 4000`, in characters). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** Length as PostgreSQL counts it (code points), so an emoji is one character on both sides. */
export const chatMessageLength = (text: string): number => [...text].length;

export const MESSAGE_TOO_LONG = `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters long`;

/** Why this text cannot be sent as a message (trimmed: not blank, within the limit), or null. */
export function chatTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Write a message first';
  return chatMessageLength(trimmed) > CHAT_MESSAGE_MAX_LENGTH ? MESSAGE_TOO_LONG : null;
}

export const chatSenders = ['user', 'support'] as const;
export type ChatSender = (typeof chatSenders)[number];

/** sent → delivered (reached the other side's device) → read (the other side has seen it). */
export const chatStatuses = ['sent', 'delivered', 'read'] as const;
export type ChatStatus = (typeof chatStatuses)[number];
