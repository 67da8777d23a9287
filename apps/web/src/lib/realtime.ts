import {
  CLOSE_ACCESS_CHANGED,
  CLOSE_SIGNED_OUT,
  CLOSE_TOKEN_EXPIRED,
  isServerFrame,
  REALTIME_PATH,
  REALTIME_PING_INTERVAL_MS,
  REALTIME_PROTOCOL,
  REALTIME_TOKEN_PREFIX,
  type ClientFrame,
  type ServerFrame,
  type ServerFrameOf,
} from '@app/contracts/realtime';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before reconnection attempt `attempt` (0-based): doubling from 0.5 s up to
 * 30 s, with jitter (50–100 %) so clients dropped together do not come back together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * What the socket is doing. `connecting`: the first attempt; `open`; `reconnecting`: waiting or
 * trying again after a failure; `closed`: stopped on purpose.
 */
export type RealtimeState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export type RealtimeEvent =
  | { type: 'state'; state: RealtimeState }
  /**
   * The socket is (again) open: whatever was shown may be stale, so reload it. `ready` says who
   * the server knows the caller as (their own author id, or staff).
   */
  | { type: 'connected'; reconnected: boolean; ready: ServerFrameOf<'ready'> }
  /** The first attempt failed: the chat server cannot be reached. */
  | { type: 'connect-failed' }
  /** An open connection dropped; reconnection is under way. */
  | { type: 'connection-lost' }
  /** The server ended the session (sign-out, ban, password changed elsewhere): the socket stays closed. */
  | { type: 'signed-out' };

export interface RealtimeClientOptions {
  /** A fresh access token, or null when signed out (nothing to connect). */
  getToken(): Promise<string | null>;
  url?: string;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  random?: () => number;
}

type FrameListener = (frame: ServerFrame) => void;
type EventListener = (event: RealtimeEvent) => void;

