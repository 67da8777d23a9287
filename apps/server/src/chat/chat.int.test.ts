import { CHAT_MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG, type ChatHistory, type ChatMessage } from '@app/contracts/chat';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, newPerson, tokenFor, type TestPerson } from '../../test/support/realtime-client.js';

let t: TestApp;
const alice = newPerson('alice');
const bob = newPerson('bob');
const staff = newPerson('staff', ['support']);
const admin = newPerson('admin', ['admin']);
const tokens = new Map<TestPerson, string>();
const auth = (person: TestPerson) => bearer(tokens.get(person)!);

const send = (person: TestPerson, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/me/chat/messages', headers: auth(person), payload: body });
const reply = (person: TestPerson, authorId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/conversations/${authorId}/messages`,
    headers: auth(person),
    payload: body,
  });
const markRead = (person: TestPerson, upTo: string) =>
  t.app.inject({ method: 'POST', url: '/api/me/chat/read', headers: auth(person), payload: { up_to: upTo } });
const history = async (person: TestPerson) =>
  (await t.app.inject({ url: '/api/me/chat/messages', headers: auth(person) })).json<ChatHistory>();
const rowsOf = (authorId: string) =>
  t.database.db
    .selectFrom('author_activities')
    .selectAll()
    .where('author_id', '=', authorId)
    .orderBy('created_at')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  for (const person of [alice, bob, staff, admin]) tokens.set(person, await tokenFor(t.database, person));
  // Authors exist once they have used the dashboard; seed Alice's conversation as the checklist does.
  for (const person of [alice, bob]) await t.app.inject({ url: '/api/me/chat/messages', headers: auth(person) });
  await t.database.db
    .insertInto('author_activities')
    .values([
      { author_id: alice.id, activity_type: 'chat_user', description: 'Hello', created_at: '2025-01-01T10:00:00Z' },
      {
        author_id: alice.id,
        activity_type: 'chat_support',
        description: 'Hi Alice',
        created_at: '2025-01-01T10:05:00Z',
      },
      { author_id: bob.id, activity_type: 'chat_user', description: 'Bob here', created_at: '2025-01-01T09:00:00Z' },
    ])
    .execute();
});
afterAll(() => t.close());

describe('the author conversation', () => {
  it('refuses callers without a token', async () => {
    const response = await t.app.inject({ url: '/api/me/chat/messages' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('lists only the caller’s messages, oldest first, as dashboard chat messages', async () => {
    const { messages, authorId } = await history(alice);
    expect(authorId).toBe(alice.id);
    expect(messages.map((m) => [m.content, m.sender])).toEqual([
      ['Hello', 'user'],
      ['Hi Alice', 'support'],
    ]);
    expect(messages[0]).toMatchObject({ status: 'sent', createdAt: '2025-01-01T10:00:00.000Z', attachment: null });
  });

  it('stores a trimmed message under the caller, whatever author_id the body names', async () => {
    const response = await send(alice, {
      client_id: randomUUID(),
      activity_type: 'chat_user',
      description: '  Test 1\nsecond line  ',
      author_id: bob.id,
    });
    expect(response.statusCode).toBe(201);
    const { message } = response.json<{ message: ChatMessage }>();
    expect(message).toMatchObject({
      authorId: alice.id,
      content: 'Test 1\nsecond line',
      sender: 'user',
      status: 'sent',
    });
    expect((await rowsOf(bob.id)).map((row) => row.description)).toEqual(['Bob here']);
  });

  it('stores a retried send once (same client id)', async () => {
    const clientId = randomUUID();
    const first = await send(alice, { client_id: clientId, description: 'Only once' });
    const retry = await send(alice, { client_id: clientId, description: 'Only once' });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json().message.id).toBe(first.json().message.id);
    expect((await rowsOf(alice.id)).filter((row) => row.description === 'Only once')).toHaveLength(1);
  });

  it('refuses a client id that belongs to someone else’s message', async () => {
    const clientId = randomUUID();
    expect((await send(alice, { client_id: clientId, description: 'Mine' })).statusCode).toBe(201);
    const response = await send(bob, { client_id: clientId, description: 'Mine too' });
    expect(response.statusCode).toBe(409);
    expect((await rowsOf(bob.id)).some((row) => row.description === 'Mine too')).toBe(false);
  });

  it('refuses blank, too long and support-typed messages with clear errors and stores nothing', async () => {
    const before = (await rowsOf(alice.id)).length;
    const blank = await send(alice, { client_id: randomUUID(), description: ' \n\t ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.code).toBe('validation_failed');
    const long = await send(alice, { client_id: randomUUID(), description: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.description).toEqual([MESSAGE_TOO_LONG]);
    const impersonation = await send(alice, {
      client_id: randomUUID(),
      activity_type: 'chat_support',
      description: 'Hi',
    });
    expect(impersonation.statusCode).toBe(403);
    const noClientId = await send(alice, { description: 'Hi' });
    expect(noClientId.statusCode).toBe(400);
    expect((await rowsOf(alice.id)).length).toBe(before);
  });

  it('accepts exactly the limit, counting an emoji as one character like the database', async () => {
    const response = await send(alice, { client_id: randomUUID(), description: '😀'.repeat(CHAT_MESSAGE_MAX_LENGTH) });
    expect(response.statusCode).toBe(201);
  });

  it('limits how fast one person sends', async () => {
    const carol = newPerson('carol');
    tokens.set(carol, await tokenFor(t.database, carol));
    const statuses: number[] = [];
    // The clock stands still, so no token comes back however slowly a busy machine sends.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 12; i += 1)
        statuses.push((await send(carol, { client_id: randomUUID(), description: `m${i}` })).statusCode);
    } finally {
      vi.useRealTimers();
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await rowsOf(carol.id)).toHaveLength(10);
  });

  it('marks support messages read, and only messages of the other side', async () => {
    const { messages } = await history(alice);
    const support = messages.find((m) => m.sender === 'support')!;
    const own = messages.find((m) => m.sender === 'user')!;
    const refused = await markRead(alice, own.id);
    expect(refused.statusCode).toBe(404);
    const bobs = await markRead(bob, support.id);
    expect(bobs.statusCode).toBe(404);
    const read = await markRead(alice, support.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ authorReadAt: support.createdAt, authorDeliveredAt: support.createdAt });
  });
});

describe('the staff inbox', () => {
  it('is refused to authors on every call', async () => {
    const calls = [
      t.app.inject({ url: '/api/staff/conversations', headers: auth(alice) }),
      t.app.inject({ url: `/api/staff/conversations/${bob.id}/messages`, headers: auth(alice) }),
      reply(alice, bob.id, { client_id: randomUUID(), description: 'Pretending' }),
      t.app.inject({
        method: 'POST',
        url: `/api/staff/conversations/${bob.id}/read`,
        headers: auth(alice),
        payload: { up_to: randomUUID() },
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/staff/conversations' })).statusCode).toBe(401);
    expect((await rowsOf(bob.id)).map((row) => row.description)).toEqual(['Bob here']);
  });

  it('lists conversations by latest message with the author and unread counts', async () => {
    const response = await t.app.inject({ url: '/api/staff/conversations', headers: auth(staff) });
    expect(response.statusCode).toBe(200);
    const { conversations } = response.json<{
      conversations: {
        authorId: string;
        authorEmail: string;
        unreadCount: number;
        lastMessage: { createdAt: string };
      }[];
    }>();
    const times = conversations.map((c) => Date.parse(c.lastMessage.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const aliceRow = conversations.find((c) => c.authorId === alice.id)!;
    const bobRow = conversations.find((c) => c.authorId === bob.id)!;
    expect(aliceRow.authorEmail).toBe(alice.email);
    expect(bobRow.unreadCount).toBe(1);
    expect(aliceRow.unreadCount).toBe(
      (await rowsOf(alice.id)).filter((row) => row.activity_type === 'chat_user').length,
    );
  });

  it('replies as support and reads the author’s messages, which the author then sees as read', async () => {
    const detail = await t.app.inject({ url: `/api/staff/conversations/${bob.id}/messages`, headers: auth(admin) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ authorId: bob.id, authorEmail: bob.email });
    const bobsMessage = detail.json<ChatHistory>().messages[0]!;

    const sent = await reply(staff, bob.id, { client_id: randomUUID(), description: 'Hi Bob' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({ sender: 'support', authorId: bob.id, content: 'Hi Bob' });
    const asUser = await reply(staff, bob.id, {
      client_id: randomUUID(),
      activity_type: 'chat_user',
      description: 'x',
    });
    expect(asUser.statusCode).toBe(400);

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/staff/conversations/${bob.id}/read`,
      headers: auth(staff),
      payload: { up_to: bobsMessage.id },
    });
    expect(read.statusCode).toBe(200);
    const bobsView = await history(bob);
    expect(bobsView.messages.map((m) => [m.content, m.sender, m.status])).toEqual([
      ['Bob here', 'user', 'read'],
      ['Hi Bob', 'support', 'sent'],
    ]);
    const list = await t.app.inject({ url: '/api/staff/conversations', headers: auth(staff) });
    expect(list.json().conversations.find((c: { authorId: string }) => c.authorId === bob.id).unreadCount).toBe(0);
  });

  it('clears the unread count when support reads a message stored with microseconds', async () => {
    const carol = newPerson('carol');
    tokens.set(carol, await tokenFor(t.database, carol));
    await history(carol);
    // A time the database keeps to the microsecond, as now() does, which a JavaScript Date cannot hold.
    const [message] = await t.database.db
      .insertInto('author_activities')
      .values({
        author_id: carol.id,
        activity_type: 'chat_user',
        description: 'Any news?',
        created_at: '2025-03-01T10:00:00.123456Z',
      })
      .returning('id')
      .execute();
    await t.database.db
      .updateTable('chat_conversations')
      .set({ last_message_at: '2025-03-01T10:00:00.123456Z' })
      .where('author_id', '=', carol.id)
      .execute();
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/staff/conversations/${carol.id}/read`,
      headers: auth(staff),
      payload: { up_to: message!.id },
    });
    expect(read.statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/staff/conversations', headers: auth(staff) });
    expect(list.json().conversations.find((c: { authorId: string }) => c.authorId === carol.id).unreadCount).toBe(0);
    expect((await history(carol)).messages.map((m) => m.status)).toEqual(['read']);
  });

  it('leaves staff members out of the inbox, even when they wrote in their own dashboard chat', async () => {
    const sent = await send(staff, { client_id: randomUUID(), description: 'Testing the widget' });
    expect(sent.statusCode).toBe(201);
    const list = await t.app.inject({ url: '/api/staff/conversations', headers: auth(admin) });
    const ids = list.json().conversations.map((c: { authorId: string }) => c.authorId);
    expect(ids).not.toContain(staff.id);
    expect(ids).toContain(bob.id);
  });

  it('answers 404 for an unknown author and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      url: `/api/staff/conversations/${randomUUID()}/messages`,
      headers: auth(staff),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ url: '/api/staff/conversations/not-an-id/messages', headers: auth(staff) });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 404 to a reply for an unknown author, and stores nothing', async () => {
    const clientId = randomUUID();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/staff/conversations/${randomUUID()}/messages`,
      headers: auth(staff),
      payload: { client_id: clientId, description: 'Anyone there?' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toEqual({ code: 'not_found', message: 'Conversation not found' });
    const stored = await t.database.db
      .selectFrom('author_activities')
      .select('id')
      .where('client_id', '=', clientId)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('attachments', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  const upload = (person: TestPerson, url: string, file: Buffer, name: string, type: string) => {
    const boundary = `----chat${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...auth(person), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('travels with a message and is downloadable by the author and the team only', async () => {
    const uploaded = await upload(alice, '/api/me/chat/attachments', png, 'cover.png', 'image/png');
    expect(uploaded.statusCode).toBe(201);
    const { attachment } = uploaded.json();
    expect(attachment).toMatchObject({ fileName: 'cover.png', contentType: 'image/png', sizeBytes: png.length });

    const refused = await send(bob, { client_id: randomUUID(), description: 'stolen', attachment_id: attachment.id });
    expect(refused.statusCode).toBe(400);

    const sent = await send(alice, { client_id: randomUUID(), description: 'cover.png', attachment_id: attachment.id });
    expect(sent.json().message.attachment).toEqual(attachment);

    const own = await t.app.inject({ url: `/api/me/files/${attachment.id}`, headers: auth(alice) });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(png)).toBe(true);
    const team = await t.app.inject({
      url: `/api/staff/conversations/${alice.id}/attachments/${attachment.id}`,
      headers: auth(staff),
    });
    expect(team.statusCode).toBe(200);
    expect(team.headers['content-disposition']).toMatch(/^attachment;/);
    expect(team.rawPayload.equals(png)).toBe(true);

    expect((await t.app.inject({ url: `/api/me/files/${attachment.id}`, headers: auth(bob) })).statusCode).toBe(404);
    const viaOther = await t.app.inject({
      url: `/api/staff/conversations/${bob.id}/attachments/${attachment.id}`,
      headers: auth(staff),
    });
    expect(viaOther.statusCode).toBe(404);
    const byAuthor = await t.app.inject({
      url: `/api/staff/conversations/${alice.id}/attachments/${attachment.id}`,
      headers: auth(bob),
    });
    expect(byAuthor.statusCode).toBe(403);
  });

  it('lets the team attach a file to the author’s conversation', async () => {
    const uploaded = await upload(
      staff,
      `/api/staff/conversations/${bob.id}/attachments`,
      Buffer.from('Invoice notes'),
      'notes.txt',
      'text/plain',
    );
    expect(uploaded.statusCode).toBe(201);
    const { attachment } = uploaded.json();
    const sent = await reply(staff, bob.id, {
      client_id: randomUUID(),
      description: 'Here are the notes',
      attachment_id: attachment.id,
    });
    expect(sent.statusCode).toBe(201);
    expect((await t.app.inject({ url: `/api/me/files/${attachment.id}`, headers: auth(bob) })).statusCode).toBe(200);
  });

  it('refuses other file types and files over 10 MB', async () => {
    const html = await upload(
      alice,
      '/api/me/chat/attachments',
      Buffer.from('<script>alert(1)</script>'),
      'x.html',
      'text/html',
    );
    expect(html.statusCode).toBe(415);
    const big = await upload(
      alice,
      '/api/me/chat/attachments',
      Buffer.alloc(10 * 1024 * 1024 + 1, 1),
      'big.txt',
      'text/plain',
    );
    expect(big.statusCode).toBe(413);
  });
});
