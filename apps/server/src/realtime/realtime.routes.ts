import { isStaff } from '@app/contracts/chat';
import {
  CLOSE_GOING_AWAY,
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  REALTIME_TOKEN_PREFIX,
} from '@app/contracts/realtime';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { authenticate, type UserStillActive } from '../auth/request-user.js';
import { authorIdOf, callerKeys, findOrCreateAuthor, type CallerKeys } from '../authors/author-sync.js';
import type { SentMessages } from '../chat/sent-messages.js';
import type { Database } from '../db/connect.js';
import { precompiled } from '../db/precompiled.js';
import { AppError, errorBody, unexpectedError } from '../http/errors.js';
import type { App } from '../http/types.js';
import { RealtimeConnection, type Caller } from './connection.js';
import { RealtimeHub } from './hub.js';
import { SocketAuthors } from './socket-authors.js';

/** The access token a browser sends as a subprotocol (it cannot set an Authorization header). */
export function tokenFromProtocols(header: string | undefined): string | undefined {
  const offered = (header ?? '').split(',').map((protocol) => protocol.trim());
  return offered.find((protocol) => protocol.startsWith(REALTIME_TOKEN_PREFIX))?.slice(REALTIME_TOKEN_PREFIX.length);
}

/** How long a socket may take to answer the shutdown's close frame before it is cut. */
const SHUTDOWN_CLOSE_MS = 1_000;

/** The upgrade refused with a plain HTTP answer and a JSON error, as any other API call. */
function refuseUpgrade(socket: Duplex, error: AppError): void {
  const body = JSON.stringify(errorBody(error.code, error.message));
  socket.end(
    `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'connection: close\r\n\r\n' +
      body,
  );
}

const pathOf = (url: string | undefined) => (url ?? '').split('?', 1)[0];

/**
 * The realtime socket (`/api/realtime`). The token is checked before the upgrade, so an
 * unauthenticated client gets a plain 401 and never a socket, and one holding too many already a 429.
 * `isUserActive` is the data API's check of a token, asked again when access events may have been missed.
 *
 * `ws` upgrades straight from the HTTP server's `upgrade` event, not through a Fastify route: a
 * route's request and reply (and the closures that hold them) would live as long as the socket,
 * some fifty objects and 5 KB each, promoted and later collected with every crowd that comes and goes.
 */
export async function registerRealtime(
  app: App,
  {
    database,
    jwtSecret,
    isUserActive,
    maxSocketsPerUser,
    sent,
  }: {
    database: Database;
    jwtSecret: string;
    isUserActive: UserStillActive;
    maxSocketsPerUser: number;
    sent: SentMessages;
  },
): Promise<void> {
  const hub = new RealtimeHub(database, app.log, isUserActive, maxSocketsPerUser, sent);
  await hub.start();
  app.addHook('onClose', () => hub.stop());
  // The author a socket speaks for: one statement built once (db/precompiled.ts), its answer kept
  // a while (SocketAuthors); only a person without an author profile yet goes on to have one made.
  const ownAuthor = precompiled(database.db, ['id', 'email'], (keys: CallerKeys) => authorIdOf(database.db, keys));
  const socketAuthors = new SocketAuthors(
    async (user) => (await ownAuthor(callerKeys(user)))[0]?.id ?? (await findOrCreateAuthor(database.db, user)).id,
  );
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: REALTIME_MAX_FRAME_BYTES,
    handleProtocols: (protocols) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
  });

  /** Who may open this socket: the caller, or the error that refuses the upgrade. */
  async function callerOf(request: IncomingMessage): Promise<Caller> {
    if (pathOf(request.url) !== REALTIME_PATH) throw new AppError(404, 'not_found', 'Not found');
    const token = tokenFromProtocols(request.headers['sec-websocket-protocol']);
    const user = await authenticate(
      request.headers.authorization ?? (token ? `Bearer ${token}` : undefined),
      jwtSecret,
      isUserActive,
    );
    if (hub.socketsOf(user.id) >= maxSocketsPerUser) {
      throw new AppError(429, 'rate_limited', `At most ${maxSocketsPerUser} open connections per person`);
    }
    const staff = isStaff(user.roles);
    return { user, staff, authorId: staff ? null : await socketAuthors.of(user) };
  }

  /** Whatever fails while the upgrade waits ends that socket, and nothing else. */
  const endOnError = function (this: Duplex) {
    this.destroy();
  };

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', endOnError);
    let caller: Caller;
    try {
      caller = await callerOf(request);
    } catch (error) {
      return refuseUpgrade(socket, error instanceof AppError ? error : unexpectedError(error, app.log));
    }
    if (socket.destroyed) return;
    // ws handles the socket's errors from here on.
    socket.off('error', endOnError);
    sockets.handleUpgrade(request, socket, head, (ws) => {
      new RealtimeConnection(ws, caller, hub, database, app.log).start();
    });
  }
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(request, socket, head);
  app.server.on('upgrade', onUpgrade);

  // On shutdown every socket hears that the server is going away (1001: the client reconnects, to
  // another instance or to this one restarted); one that does not answer within a second is cut, so
  // the process never waits out the grace period for a silent peer.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const client of sockets.clients) {
      client.close(CLOSE_GOING_AWAY, 'Server shutting down');
      setTimeout(() => client.terminate(), SHUTDOWN_CLOSE_MS).unref();
    }
    // With client tracking, the server's close completes once every socket has closed.
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
  });
}
