import {
  authorDataTopic,
  CLOSE_ACCESS_CHANGED,
  CLOSE_SIGNED_OUT,
  conversationTopic,
  INBOX_TOPIC,
  PRODUCTION_TOPIC,
  type ServerFrame,
} from '@app/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestUser, UserStillActive } from '../auth/request-user.js';
import { CHAT_CHANNEL, chatEventSchema, type ChatEvent } from '../chat/chat-events.js';
import { loadMessage } from '../chat/chat-store.js';
import type { SentMessages } from '../chat/sent-messages.js';
import type { Database } from '../db/connect.js';
import type { Unlisten } from '../db/pg-listener.js';
import { ACCESS_CHANNEL, accessEventSchema } from '../auth/access-events.js';
import { AUTHOR_DATA_CHANNEL, authorDataEventSchema } from './author-data-events.js';
import { PRESENCE_FLUSH_MS, PRESENCE_HEARTBEAT_MS, touchPresence } from './presence.js';
import { PRODUCTION_CHANNEL, productionEventSchema } from './production-events.js';

/** Whatever can receive frames: a socket connection of this instance. */
export interface Subscriber {
  /**
   * A frame already encoded (encodeFrame): the hub encodes each frame once, however many sockets
   * hear it, and every socket sends the same bytes.
   */
  sendEncoded(frame: EncodedFrame): void;
}

/** A server frame as the UTF-8 bytes of its JSON, never modified once made. */
export type EncodedFrame = Buffer & { readonly __encodedFrame: true };

export const encodeFrame = (frame: ServerFrame) => Buffer.from(JSON.stringify(frame)) as EncodedFrame;

/** A signed-in socket: whose it is, and how it is ended when that person's access changes. */
export interface Member extends Subscriber {
  readonly user: RequestUser;
  end(code: number, reason: string): void;
}

/**
 * The sockets of this server instance and their topics. Every instance listens on the chat,
 * author data and production channels, so an event published by any instance reaches the subscribers of all of them;
 * and on the identity access channel, so a session ended or a role changed through any instance
 * closes the sockets it concerns on all of them.
 */
