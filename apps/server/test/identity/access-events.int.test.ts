import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccessCache } from '../../src/auth/access-cache.js';
import { ACCESS_CHANNEL, accessEventSchema, type AccessEvent } from '../../src/auth/access-events.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import { identity, login, signedUpUser } from '../support/identity-inject.js';

/**
 * The database announces every change that alters what a token may do (migrations 0010, 0013):
 * realtime sockets and the per-instance access cache rely on hearing each one.
 */
let t: TestApp;
const heard: AccessEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.database.listen(ACCESS_CHANNEL, (payload) => heard.push(accessEventSchema.parse(JSON.parse(payload))));
});
afterAll(() => t?.close());

/** The announcements a change makes, once they have arrived. */
async function announcedBy(change: () => Promise<unknown>): Promise<AccessEvent[]> {
  const marker = crypto.randomUUID();
  heard.length = 0;
  await change();
  await t.database.notify(ACCESS_CHANNEL, JSON.stringify({ kind: 'access_changed', userId: marker }));
  // Notifications arrive in order: once the marker is heard, so is everything the change announced.
  // Never heard: the listener is deaf, and the test fails instead of finding "nothing announced".
  await vi.waitFor(() => expect(heard.some((event) => event.userId === marker)).toBe(true), {
    timeout: 20_000,
    interval: 10,
  });
  return heard.filter((event) => event.userId !== marker);
}

describe('access announcements', () => {
  it('a second factor verified or removed, and only then', async () => {
    const { id: userId } = await signedUpUser(t, `${crypto.randomUUID()}@example.com`);
    const db = t.database.db;
    const factor = await announcedBy(() =>
      db
        .insertInto('identity_mfa_factors')
        .values({ user_id: userId, secret_encrypted: 'sealed' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    expect(factor).toEqual([]);
    const { id } = await db
      .selectFrom('identity_mfa_factors')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const verify = () =>
      db.updateTable('identity_mfa_factors').set({ status: 'verified' }).where('id', '=', id).execute();
    expect(await announcedBy(verify)).toEqual([{ kind: 'access_changed', userId }]);
    const rename = () =>
      db.updateTable('identity_mfa_factors').set({ friendly_name: 'Phone' }).where('id', '=', id).execute();
    expect(await announcedBy(rename)).toEqual([]);
    const remove = () => db.deleteFrom('identity_mfa_factors').where('id', '=', id).execute();
    expect(await announcedBy(remove)).toEqual([{ kind: 'access_changed', userId }]);
  });

  it('a ban as a sign-out, and its lifting as a change of access', async () => {
    const { id: userId } = await signedUpUser(t, `${crypto.randomUUID()}@example.com`);
    const db = t.database.db;
    const ban = () =>
      db
        .updateTable('identity_users')
        .set({ banned_until: new Date(Date.now() + 86_400_000) })
        .where('id', '=', userId)
        .execute();
    expect(await announcedBy(ban)).toEqual([{ kind: 'signed_out', userId }]);
    const lift = () => db.updateTable('identity_users').set({ banned_until: null }).where('id', '=', userId).execute();
    expect(await announcedBy(lift)).toEqual([{ kind: 'access_changed', userId }]);
  });
});

describe("this instance's own identity writes", () => {
  it('drop its access answers as they are answered, and its reads drop nothing', async () => {
    const email = `${crypto.randomUUID()}@example.com`;
    await signedUpUser(t, email);
    const forget = vi.spyOn(AccessCache.prototype, 'forgetEverything');
    try {
      const { access_token: token } = (await login(t, email, 'Sturdy-pass-2026')).json<{ access_token: string }>();
      const called = forget.mock.calls.length;
      expect(called).toBeGreaterThan(0);
      expect((await identity(t, 'GET', '/user', { token })).statusCode).toBe(200);
      expect(forget.mock.calls.length).toBe(called);
      expect((await identity(t, 'POST', '/logout', { token })).statusCode).toBe(204);
      expect(forget.mock.calls.length).toBe(called + 1);
    } finally {
      forget.mockRestore();
    }
  });
});
