import { conversationTopic, INBOX_TOPIC } from '@app/contracts/realtime';
import { SignJWT } from 'jose';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../src/auth/access-token.js';
import { REFRESH_REUSE_GRACE_MS } from '../../src/identity/sessions.js';
import { openSocket, refusedUpgrade } from '../support/realtime-client.js';
import { TEST_JWT_SECRET } from '../support/harness.js';
import { login, refresh, signedUpUser } from '../support/identity-inject.js';
import { createSecurityApp, people, roles, type SecurityApp } from '../support/security-app.js';

let t: SecurityApp;
let origin: string;

beforeAll(async () => {
  t = await createSecurityApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Forged variants of a valid token of author A: each must be refused everywhere. */
async function forgeries(): Promise<Record<string, string>> {
  const valid = t.tokens.authorA;
  const claims = await verifyAccessToken(TEST_JWT_SECRET, valid);
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const { exp: _exp, iat: _iat, ...rest } = claims;
  const asAdmin = { ...claims, app_metadata: { provider: 'email', roles: ['admin'] } };
  const { session_id: _session, ...sessionless } = rest;
  const admin = await verifyAccessToken(TEST_JWT_SECRET, t.tokens.admin);
  const { exp: _adminExp, iat: _adminIat, session_id: _adminSession, ...adminSessionless } = admin;
  /** Signed with the real key, as anyone holding it could: the claims are right, only the session is missing. */
  const withoutSession = (claims: Record<string, unknown> & { sub: string }) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setAudience('')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  return {
    'tampered claims (roles raised to admin)': `${header}.${base64url(asAdmin)}.${signature}`,
    'tampered signature': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
    expired: await signAccessToken(TEST_JWT_SECRET, rest, -60),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg HS512 with the right key': await new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.sub)
      .setAudience('')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    'without exp (it would never expire)': await new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setAudience('')
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    'signed with another key': await signAccessToken('another-secret-that-is-long-enough-for-hs256', rest),
    'another audience': await signAccessToken(TEST_JWT_SECRET, { ...rest, aud: 'another-site' }),
    'without a session, signed with the real key': await withoutSession(sessionless),
    "an admin's, without a session, signed with the real key": await withoutSession(adminSessionless),
    'naming a session that does not exist': await signAccessToken(TEST_JWT_SECRET, {
      ...rest,
      session_id: '00000000-0000-4000-8000-000000000001',
    }),
    'not a JWT': 'definitely-not-a-token',
    empty: '',
  };
}

describe('forged and stale access tokens', () => {
  it('the data API refuses each with 401 and no data', async () => {
    for (const [name, token] of Object.entries(await forgeries())) {
      for (const url of ['/api/me/invoices', '/api/me/profile', '/api/staff/authors', '/api/me/chat/messages']) {
        const response = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode, `${name} on ${url}`).toBe(401);
        expect(response.json().error.code, name).toBe('unauthorized');
        expect(response.body).not.toContain(people.A.email);
      }
    }
  });

  it('the identity service refuses each on GET /user', async () => {
    for (const [name, token] of Object.entries(await forgeries())) {
      const response = await t.app.inject({
        url: '/.netlify/identity/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect([401, 404], name).toContain(response.statusCode);
    }
  });

  it('the realtime socket refuses each before the upgrade, as a header or as a subprotocol', async () => {
    for (const [name, token] of Object.entries(await forgeries())) {
      expect(await refusedUpgrade(origin, { authorization: `Bearer ${token}` }), name).toBe(401);
      expect(await refusedUpgrade(origin, {}, ['quillbridge.realtime.v1', `access_token.${token}`]), name).toBe(401);
    }
  });
});

describe('a revoked refresh-token family', () => {
  it('ends the session: its access token no longer opens the data API or the socket', async () => {
    const user = await signedUpUser(t, 'family@example.com');
    const first = (await login(t, user.email, user.password)).json() as { access_token: string; refresh_token: string };
    const headers = { authorization: `Bearer ${first.access_token}` };
    expect((await t.app.inject({ url: '/api/me/profile', headers })).statusCode).toBe(200);

    const rotated = (await refresh(t, first.refresh_token)).json() as { access_token: string; refresh_token: string };
    // The old refresh token turns up again after the grace window: a stolen copy. The family dies.
    await t.database.db
      .updateTable('identity_refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where('rotated_at', 'is not', null)
      .execute();
    expect((await refresh(t, first.refresh_token)).statusCode).toBe(400);

    for (const token of [first.access_token, rotated.access_token]) {
      const response = await t.app.inject({ url: '/api/me/profile', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
      expect(await refusedUpgrade(origin, { authorization: `Bearer ${token}` })).toBe(401);
    }
    expect((await refresh(t, rotated.refresh_token)).statusCode).toBe(400);
  });
});

describe('a refresh token presented twice within the grace window', () => {
  type Tokens = { access_token: string; refresh_token: string };

  it('answers with the successor the first use made (the newest of the chain), never a second branch', async () => {
    const user = await signedUpUser(t, 'two-tabs@example.com');
    const first = (await login(t, user.email, user.password)).json() as Tokens;
    const once = (await refresh(t, first.refresh_token)).json() as Tokens;
    const twice = await refresh(t, first.refresh_token);
    expect(twice.statusCode).toBe(200);
    expect((twice.json() as Tokens).refresh_token).toBe(once.refresh_token);
    expect((await verifyAccessToken(TEST_JWT_SECRET, (twice.json() as Tokens).access_token)).session_id).toBe(
      (await verifyAccessToken(TEST_JWT_SECRET, once.access_token)).session_id,
    );

    // The tab that got the successor refreshes again; the stale tab is answered with the newest.
    const next = (await refresh(t, once.refresh_token)).json() as Tokens;
    expect(((await refresh(t, first.refresh_token)).json() as Tokens).refresh_token).toBe(next.refresh_token);
    expect(((await refresh(t, once.refresh_token)).json() as Tokens).refresh_token).toBe(next.refresh_token);

    // One chain: each token of this sign-in has at most one successor.
    const session = (await verifyAccessToken(TEST_JWT_SECRET, first.access_token)).session_id!;
    const ofSession = await t.database.db
      .selectFrom('identity_refresh_tokens')
      .select(['id', 'parent_id'])
      .where('session_id', '=', session)
      .execute();
    expect(ofSession).toHaveLength(3);
    const parents = ofSession.map((row) => row.parent_id);
    expect(parents.filter((parent) => parent === null)).toHaveLength(1);
    expect(new Set(parents).size).toBe(parents.length);
  });
});

describe('realtime socket matrix', () => {
  const topicOfA = conversationTopic(people.A.id);

  it('refuses an anonymous upgrade', async () => {
    expect(await refusedUpgrade(origin)).toBe(401);
  });

  it.each(roles.filter((role) => role !== 'anonymous'))(
    "%s: A's conversation and the inbox only to those who may",
    async (role) => {
      const token = t.tokens[role as Exclude<typeof role, 'anonymous'>];
      const socket = await openSocket(origin, token);
      try {
        const own = await socket.subscribe(topicOfA);
        const inbox = await socket.subscribe(INBOX_TOPIC);
        const mayReadA = role === 'authorA' || role === 'support' || role === 'admin';
        const isStaff = role === 'support' || role === 'admin';
        expect(own.type).toBe(mayReadA ? 'subscribed' : 'error');
        expect(inbox.type).toBe(isStaff ? 'subscribed' : 'error');
      } finally {
        await socket.close();
      }
    },
  );
});
