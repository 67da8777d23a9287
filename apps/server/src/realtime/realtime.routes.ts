import { isStaff } from '@app/contracts/chat';
import {
  CLOSE_GOING_AWAY,
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  REALTIME_TOKEN_PREFIX,
} from '@app/contracts/realtime';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserStillActive } from '../auth/request-user.js';
import { authorIdOf, callerKeys, findOrCreateAuthor, type CallerKeys } from '../authors/author-sync.js';
import type { SentMessages } from '../chat/sent-messages.js';
import type { Database } from '../db/connect.js';
import { precompiled } from '../db/precompiled.js';
import { AppError } from '../http/errors.js';
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

/**
 * On shutdown every socket hears that the server is going away (1001: the client reconnects, to
 * another instance or to this one restarted); one that does not answer within a second is cut, so
 * the process never waits out the grace period for a silent peer.
 */
async function closeSocketsForShutdown(this: FastifyInstance): Promise<void> {
  const server = this.websocketServer;
  for (const client of server.clients) {
    client.close(CLOSE_GOING_AWAY, 'Server shutting down');
    setTimeout(() => client.terminate(), SHUTDOWN_CLOSE_MS).unref();
  }
  // With client tracking, the server's close completes once every socket has closed.
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * The realtime socket (`/api/realtime`). The token is checked before the upgrade, so an
 * unauthenticated client gets a plain 401 and never a socket, and one holding too many already a 429.
 * `isUserActive` is the data API's check of a token, asked again when access events may have been missed.
 */
export async function registerRealtime(
  app: App,
  {
    database,
    isUserActive,
    maxSocketsPerUser,
    sent,
  }: { database: Database; isUserActive: UserStillActive; maxSocketsPerUser: number; sent: SentMessages },
): Promise<void> {
  const hub = new RealtimeHub(database, app.log, isUserActive, maxSocketsPerUser, sent);
  await hub.start();
  app.addHook('onClose', () => hub.stop());
  const callers = new WeakMap<FastifyRequest, Caller>();
  // The author a socket speaks for: one statement built once (db/precompiled.ts), its answer kept
  // a while (SocketAuthors); only a person without an author profile yet goes on to have one made.
  const ownAuthor = precompiled(database.db, ['id', 'email'], (keys: CallerKeys) => authorIdOf(database.db, keys));
  const socketAuthors = new SocketAuthors(
    async (user) => (await ownAuthor(callerKeys(user)))[0]?.id ?? (await findOrCreateAuthor(database.db, user)).id,
  );

  await app.register(async (scope: App) => {
    await scope.register(fastifyWebsocket, {
      preClose: closeSocketsForShutdown,
      options: {
        maxPayload: REALTIME_MAX_FRAME_BYTES,
        handleProtocols: (protocols) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
      },
    });

    scope.get(
      REALTIME_PATH,
      {
        websocket: true,
        preValidation: async (request) => {
          const token = tokenFromProtocols(request.headers['sec-websocket-protocol']);
          if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
          const user = await request.requireUser();
          if (hub.socketsOf(user.id) >= maxSocketsPerUser) {
            throw new AppError(429, 'rate_limited', `At most ${maxSocketsPerUser} open connections per person`);
          }
          const staff = isStaff(user.roles);
          callers.set(request, { user, staff, authorId: staff ? null : await socketAuthors.of(user) });
        },
      },
      (socket, request) => {
        const caller = callers.get(request);
        if (!caller) return socket.close(1011, 'Not authenticated');
        new RealtimeConnection(socket, caller, hub, database, request.log).start();
      },
    );
  });
}
