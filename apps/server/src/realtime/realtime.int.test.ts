import { conversationTopic, INBOX_TOPIC, CLOSE_TOKEN_EXPIRED, REALTIME_PROTOCOL } from '@app/contracts/realtime';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { connect as connectTcp } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { signAccessToken } from '../auth/access-token.js';
import {
  bearer,
  newPerson,
  openSocket,
  refusedUpgrade,
  tokenFor,
  type TestPerson,
  type TestSocket,
} from '../../test/support/realtime-client.js';

let t: TestApp;
let baseUrl: string;
/** REALTIME_MAX_SOCKETS_PER_USER of the app under test. */
const MAX_SOCKETS = 5;
const alice = newPerson('alice');
const bob = newPerson('bob');
const staff = newPerson('staff', ['support']);
const tokens = new Map<TestPerson, string>();
const open: TestSocket[] = [];

const connect = async (person: TestPerson) => {
  const socket = await openSocket(baseUrl, tokens.get(person)!);
  open.push(socket);
  return socket;
};
const post = (person: TestPerson, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens.get(person)!), payload });

beforeAll(async () => {
  t = await createTestApp({ REALTIME_MAX_SOCKETS_PER_USER: String(MAX_SOCKETS) });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const person of [alice, bob, staff]) tokens.set(person, await tokenFor(t.database, person));
  for (const person of [alice, bob])
    await t.app.inject({ url: '/api/me/chat/messages', headers: bearer(tokens.get(person)!) });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()));
});
afterAll(() => t.close());

