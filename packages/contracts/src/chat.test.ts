import { describe, expect, it } from 'vitest';
import {
  advanceStatus,
  applyReceipts,
  canSendChatText,
  CHAT_MESSAGE_MAX_LENGTH,
  isChatAttachmentType,
  MESSAGE_TOO_LONG,
  isStaff,
  mergeMessages,
  NO_RECEIPTS,
  statusFromReceipts,
  type ChatMessage,
} from './chat.js';
import { chatMessageTextSchema } from './chat-schemas.js';

const message = (id: string, createdAt: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  clientId: null,
  authorId: 'a',
  content: id,
  sender: 'user',
  createdAt,
  status: 'sent',
  attachment: null,
  ...overrides,
});

describe('message status', () => {
  it('only moves forward: sent → delivered → read', () => {
    expect(advanceStatus('sent', 'delivered')).toBe('delivered');
    expect(advanceStatus('delivered', 'read')).toBe('read');
    expect(advanceStatus('sent', 'read')).toBe('read');
    expect(advanceStatus('read', 'delivered')).toBe('read');
    expect(advanceStatus('delivered', 'sent')).toBe('delivered');
  });

  it('comes from the receipts of the side that did not send the message', () => {
    const at = '2025-01-01T10:00:00.000Z';
    const user = { sender: 'user' as const, createdAt: at };
    const support = { sender: 'support' as const, createdAt: at };
    expect(statusFromReceipts(user, NO_RECEIPTS)).toBe('sent');
    expect(statusFromReceipts(user, { ...NO_RECEIPTS, supportDeliveredAt: at })).toBe('delivered');
    expect(statusFromReceipts(user, { ...NO_RECEIPTS, supportDeliveredAt: at, supportReadAt: at })).toBe('read');
    // The author's own receipts say nothing about the author's messages.
    expect(statusFromReceipts(user, { ...NO_RECEIPTS, authorReadAt: at })).toBe('sent');
    expect(statusFromReceipts(support, { ...NO_RECEIPTS, authorReadAt: at })).toBe('read');
    // A receipt for an older message does not cover a newer one.
    expect(statusFromReceipts(user, { ...NO_RECEIPTS, supportReadAt: '2025-01-01T09:59:59.999Z' })).toBe('sent');
  });

  it('applies receipts without ever moving a status back', () => {
    const messages = [message('1', '2025-01-01T10:00:00Z', { status: 'read' }), message('2', '2025-01-01T10:01:00Z')];
    const updated = applyReceipts(messages, { ...NO_RECEIPTS, supportDeliveredAt: '2025-01-01T10:01:00Z' });
    expect(updated.map((m) => m.status)).toEqual(['read', 'delivered']);
    expect(updated[0]).toBe(messages[0]);
  });
});

describe('mergeMessages', () => {
  it('keeps one copy per id, oldest first, with the furthest status', () => {
    const history = [message('b', '2025-01-01T10:01:00Z', { status: 'read' }), message('a', '2025-01-01T10:00:00Z')];
    const live = [message('b', '2025-01-01T10:01:00Z', { status: 'sent' }), message('c', '2025-01-01T10:02:00Z')];
    const merged = mergeMessages(history, live);
    expect(merged.map((m) => [m.id, m.status])).toEqual([
      ['a', 'sent'],
      ['b', 'read'],
      ['c', 'sent'],
    ]);
  });
});

describe('message text', () => {
  it('is trimmed and never blank', () => {
    expect(chatMessageTextSchema.parse('  hello \n')).toBe('hello');
    expect(canSendChatText('   ')).toBe(false);
    expect(canSendChatText('\n\n')).toBe(false);
    expect(canSendChatText('a\nb')).toBe(true);
  });

  it('is limited to 4000 characters, an emoji counting as one', () => {
    expect(canSendChatText('x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBe(true);
    expect(canSendChatText('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe(false);
    expect(canSendChatText('📚'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBe(true);
  });

  it('is refused by the server with the rule the composer applies', () => {
    const refusal = (text: string) => chatMessageTextSchema.safeParse(text).error?.issues.map((i) => i.message);
    expect(refusal(' \n ')).toEqual(['Write a message first']);
    expect(refusal('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toEqual([MESSAGE_TOO_LONG]);
    expect(refusal('x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBeUndefined();
  });
});

describe('roles and attachments', () => {
  it('treats support and admin as the team', () => {
    expect(isStaff(['support'])).toBe(true);
    expect(isStaff(['admin', 'x'])).toBe(true);
    expect(isStaff([])).toBe(false);
    expect(isStaff(['editor'])).toBe(false);
  });

  it('accepts common document and image types only', () => {
    expect(isChatAttachmentType('application/pdf')).toBe(true);
    expect(isChatAttachmentType('image/png')).toBe(true);
    expect(isChatAttachmentType('text/html')).toBe(false);
    expect(isChatAttachmentType('toString')).toBe(false);
  });
});
