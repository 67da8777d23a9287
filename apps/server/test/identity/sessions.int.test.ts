import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';
import { identity, login, refresh, signedUpUser } from '../support/identity-inject.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface SessionJson {
  id: string;
  user_agent: string | null;
  current: boolean;
}

describe('sessions of the signed-in user', () => {
  it('lists each sign-in as a session with its device, and ends one or all the others', async () => {
    const user = await signedUpUser(t, 'devices@example.com');
    const laptop = (await login(t, user.email, user.password, { 'user-agent': 'Laptop Browser' })).json();
    const phone = (await login(t, user.email, user.password, { 'user-agent': 'Phone Browser' })).json();

    const listed = await identity(t, 'GET', '/user/sessions', { token: laptop.access_token });
    const sessions = listed.json().sessions as SessionJson[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current).map((s) => s.user_agent)).toEqual(['Laptop Browser']);
    expect(sessions.map((s) => s.user_agent)).toContain('Phone Browser');

    const phoneSession = sessions.find((s) => s.user_agent === 'Phone Browser')!;
    const ended = await identity(t, 'DELETE', `/user/sessions/${phoneSession.id}`, { token: laptop.access_token });
    expect(ended.statusCode).toBe(204);
    expect((await refresh(t, phone.refresh_token)).statusCode).toBe(400);
    expect((await identity(t, 'GET', '/user', { token: phone.access_token })).json()).toEqual({
      code: 401,
      msg: 'Invalid token: session has ended',
    });
    const again = await identity(t, 'DELETE', `/user/sessions/${phoneSession.id}`, { token: laptop.access_token });
    expect(again.json()).toEqual({ code: 404, msg: 'Session not found' });

    const others = await identity(t, 'DELETE', '/user/sessions', { token: laptop.access_token });
    expect(others.json()).toEqual({ revoked: 1 });
    expect((await refresh(t, user.refresh_token)).statusCode).toBe(400);
    expect((await refresh(t, laptop.refresh_token)).statusCode).toBe(200);
  });

  it("never ends another person's session", async () => {
    const owner = await signedUpUser(t, 'owner@example.com');
    const stranger = await signedUpUser(t, 'stranger@example.com');
    const [session] = (await identity(t, 'GET', '/user/sessions', { token: owner.access_token })).json().sessions;
    const attempt = await identity(t, 'DELETE', `/user/sessions/${session.id}`, { token: stranger.access_token });
    expect(attempt.statusCode).toBe(404);
    expect((await refresh(t, owner.refresh_token)).statusCode).toBe(200);
  });

  it('signs out other devices when the password changes', async () => {
    const user = await signedUpUser(t, 'changer@example.com');
    const other = (await login(t, user.email, user.password)).json();
    const changed = await identity(t, 'PUT', '/user', {
      token: user.access_token,
      body: { password: 'Brand-new-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await refresh(t, other.refresh_token)).statusCode).toBe(400);
    expect((await refresh(t, user.refresh_token)).statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('identity_audit_log')
      .select('event')
      .where('user_id', '=', user.id)
      .where('event', '=', 'password_changed')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