/** How the shared socket reaches one client's listeners. */
interface ClientSink {
  frame: FrameListener;
  event: EventListener;
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${REALTIME_PATH}`;
}

/**
 * What a page holds on the realtime socket: its own topics and listeners over the one socket it
 * shares with every other client of the same token source and address (the support chat and the
 * dashboard's live updates, say). The socket opens with the first client started and closes
 * with the last one stopped; a topic stays followed while any client asks for it.
 */
export class RealtimeClient {
  private shared: SharedSocket | null = null;
  private readonly topics = new Set<string>();
  private readonly frameListeners = new Set<FrameListener>();
  private readonly eventListeners = new Set<EventListener>();
  private readonly sink: ClientSink = {
    frame: (frame) => this.frameListeners.forEach((listener) => listener(frame)),
    event: (event) => this.eventListeners.forEach((listener) => listener(event)),
  };

  constructor(private readonly options: RealtimeClientOptions) {}

  get state(): RealtimeState {
    return this.shared?.state ?? 'closed';
  }

  start(): void {
    if (this.shared) return;
    this.shared = SharedSocket.acquire(this.options);
    this.shared.attach(this.sink, this.topics);
  }

  stop(): void {
    const shared = this.shared;
    if (!shared) return;
    this.shared = null;
    shared.detach(this.sink, this.topics);
    this.sink.event({ type: 'state', state: 'closed' });
  }

  subscribe(topic: string): void {
    if (this.topics.has(topic)) return;
    this.topics.add(topic);
    this.shared?.follow(topic);
  }

  unsubscribe(topic: string): void {
    if (!this.topics.delete(topic)) return;
    this.shared?.unfollow(topic);
  }

  /** Sends when open; typing and receipts are worthless later, so nothing is queued. */
  send(frame: ClientFrame): boolean {
    return this.shared?.send(frame) ?? false;
  }

  onFrame(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  onEvent(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }
}

/**
 * The one realtime socket of a page: authenticates with the access token, reconnects with
 * backoff (immediately when only the token expired), and re-subscribes to every topic its
 * clients follow. Frames are fire-and-forget: what matters (messages) goes through the HTTP API,
 * and listeners reload on `connected` so nothing missed while offline stays missing.
 */
class SharedSocket {
  private static readonly open = new Set<SharedSocket>();

  /** The socket of this token source and address, opened when there is none yet. */
  static acquire(options: RealtimeClientOptions): SharedSocket {
    const url = options.url ?? defaultUrl();
    for (const shared of SharedSocket.open) {
      if (shared.options.getToken === options.getToken && shared.url === url) return shared;
    }
    const shared = new SharedSocket(options, url);
    SharedSocket.open.add(shared);
    return shared;
  }

  private socket: WebSocket | null = null;
  private readonly clients = new Set<ClientSink>();
  /** Each followed topic with the number of clients following it. */
  private readonly topics = new Map<string, number>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private attempt = 0;
  private ready: ServerFrameOf<'ready'> | null = null;
  private lostReported = false;
  private stopped = true;
  state: RealtimeState = 'closed';

  private constructor(
    private readonly options: RealtimeClientOptions,
    private readonly url: string,
  ) {}

  attach(client: ClientSink, topics: Iterable<string>): void {
    this.clients.add(client);
    for (const topic of topics) this.follow(topic);
    if (this.stopped) {
      this.stopped = false;
      this.setState('connecting');
      void this.open();
      return;
    }
    // A client joining a live socket learns where it stands, as if it had opened it.
    client.event({ type: 'state', state: this.state });
    if (this.state === 'open' && this.ready) client.event({ type: 'connected', reconnected: false, ready: this.ready });
  }

  detach(client: ClientSink, topics: Iterable<string>): void {
    if (!this.clients.delete(client)) return;
    for (const topic of topics) this.unfollow(topic);
    if (this.clients.size === 0) this.stop();
  }

  follow(topic: string): void {
    const followers = this.topics.get(topic) ?? 0;
    this.topics.set(topic, followers + 1);
    if (followers === 0) this.send({ type: 'subscribe', topic });
  }

  unfollow(topic: string): void {
    const followers = this.topics.get(topic) ?? 0;
    if (followers > 1) {
      this.topics.set(topic, followers - 1);
      return;
    }
    this.topics.delete(topic);
    if (followers === 1) this.send({ type: 'unsubscribe', topic });
  }

  send(frame: ClientFrame): boolean {
    if (this.state !== 'open' || !this.socket) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private stop(): void {
    SharedSocket.open.delete(this);
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) closeWhenOpen(socket);
    this.state = 'closed';
  }

  private emit(event: RealtimeEvent): void {
    for (const client of this.clients) client.event(event);
  }

  private setState(state: RealtimeState): void {
    if (this.state === state) return;
    this.state = state;
    this.emit({ type: 'state', state });
  }

  private async open(): Promise<void> {
    let token: string | null = null;
    try {
      token = await this.options.getToken();
    } catch {
      // A failed refresh is one more failed attempt.
    }
    if (this.stopped) return;
    if (!token) return this.failed();
    const create = this.options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
    const socket = create(this.url, [REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX + token]);
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
    };
    socket.onmessage = (message) => {
      if (this.socket !== socket) return;
      const frame = safeJson(message.data);
      if (!isServerFrame(frame)) return;
      if (frame.type === 'ready') this.becameReady(frame);
      for (const client of this.clients) client.frame(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.pingTimer);
      if (this.stopped) return;
      // Only the token ran out, or the account's rights changed: come straight back with a fresh
      // token, without alarming anyone.
      if (opened && (event.code === CLOSE_TOKEN_EXPIRED || event.code === CLOSE_ACCESS_CHANGED)) {
        this.setState('reconnecting');
        void this.open();
        return;
      }
      // The session is over: its token will not be accepted again, so there is nothing to retry.
      if (event.code === CLOSE_SIGNED_OUT) {
        this.stop();
        this.emit({ type: 'state', state: 'closed' });
        this.emit({ type: 'signed-out' });
        return;
      }
      this.failed();
    };
  }

  private becameReady(ready: ServerFrameOf<'ready'>): void {
    const reconnected = this.ready !== null;
    this.ready = ready;
    this.attempt = 0;
    this.lostReported = false;
    this.setState('open');
    for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), REALTIME_PING_INTERVAL_MS);
    this.emit({ type: 'connected', reconnected, ready });
  }

  private failed(): void {
    if (!this.lostReported) {
      this.lostReported = true;
      this.emit(this.ready ? { type: 'connection-lost' } : { type: 'connect-failed' });
    }
    this.setState('reconnecting');
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.open(), delay);
  }
}

const CONNECTING = 0;

/**
 * Closes a socket that is no longer wanted. The browser logs a warning for one closed while
 * still connecting (a page left just after it loaded), so that one is closed once it opens.
 */
function closeWhenOpen(socket: WebSocket): void {
  if (socket.readyState !== CONNECTING) return socket.close(1000, 'Done');
  socket.onopen = () => socket.close(1000, 'Done');
}

function safeJson(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
}
