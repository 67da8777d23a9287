import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connect.js';
import type { ListenerEvents, NotificationHandler } from '../db/pg-listener.js';
import { ACCESS_CACHE_TTL_MS, AccessCache } from './access-cache.js';
import type { AccessTokenClaims } from './access-token.js';

/** A database whose only use here is the access channel, driven by the test. */
function fakeDatabase() {
  let handler: NotificationHandler = () => undefined;
  let events: ListenerEvents = {};
  const database = {
    listen: async (_channel: string, onNotify: NotificationHandler, onEvents?: ListenerEvents) => {
      handler = onNotify;
      events = onEvents ?? {};
      return async () => undefined;
    },
  } as unknown as Database;
  return {
    database,
    announce: (payload: object | string) => handler(typeof payload === 'string' ? payload : JSON.stringify(payload)),
    lose: () => events.onLost?.(),
    resume: () => events.onResume?.(),
  };
}

const claims = (sub: string, session_id = `${sub}-session`): AccessTokenClaims => ({
  sub,
  session_id,
  email: `${sub}@example.com`,
  aud: '',
  exp: 0,
  iat: 0,
  app_metadata: { provider: 'email' },
  user_metadata: {},
});

/** A cache over a stored answer the test changes, counting the lookups that reached it. */
async function cacheOver(initial: { roles: string[] } | null = { roles: [] }) {
  const state = { answer: initial, lookups: 0, now: 1_000 };
  const db = fakeDatabase();
  const cache = new AccessCache(
    async () => {
      state.lookups += 1;
      return state.answer;
    },
    () => state.now,
  );
  await cache.start(db.database);
  return { cache, state, ...db };
}

describe('access cache', () => {
  it('answers a token seen before without a lookup, and each session on its own', async () => {
    const { cache, state } = await cacheOver({ roles: ['support'] });
    expect(await cache.check('ada', claims('ada'))).toEqual({ roles: ['support'] });
    expect(await cache.check('ada', claims('ada'))).toEqual({ roles: ['support'] });
    expect(state.lookups).toBe(1);
    await cache.check('ada', claims('ada', 'other-session'));
    await cache.check('ada', { ...claims('ada'), aal: 'aal2' });
    expect(state.lookups).toBe(3);
  });

  it("drops a person's answers at an announcement about them, and only theirs", async () => {
    const { cache, state, announce } = await cacheOver({ roles: ['support'] });
    await cache.check('ada', claims('ada'));
    await cache.check('ada', claims('ada', 'phone'));
    await cache.check('bob', claims('bob'));
    state.answer = null;
    announce({ kind: 'signed_out', userId: 'ada', sessionId: 'ada-session' });
    expect(await cache.check('ada', claims('ada'))).toBeNull();
    expect(await cache.check('ada', claims('ada', 'phone'))).toBeNull();
    expect(await cache.check('bob', claims('bob'))).toEqual({ roles: ['support'] });
    expect(state.lookups).toBe(5);
  });

  it('keeps refusals too, until an announcement (a ban lifted) or their time runs out', async () => {
    const { cache, state, announce } = await cacheOver(null);
    expect(await cache.check('ada', claims('ada'))).toBeNull();
    state.answer = { roles: [] };
    expect(await cache.check('ada', claims('ada'))).toBeNull();
    announce({ kind: 'access_changed', userId: 'ada' });
    expect(await cache.check('ada', claims('ada'))).toEqual({ roles: [] });
    state.answer = null;
    state.now += ACCESS_CACHE_TTL_MS;
    expect(await cache.check('ada', claims('ada'))).toBeNull();
  });

  it('does not keep an answer looked up while an announcement came in', async () => {
    const db = fakeDatabase();
    let answer: { roles: string[] } | null = { roles: ['admin'] };
    let lookups = 0;
    const cache = new AccessCache(async () => {
      lookups += 1;
      const seen = answer;
      // The change commits and is announced while this lookup is on its way back.
      answer = null;
      db.announce({ kind: 'access_changed', userId: 'ada' });
      return seen;
    });
    await cache.start(db.database);
    expect(await cache.check('ada', claims('ada'))).toEqual({ roles: ['admin'] });
    expect(await cache.check('ada', claims('ada'))).toBeNull();
    expect(lookups).toBe(2);
  });

  it('keeps nothing while the listener is down, and starts afresh when it is back', async () => {
    const { cache, state, lose, resume } = await cacheOver();
    await cache.check('ada', claims('ada'));
    lose();
    expect(cache.size).toBe(0);
    await cache.check('ada', claims('ada'));
    await cache.check('ada', claims('ada'));
    expect(state.lookups).toBe(3);
    resume();
    await cache.check('ada', claims('ada'));
    await cache.check('ada', claims('ada'));
    expect(state.lookups).toBe(4);
  });

  it('forgets everything at an announcement it cannot read, and at a local write', async () => {
    const { cache, state, announce } = await cacheOver();
    await cache.check('ada', claims('ada'));
    await cache.check('bob', claims('bob'));
    announce('not json');
    expect(cache.size).toBe(0);
    await cache.check('ada', claims('ada'));
    cache.forgetEverything();
    await cache.check('ada', claims('ada'));
    expect(state.lookups).toBe(4);
  });
});
