import { CLOSE_ACCESS_CHANGED, conversationTopic, INBOX_TOPIC } from '@app/contracts/realtime';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../e2e/support/server.js';
import { createTempDir, createTestDatabase, silentLogger, TEST_JWT_SECRET, type TestDatabase } from '../support/harness.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { connectDatabase, type Database } from '../../src/db/connect.js';
import { LISTENER_APPLICATION_NAME } from '../../src/db/pg-listener.js';
import type { App } from '../../src/http/types.js';
import { JobQueue } from '../../src/jobs/job-queue.js';
import { createMailQueue } from '../../src/mail/mail-queue.js';
import { bearer, newPerson, openSocket, tokenFor, type TestSocket } from '../support/realtime-client.js';

/** One server instance of a multi-instance deployment: its own pool and listener on the shared database. */
async function startInstance(databaseUrl: string) {
  const dir = createTempDir();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir.path,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SITE_URL: 'http://localhost:3000',
      WEB_DIST_DIR: join(dir.path, 'no-web-build'),
    }),
    jwtSecret: TEST_JWT_SECRET,
  };
  // A quick heartbeat, so a frozen listener connection is noticed within a fraction of a second.
  const database: Database = await connectDatabase(
    { kind: 'postgres', url: databaseUrl, listenerHeartbeatMs: 200 },
    silentLogger,
  );
  const jobs = new JobQueue(database.db, config.mailQueue, silentLogger);
  const mailQueue = createMailQueue(jobs, database.db, config, silentLogger);
  const app: App = await buildApp({ config, database, jobs, mailQueue, logger: silentLogger });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    url,
    async close() {
      await app.close();
      await database.close();
      dir.dispose();
    },
  };
}

describe('two server instances on one PostgreSQL database', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;
  const sockets: TestSocket[] = [];
  const author = newPerson('author');
  const staff = newPerson('staff', ['support']);
  const tokens: Record<'author' | 'staff', string> = { author: '', staff: '' };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const target = new URL(testDb.url!);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, await freePort());
    await proxy.start();
    // Instance B reaches the database through a proxy, so the test can cut B off on its own.
    const viaProxy = new URL(testDb.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    a = await startInstance(testDb.url!);
    b = await startInstance(viaProxy.toString());
    tokens.author = await tokenFor(a.database, author);
    tokens.staff = await tokenFor(a.database, staff);
    await a.app.inject({ url: '/api/me/chat/messages', headers: bearer(tokens.author) });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await b?.close();
    await a?.close();
    await proxy?.stop();
    await testDb?.dispose();
  });

  const connect = async (instance: { url: string }, token: string) => {
    const socket = await openSocket(instance.url, token);
    sockets.push(socket);
    return socket;
  };
  /** Asks `check` again until it holds (the deadline is the test's: only a hang reaches it). */
  const waitUntil = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const send = (instance: { app: App }, description: string) =>
    instance.app.inject({
      method: 'POST',
      url: '/api/me/chat/messages',
      headers: bearer(tokens.author),
      payload: { client_id: randomUUID(), description },
    });

  it('passes a message and typing from a socket on A to a socket on B, within a second', async () => {
    const teamOnA = await connect(a, tokens.staff);
    const authorOnB = await connect(b, tokens.author);
    await teamOnA.subscribe(INBOX_TOPIC);
    await teamOnA.subscribe(conversationTopic(author.id));
    await authorOnB.subscribe(conversationTopic(author.id));

    teamOnA.send({ type: 'typing', authorId: author.id, typing: true });
    expect(await authorOnB.next('typing')).toMatchObject({ sender: 'support', typing: true });

    const reply = await a.app.inject({
      method: 'POST',
      url: `/api/staff/conversations/${author.id}/messages`,
      headers: bearer(tokens.staff),
      payload: { client_id: randomUUID(), description: 'Sent through A' },
    });
    expect(reply.statusCode).toBe(201);
    const received = await authorOnB.next('message', (f) => f.message.content === 'Sent through A');
    expect(received.message.id).toBe(reply.json().message.id);

    // And back: the author's delivered receipt on B and message through B reach the team on A.
    authorOnB.send({ type: 'delivered', authorId: author.id, upTo: received.message.id });
    expect((await teamOnA.next('receipts')).receipts.authorDeliveredAt).toBe(received.message.createdAt);
    await send(b, 'Sent through B');
    expect((await teamOnA.next('message', (f) => f.message.content === 'Sent through B')).message.sender).toBe('user');
  });

  it('tells B’s clients to reload after B lost the database, then delivers live again', async () => {
    const authorOnB = await connect(b, tokens.author);
    await authorOnB.subscribe(conversationTopic(author.id));

    await proxy.stop();
    await send(a, 'Sent while B was cut off');
    await proxy.start();

    expect(await authorOnB.next('resync', () => true, 10_000)).toEqual({ type: 'resync' });
    await send(a, 'Sent after B is back');
    await authorOnB.next('message', (f) => f.message.content === 'Sent after B is back');
    // What B missed is in the history the client reloads on "resync".
    const history = await b.app.inject({ url: '/api/me/chat/messages', headers: bearer(tokens.author) });
    expect(history.json().messages.map((m: { content: string }) => m.content)).toContain('Sent while B was cut off');
  });

  it('notices that B’s listener connection froze, says so in /healthz, reconnects and delivers again', async () => {
    const authorOnB = await connect(b, tokens.author);
    await authorOnB.subscribe(conversationTopic(author.id));
    const agent = newPerson('agent', ['support']);
    const agentOnB = await connect(b, await tokenFor(a.database, agent));
    const health = () => b.app.inject({ url: '/healthz' });

    // Nothing passes on B's listener connection any more, and nothing closes it either.
    proxy.freeze(LISTENER_APPLICATION_NAME);
    await waitUntil(async () => (await health()).statusCode === 503);
    expect((await health()).json()).toEqual({ status: 'unavailable', reason: 'database listener down' });
    // Meanwhile the agent is demoted through A, and B hears nothing of it.
    const demoted = JSON.stringify({ provider: 'email', roles: [] });
    await sql`update identity_users set app_metadata = ${demoted} where id = ${agent.id}`.execute(a.database.db);
    await send(b, 'Sent through B while its listener was frozen');
    proxy.thaw();

    expect(await authorOnB.next('resync', () => true, 10_000)).toEqual({ type: 'resync' });
    expect((await agentOnB.closed).code).toBe(CLOSE_ACCESS_CHANGED);
    await waitUntil(async () => (await health()).statusCode === 200);
    const reply = await b.app.inject({
      method: 'POST',
      url: `/api/staff/conversations/${author.id}/messages`,
      headers: bearer(tokens.staff),
      payload: { client_id: randomUUID(), description: 'Sent through B after its listener came back' },
    });
    expect(reply.statusCode).toBe(201);
    const received = await authorOnB.next('message', (f) => f.message.content.endsWith('after its listener came back'));
    expect(received.message.id).toBe(reply.json().message.id);
  }, 30_000);
});