describe('connecting', () => {
  it('refuses an upgrade without a valid token', async () => {
    expect(await refusedUpgrade(baseUrl)).toBe(401);
    expect(await refusedUpgrade(baseUrl, {}, [REALTIME_PROTOCOL, 'access_token.not-a-token'])).toBe(401);
    const foreign = await signAccessToken('another-secret-that-is-long-enough-for-hs256', {
      sub: alice.id,
      email: alice.email,
      aud: '',
      app_metadata: { provider: 'email', roles: ['support'] },
      user_metadata: {},
      session_id: '00000000-0000-4000-8000-000000000001',
    });
    expect(await refusedUpgrade(baseUrl, bearer(foreign))).toBe(401);
  });

  it('names the caller’s own conversation once ready', async () => {
    const socket = await connect(alice);
    expect(await socket.next('ready')).toMatchObject({ authorId: alice.id, staff: false, userId: alice.id });
    const team = await connect(staff);
    expect(await team.next('ready')).toMatchObject({ authorId: null, staff: true });
  });

  it('closes the socket when its token expires', async () => {
    const shortLived = await tokenFor(t.database, alice, 2);
    const socket = await openSocket(baseUrl, shortLived);
    const closed = await socket.closed;
    expect(closed.code).toBe(CLOSE_TOKEN_EXPIRED);
    expect(await socket.next('error')).toMatchObject({ code: 'token_expired' });
  });

  it(`holds at most ${MAX_SOCKETS} sockets per person: more are refused, even when opened at once`, async () => {
    const token = tokens.get(bob)!;
    const attempts = await Promise.all(
      Array.from({ length: MAX_SOCKETS + 10 }, () => openSocket(baseUrl, token).catch(() => null)),
    );
    const opened = attempts.filter((socket) => socket !== null);
    open.push(...opened);
    expect(opened).toHaveLength(MAX_SOCKETS);
    expect(await refusedUpgrade(baseUrl, bearer(token))).toBe(429);
    // Someone else is not concerned; and once one of bob's sockets is gone, bob may open another.
    await connect(alice);
    await opened[0]!.close();
    let again: TestSocket | null = null;
    while (!again) again = await openSocket(baseUrl, token).catch(() => null);
    open.push(again);
    expect(await again.next('ready')).toMatchObject({ userId: bob.id });
  });

  it('answers a plain request to the socket’s path with a JSON 404', async () => {
    const plain = await fetch(`${baseUrl}/api/realtime`, { headers: bearer(tokens.get(alice)!) });
    expect(plain.status).toBe(404);
    expect(await plain.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers malformed upgrades with a 4xx and never a 5xx', async () => {
    /** The status code a raw upgrade request gets. */
    const statusOf = (head: string) =>
      new Promise<number>((resolve, reject) => {
        const { port } = new URL(baseUrl);
        const socket = connectTcp(Number(port), '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
      });
    const token = tokens.get(alice)!;
    const upgrade = (headers: string[], path = '/api/realtime') =>
      [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: Upgrade', ...headers].join('\r\n');
    const websocket = ['Upgrade: websocket', 'Sec-WebSocket-Version: 13'];
    const key = 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==';
    const answers = await Promise.all([
      // A valid token, then a handshake ws refuses: no key, a bad version, another protocol.
      statusOf(upgrade([...websocket, `Authorization: Bearer ${token}`])),
      statusOf(upgrade(['Upgrade: websocket', 'Sec-WebSocket-Version: 99', key, `Authorization: Bearer ${token}`])),
      statusOf(upgrade(['Upgrade: h2c', key, `Authorization: Bearer ${token}`])),
      // Tokens that are no tokens, and a path that is not the socket's.
      statusOf(upgrade([...websocket, key, 'Authorization: Bearer \u00ff\u00fe'])),
      statusOf(upgrade([...websocket, key, `Sec-WebSocket-Protocol: access_token.${'x'.repeat(4000)}`])),
      statusOf(upgrade([...websocket, key, `Authorization: Bearer ${token}`], '/api/realtime/../me/invoices')),
    ]);
    expect(answers).toEqual([400, 400, 400, 401, 401, 404]);
  });

  it('keeps nothing of the upgrade request once the socket is open', async () => {
    // A request kept alive by each open socket is memory every crowd of sockets promotes and leaves
    // for a full collection.
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    let upgradeRequest: WeakRef<IncomingMessage> | undefined;
    const watch = (request: IncomingMessage) => (upgradeRequest = new WeakRef(request));
    t.app.server.prependListener('upgrade', watch);
    try {
      const socket = await connect(alice);
      await socket.next('ready');
      for (let i = 0; i < 5 && upgradeRequest?.deref(); i += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        collectGarbage();
      }
      expect(upgradeRequest).toBeDefined();
      expect(upgradeRequest!.deref()).toBeUndefined();
      socket.send({ type: 'ping' });
      expect(await socket.next('pong')).toEqual({ type: 'pong' });
    } finally {
      t.app.server.off('upgrade', watch);
    }
  });
});

describe('authorization', () => {
  it('lets an author follow only their own conversation', async () => {
    const socket = await connect(alice);
    expect(await socket.subscribe(conversationTopic(alice.id))).toMatchObject({ type: 'subscribed' });
    expect(await socket.subscribe(conversationTopic(bob.id))).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(await socket.subscribe(INBOX_TOPIC)).toMatchObject({ type: 'error', code: 'forbidden' });
  });

  it('refuses typing and receipts in someone else’s conversation', async () => {
    const socket = await connect(alice);
    socket.send({ type: 'typing', authorId: bob.id, typing: true });
    expect(await socket.next('error', (f) => f.frame === 'typing')).toMatchObject({ code: 'forbidden' });
    socket.send({ type: 'delivered', authorId: bob.id, upTo: randomUUID() });
    expect(await socket.next('error', (f) => f.frame === 'delivered')).toMatchObject({ code: 'forbidden' });
  });

  it('lets the team follow the inbox and any conversation', async () => {
    const team = await connect(staff);
    expect(await team.subscribe(INBOX_TOPIC)).toMatchObject({ type: 'subscribed' });
    expect(await team.subscribe(conversationTopic(bob.id))).toMatchObject({ type: 'subscribed' });
  });

  it('answers malformed frames with an error and keeps the socket open', async () => {
    const socket = await connect(alice);
    socket.ws.send('not json');
    expect(await socket.next('error')).toMatchObject({ code: 'bad_frame' });
    socket.send({ type: 'ping' });
    expect(await socket.next('pong')).toEqual({ type: 'pong' });
  });
});

describe('live conversation', () => {
  it('delivers messages both ways, with delivered and read receipts', async () => {
    const author = await connect(alice);
    const team = await connect(staff);
    await author.subscribe(conversationTopic(alice.id));
    await team.subscribe(INBOX_TOPIC);
    await team.subscribe(conversationTopic(alice.id));

    const sent = await post(alice, '/api/me/chat/messages', {
      client_id: randomUUID(),
      description: 'Is my cover ready?',
    });
    expect(sent.statusCode).toBe(201);
    // How fast it arrives is measured by `npm run bench` (chat delivery), not timed here.
    const seenByTeam = await team.next('message', (f) => f.message.content === 'Is my cover ready?');
    expect(seenByTeam.message).toMatchObject({ sender: 'user', authorId: alice.id, status: 'sent' });
    // Following both the inbox and the conversation still delivers the message once.
    await team.next('message', (f) => f.message.content === 'Is my cover ready?');
    expect(team.frames.filter((f) => f.type === 'message' && f.message.id === seenByTeam.message.id)).toHaveLength(1);
    await author.next('message', (f) => f.message.id === seenByTeam.message.id);

    team.send({ type: 'delivered', authorId: alice.id, upTo: seenByTeam.message.id });
    const delivered = await author.next('receipts', (f) => f.receipts.supportDeliveredAt !== null);
    expect(delivered.receipts.supportDeliveredAt).toBe(seenByTeam.message.createdAt);

    const answer = await post(staff, `/api/staff/conversations/${alice.id}/messages`, {
      client_id: randomUUID(),
      description: 'Yes, attached tomorrow',
    });
    const seenByAuthor = await author.next('message', (f) => f.message.sender === 'support');
    expect(seenByAuthor.message.id).toBe(answer.json().message.id);

    await post(alice, '/api/me/chat/read', { up_to: seenByAuthor.message.id });
    const read = await team.next('receipts', (f) => f.receipts.authorReadAt !== null);
    expect(read.receipts.authorReadAt).toBe(seenByAuthor.message.createdAt);
  });

  it('pushes a message inserted by any means (a staff tool or SQL)', async () => {
    const author = await connect(alice);
    await author.subscribe(conversationTopic(alice.id));
    await t.database.db
      .insertInto('author_activities')
      .values({ author_id: alice.id, activity_type: 'chat_support', description: 'From the back office' })
      .execute();
    expect((await author.next('message', (f) => f.message.content === 'From the back office')).message.sender).toBe(
      'support',
    );
  });

  it('never shows one author another author’s messages', async () => {
    const author = await connect(alice);
    await author.subscribe(conversationTopic(alice.id));
    await post(staff, `/api/staff/conversations/${bob.id}/messages`, {
      client_id: randomUUID(),
      description: 'For Bob only',
    });
    await post(staff, `/api/staff/conversations/${alice.id}/messages`, {
      client_id: randomUUID(),
      description: 'For Alice',
    });
    await author.next('message', (f) => f.message.content === 'For Alice');
    expect(author.frames.some((f) => f.type === 'message' && f.message.content === 'For Bob only')).toBe(false);
  });

  it('relays typing to the other side of the conversation', async () => {
    const author = await connect(alice);
    const team = await connect(staff);
    await team.subscribe(conversationTopic(alice.id));
    await author.subscribe(conversationTopic(alice.id));
    author.send({ type: 'typing', authorId: alice.id, typing: true });
    expect(await team.next('typing')).toEqual({ type: 'typing', authorId: alice.id, sender: 'user', typing: true });
    team.send({ type: 'typing', authorId: alice.id, typing: true });
    expect(await author.next('typing', (f) => f.sender === 'support')).toMatchObject({ typing: true });
  });

  it('stops receiving a conversation after unsubscribing', async () => {
    const team = await connect(staff);
    await team.subscribe(conversationTopic(bob.id));
    team.send({ type: 'unsubscribe', topic: conversationTopic(bob.id) });
    await team.next('unsubscribed');
    await post(bob, '/api/me/chat/messages', { client_id: randomUUID(), description: 'Anyone there?' });
    const probe = await connect(staff);
    await probe.subscribe(conversationTopic(bob.id));
    await post(bob, '/api/me/chat/messages', { client_id: randomUUID(), description: 'Hello again' });
    await probe.next('message', (f) => f.message.content === 'Hello again');
    expect(team.frames.some((f) => f.type === 'message')).toBe(false);
  });
});

describe('limits', () => {
  it('rate-limits a flooding connection, then disconnects it', async () => {
    const socket = await connect(alice);
    for (let i = 0; i < 100; i += 1) socket.send({ type: 'ping' });
    expect(await socket.next('error')).toMatchObject({ code: 'rate_limited' });
    const closed = await socket.closed;
    expect(closed.code).toBe(1008);
    expect(socket.frames.filter((f) => f.type === 'pong').length).toBeLessThanOrEqual(41);
  });

  it('refuses frames over 16 KB by closing the socket', async () => {
    const socket = await connect(alice);
    socket.send({ type: 'typing', authorId: alice.id, typing: true, padding: 'x'.repeat(17 * 1024) });
    expect((await socket.closed).code).toBe(1009);
  });
});
