import { randomUUID } from 'node:crypto';
import type { ClientFrame, ServerFrame } from '@app/contracts/realtime';
import { REALTIME_PATH, REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX } from '@app/contracts/realtime';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { signedInToken } from './harness.js';
import type { Database } from '../../src/db/connect.js';

/** Test helpers: signed-in people and a realtime client that waits for frames. */

export interface TestPerson {
  id: string;
  email: string;
  roles?: string[];
}

export const newPerson = (name: string, roles: string[] = []): TestPerson => ({
  id: randomUUID(),
  email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
  roles,
});

/**
 * A signed access token, as the identity service issues it. The person gets an identity account
 * (with the roles) first: the API refuses tokens of accounts that do not exist, and reads the
 * roles from the account.
 */
export async function tokenFor(database: Database, person: TestPerson, ttlSeconds = 3600): Promise<string> {
  const appMetadata = JSON.stringify({ provider: 'email', roles: person.roles ?? [] });
  await sql`insert into identity_users (id, email, confirmed_at, app_metadata)
    values (${person.id}, ${person.email}, now(), ${appMetadata}) on conflict do nothing`.execute(database.db);
  return signedInToken(
    database.db,
    {
      sub: person.id,
      email: person.email,
      aud: '',
      app_metadata: { provider: 'email', roles: person.roles ?? [] },
      user_metadata: {},
    },
    ttlSeconds,
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export class TestSocket {
  readonly frames: ServerFrame[] = [];
  private waiters: { match: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  /** How the socket closed, and when (`performance.now()` as the close event arrived). */
  readonly closed: Promise<{ code: number; reason: string; at: number }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString(), at: performance.now() })),
    );
  }

  send(frame: ClientFrame | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The first frame (already received or coming) that matches, within `timeoutMs`. */
  next<T extends ServerFrame['type']>(
    type: T,
    where: (frame: Extract<ServerFrame, { type: T }>) => boolean = () => true,
    timeoutMs = 3_000,
  ): Promise<Extract<ServerFrame, { type: T }>> {
    const match = (frame: ServerFrame) => frame.type === type && where(frame as Extract<ServerFrame, { type: T }>);
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen as Extract<ServerFrame, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No "${type}" frame within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame as Extract<ServerFrame, { type: T }>);
        },
      });
    });
  }

  /** Subscribes and waits for the confirmation (or the refusal). */
  async subscribe(topic: string): Promise<ServerFrame> {
    const before = this.frames.length;
    this.send({ type: 'subscribe', topic });
    return new Promise((resolve, reject) => {
      const check = () => {
        const answer = this.frames
          .slice(before)
          .find(
            (f) => (f.type === 'subscribed' && f.topic === topic) || (f.type === 'error' && f.frame === 'subscribe'),
          );
        if (answer) return resolve(answer);
        if (this.ws.readyState !== WebSocket.OPEN) return reject(new Error('socket closed'));
        setTimeout(check, 10);
      };
      check();
    });
  }

  close(): Promise<{ code: number; reason: string; at: number }> {
    this.ws.close();
    return this.closed;
  }
}

/** Opens the realtime socket the way the browser does (token as subprotocol) and waits for "ready". */
export async function openSocket(baseUrl: string, token: string): Promise<TestSocket> {
  const url = baseUrl.replace(/^http/, 'ws') + REALTIME_PATH;
  const ws = new WebSocket(url, [REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX + token]);
  const socket = new TestSocket(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await socket.next('ready');
  return socket;
}

/** The HTTP status that refused an upgrade. */
export function refusedUpgrade(baseUrl: string, headers: Record<string, string> = {}, protocols: string[] = []) {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + REALTIME_PATH, protocols, { headers });
  // Closing a refused socket reports an error that says nothing new.
  ws.on('error', () => undefined);
  return new Promise<number>((resolve, reject) => {
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
  });
}
