import { NO_RECEIPTS, type ChatMessage } from '@app/contracts/chat';
import { conversationTopic, INBOX_TOPIC } from '@app/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { RequestUser } from '../auth/request-user.js';
import type { Database } from '../db/connect.js';
import type { DB } from '../db/schema.js';
import { CHAT_CHANNEL } from '../chat/chat-events.js';
import { SentMessages } from '../chat/sent-messages.js';
import { RealtimeHub, type Member } from './hub.js';

const PERSON = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

/**
 * A hub over a database that answers nothing and remembers every statement it was sent; `announce`
 * plays a notification of the database on a channel the hub listens to.
 */
function hubWithStatements() {
  const statements: CompiledQuery[] = [];
  const listeners = new Map<string, (payload: string) => void>();
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => void statements.push(event.query),
  });
  const database = {
    db,
    kind: 'pglite',
    listen: async (channel: string, handler: (payload: string) => void) => {
      listeners.set(channel, handler);
      return async () => undefined;
    },
  } as unknown as Database;
  const logger = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
  const sent = new SentMessages();
  const hub = new RealtimeHub(database, logger, async () => null, 10, sent);
  const announce = (channel: string, payload: object) => listeners.get(channel)!(JSON.stringify(payload));
  return { hub, statements, sent, announce };
}

const socketOf = (id: string, received: string[] = []): Member => ({
  user: { id, email: `${id}@example.com`, roles: [], aal: 'aal1', claims: {} } as unknown as RequestUser,
  sendEncoded: (frame) => void received.push(frame.toString()),
  end: () => undefined,
});

describe('RealtimeHub presence', () => {
  it('records a person once for their first socket here, not once per socket', async () => {
    const { hub, statements } = hubWithStatements();
    const presenceWrites = () =>
      statements.filter((statement) => statement.sql.includes('realtime_presence')).map((s) => s.parameters);

    expect(hub.add(socketOf(PERSON))).toBe(true);
    expect(hub.add(socketOf(PERSON))).toBe(true);
    expect(hub.add(socketOf(PERSON))).toBe(true);
    expect(hub.add(socketOf(OTHER))).toBe(true);

    // Written together a moment later: once the other person's is there, ours is too.
    await vi.waitFor(() => expect(presenceWrites().some((parameters) => parameters.includes(OTHER))).toBe(true), {
      timeout: 5_000,
    });
    const written = presenceWrites().flat();
    expect(written.filter((parameter) => parameter === PERSON)).toHaveLength(1);
    expect(written.filter((parameter) => parameter === OTHER)).toHaveLength(1);
    expect(hub.socketsOf(PERSON)).toBe(3);
  });
});

// A message stored elsewhere (another instance, a staff tool, SQL) is read from the database and
// reaches a real socket in realtime.int.test.ts ("pushes a message inserted by any means") and,
// across two instances, in test/realtime/cross-instance.pg.test.ts.
describe('RealtimeHub chat messages', () => {
  const message: ChatMessage = {
    id: '33333333-3333-4333-8333-333333333333',
    clientId: '44444444-4444-4444-8444-444444444444',
    authorId: PERSON,
    content: 'Your proofs are ready',
    sender: 'support',
    createdAt: '2026-11-27T10:00:00.000Z',
    status: 'sent',
    attachment: null,
  };

  /** A started hub with one socket following PERSON's conversation, its presence written. */
  async function followingTheConversation() {
    const { hub, statements, sent, announce } = hubWithStatements();
    await hub.start();
    const received: string[] = [];
    const socket = socketOf(PERSON, received);
    hub.add(socket);
    hub.subscribe(socket, conversationTopic(PERSON));
    await vi.waitFor(() => expect(statements.length).toBeGreaterThan(0), { timeout: 5_000 }); // the presence write
    const before = statements.length;
    /** The statements since then that read messages. */
    const messageReads = () =>
      statements.slice(before).filter((statement) => statement.sql.includes('author_activities'));
    return { hub, sent, announce, received, messageReads };
  }

  it('sends a message stored through this instance as it is, without reading it back', async () => {
    const { hub, sent, announce, received, messageReads } = await followingTheConversation();

    sent.track(message.id, Promise.resolve({ message, created: true }));
    announce(CHAT_CHANNEL, { kind: 'message', id: message.id, authorId: PERSON });

    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(JSON.parse(received[0]!)).toEqual({ type: 'message', message });
    expect(messageReads()).toEqual([]);
    // Taken once: the same announcement again (another message's id) is read from the database.
    expect(await sent.take(message.id)).toBeUndefined();
    await hub.stop();
  });

  it('waits for an insert whose announcement comes before its answer, and sends it as stored', async () => {
    const { hub, sent, announce, received, messageReads } = await followingTheConversation();

    let answer!: (stored: { message: ChatMessage; created: boolean }) => void;
    sent.track(message.id, new Promise((resolve) => (answer = resolve)));
    announce(CHAT_CHANNEL, { kind: 'message', id: message.id, authorId: PERSON });
    answer({ message, created: true });

    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(JSON.parse(received[0]!)).toEqual({ type: 'message', message });
    expect(messageReads()).toEqual([]);
    await hub.stop();
  });

  it('holds nothing for a send that stored nothing new, or failed', async () => {
    const { sent } = hubWithStatements();
    sent.track(message.id, Promise.resolve({ message, created: false }));
    sent.track('55555555-5555-4555-8555-555555555555', Promise.reject(new Error('refused')));
    expect(await sent.take(message.id)).toBeUndefined();
    expect(await sent.take('55555555-5555-4555-8555-555555555555')).toBeUndefined();
  });
});

describe('RealtimeHub publishing', () => {
  it('sends a frame for several topics once to each socket following any of them', async () => {
    const { hub, announce } = hubWithStatements();
    await hub.start();
    const heard = { author: [] as string[], team: [] as string[], inbox: [] as string[], other: [] as string[] };
    const follow = (received: string[], ...topics: string[]) => {
      const socket = socketOf(OTHER, received);
      hub.add(socket);
      for (const topic of topics) hub.subscribe(socket, topic);
    };
    follow(heard.author, conversationTopic(PERSON));
    follow(heard.team, INBOX_TOPIC, conversationTopic(PERSON));
    follow(heard.inbox, INBOX_TOPIC);
    follow(heard.other, conversationTopic(OTHER));

    // Receipts go to the conversation and the inbox, at once: no database read on the way.
    announce(CHAT_CHANNEL, { kind: 'receipts', authorId: PERSON, receipts: NO_RECEIPTS });

    const frame = { type: 'receipts', authorId: PERSON, receipts: NO_RECEIPTS };
    expect(heard.author.map((json) => JSON.parse(json))).toEqual([frame]);
    expect(heard.team.map((json) => JSON.parse(json))).toEqual([frame]);
    expect(heard.inbox.map((json) => JSON.parse(json))).toEqual([frame]);
    expect(heard.other).toEqual([]);
    await hub.stop();
  });
});
