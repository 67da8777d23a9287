import { isStaff } from '@app/contracts/chat';
import {
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  REALTIME_TOKEN_PREFIX,
} from '@app/contracts/realtime';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { requireAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { RealtimeConnection, type Caller } from './connection.js';
import { RealtimeHub } from './hub.js';

/** The access token a browser sends as a subprotocol (it cannot set an Authorization header). */
export function tokenFromProtocols(header: string | undefined): string | undefined {
  const offered = (header ?? '').split(',').map((protocol) => protocol.trim());
  return offered.find((protocol) => protocol.startsWith(REALTIME_TOKEN_PREFIX))?.slice(REALTIME_TOKEN_PREFIX.length);
}

/**
 * The realtime socket (`/api/realtime`). The token is checked before the upgrade, so an
 * unauthenticated client gets a plain 401 and never a socket.
 */
export async function registerRealtime(app: App, { database }: { database: Database }): Promise<void> {
  const hub = new RealtimeHub(database, app.log);
  await hub.start();
  app.addHook('onClose', () => hub.stop());
  const callers = new WeakMap<FastifyRequest, Caller>();

  await app.register(async (scope: App) => {
    await scope.register(fastifyWebsocket, {
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
          const staff = isStaff(user.roles);
          callers.set(request, { user, staff, authorId: staff ? null : await requireAuthorId(request, database.db) });
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
