import { authorDataTopic, conversationTopic, INBOX_TOPIC, type ServerFrame } from '@app/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_CHANNEL, chatEventSchema, type ChatEvent } from '../chat/chat-events.js';
import { loadMessage } from '../chat/chat-store.js';
import type { Database } from '../db/connect.js';
import type { Unlisten } from '../db/pg-listener.js';
import { AUTHOR_DATA_CHANNEL, authorDataEventSchema } from './author-data-events.js';

/** Whatever can receive frames: a socket connection of this instance. */
export interface Subscriber {
  send(frame: ServerFrame): void;
}

/**
 * The sockets of this server instance and their topics. Every instance listens on the chat and
 * author data channels, so an event published by any instance reaches the subscribers of all of them.
 */
export class RealtimeHub {
  private readonly topics = new Map<string, Set<Subscriber>>();
  private readonly subscribers = new Set<Subscriber>();
  private unlisteners: Unlisten[] = [];

  constructor(
    private readonly database: Database,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisteners.push(
      await this.database.listen(
        CHAT_CHANNEL,
        (payload) => void this.dispatch(payload),
        // The listener was down: whatever happened meanwhile is unknown, so clients reload. One
        // connection carries every channel, so one resume handler covers both.
        () => this.broadcast({ type: 'resync' }),
      ),
      await this.database.listen(AUTHOR_DATA_CHANNEL, (payload) => this.dispatchAuthorData(payload)),
    );
  }

  async stop(): Promise<void> {
    const unlisteners = this.unlisteners.splice(0);
    for (const unlisten of unlisteners) await unlisten();
  }

  add(subscriber: Subscriber): void {
    this.subscribers.add(subscriber);
  }

  remove(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
    for (const [topic, members] of this.topics) {
      members.delete(subscriber);
      if (members.size === 0) this.topics.delete(topic);
    }
  }

  subscribe(subscriber: Subscriber, topic: string): void {
    let members = this.topics.get(topic);
    if (!members) this.topics.set(topic, (members = new Set()));
    members.add(subscriber);
  }

  unsubscribe(subscriber: Subscriber, topic: string): void {
    const members = this.topics.get(topic);
    members?.delete(subscriber);
    if (members?.size === 0) this.topics.delete(topic);
  }

  private async dispatch(payload: string): Promise<void> {
    let event: ChatEvent;
    try {
      event = chatEventSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.logger.warn({ err: error }, 'ignored a malformed chat event');
      return;
    }
    try {
      await this.deliver(event);
    } catch (error) {
      this.logger.error({ err: error, event }, 'failed to deliver a chat event');
    }
  }

  /** Only the sockets following this author's data hear of it: the author's own, and staff's. */
  private dispatchAuthorData(payload: string): void {
    const parsed = authorDataEventSchema.safeParse(safeJson(payload));
    if (!parsed.success) {
      this.logger.warn({ payload }, 'ignored a malformed author data event');
      return;
    }
    const { authorId, resources } = parsed.data;
    this.publish([authorDataTopic(authorId)], { type: 'author-data', authorId, resources });
  }

  private async deliver(event: ChatEvent): Promise<void> {
    const conversation = conversationTopic(event.authorId);
    switch (event.kind) {
      case 'message': {
        // Read once per instance, only when someone here is interested.
        if (!this.topics.has(conversation) && !this.topics.has(INBOX_TOPIC)) return;
        const message = await loadMessage(this.database.db, event.id);
        if (message) this.publish([conversation, INBOX_TOPIC], { type: 'message', message });
        return;
      }
      case 'receipts':
        this.publish([conversation, INBOX_TOPIC], {
          type: 'receipts',
          authorId: event.authorId,
          receipts: event.receipts,
        });
        return;
      case 'typing':
        this.publish([conversation], {
          type: 'typing',
          authorId: event.authorId,
          sender: event.sender,
          typing: event.typing,
        });
        return;
    }
  }

  /** Sends the frame once to every subscriber of any of the topics. */
  private publish(topics: string[], frame: ServerFrame): void {
    const recipients = new Set<Subscriber>();
    for (const topic of topics) for (const subscriber of this.topics.get(topic) ?? []) recipients.add(subscriber);
    for (const subscriber of recipients) subscriber.send(frame);
  }

  private broadcast(frame: ServerFrame): void {
    for (const subscriber of this.subscribers) subscriber.send(frame);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
