import {
  applyReceipts,
  mergeMessages,
  NO_RECEIPTS,
  type ChatAttachment,
  type ChatHistory,
  type ChatMessage,
  type ChatReceipts,
  type ChatSender,
} from '@app/contracts/chat';

/**
 * A message written here that the server has not confirmed yet. It keeps its client id for every
 * retry, so the server stores it once however many times it is sent.
 */
export interface PendingMessage {
  clientId: string;
  content: string;
  attachment: ChatAttachment | null;
  createdAt: string;
  /** `sending`: a request is under way; `failed`: the last one failed (retried on reconnect). */
  state: 'sending' | 'failed';
}

export interface ConversationState {
  /** Which side this screen speaks for: the author (`user`) or the team (`support`). */
  side: ChatSender;
  authorId: string | null;
  messages: ChatMessage[];
  pending: PendingMessage[];
  receipts: ChatReceipts;
  /** True until the first history answer (or failure). */
  loading: boolean;
  /** Whether the conversation is on screen (the panel is open and not minimised). */
  visible: boolean;
  /** A message of the other side arrived while it was not on screen. */
  unread: boolean;
  otherTyping: boolean;
}

export type ConversationAction =
  | { type: 'history-loaded'; history: ChatHistory }
  | { type: 'history-failed' }
  | { type: 'message-received'; message: ChatMessage }
  | { type: 'receipts-received'; receipts: ChatReceipts }
  | { type: 'typing'; sender: ChatSender; typing: boolean }
  | { type: 'queued'; pending: Omit<PendingMessage, 'state'> }
  | { type: 'retrying'; clientId: string }
  | { type: 'send-succeeded'; clientId: string; message: ChatMessage }
  | { type: 'send-failed'; clientId: string }
  | { type: 'discarded'; clientId: string }
  | { type: 'visibility'; visible: boolean };

/** `authorId` is known up front on the team's side (the conversation opened); an author learns theirs. */
export const initialConversation = (
  side: ChatSender,
  visible: boolean,
  authorId: string | null = null,
): ConversationState => ({
  side,
  authorId,
  messages: [],
  pending: [],
  receipts: NO_RECEIPTS,
  loading: true,
  visible,
  unread: false,
  otherTyping: false,
});

const otherSideOf = (side: ChatSender): ChatSender => (side === 'user' ? 'support' : 'user');

/** The newest message of the other side, which "delivered" and "read" receipts point at. */
export function latestFromOtherSide(state: ConversationState): ChatMessage | undefined {
  const other = otherSideOf(state.side);
  return state.messages.findLast((message) => message.sender === other);
}

/** Whether the other side's newest message has not been read here yet. */
export function hasUnreadFromOtherSide(state: Pick<ConversationState, 'side' | 'messages'>): boolean {
  const other = otherSideOf(state.side);
  return state.messages.some((message) => message.sender === other && message.status !== 'read');
}

/** Confirmed messages drop their pending copy: a message is never shown twice. */
function withMessages(state: ConversationState, incoming: ChatMessage[]): ConversationState {
  const messages = applyReceipts(mergeMessages(state.messages, incoming), state.receipts);
  const confirmed = new Set(incoming.map((message) => message.clientId).filter(Boolean));
  const pending = state.pending.filter((message) => !confirmed.has(message.clientId));
  return { ...state, messages, pending };
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'history-loaded': {
      const next = withMessages(
        { ...state, authorId: action.history.authorId, receipts: action.history.receipts, loading: false },
        action.history.messages,
      );
      return { ...next, unread: !state.visible && hasUnreadFromOtherSide(next) };
    }
    case 'history-failed':
      return { ...state, loading: false };
    case 'message-received': {
      if (state.authorId && action.message.authorId !== state.authorId) return state;
      const next = withMessages(state, [action.message]);
      const fromOtherSide = action.message.sender !== state.side;
      return {
        ...next,
        unread: next.unread || (fromOtherSide && !state.visible),
        // A message ends the other side's typing.
        otherTyping: fromOtherSide ? false : state.otherTyping,
      };
    }
    case 'receipts-received':
      return { ...state, receipts: action.receipts, messages: applyReceipts(state.messages, action.receipts) };
    case 'typing':
      return action.sender === state.side ? state : { ...state, otherTyping: action.typing };
    case 'queued':
      return { ...state, pending: [...state.pending, { ...action.pending, state: 'sending' }] };
    case 'retrying':
      return updatePending(state, action.clientId, 'sending');
    case 'send-failed':
      return updatePending(state, action.clientId, 'failed');
    case 'send-succeeded':
      return withMessages(state, [action.message]);
    case 'discarded':
      return { ...state, pending: state.pending.filter((message) => message.clientId !== action.clientId) };
    case 'visibility':
      return { ...state, visible: action.visible, unread: action.visible ? false : state.unread };
  }
}

function updatePending(state: ConversationState, clientId: string, to: PendingMessage['state']): ConversationState {
  return {
    ...state,
    pending: state.pending.map((message) => (message.clientId === clientId ? { ...message, state: to } : message)),
  };
}
