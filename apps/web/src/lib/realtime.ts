import {
  CLOSE_TOKEN_EXPIRED,
  REALTIME_PATH,
  REALTIME_PING_INTERVAL_MS,
  REALTIME_PROTOCOL,
  REALTIME_TOKEN_PREFIX,
  serverFrameSchema,
  type ClientFrame,
  type ServerFrame,
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
  /** The socket is (again) open: whatever was shown may be stale, so reload it. */
  | { type: 'connected'; reconnected: boolean }
  /** The first attempt failed: the chat server cannot be reached. */
  | { type: 'connect-failed' }
  /** An open connection dropped; reconnection is under way. */
  | { type: 'connection-lost' };

export interface RealtimeClientOptions {
  /** A fresh access token, or null when signed out (nothing to connect). */
  getToken(): Promise<string | null>;
  url?: string;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  random?: () => number;
}

type FrameListener = (frame: ServerFrame) => void;
type EventListener = (event: RealtimeEvent) => void;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${REALTIME_PATH}`;
}

/**
 * The one realtime socket of the page: authenticates with the access token, reconnects with
 * backoff (immediately when only the token expired), and re-subscribes to every topic it was
 * asked to follow. Frames are fire-and-forget: what matters (messages) goes through the HTTP API,
 * and listeners reload on `connected` so nothing missed while offline stays missing.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly topics = new Set<string>();
  private readonly frameListeners = new Set<FrameListener>();
  private readonly eventListeners = new Set<EventListener>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private attempt = 0;
  private everOpened = false;
  private lostReported = false;
  private stopped = true;
  state: RealtimeState = 'closed';

  constructor(private readonly options: RealtimeClientOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.setState('connecting');
    void this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'Done');
    this.setState('closed');
  }

  subscribe(topic: string): void {
    this.topics.add(topic);
    this.send({ type: 'subscribe', topic });
  }

  unsubscribe(topic: string): void {
    if (!this.topics.delete(topic)) return;
    this.send({ type: 'unsubscribe', topic });
  }

  /** Sends when open; typing and receipts are worthless later, so nothing is queued. */
  send(frame: ClientFrame): boolean {
    if (this.state !== 'open' || !this.socket) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  onFrame(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  onEvent(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  private emit(event: RealtimeEvent): void {
    for (const listener of this.eventListeners) listener(event);
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
    const socket = create(this.options.url ?? defaultUrl(), [REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX + token]);
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
    };
    socket.onmessage = (message) => {
      if (this.socket !== socket) return;
      const parsed = serverFrameSchema.safeParse(safeJson(message.data));
      if (!parsed.success) return;
      if (parsed.data.type === 'ready') this.ready();
      for (const listener of this.frameListeners) listener(parsed.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.pingTimer);
      if (this.stopped) return;
      // Only the token ran out: come straight back with a fresh one, without alarming anyone.
      if (opened && event.code === CLOSE_TOKEN_EXPIRED) {
        this.setState('reconnecting');
        void this.open();
        return;
      }
      this.failed();
    };
  }

  private ready(): void {
    const reconnected = this.everOpened;
    this.everOpened = true;
    this.attempt = 0;
    this.lostReported = false;
    this.setState('open');
    for (const topic of this.topics) this.send({ type: 'subscribe', topic });
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), REALTIME_PING_INTERVAL_MS);
    this.emit({ type: 'connected', reconnected });
  }

  private failed(): void {
    if (!this.lostReported) {
      this.lostReported = true;
      this.emit(this.everOpened ? { type: 'connection-lost' } : { type: 'connect-failed' });
    }
    this.setState('reconnecting');
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.open(), delay);
  }
}

function safeJson(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
}
