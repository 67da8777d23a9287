import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectFake, FakeSocket, fakeRealtimeClient } from '../../../lib/fake-socket.test-support';
import type { RealtimeClient } from '../../../lib/realtime';
import { staffKeys, staffQueries } from '../staff-queries';
import { followProduction } from './follow-production';

const keys = {
  queues: staffQueries.productionQueues().queryKey,
  project: staffKeys.production('project-1'),
  otherProject: staffKeys.production('project-2'),
  invoices: staffKeys.invoice('invoice-1'),
};

let queryClient: QueryClient;
let realtime: RealtimeClient;
let stop: () => void;

const stale = () =>
  Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

const connect = () => connectFake(realtime, { authorId: null, staff: true });

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
  queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  realtime = fakeRealtimeClient();
  stop = followProduction(realtime, queryClient);
});
afterEach(() => {
  stop();
  realtime.stop();
  vi.useRealTimers();
});

describe('followProduction', () => {
  it('follows production news and reloads the queues and the project an author acted on', async () => {
    const socket = await connect();
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'production' }]);
    socket.receive({ type: 'production', projectId: 'project-1' });
    expect(stale()).toEqual(['queues', 'project']);
  });

  it('reloads every production view after a resync or a reconnection, nothing else', async () => {
    const socket = await connect();
    socket.receive({ type: 'resync' });
    expect(stale()).toEqual(['queues', 'project', 'otherProject']);

    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    const again = FakeSocket.all.at(-1)!;
    again.accept({ authorId: null, staff: true });
    expect(again.sent).toEqual([{ type: 'subscribe', topic: 'production' }]);
    expect(stale()).toEqual(['queues', 'project', 'otherProject']);
  });

  it('stops following when asked', async () => {
    const socket = await connect();
    stop();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'production' });
    socket.receive({ type: 'production', projectId: 'project-1' });
    expect(stale()).toEqual([]);
  });
});