export class RealtimeHub {
  private readonly topics = new Map<string, Set<Subscriber>>();
  private readonly subscribers = new Set<Subscriber>();
  private readonly members = new Map<string, Set<Member>>();
  private unlisteners: Unlisten[] = [];
  private presenceTimer: NodeJS.Timeout | undefined;
  /** People whose first socket came or last went since the last presence write. */
  private readonly presenceDue = new Set<string>();
  private presenceFlush: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly logger: FastifyBaseLogger,
    private readonly isUserActive: UserStillActive,
    /** Sockets one person may hold here (REALTIME_MAX_SOCKETS_PER_USER, docs/configuration.md). */
    readonly maxSocketsPerUser: number,
    /** Messages stored through this instance: sent as they are when their announcement comes. */
    private readonly sent: SentMessages,
  ) {}

  async start(): Promise<void> {
    this.presenceTimer = setInterval(() => this.touch(this.members.keys()), PRESENCE_HEARTBEAT_MS);
    this.presenceTimer.unref();
    this.unlisteners.push(
      await this.database.listen(
        CHAT_CHANNEL,
        (payload) => void this.dispatch(payload),
        // The listener was down: whatever happened meanwhile is unknown, so clients reload. One
        // connection carries every channel, so one resume handler covers both.
        { onResume: () => this.broadcast({ type: 'resync' }) },
      ),
      await this.database.listen(AUTHOR_DATA_CHANNEL, (payload) => this.dispatchAuthorData(payload)),
      await this.database.listen(PRODUCTION_CHANNEL, (payload) => this.dispatchProduction(payload)),
      await this.database.listen(
        ACCESS_CHANNEL,
        (payload) => this.dispatchAccess(payload),
        // Access changes may have been missed: every socket's token is checked again.
        { onResume: () => void this.recheckAll() },
      ),
    );
  }

  async stop(): Promise<void> {
    clearInterval(this.presenceTimer);
    clearTimeout(this.presenceFlush);
    await this.flushPresence();
    const unlisteners = this.unlisteners.splice(0);
    for (const unlisten of unlisteners) await unlisten();
  }

  /** How many sockets this person holds here. */
  socketsOf(userId: string): number {
    return this.members.get(userId)?.size ?? 0;
  }

  /** Registers a signed-in socket; false (and nothing registered) past the per-person cap. */
  add(member: Member): boolean {
    let mine = this.members.get(member.user.id);
    if (!mine) this.members.set(member.user.id, (mine = new Set()));
    if (mine.size >= this.maxSocketsPerUser) return false;
    mine.add(member);
    this.subscribers.add(member);
    // A person's first socket here records their presence; the heartbeat keeps it fresh after
    // that, so a person opening many tabs does not queue a write per tab.
    if (mine.size === 1) this.touch([member.user.id]);
    return true;
  }

  remove(subscriber: Member): void {
    const mine = this.members.get(subscriber.user.id);
    mine?.delete(subscriber);
    if (mine?.size === 0) {
      this.members.delete(subscriber.user.id);
      this.touch([subscriber.user.id]);
    }
    this.subscribers.delete(subscriber);
    for (const [topic, members] of this.topics) {
      members.delete(subscriber);
      if (members.size === 0) this.topics.delete(topic);
    }
  }

  /**
   * Records that these people have (or just had) a socket here, PRESENCE_FLUSH_MS later in one
   * write for everyone due by then: off the sockets' handshakes (on the embedded database a
   * write holds the one connection, and the event loop), and once for a crowd reconnecting.
   */
  private touch(userIds: Iterable<string>): void {
    for (const userId of userIds) this.presenceDue.add(userId);
    if (this.presenceFlush || this.presenceDue.size === 0) return;
    this.presenceFlush = setTimeout(() => void this.flushPresence(), PRESENCE_FLUSH_MS);
    this.presenceFlush.unref();
  }

  /** Writes the presence that is due; a failure is only logged. */
  private async flushPresence(): Promise<void> {
    this.presenceFlush = undefined;
    const due = [...this.presenceDue];
    this.presenceDue.clear();
    await touchPresence(this.database.db, due).catch((error: unknown) =>
      this.logger.warn({ err: error }, 'realtime presence not recorded'),
    );
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

  /** Only the staff sockets following production news hear of an author's action on a project. */
  private dispatchProduction(payload: string): void {
    const parsed = productionEventSchema.safeParse(safeJson(payload));
    if (!parsed.success) {
      this.logger.warn({ payload }, 'ignored a malformed production event');
      return;
    }
    this.publish([PRODUCTION_TOPIC], { type: 'production', projectId: parsed.data.projectId });
  }

  /**
   * Ends the sockets of a session that ended (or of every session of an account deleted or banned),
   * and makes those of an account whose roles changed reconnect to be authorised again.
   */
  private dispatchAccess(payload: string): void {
    const parsed = accessEventSchema.safeParse(safeJson(payload));
    if (!parsed.success) {
      this.logger.warn({ payload }, 'ignored a malformed access event');
      return;
    }
    const { kind, userId, sessionId } = parsed.data;
    for (const member of [...(this.members.get(userId) ?? [])]) {
      if (kind === 'access_changed') member.end(CLOSE_ACCESS_CHANGED, 'Access changed');
      else if (!sessionId || member.user.claims.session_id === sessionId) member.end(CLOSE_SIGNED_OUT, 'Signed out');
    }
  }

  /**
   * Asks again what the socket's token may do now, and ends it if that changed: for a socket just
   * registered (an event may have passed between its upgrade's check and its registration), and
   * for every socket after the listener was down.
   */
  async recheck(member: Member): Promise<void> {
    try {
      const access = await this.isUserActive(member.user.id, member.user.claims);
      if (!access) member.end(CLOSE_SIGNED_OUT, 'Signed out');
      else if (!sameRoles(access.roles, member.user.roles)) member.end(CLOSE_ACCESS_CHANGED, 'Access changed');
    } catch (error) {
      this.logger.warn({ err: error }, 'could not check a realtime socket’s access again');
    }
  }

  private async recheckAll(): Promise<void> {
    for (const mine of [...this.members.values()]) for (const member of [...mine]) await this.recheck(member);
  }

  private async deliver(event: ChatEvent): Promise<void> {
    const conversation = conversationTopic(event.authorId);
    switch (event.kind) {
      case 'message': {
        const sentHere = this.sent.take(event.id);
        // Otherwise read once per instance, only when someone here is interested.
        if (!this.topics.has(conversation) && !this.topics.has(INBOX_TOPIC)) return;
        const message = (await sentHere) ?? (await loadMessage(this.database.db, event.id));
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

  /**
   * Sends the frame once to every subscriber of any of the topics: a subscriber of several hears it
   * from the first of them. Straight from the topics' own sets, with no set of recipients built
   * first (a thousand insertions a message, as many as the sends themselves allocate).
   */
  private publish(topics: string[], frame: ServerFrame): void {
    const audiences = topics.map((topic) => this.topics.get(topic)).filter((members) => members !== undefined);
    const encoded = encodeFrame(frame);
    for (const [index, members] of audiences.entries()) {
      const earlier = audiences.slice(0, index);
      for (const subscriber of members) {
        if (!earlier.some((audience) => audience.has(subscriber))) subscriber.sendEncoded(encoded);
      }
    }
  }

  private broadcast(frame: ServerFrame): void {
    const encoded = encodeFrame(frame);
    for (const subscriber of this.subscribers) subscriber.sendEncoded(encoded);
  }
}

const sameRoles = (a: string[], b: string[]) => a.length === b.length && a.every((role) => b.includes(role));

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
