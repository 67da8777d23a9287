import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../src/auth/access-token.js';
import { authenticate } from '../../src/auth/request-user.js';
import { isTokenActive, storedAccess } from '../../src/identity/request-auth.js';
import { REFRESH_REUSE_GRACE_MS } from '../../src/identity/sessions.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/harness.js';
import { identity, login, outbox, refresh, responseBodies, signedUpUser } from '../support/identity-inject.js';
import { identityTestApp, OPERATOR_TOKEN } from '../support/identity-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await identityTestApp();
});
afterAll(() => t?.close());

const getUser = (token: string, headers?: Record<string, string>) => identity(t, 'GET', '/user', { token, headers });

describe('access tokens', () => {
  it('refuses a tampered token', async () => {
    const user = await signedUpUser(t, 'tamper@example.com');
    const [header, payload, signature] = user.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, app_metadata: { roles: ['admin'] } })).toString('base64url');
    const response = await getUser(`${header}.${forged}.${signature}`);
    expect(response.json()).toEqual({ code: 401, msg: 'Invalid token: signature is invalid' });
  });

  it('refuses an expired token', async () => {
    const user = await signedUpUser(t, 'expired@example.com');
    const { session_id } = await verifyAccessToken(TEST_JWT_SECRET, user.access_token);
    const expired = await new SignJWT({
      email: user.email,
      app_metadata: { provider: 'email' },
      user_metadata: {},
      session_id,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience('')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await getUser(expired)).json()).toEqual({ code: 401, msg: 'Invalid token: token is expired' });
  });

  it('refuses `alg: none` and a token signed with another key', async () => {
    const user = await signedUpUser(t, 'none@example.com');
    const claims = JSON.parse(Buffer.from(user.access_token.split('.')[1]!, 'base64url').toString());
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
      JSON.stringify(claims),
    ).toString('base64url')}.`;
    expect((await getUser(unsigned)).statusCode).toBe(401);
    const otherKey = await signAccessToken('another-secret-that-is-long-enough-for-hs256', claims);
    expect((await getUser(otherKey)).statusCode).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    const user = await signedUpUser(t, 'aud@example.com');
    const mismatch = await getUser(user.access_token, { 'x-jwt-aud': 'other-site' });
    expect(mismatch.json()).toEqual({ code: 400, msg: "Token audience doesn't match request audience" });
    const claims = await verifyAccessToken(TEST_JWT_SECRET, user.access_token);
    const otherAud = await signAccessToken(TEST_JWT_SECRET, { ...claims, aud: 'other-site' });
    expect((await getUser(otherAud, { 'x-jwt-aud': 'other-site' })).json()).toEqual({
      code: 404,
      msg: 'User not found',
    });
  });

  it("no longer accepts a deleted user's token, here or in the data API", async () => {
    const user = await signedUpUser(t, 'deleted@example.com');
    const claims = await verifyAccessToken(TEST_JWT_SECRET, user.access_token);
    expect(await isTokenActive(t.database.db, claims)).toBe(true);
    const deleted = await identity(t, 'DELETE', `/admin/users/${user.id}`, { token: OPERATOR_TOKEN });
    expect([deleted.statusCode, deleted.json()]).toEqual([200, {}]);
    expect((await getUser(user.access_token)).json()).toEqual({ code: 404, msg: 'User not found' });
    expect(await isTokenActive(t.database.db, claims)).toBe(false);
    await expect(
      authenticate(`Bearer ${user.access_token}`, TEST_JWT_SECRET, (_id, c) => storedAccess(t.database.db, c)),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect((await refresh(t, user.refresh_token)).statusCode).toBe(400);
  });

  it('refuses the tokens of a banned user until the ban is lifted', async () => {
    const user = await signedUpUser(t, 'banned@example.com');
    const ban = await identity(t, 'PUT', `/admin/users/${user.id}`, {
      token: OPERATOR_TOKEN,
      body: { ban_duration: '24h' },
    });
    expect(ban.statusCode).toBe(200);
    expect((await getUser(user.access_token)).statusCode).toBe(401);
    expect((await login(t, user.email, user.password)).statusCode).toBe(400);
    await identity(t, 'PUT', `/admin/users/${user.id}`, { token: OPERATOR_TOKEN, body: { ban_duration: 'none' } });
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use; reuse after the grace window revokes the whole family', async () => {
    const user = await signedUpUser(t, 'rotate@example.com');
    const second = (await refresh(t, user.refresh_token)).json();
    const third = (await refresh(t, second.refresh_token)).json();
    expect(new Set([user.refresh_token, second.refresh_token, third.refresh_token]).size).toBe(3);

    // The first token was rotated "long ago": presenting it again is a replay.
    await t.database.db
      .updateTable('identity_refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where('rotated_at', 'is not', null)
      .execute();
    const replay = await refresh(t, user.refresh_token);
    expect(replay.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid Refresh Token' });
    expect((await refresh(t, third.refresh_token)).statusCode).toBe(400);
    const events = await t.database.db
      .selectFrom('identity_audit_log')
      .select('event')
      .where('user_id', '=', user.id)
      .where('event', '=', 'refresh_token_reused')
      .execute();
    expect(events).toHaveLength(1);
    // Another session of the same user is untouched.
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('lets two tabs refresh the same token at once', async () => {
    const user = await signedUpUser(t, 'tabs@example.com');
    const [a, b] = await Promise.all([refresh(t, user.refresh_token), refresh(t, user.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await refresh(t, a.json().refresh_token)).statusCode).toBe(200);
    expect((await refresh(t, b.json().refresh_token)).statusCode).toBe(200);
  });

  it('ends a session at its absolute lifetime, whatever the rotation', async () => {
    const user = await signedUpUser(t, 'old@example.com');
    await t.database.db
      .updateTable('identity_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await refresh(t, user.refresh_token)).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Refresh token expired',
    });
  });
});

describe('brute force and rate limits', () => {
  it('answers 429 with Retry-After past the per-IP limits', async () => {
    const limited = await createTestApp({ IDENTITY_RATE_LIMIT_PER_EMAIL: '3', IDENTITY_RATE_LIMIT_PER_IP: '5' });
    try {
      // Logins are limited per address, whatever the email (guessing one email is slowed apart:
      // login-throttle.int.test.ts).
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await login(limited, `victim${i}@example.com`, 'guess')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const blocked = await login(limited, 'victim@example.com', 'guess');
      expect(blocked.json()).toEqual({ code: 429, msg: 'Rate limit exceeded' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Same address, other emails: the per-IP limit (5) catches the spray.
      const other = await identity(limited, 'POST', '/recover', { body: { email: 'a@example.com' } });
      expect(other.statusCode).toBe(200);
      for (let i = 0; i < 4; i++) await identity(limited, 'POST', '/recover', { body: { email: `n${i}@example.com` } });
      const sprayed = await identity(limited, 'POST', '/recover', { body: { email: 'last@example.com' } });
      expect(sprayed.statusCode).toBe(429);
      expect(sprayed.json().msg).toBe('Rate limit exceeded, try again later');
    } finally {
      await limited.close();
    }
  });
});

describe('what responses reveal', () => {
  it('never contains a password hash or a stored token hash', async () => {
    // Leave pending tokens of every kind on file.
    const user = await signedUpUser(t, 'secretive@example.com');
    await identity(t, 'POST', '/signup', { body: { email: 'unconfirmed@example.com', password: 'Sturdy-pass-2026' } });
    await identity(t, 'POST', '/recover', { body: { email: user.email } });
    await identity(t, 'PUT', '/user', { token: user.access_token, body: { email: 'secretive2@example.com' } });
    await identity(t, 'GET', '/admin/users?per_page=100', { token: OPERATOR_TOKEN });
    await identity(t, 'GET', `/admin/users/${user.id}`, { token: OPERATOR_TOKEN });
    await identity(t, 'GET', '/user', { token: user.access_token });

    const users = await t.database.db.selectFrom('identity_users').selectAll().execute();
    const refreshHashes = await t.database.db.selectFrom('identity_refresh_tokens').select('token_hash').execute();
    const signupLinks = await t.database.db.selectFrom('identity_signup_links').select('token_hash').execute();
    const secrets = [
      ...users.flatMap((u) => [
        u.encrypted_password,
        u.confirmation_token_hash,
        u.recovery_token_hash,
        u.email_change_token_hash,
      ]),
      ...refreshHashes.map((r) => r.token_hash),
      ...signupLinks.map((l) => l.token_hash),
    ].filter((value): value is string => Boolean(value));
    expect(secrets.length).toBeGreaterThan(20);
    const everything = responseBodies.join('\n');
    expect(everything).not.toContain('$argon2');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/encrypted_password|token_hash/);
    expect((await outbox(t)).length).toBeGreaterThan(0);
  });
});
