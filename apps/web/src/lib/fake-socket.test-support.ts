import type { ServerFrame, ServerFrameOf } from '@app/contracts/realtime';
import { vi } from 'vitest';
import { RealtimeClient, type RealtimeClientOptions } from './realtime';

/** A stand-in for the browser's WebSocket, driven by the test. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  /** WebSocket.readyState: CONNECTING (0) until accepted, OPEN (1), CLOSED (3). */
  readyState = 0;
  /** How many times the client called close(). */
  closeCalls = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closeCalls += 1;
    this.readyState = 3;
    this.onclose?.({ code: 1000 });
  }
  /** The server accepts and says ready. */
  accept(ready: Partial<ServerFrameOf<'ready'>> = {}) {
    this.readyState = 1;
    this.onopen?.();
    this.receive({ type: 'ready', userId: 'u', authorId: 'a', staff: false, expiresAt: 0, ...ready });
  }
  receive(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** A realtime client whose sockets are FakeSockets, reconnecting after its longest wait. */
export const fakeRealtimeClient = (getToken: RealtimeClientOptions['getToken'] = async () => 'tok') =>
  new RealtimeClient({
    url: 'ws://test/api/realtime',
    getToken,
    createSocket: (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket,
    random: () => 1,
  });

/** Starts the client (under fake timers) and has the server accept its socket, saying `ready`. */
export async function connectFake(realtime: RealtimeClient, ready: Partial<ServerFrameOf<'ready'>> = {}) {
  realtime.start();
  await vi.advanceTimersByTimeAsync(0);
  const socket = FakeSocket.all.at(-1)!;
  socket.accept(ready);
  return socket;
}
