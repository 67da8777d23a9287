import { activityOfSender, type ChatAttachment, type ChatSender } from '@app/contracts/chat';
import { conversationTopic, TYPING_TTL_MS } from '@app/contracts/realtime';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from '../../lib/toast';
import type { RealtimeClient } from '../../lib/realtime';
import type { ConversationApi } from './chat-api';
import {
  conversationReducer,
  initialConversation,
  latestFromOtherSide,
  type PendingMessage,
} from './conversation-state';
import { newClientId } from './client-id';

export const SEND_FAILED_TOAST = { title: 'Failed to send message', description: 'Please try again later' } as const;

/** "Typing" is repeated this often while typing goes on, and withdrawn after this long a pause. */
const TYPING_REPEAT_MS = 2_500;
const TYPING_PAUSE_MS = 4_000;

interface Options {
  api: ConversationApi;
  side: ChatSender;
  /** Known up front on the team's side; an author's own conversation is learnt from its history. */
  authorId?: string;
  /** Whether the conversation is on screen (then what arrives is read). */
  visible: boolean;
  realtime: RealtimeClient | null;
}

/**
 * One conversation, live: history (reloaded whenever the socket (re)connects, so nothing missed
 * offline stays missing), incoming messages, receipts and typing, and sending with a client id
 * per message so a retry after a failure or a reconnect never stores it twice.
 */
export function useConversation({ api, side, authorId, visible, realtime }: Options) {
  const [state, dispatch] = useReducer(conversationReducer, undefined, () =>
    initialConversation(side, visible, authorId ?? null),
  );
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(() => {
    api.history().then(
      (history) => dispatch({ type: 'history-loaded', history }),
      // The spec: a failed history load is silently ignored.
      () => dispatch({ type: 'history-failed' }),
    );
  }, [api]);

  const deliver = useCallback(
    async (pending: Pick<PendingMessage, 'clientId' | 'content' | 'attachment'>) => {
      try {
        const message = await api.send({
          client_id: pending.clientId,
          activity_type: activityOfSender(side),
          description: pending.content,
          ...(pending.attachment ? { attachment_id: pending.attachment.id } : {}),
        });
        dispatch({ type: 'send-succeeded', clientId: pending.clientId, message });
      } catch {
        dispatch({ type: 'send-failed', clientId: pending.clientId });
        toast.error(SEND_FAILED_TOAST.title, { description: SEND_FAILED_TOAST.description });
      }
    },
    [api, side],
  );

  const retry = useCallback(
    (clientId: string) => {
      const pending = stateRef.current.pending.find((message) => message.clientId === clientId);
      if (!pending || pending.state === 'sending') return Promise.resolve();
      dispatch({ type: 'retrying', clientId });
      return deliver(pending);
    },
    [deliver],
  );

  useEffect(load, [load]);
  useEffect(() => dispatch({ type: 'visibility', visible }), [visible]);

  // Live events of this conversation.
  useEffect(() => {
    if (!realtime) return;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const mine = (id: string) => stateRef.current.authorId === null || stateRef.current.authorId === id;
    const offFrame = realtime.onFrame((frame) => {
      if (frame.type === 'message' && mine(frame.message.authorId))
        dispatch({ type: 'message-received', message: frame.message });
      else if (frame.type === 'receipts' && mine(frame.authorId))
        dispatch({ type: 'receipts-received', receipts: frame.receipts });
      else if (frame.type === 'typing' && mine(frame.authorId)) {
        dispatch({ type: 'typing', sender: frame.sender, typing: frame.typing });
        clearTimeout(typingTimer);
        if (frame.typing)
          typingTimer = setTimeout(
            () => dispatch({ type: 'typing', sender: frame.sender, typing: false }),
            TYPING_TTL_MS,
          );
      } else if (frame.type === 'resync') load();
    });
    const offEvent = realtime.onEvent((event) => {
      if (event.type !== 'connected') return;
      if (event.reconnected) load();
      // Messages that failed while offline go again, under the same client id.
      for (const pending of stateRef.current.pending) if (pending.state === 'failed') void retry(pending.clientId);
    });
    return () => {
      clearTimeout(typingTimer);
      offFrame();
      offEvent();
    };
  }, [realtime, load, retry]);

  useEffect(() => {
    if (!realtime || !state.authorId) return;
    const topic = conversationTopic(state.authorId);
    realtime.subscribe(topic);
    return () => realtime.unsubscribe(topic);
  }, [realtime, state.authorId]);

  // Tell the other side how far its messages got: read when on screen, else delivered.
  const latest = latestFromOtherSide(state);
  const acknowledged = useRef<string | null>(null);
  useEffect(() => {
    if (!latest || !state.authorId || latest.status === 'read') return;
    if (visible) {
      const key = `read:${latest.id}`;
      if (acknowledged.current === key) return;
      acknowledged.current = key;
      api.markRead(latest.id).then(
        (receipts) => dispatch({ type: 'receipts-received', receipts }),
        () => (acknowledged.current = null),
      );
    } else if (
      latest.status === 'sent' &&
      realtime?.send({ type: 'delivered', authorId: state.authorId, upTo: latest.id })
    ) {
      acknowledged.current = `delivered:${latest.id}`;
    }
  }, [api, latest, realtime, state.authorId, visible]);

  const send = useCallback(
    async (content: string, attachment: ChatAttachment | null = null) => {
      const pending = { clientId: newClientId(), content, attachment, createdAt: new Date().toISOString() };
      dispatch({ type: 'queued', pending });
      await deliver(pending);
    },
    [deliver],
  );

  const discard = useCallback((clientId: string) => dispatch({ type: 'discarded', clientId }), []);

  // Outgoing typing: repeated while typing goes on, withdrawn after a pause or on send.
  const typing = useRef<{ sentAt: number; timer?: ReturnType<typeof setTimeout> }>({ sentAt: 0 });
  const stopTyping = useCallback(() => {
    clearTimeout(typing.current.timer);
    if (typing.current.sentAt && stateRef.current.authorId) {
      realtime?.send({ type: 'typing', authorId: stateRef.current.authorId, typing: false });
    }
    typing.current = { sentAt: 0 };
  }, [realtime]);
  const notifyTyping = useCallback(() => {
    const conversation = stateRef.current.authorId;
    if (!realtime || !conversation) return;
    const now = Date.now();
    if (
      now - typing.current.sentAt > TYPING_REPEAT_MS &&
      realtime.send({ type: 'typing', authorId: conversation, typing: true })
    ) {
      typing.current.sentAt = now;
    }
    clearTimeout(typing.current.timer);
    typing.current.timer = setTimeout(stopTyping, TYPING_PAUSE_MS);
  }, [realtime, stopTyping]);
  useEffect(() => stopTyping, [stopTyping]);

  return { state, send, retry, discard, notifyTyping, stopTyping };
}
