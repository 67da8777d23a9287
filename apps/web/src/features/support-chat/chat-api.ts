import type {
  ChatAttachment,
  ChatHistory,
  ChatMessage,
  ChatReceipts,
  SendChatMessageBody,
  StaffConversation,
  StaffConversationDetail,
} from '@app/contracts/chat';
import { apiFetch } from '../../lib/api-client';

/** One conversation's HTTP calls, as the author or as the team sees it. */
export interface ConversationApi {
  history(): Promise<ChatHistory>;
  send(body: SendChatMessageBody): Promise<ChatMessage>;
  markRead(upTo: string): Promise<ChatReceipts>;
  upload(file: File): Promise<ChatAttachment>;
  /** Where this side downloads an attachment (with its access token). */
  downloadPath(attachment: ChatAttachment): string;
}

const uploadForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const authorConversationApi: ConversationApi = {
  history: () => apiFetch<ChatHistory>('/api/me/chat/messages'),
  send: async (body) =>
    (await apiFetch<{ message: ChatMessage }>('/api/me/chat/messages', { method: 'POST', body })).message,
  markRead: (upTo) => apiFetch<ChatReceipts>('/api/me/chat/read', { method: 'POST', body: { up_to: upTo } }),
  upload: async (file) =>
    (
      await apiFetch<{ attachment: ChatAttachment }>('/api/me/chat/attachments', {
        method: 'POST',
        body: uploadForm(file),
      })
    ).attachment,
  downloadPath: (attachment) => `/api/me/files/${attachment.id}`,
};

export function staffConversationApi(
  authorId: string,
): ConversationApi & { history(): Promise<StaffConversationDetail> } {
  const base = `/api/staff/conversations/${authorId}`;
  return {
    history: () => apiFetch<StaffConversationDetail>(`${base}/messages`),
    send: async (body) =>
      (await apiFetch<{ message: ChatMessage }>(`${base}/messages`, { method: 'POST', body })).message,
    markRead: (upTo) => apiFetch<ChatReceipts>(`${base}/read`, { method: 'POST', body: { up_to: upTo } }),
    upload: async (file) =>
      (
        await apiFetch<{ attachment: ChatAttachment }>(`${base}/attachments`, {
          method: 'POST',
          body: uploadForm(file),
        })
      ).attachment,
    downloadPath: (attachment) => `${base}/attachments/${attachment.id}`,
  };
}

export const fetchStaffConversations = async (): Promise<StaffConversation[]> =>
  (await apiFetch<{ conversations: StaffConversation[] }>('/api/staff/conversations')).conversations;
