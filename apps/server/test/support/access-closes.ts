import {
  CLOSE_ACCESS_CHANGED,
  CLOSE_SIGNED_OUT,
  conversationTopic,
  INBOX_TOPIC,
  type ServerFrame,
} from '@app/contracts/realtime';
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect.js';
import type { App } from '../../src/http/types.js';
import { REFRESH_REUSE_GRACE_MS } from '../../src/identity/sessions.js';
import { bearer, openSocket, type TestSocket } from './realtime-client.js';
import { OPERATOR_TOKEN } from './identity-app.js';

/** The environment the suite's instances need: the operator token, and room for many sign-ins. */
export const ACCESS_SUITE_ENV = {
  IDENTITY_OPERATOR_TOKEN: OPERATOR_TOKEN,
  IDENTITY_RATE_LIMIT_PER_IP: '1000',
  IDENTITY_RATE_LIMIT_PER_EMAIL: '1000',
};

export interface SuiteInstance {
  app: App;
  database: Database;
  /** http://127.0.0.1:<port> */
  origin: string;
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** How long a socket may take to close before the test reports it as left open. */
const CLOSE_DEADLINE_MS = 5_000;

/**
 * Sockets on `sockets()` must close when the account's access changes through `actions()`: the
 * same instance, or another one on the same database. Each close is timed from the start of the
 * request that caused it; the figures are printed and written to `.tmp/<label>.json`.
 */
export function accessCloseSuite(label: string, instances: () => { sockets: SuiteInstance; actions: SuiteInstance }) {
  const latencies: Record<string, number> = {};
  const open: TestSocket[] = [];
  let team: { token: string; socket: TestSocket } | undefined;

  afterAll(async () => {
    await Promise.all(open.splice(0).map((socket) => socket.close()));
    if (Object.keys(latencies).length === 0) return;
    console.log(`socket-close latency (${label}), ms from the request's start:`, latencies);
    const dir = join(process.cwd(), '.tmp');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${label}.json`), `${JSON.stringify(latencies, null, 2)}\n`);
  });

  const identity = (method: string, path: string, options: { token?: string; body?: unknown; form?: object } = {}) =>
    instances().actions.app.inject({
      method: method as 'GET',
      url: `/.netlify/identity${path}`,
      headers: {
        ...(options.token ? bearer(options.token) : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(options.form
        ? { payload: new URLSearchParams(options.form as Record<string, string>).toString() }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
    });

  const password = 'Sturdy-pass-2026';
  async function account(name: string, roles: string[] = []): Promise<string> {
    const created = await identity('POST', '/admin/users', {
      token: OPERATOR_TOKEN,
      body: {
        email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
        password,
        confirm: true,
        app_metadata: { roles },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().email as string;
  }
  async function signIn(email: string): Promise<Tokens> {
    const response = await identity('POST', '/token', { form: { grant_type: 'password', username: email, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Tokens;
  }
  async function connect(token: string): Promise<TestSocket> {
    const socket = await openSocket(instances().sockets.origin, token);
    open.push(socket);
    return socket;
  }
  /** A support agent following the inbox on the sockets' instance: proof that a message was dispatched there. */
  async function teamSocket() {
    if (!team) {
      const token = (await signIn(await account('team', ['support']))).access_token;
      const socket = await connect(token);
      expect(await socket.subscribe(INBOX_TOPIC)).toMatchObject({ type: 'subscribed' });
      team = { token, socket };
    }
    return team;
  }
  /** An author's socket following their own conversation. */
  async function authorSocket(token: string) {
    const socket = await connect(token);
    const { authorId } = await socket.next('ready');
    expect(await socket.subscribe(conversationTopic(authorId!))).toMatchObject({ type: 'subscribed' });
    return { socket, authorId: authorId! };
  }
  /** Waits for the close the change must cause, and records how long it took. */
  async function closes(name: string, socket: TestSocket, startedAt: number) {
    const closed = await Promise.race([
      socket.closed,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`the socket stayed open after ${name}`)), CLOSE_DEADLINE_MS),
      ),
    ]);
    latencies[name] = Math.round((closed.at - startedAt) * 10) / 10;
    return closed;
  }
  /** The team writes in the conversation once it is known the socket closed; it must not hear of it. */
  async function nothingAfterClose(victim: TestSocket, authorId: string, stillOpen: TestSocket[] = []) {
    const { token, socket } = await teamSocket();
    const content = `After the change ${randomUUID()}`;
    const reply = await instances().actions.app.inject({
      method: 'POST',
      url: `/api/staff/conversations/${authorId}/messages`,
      headers: bearer(token),
      payload: { client_id: randomUUID(), description: content },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const isIt = (frame: ServerFrame) => frame.type === 'message' && frame.message.content === content;
    await socket.next('message', (frame) => frame.message.content === content);
    for (const other of stillOpen) await other.next('message', (frame) => frame.message.content === content);
    expect(victim.frames.some(isIt)).toBe(false);
  }

  it('logout closes the sockets of that session, not those of the same person’s other sessions', async () => {
    const email = await account('logout');
    const [ending, staying] = [await signIn(email), await signIn(email)];
    const victim = await authorSocket(ending.access_token);
    const other = await authorSocket(staying.access_token);

    const startedAt = performance.now();
    const response = await identity('POST', '/logout', { token: ending.access_token });
    expect(response.statusCode).toBe(204);
    expect((await closes('logout', victim.socket, startedAt)).code).toBe(CLOSE_SIGNED_OUT);
    await nothingAfterClose(victim.socket, victim.authorId, [other.socket]);
  });

  it('an admin ban closes every socket of the account', async () => {
    const email = await account('banned');
    const [first, second] = [await signIn(email), await signIn(email)];
    const victim = await authorSocket(first.access_token);
    const alsoVictim = await authorSocket(second.access_token);
    const { id } = (await identity('GET', '/user', { token: first.access_token })).json() as { id: string };

    const startedAt = performance.now();
    const response = await identity('PUT', `/admin/users/${id}`, {
      token: OPERATOR_TOKEN,
      body: { ban_duration: '24h' },
    });
    expect(response.statusCode).toBe(200);
    expect((await closes('admin ban', victim.socket, startedAt)).code).toBe(CLOSE_SIGNED_OUT);
    expect((await alsoVictim.socket.closed).code).toBe(CLOSE_SIGNED_OUT);
    await nothingAfterClose(victim.socket, victim.authorId);
  });

  it('a replayed refresh token closes the sockets of its session', async () => {
    const email = await account('replayed');
    const first = await signIn(email);
    const rotated = (
      await identity('POST', '/token', {
        form: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
      })
    ).json() as Tokens;
    const victim = await authorSocket(rotated.access_token);
    // The first refresh token turns up again after the grace window: a stolen copy.
    await instances()
      .actions.database.db.updateTable('identity_refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1_000) })
      .where('rotated_at', 'is not', null)
      .execute();

    const startedAt = performance.now();
    const replay = await identity('POST', '/token', {
      form: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
    });
    expect(replay.statusCode).toBe(400);
    expect((await closes('refresh-token reuse', victim.socket, startedAt)).code).toBe(CLOSE_SIGNED_OUT);
    await nothingAfterClose(victim.socket, victim.authorId);
  });

  it('a password change closes the sockets of the other sessions, not of the one that changed it', async () => {
    const email = await account('password');
    const [elsewhere, here] = [await signIn(email), await signIn(email)];
    const victim = await authorSocket(elsewhere.access_token);
    const own = await authorSocket(here.access_token);

    const startedAt = performance.now();
    const response = await identity('PUT', '/user', {
      token: here.access_token,
      body: { password: 'Another-sturdy-pass-2026' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await closes('password change elsewhere', victim.socket, startedAt)).code).toBe(CLOSE_SIGNED_OUT);
    await nothingAfterClose(victim.socket, victim.authorId, [own.socket]);
  });

  it('removing a staff role closes the agent’s sockets; the agent comes back without staff rights', async () => {
    const email = await account('demoted', ['support']);
    const agent = await signIn(email);
    const socket = await connect(agent.access_token);
    expect(await socket.subscribe(INBOX_TOPIC)).toMatchObject({ type: 'subscribed' });
    const { id } = (await identity('GET', '/user', { token: agent.access_token })).json() as { id: string };
    const author = await authorSocket((await signIn(await account('writer'))).access_token);

    const startedAt = performance.now();
    const response = await identity('PUT', `/admin/users/${id}`, {
      token: OPERATOR_TOKEN,
      body: { app_metadata: { roles: [] } },
    });
    expect(response.statusCode).toBe(200);
    expect((await closes('staff role removal', socket, startedAt)).code).toBe(CLOSE_ACCESS_CHANGED);
    await nothingAfterClose(socket, author.authorId, [author.socket]);

    const staffApi = await instances().actions.app.inject({
      url: '/api/staff/authors',
      headers: bearer(agent.access_token),
    });
    expect(staffApi.statusCode).toBe(403);
    const again = await connect(agent.access_token);
    expect(await again.next('ready')).toMatchObject({ staff: false });
    expect(await again.subscribe(INBOX_TOPIC)).toMatchObject({ type: 'error', code: 'forbidden' });
  });
}
