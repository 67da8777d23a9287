import pg from 'pg';
import type { Logger } from 'pino';

export type NotificationHandler = (payload: string) => void;
export type Unlisten = () => Promise<void>;

/** What a listener hears of its connection: lost (notifications may be missed from now on), back. */
export interface ListenerEvents {
  onLost?(): void;
  onResume?(): void;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled one would lose its
 * LISTENs when returned). When the connection is lost it reconnects with backoff, listens again
 * on every channel and tells each listener (`ListenerEvents`): notifications sent meanwhile are
 * gone, so whoever relies on them must catch up.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private readonly events = new Set<ListenerEvents>();
  private retryTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private reconnecting = false;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {}

  async listen(channel: string, handler: NotificationHandler, events?: ListenerEvents): Promise<Unlisten> {
    if (this.closed) throw new Error('The database listener is closed');
    let channelHandlers = this.handlers.get(channel);
    const firstOnChannel = !channelHandlers;
    channelHandlers ??= new Set();
    this.handlers.set(channel, channelHandlers);
    channelHandlers.add(handler);
    if (events) this.events.add(events);
    if (this.client) {
      if (firstOnChannel) await this.client.query(`LISTEN ${this.client.escapeIdentifier(channel)}`);
    } else if (!this.reconnecting) {
      // A new connection listens on every known channel, this one included.
      await this.connectOnce();
    }
    return async () => {
      if (events) this.events.delete(events);
      channelHandlers.delete(handler);
      if (channelHandlers.size > 0 || this.handlers.get(channel) !== channelHandlers) return;
      this.handlers.delete(channel);
      await this.client?.query(`UNLISTEN ${this.client.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** The first connection: its failure is the caller's (the server cannot start without it). */
  private connectOnce(): Promise<pg.Client> {
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, connectionTimeoutMillis: 2_000 });
    client.on('notification', ({ channel, payload }) => {
      for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? '');
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'database listener connection lost');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The database listener is closed');
    }
    this.client = client;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    for (const events of this.events) events.onLost?.();
    this.reconnecting = true;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => {
          this.attempt = 0;
          this.reconnecting = false;
          this.logger.info('database listener reconnected');
          for (const events of this.events) events.onResume?.();
        },
        (error: unknown) => {
          if (this.closed) return;
          this.logger.warn({ err: error, retryInMs: delay }, 'database listener cannot reconnect yet');
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.retryTimer.unref();
  }
}
