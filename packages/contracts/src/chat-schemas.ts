import { chatSenders, chatStatuses, chatTextProblem } from './chat-basics.js';
import { z } from './zod.js';

/** The support chat's shapes on the wire (zod), validated where they enter the server. */

/** A message's text as sent: trimmed, not blank, within the limit (the rule of chatTextProblem). */
export const chatMessageTextSchema = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    const problem = chatTextProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

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
