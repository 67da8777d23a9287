import { randomUUID } from 'node:crypto';
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
/** How often the listener checks its connection by default (DATABASE_LISTENER_HEARTBEAT_MS). */
export const DEFAULT_LISTENER_HEARTBEAT_MS = 5_000;
/** The listener's connection in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = 'quillbridge-listener';

/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled one would lose its
 * LISTENs when returned). When the connection is lost it reconnects with backoff, listens again
 * on every channel and tells each listener (`ListenerEvents`): notifications sent meanwhile are
 * gone, so whoever relies on them must catch up.
 *
 * A connection can also die without a word (a network or firewall that drops it silently): it
 * stays open and nothing arrives any more. So every `heartbeatMs` the listener NOTIFYs a channel
 * of its own on its connection; when the previous one has not come back by then, the connection
 * is taken for lost, closed and replaced. TCP keepalive, from a few seconds of silence on, guards
 * the same connection from the kernel's side.
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
  private readonly heartbeatChannel = `listener_heartbeat_${randomUUID().replaceAll('-', '')}`;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** A heartbeat was sent on the current connection and has not come back yet. */
  private heartbeatPending = false;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly heartbeatMs = DEFAULT_LISTENER_HEARTBEAT_MS,
  ) {}

  /** False from the moment its connection is found lost until a new one listens again. */
  get connected(): boolean {
    return !this.reconnecting;
  }

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
    clearInterval(this.heartbeatTimer);
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
    const client = new pg.Client({
      connectionString: this.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: Math.max(1_000, this.heartbeatMs),
      connectionTimeoutMillis: 2_000,
    });
    client.on('notification', ({ channel, payload }) => {
      if (channel === this.heartbeatChannel) {
        this.heartbeatPending = false;
        return;
      }
      for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? '');
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'database listener connection lost');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of [this.heartbeatChannel, ...this.handlers.keys()]) {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The database listener is closed');
    }
    this.client = client;
    this.heartbeatPending = false;
    this.heartbeatTimer ??= setInterval(() => this.heartbeat(), this.heartbeatMs).unref();
    return client;
  }

  /** Sends the next heartbeat, or gives the connection up when the last one never came back. */
  private heartbeat(): void {
    const client = this.client;
    if (!client) return;
    if (this.heartbeatPending) {
      // After the sockets' pending input is read: a busy event loop is not a silent connection.
      setImmediate(() => {
        if (!this.heartbeatPending || this.client !== client) return;
        this.logger.warn({ silentForMs: this.heartbeatMs }, 'database listener connection silent; reconnecting');
        this.lost(client);
        // Its socket may never answer again: closing it politely could wait forever.
        client.connection.stream.destroy();
      });
      return;
    }
    this.heartbeatPending = true;
    // A failure here is the connection's: its error handler reconnects.
    client.query(`NOTIFY ${client.escapeIdentifier(this.heartbeatChannel)}`).catch(() => undefined);
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
