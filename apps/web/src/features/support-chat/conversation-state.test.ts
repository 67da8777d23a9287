import { NO_RECEIPTS, type ChatMessage } from '@app/contracts/chat';
import { describe, expect, it } from 'vitest';
import {
  conversationReducer,
  initialConversation,
  latestFromOtherSide,
  type ConversationState,
} from './conversation-state';

const AUTHOR = 'a0000000-0000-4000-8000-00000000000a';

const message = (
  id: string,
  sender: ChatMessage['sender'],
  at: string,
  overrides: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  clientId: null,
  authorId: AUTHOR,
  content: id,
  sender,
  createdAt: at,
  status: 'sent',
  attachment: null,
  ...overrides,
});

const loaded = (state: ConversationState, messages: ChatMessage[] = []) =>
  conversationReducer(state, {
    type: 'history-loaded',
    history: { authorId: AUTHOR, messages, receipts: NO_RECEIPTS },
  });

describe('unread flag (the author panel)', () => {
  it('is set by a support message only while the panel is not on screen', () => {
    const closed = loaded(initialConversation('user', false));
    const open = loaded(initialConversation('user', true));
    const support = message('s1', 'support', '2025-01-01T10:00:00Z');
    expect(conversationReducer(closed, { type: 'message-received', message: support }).unread).toBe(true);
    expect(conversationReducer(open, { type: 'message-received', message: support }).unread).toBe(false);
  });

  it('is not set by the author’s own message', () => {
    const closed = loaded(initialConversation('user', false));
    const own = message('u1', 'user', '2025-01-01T10:00:00Z');
    expect(conversationReducer(closed, { type: 'message-received', message: own }).unread).toBe(false);
  });

  it('is set on load when a support reply has not been read, and cleared when the panel opens', () => {
    const state = loaded(initialConversation('user', false), [message('s1', 'support', '2025-01-01T10:00:00Z')]);
    expect(state.unread).toBe(true);
    expect(conversationReducer(state, { type: 'visibility', visible: true }).unread).toBe(false);
    const read = loaded(initialConversation('user', false), [
      message('s1', 'support', '2025-01-01T10:00:00Z', { status: 'read' }),
    ]);
    expect(read.unread).toBe(false);
  });
});

describe('no message shown twice', () => {
  it('replaces the pending copy when the live event arrives before the send answer', () => {
    let state = loaded(initialConversation('user', true));
    state = conversationReducer(state, {
      type: 'queued',
      pending: { clientId: 'c1', content: 'Hi', attachment: null, createdAt: '2025-01-01T10:00:00Z' },
    });
    const stored = message('m1', 'user', '2025-01-01T10:00:00.100Z', { clientId: 'c1', content: 'Hi' });
    state = conversationReducer(state, { type: 'message-received', message: stored });
    state = conversationReducer(state, { type: 'send-succeeded', clientId: 'c1', message: stored });
    expect(state.pending).toEqual([]);
    expect(state.messages.map((m) => m.id)).toEqual(['m1']);
  });

  it('merges a reloaded history with live messages, oldest first', () => {
    let state = loaded(initialConversation('user', true), [message('m1', 'user', '2025-01-01T10:00:00Z')]);
    state = conversationReducer(state, {
      type: 'message-received',
      message: message('m3', 'support', '2025-01-01T10:02:00Z'),
    });
    state = loaded(state, [
      message('m1', 'user', '2025-01-01T10:00:00Z'),
      message('m2', 'support', '2025-01-01T10:01:00Z'),
    ]);
    expect(state.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('keeps a failed message, marked, until it is retried or discarded', () => {
    let state = conversationReducer(loaded(initialConversation('user', true)), {
      type: 'queued',
      pending: { clientId: 'c1', content: 'Hi', attachment: null, createdAt: '2025-01-01T10:00:00Z' },
    });
    state = conversationReducer(state, { type: 'send-failed', clientId: 'c1' });
    expect(state.pending.map((p) => p.state)).toEqual(['failed']);
    expect(conversationReducer(state, { type: 'retrying', clientId: 'c1' }).pending[0]?.state).toBe('sending');
    expect(conversationReducer(state, { type: 'discarded', clientId: 'c1' }).pending).toEqual([]);
  });
});

describe('live events', () => {
  it('ignores another conversation’s messages', () => {
    const state = loaded(initialConversation('user', false));
    const other = message('x', 'support', '2025-01-01T10:00:00Z', { authorId: 'b0000000-0000-4000-8000-00000000000b' });
    const next = conversationReducer(state, { type: 'message-received', message: other });
    expect(next.messages).toEqual([]);
    expect(next.unread).toBe(false);
  });

  it('moves statuses forward with receipts', () => {
    let state = loaded(initialConversation('user', true), [message('m1', 'user', '2025-01-01T10:00:00Z')]);
    state = conversationReducer(state, {
      type: 'receipts-received',
      receipts: { ...NO_RECEIPTS, supportDeliveredAt: '2025-01-01T10:00:00Z' },
    });
    expect(state.messages[0]?.status).toBe('delivered');
    state = conversationReducer(state, {
      type: 'receipts-received',
      receipts: { ...NO_RECEIPTS, supportDeliveredAt: '2025-01-01T10:00:00Z', supportReadAt: '2025-01-01T10:00:00Z' },
    });
    expect(state.messages[0]?.status).toBe('read');
  });

  it('shows the other side typing, never one’s own, and a message ends it', () => {
    let state = loaded(initialConversation('support', true, AUTHOR));
    expect(conversationReducer(state, { type: 'typing', sender: 'support', typing: true }).otherTyping).toBe(false);
    state = conversationReducer(state, { type: 'typing', sender: 'user', typing: true });
    expect(state.otherTyping).toBe(true);
    state = conversationReducer(state, {
      type: 'message-received',
      message: message('u1', 'user', '2025-01-01T10:00:00Z'),
    });
    expect(state.otherTyping).toBe(false);
  });

  it('points receipts at the newest message of the other side', () => {
    const state = loaded(initialConversation('support', true, AUTHOR), [
      message('u1', 'user', '2025-01-01T10:00:00Z'),
      message('u2', 'user', '2025-01-01T10:01:00Z'),
      message('s1', 'support', '2025-01-01T10:02:00Z'),
    ]);
    expect(latestFromOtherSide(state)?.id).toBe('u2');
  });
});
