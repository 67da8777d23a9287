import type { ChatSender } from '@app/contracts/chat';
import {
  authorIdOfTopic,
  CLOSE_POLICY,
  CLOSE_TOKEN_EXPIRED,
  INBOX_TOPIC,
  PRODUCTION_TOPIC,
  REALTIME_IDLE_TIMEOUT_MS,
  type ClientFrame,
  type ServerFrame,
  type ServerFrameOf,
} from '@app/contracts/realtime';
import { clientFrameSchema } from '@app/contracts/realtime-frames';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { RequestUser } from '../auth/request-user.js';
import { markReceipts } from '../chat/chat-actions.js';
import { publishChatEvent } from '../chat/chat-events.js';
import type { Database } from '../db/connect.js';
import { AppError } from '../http/errors.js';
import { encodeFrame, type EncodedFrame, type Member, type RealtimeHub } from './hub.js';
import { TokenBucket } from './token-bucket.js';

/** Frames a connection may send at once, then per second (typing and receipts are light). */
const FRAME_BURST = 40;
const FRAMES_PER_SECOND = 10;
/** A client that keeps flooding after being told is disconnected. */
const REFUSALS_BEFORE_CLOSE = 20;
const MAX_TOPICS = 20;
/** Frames queued for a client that does not read them: past this, it is disconnected. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** An encoded frame goes out as a text frame (ws would take bytes for binary), its bytes shared, never copied. */
const AS_TEXT = { binary: false } as const;
/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Caller {
  user: RequestUser;
  /** The caller's own conversation; null for the support team. */
  authorId: string | null;
  staff: boolean;
}

/** The side the caller speaks for in a conversation: the author in their own, the team in any other. */
export function sideIn(caller: Pick<Caller, 'authorId' | 'staff'>, conversationAuthorId: string): ChatSender | null {
  if (caller.authorId === conversationAuthorId) return 'user';
  return caller.staff ? 'support' : null;
}

export function maySubscribe(caller: Pick<Caller, 'authorId' | 'staff'>, topic: string): boolean {
  if (topic === INBOX_TOPIC || topic === PRODUCTION_TOPIC) return caller.staff;
  const authorId = authorIdOfTopic(topic);
  return authorId !== null && sideIn(caller, authorId) !== null;
}

type ErrorFrame = ServerFrameOf<'error'>;

/** One authenticated socket: its topics, its limits and the frames it sends. */
export class RealtimeConnection implements Member {
  private readonly topics = new Set<string>();
  private readonly bucket = new TokenBucket(FRAME_BURST, FRAMES_PER_SECOND, Date.now());
  private refusals = 0;
  private expiryTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly caller: Caller,
    private readonly hub: RealtimeHub,
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get user(): RequestUser {
    return this.caller.user;
  }

  start(): void {
    // The upgrade refused a person already at the cap; this catches upgrades that raced past it.
    if (!this.hub.add(this)) return this.socket.close(CLOSE_POLICY, 'Too many connections');
    void this.hub.recheck(this);
    this.socket.on('message', (data, isBinary) => void this.receive(data, isBinary));
    this.socket.on('close', () => this.dispose());
    this.socket.on('error', (error) => this.log.debug({ err: error }, 'realtime socket error'));
    // The connection never outlives its token: the client reconnects with a fresh one.
    const expiresInMs = this.caller.user.claims.exp * 1000 - Date.now();
    this.expiryTimer = setTimeout(
      () => {
        this.send({
          type: 'error',
          code: 'token_expired',
          message: 'Your session has expired. Reconnect with a fresh token.',
        });
        this.socket.close(CLOSE_TOKEN_EXPIRED, 'Token expired');
      },
      Math.max(0, Math.min(expiresInMs, MAX_TIMER_MS)),
    );
    this.resetIdleTimer();
    this.send({
      type: 'ready',
      userId: this.caller.user.id,
      authorId: this.caller.authorId,
      staff: this.caller.staff,
      expiresAt: this.caller.user.claims.exp,
    });
  }

  send(frame: ServerFrame): void {
    this.sendEncoded(encodeFrame(frame));
  }

  sendEncoded(frame: EncodedFrame): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(1013, 'Too slow to keep up');
      return;
    }
    this.socket.send(frame, AS_TEXT);
  }

  /** Closes the socket with this code; from now on it receives nothing. */
  end(code: number, reason: string): void {
    this.dispose();
    this.socket.close(code, reason);
  }

  private dispose(): void {
    clearTimeout(this.expiryTimer);
    clearTimeout(this.idleTimer);
    this.hub.remove(this);
  }

  private resetIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.socket.close(1000, 'Idle'), REALTIME_IDLE_TIMEOUT_MS);
  }

  private refuse(code: ErrorFrame['code'], message: string, frame?: string): void {
    this.send({ type: 'error', code, message, ...(frame ? { frame } : {}) });
  }

  private async receive(data: RawData, isBinary: boolean): Promise<void> {
    this.resetIdleTimer();
    if (!this.bucket.take(Date.now())) {
      this.refusals += 1;
      if (this.refusals >= REFUSALS_BEFORE_CLOSE) this.socket.close(CLOSE_POLICY, 'Too many messages');
      else this.refuse('rate_limited', 'Too many messages at once. Please slow down.');
      return;
    }
    this.refusals = 0;
    let frame: ClientFrame;
    try {
      if (isBinary) throw new Error('binary frame');
      frame = clientFrameSchema.parse(JSON.parse(data.toString()));
    } catch {
      this.refuse('bad_frame', 'Frames are JSON objects of a known type');
      return;
    }
    try {
      await this.handle(frame);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) this.refuse('not_found', error.message, frame.type);
      else {
        this.log.error({ err: error, frame: frame.type }, 'realtime frame failed');
        this.refuse('server_error', 'Something went wrong on our side', frame.type);
      }
    }
  }

  private async handle(frame: ClientFrame): Promise<void> {
    switch (frame.type) {
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'subscribe':
        if (!maySubscribe(this.caller, frame.topic))
          return this.refuse('forbidden', 'You cannot follow this topic', frame.type);
        if (!this.topics.has(frame.topic) && this.topics.size >= MAX_TOPICS) {
          return this.refuse('bad_frame', `At most ${MAX_TOPICS} subscriptions per connection`, frame.type);
        }
        this.topics.add(frame.topic);
        this.hub.subscribe(this, frame.topic);
        this.send({ type: 'subscribed', topic: frame.topic });
        return;
      case 'unsubscribe':
        this.topics.delete(frame.topic);
        this.hub.unsubscribe(this, frame.topic);
        this.send({ type: 'unsubscribed', topic: frame.topic });
        return;
      case 'typing': {
        const sender = sideIn(this.caller, frame.authorId);
        if (!sender) return this.refuse('forbidden', 'You cannot write in this conversation', frame.type);
        await publishChatEvent(this.database, {
          kind: 'typing',
          authorId: frame.authorId,
          sender,
          typing: frame.typing,
        });
        return;
      }
      case 'delivered': {
        const side = sideIn(this.caller, frame.authorId);
        if (!side) return this.refuse('forbidden', 'You cannot read this conversation', frame.type);
        await markReceipts(this.database, frame.authorId, side, 'delivered', frame.upTo);
        return;
      }
    }
  }
}
