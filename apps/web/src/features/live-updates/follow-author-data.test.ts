import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectFake, FakeSocket, fakeRealtimeClient } from '../../lib/fake-socket.test-support';
import type { RealtimeClient } from '../../lib/realtime';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { productionQuery } from '../orders/production-query';
import { followAuthorData } from './follow-author-data';

const AUTHOR = '6f1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e01';
const OTHER = '7a1d2c4e-8a7b-4c3d-9e2f-1a2b3c4d5e02';
const USER = 'user-1';

const keys = {
  profile: dashboardQueries.profile(USER).queryKey,
  invoices: dashboardQueries.invoices(USER).queryKey,
  invoice: dashboardQueries.invoice(USER, 'inv-1').queryKey,
  installments: dashboardQueries.installments(USER).queryKey,
  projects: dashboardQueries.projects(USER).queryKey,
  contracts: dashboardQueries.contracts(USER).queryKey,
  books: dashboardQueries.books(USER).queryKey,
  otherPerson: dashboardQueries.invoices('user-2').queryKey,
};

let queryClient: QueryClient;
let realtime: RealtimeClient;
let stop: () => void;

const stale = () =>
  Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

const connect = () => connectFake(realtime, { authorId: AUTHOR });

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
  queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
  realtime = fakeRealtimeClient();
  stop = followAuthorData(realtime, queryClient, USER);
});
afterEach(() => {
  stop();
  realtime.stop();
  vi.useRealTimers();
});

describe('followAuthorData', () => {
  it('follows the author the server names, and reloads exactly what staff changed', async () => {
    const socket = await connect();
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: `author-data:${AUTHOR}` }]);
    socket.receive({ type: 'author-data', authorId: AUTHOR, resources: ['invoices', 'installments'] });
    expect(stale()).toEqual(['invoices', 'invoice', 'installments']);
    socket.receive({ type: 'author-data', authorId: AUTHOR, resources: ['agreements', 'profile'] });
    expect(stale()).toEqual(['profile', 'invoices', 'invoice', 'installments', 'contracts']);
  });

  it("reloads an open project's production view, so a new proof or staff's answers show at once", async () => {
    const socket = await connect();
    const production = productionQuery(USER, 'project-1').queryKey;
    queryClient.setQueryData(production, { proofs: [] });
    socket.receive({ type: 'author-data', authorId: AUTHOR, resources: ['projects'] });
    expect(queryClient.getQueryState(production)?.isInvalidated).toBe(true);
  });

  it('ignores news of another author', async () => {
    const socket = await connect();
    socket.receive({ type: 'author-data', authorId: OTHER, resources: ['invoices'] });
    expect(stale()).toEqual([]);
  });

  it('reloads the whole dashboard of this person after a reconnection or a resync', async () => {
    const socket = await connect();
    socket.receive({ type: 'resync' });
    expect(stale()).toEqual(['profile', 'invoices', 'invoice', 'installments', 'projects', 'contracts', 'books']);

    for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
    socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    const again = FakeSocket.all.at(-1)!;
    expect(stale()).toEqual([]);
    again.accept({ authorId: AUTHOR });
    expect(again.sent).toEqual([{ type: 'subscribe', topic: `author-data:${AUTHOR}` }]);
    expect(stale()).toHaveLength(7);
  });

  it('stops following when asked', async () => {
    const socket = await connect();
    stop();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: `author-data:${AUTHOR}` });
    socket.receive({ type: 'author-data', authorId: AUTHOR, resources: ['books'] });
    expect(stale()).toEqual([]);
  });
});
