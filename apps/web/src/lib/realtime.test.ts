import { CLOSE_ACCESS_CHANGED, CLOSE_SIGNED_OUT, CLOSE_TOKEN_EXPIRED } from '@app/contracts/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, fakeRealtimeClient } from './fake-socket.test-support';
import { reconnectDelay, type RealtimeEvent } from './realtime';

function client(token = 'tok') {
  const events: RealtimeEvent['type'][] = [];
  const realtime = fakeRealtimeClient(async () => token);
  realtime.onEvent((event) => events.push(event.type === 'state' ? (`state:${event.state}` as never) : event.type));
  return { realtime, events };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles from half a second up to 30 s, with jitter between half and all of it', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(3, () => 0)).toBe(2000);
  });
});

describe('RealtimeClient', () => {
  it('sends the token as a subprotocol and subscribes once ready', async () => {
    const { realtime } = client();
    realtime.subscribe('conversation:a');
    realtime.start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.all[0]!;
    expect(socket.protocols).toEqual(['quillbridge.realtime.v1', 'access_token.tok']);
    socket.accept();
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'conversation:a' }]);
  });

  it('reports a first failure as a connection error, then retries with backoff', async () => {
    const { realtime, events } = client();
    realtime.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0]!.drop();
    expect(events).toContain('connect-failed');
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    // One toast per outage, not one per attempt.
    expect(events.filter((event) => event === 'connect-failed')).toHaveLength(1);
  });

  it('reports a lost connection once, resubscribes and announces the reconnection', async () => {
    const { realtime, events } = client();
    realtime.subscribe('conversation:a');
    realtime.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0]!.accept();
    FakeSocket.all[0]!.drop();
    expect(events.filter((event) => event === 'connection-lost')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    FakeSocket.all[1]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(events.filter((event) => event === 'connection-lost')).toHaveLength(1);
    const connected: boolean[] = [];
    realtime.onEvent((event) => event.type === 'connected' && connected.push(event.reconnected));
    FakeSocket.all[2]!.accept();
    expect(connected).toEqual([true]);
    expect(FakeSocket.all[2]!.sent).toEqual([{ type: 'subscribe', topic: 'conversation:a' }]);
  });

  it('comes straight back with a fresh token when only the token expired', async () => {
    const { realtime, events } = client();
    realtime.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0]!.accept();
    FakeSocket.all[0]!.drop(CLOSE_TOKEN_EXPIRED);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
    expect(events).not.toContain('connection-lost');
  });

  it('comes straight back when the account’s rights changed', async () => {
    const { realtime, events } = client();
    realtime.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0]!.accept();
    FakeSocket.all[0]!.drop(CLOSE_ACCESS_CHANGED);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
    expect(events).not.toContain('connection-lost');
  });

  it('stays closed, without retrying a dead token, once the server says the session ended', async () => {
    const { realtime, events } = client();
    realtime.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0]!.accept();
    FakeSocket.all[0]!.drop(CLOSE_SIGNED_OUT);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(realtime.state).toBe('closed');
    expect(events).toContain('signed-out');
    expect(events).not.toContain('connection-lost');
  });

  it('stops for good, and drops frames while not connected', async () => {
    const { realtime } = client();
    expect(realtime.send({ type: 'ping' })).toBe(false);
    realtime.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0]!.accept();
    expect(realtime.send({ type: 'ping' })).toBe(true);
    realtime.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(realtime.state).toBe('closed');
  });

  it('lets a socket stopped while still connecting open before closing it (the browser warns otherwise)', async () => {
    const { realtime } = client();
    realtime.start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.all[0]!;
    realtime.stop();
    expect(socket.closeCalls).toBe(0);
    socket.accept();
    expect(socket.closeCalls).toBe(1);
    expect(socket.sent).toEqual([]);
    expect(realtime.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('does not connect without a token', async () => {
    const { realtime, events } = client('');
    realtime.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(0);
    expect(events).toContain('connect-failed');
    realtime.stop();
  });
});

describe('RealtimeClient sharing one socket', () => {
  const getToken = async () => 'tok';
  const shared = () => fakeRealtimeClient(getToken);

  it('opens one socket for clients of the same token source, and closes it with the last one', async () => {
    const chat = shared();
    const live = shared();
    chat.start();
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(1);
    FakeSocket.all[0]!.accept();
    chat.stop();
    expect(live.state).toBe('open');
    expect(live.send({ type: 'ping' })).toBe(true);
    live.stop();
    expect(live.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('follows a topic while any client asks for it', async () => {
    const chat = shared();
    const live = shared();
    chat.subscribe('conversation:a');
    live.subscribe('conversation:a');
    live.subscribe('author-data:a');
    chat.start();
    live.start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.all[0]!;
    socket.accept();
    expect(socket.sent).toEqual([
      { type: 'subscribe', topic: 'conversation:a' },
      { type: 'subscribe', topic: 'author-data:a' },
    ]);
    live.unsubscribe('conversation:a');
    expect(socket.sent).toHaveLength(2);
    live.stop();
    expect(socket.sent.slice(2)).toEqual([{ type: 'unsubscribe', topic: 'author-data:a' }]);
    chat.stop();
  });

  it('tells a client that joins an open socket that it is connected, and as whom', async () => {
    const chat = shared();
    chat.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0]!.accept();
    const live = shared();
    const events: RealtimeEvent[] = [];
    live.onEvent((event) => events.push(event));
    live.start();
    expect(events).toEqual([
      { type: 'state', state: 'open' },
      {
        type: 'connected',
        reconnected: false,
        ready: { type: 'ready', userId: 'u', authorId: 'a', staff: false, expiresAt: 0 },
      },
    ]);
    const frames: string[] = [];
    live.onFrame((frame) => frames.push(frame.type));
    FakeSocket.all[0]!.receive({ type: 'pong' });
    expect(frames).toEqual(['pong']);
    live.stop();
    chat.stop();
  });
});
