import { chatStatuses, chatTextProblem, type ChatSender, type ChatStatus } from './chat-basics.js';
import type { ChatMessage, ChatReceipts } from './chat-schemas.js';

export * from './chat-basics.js';

/**
 * The support chat: an author's conversation with the support team. Messages are stored as
 * author activities (`chat_user` from the author, `chat_support` from the team).
 */

/** Largest chat attachment. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Common document and image types an attachment may have. */
export const CHAT_ATTACHMENT_TYPES = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.ms-excel': '.xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/rtf': '.rtf',
  'text/plain': '.txt',
  'text/csv': '.csv',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
} as const satisfies Record<string, string>;
export type ChatAttachmentType = keyof typeof CHAT_ATTACHMENT_TYPES;

export const isChatAttachmentType = (type: string): type is ChatAttachmentType =>
  Object.hasOwn(CHAT_ATTACHMENT_TYPES, type);

/** Whether the composer may send this text (the spec: never empty or whitespace only). */
export const canSendChatText = (text: string): boolean => chatTextProblem(text) === null;

// The wire shapes (zod schemas) live in chat-schemas.ts; their types are re-exported here.
export type {
  ChatAttachment,
  ChatHistory,
  ChatMessage,
  ChatReceipts,
  SendChatMessageBody,
  StaffConversation,
  StaffConversationDetail,
} from './chat-schemas.js';
export type ChatActivityType = 'chat_user' | 'chat_support';

export const senderOfActivity = (type: ChatActivityType): ChatSender => (type === 'chat_user' ? 'user' : 'support');
export const activityOfSender = (sender: ChatSender): ChatActivityType =>
  sender === 'user' ? 'chat_user' : 'chat_support';

/** A status only moves forward: a late "delivered" never undoes "read". */
export function advanceStatus(current: ChatStatus, next: ChatStatus): ChatStatus {
  return chatStatuses.indexOf(next) > chatStatuses.indexOf(current) ? next : current;
}

export const NO_RECEIPTS: ChatReceipts = {
  authorDeliveredAt: null,
  authorReadAt: null,
  supportDeliveredAt: null,
  supportReadAt: null,
};

/** The status of a message, from the receipts of the side that did not send it. */
export function statusFromReceipts(
  message: { sender: ChatSender; createdAt: string },
  receipts: ChatReceipts,
): ChatStatus {
  const [readAt, deliveredAt] =
    message.sender === 'user'
      ? [receipts.supportReadAt, receipts.supportDeliveredAt]
      : [receipts.authorReadAt, receipts.authorDeliveredAt];
  const at = Date.parse(message.createdAt);
  if (readAt && Date.parse(readAt) >= at) return 'read';
  if (deliveredAt && Date.parse(deliveredAt) >= at) return 'delivered';
  return 'sent';
}

/** Oldest first, without duplicates: a message seen twice (live and in history) keeps its newest copy. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...current, ...incoming]) {
    const previous = byId.get(message.id);
    byId.set(message.id, previous ? { ...message, status: advanceStatus(previous.status, message.status) } : message);
  }
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id),
  );
}

/** Applies fresh receipts to every message (statuses only move forward). */
export const applyReceipts = (messages: readonly ChatMessage[], receipts: ChatReceipts): ChatMessage[] =>
  messages.map((message) => {
    const status = advanceStatus(message.status, statusFromReceipts(message, receipts));
    return status === message.status ? message : { ...message, status };
  });

/** Roles that may answer every author's conversation. */
export const STAFF_ROLES = ['support', 'admin'] as const;
export const isStaff = (roles: readonly string[]): boolean => STAFF_ROLES.some((role) => roles.includes(role));
