import { z } from './zod.js';

/**
 * The support chat: an author's conversation with the support team. Messages are stored as
 * author activities (`chat_user` from the author, `chat_support` from the team).
 */

/** The database's own limit on a message (`length(description) <= 4000`, in characters). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
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

/** Length as PostgreSQL counts it (code points), so an emoji is one character on both sides. */
export const chatMessageLength = (text: string): number => [...text].length;

export const MESSAGE_TOO_LONG = `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters long`;

/** A message's text as sent: trimmed, not blank, within the limit. */
export const chatMessageTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a message first')
  .refine((text) => chatMessageLength(text) <= CHAT_MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG);

/** Whether the composer may send this text (the spec: never empty or whitespace only). */
export const canSendChatText = (text: string): boolean => chatMessageTextSchema.safeParse(text).success;

export const chatSenders = ['user', 'support'] as const;
export type ChatSender = (typeof chatSenders)[number];
export type ChatActivityType = 'chat_user' | 'chat_support';

export const senderOfActivity = (type: ChatActivityType): ChatSender => (type === 'chat_user' ? 'user' : 'support');
export const activityOfSender = (sender: ChatSender): ChatActivityType =>
  sender === 'user' ? 'chat_user' : 'chat_support';

/** sent → delivered (reached the other side's device) → read (the other side has seen it). */
export const chatStatuses = ['sent', 'delivered', 'read'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

/** A status only moves forward: a late "delivered" never undoes "read". */
export function advanceStatus(current: ChatStatus, next: ChatStatus): ChatStatus {
  return chatStatuses.indexOf(next) > chatStatuses.indexOf(current) ? next : current;
}

/**
 * How far each side has received and read the conversation: the creation time of the newest
 * message of the other side it has seen (ISO 8601), or null.
 */
export const chatReceiptsSchema = z.object({
  authorDeliveredAt: z.string().nullable(),
  authorReadAt: z.string().nullable(),
  supportDeliveredAt: z.string().nullable(),
  supportReadAt: z.string().nullable(),
});
export type ChatReceipts = z.infer<typeof chatReceiptsSchema>;

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

export const chatAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** The spec's "dashboard chat message", plus who it belongs to and its attachment. */
export const chatMessageSchema = z.object({
  id: z.string(),
  /** The sender's own id for the message, which makes a retried send idempotent. */
  clientId: z.string().nullable(),
  authorId: z.string(),
  content: z.string(),
  sender: z.enum(chatSenders),
  createdAt: z.string(),
  status: z.enum(chatStatuses),
  attachment: chatAttachmentSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

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

// ------------------------------------------------------------------------------------ REST

export const sendChatMessageBodySchema = z.object({
  /** A uuid the sender generates once per message and repeats on every retry. */
  client_id: z.uuid(),
  /** Optional: the endpoint decides the type (an author's own conversation is always chat_user). */
  activity_type: z.enum(['chat_user', 'chat_support']).optional(),
  description: chatMessageTextSchema,
  /** A file uploaded to the conversation's attachments first. */
  attachment_id: z.uuid().optional(),
});
export type SendChatMessageBody = z.input<typeof sendChatMessageBodySchema>;

export const sendChatMessageResponseSchema = z.object({ message: chatMessageSchema });

export const markChatReadBodySchema = z.object({
  /** The newest message of the other side that is on screen. */
  up_to: z.uuid(),
});

export const chatHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** A conversation: newest `limit` messages, oldest first, with the receipts of both sides. */
export const chatHistorySchema = z.object({
  authorId: z.string(),
  messages: z.array(chatMessageSchema),
  receipts: chatReceiptsSchema,
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const staffConversationSchema = z.object({
  authorId: z.string(),
  authorName: z.string().nullable(),
  authorEmail: z.string(),
  lastMessage: z.object({ content: z.string(), sender: z.enum(chatSenders), createdAt: z.string() }),
  /** The author's messages the team has not read yet. */
  unreadCount: z.number(),
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;

export const staffConversationListSchema = z.object({ conversations: z.array(staffConversationSchema) });

export const staffConversationDetailSchema = chatHistorySchema.extend({
  authorName: z.string().nullable(),
  authorEmail: z.string(),
});
export type StaffConversationDetail = z.infer<typeof staffConversationDetailSchema>;

export const chatAttachmentUploadResponseSchema = z.object({ attachment: chatAttachmentSchema });

/** Roles that may answer every author's conversation. */
export const STAFF_ROLES = ['support', 'admin'] as const;
export const isStaff = (roles: readonly string[]): boolean => STAFF_ROLES.some((role) => roles.includes(role));
