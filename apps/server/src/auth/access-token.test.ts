import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidTokenError, signAccessToken, verifyAccessToken } from './access-token.js';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const CLAIMS = {
  sub: 'f1b0c1de-0000-4000-8000-000000000001',
  email: 'author@example.com',
  aud: '',
  app_metadata: { provider: 'email', roles: ['support'] },
  user_metadata: { full_name: 'Ada Author' },
  session_id: 'session-1',
};

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token built by hand, signed with `secret`: for the shapes our own signer never makes. */
function handMade(header: Record<string, unknown>, payload: Record<string, unknown>, secret = SECRET) {
  const signingInput = `${part(header)}.${part(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof InvalidTokenError ? error.reason : `threw ${String(error)}`),
  );

describe('access tokens (HS256 with node:crypto)', () => {
  it('verifies what it signs, with iat and exp an hour apart', async () => {
    const token = await signAccessToken(SECRET, CLAIMS);
    const claims = await verifyAccessToken(SECRET, token);
    expect(claims).toMatchObject(CLAIMS);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('refuses another key, a changed payload and a cut signature', async () => {
    const token = await signAccessToken(SECRET, CLAIMS);
    const [header, , signature] = token.split('.');
    const raised = part({ ...CLAIMS, app_metadata: { provider: 'email', roles: ['admin'] }, exp: now() + 60 });
    expect(await reasonOf(verifyAccessToken(`${SECRET}-other`, token))).toBe('invalid');
    expect(await reasonOf(verifyAccessToken(SECRET, `${header}.${raised}.${signature}`))).toBe('invalid');
    expect(await reasonOf(verifyAccessToken(SECRET, token.slice(0, -4)))).toBe('invalid');
  });

  it('refuses other algorithms, unknown critical extensions and malformed tokens', async () => {
    const payload = { ...CLAIMS, exp: now() + 60 };
    expect(await reasonOf(verifyAccessToken(SECRET, handMade({ alg: 'HS512' }, payload)))).toBe('invalid');
    expect(await reasonOf(verifyAccessToken(SECRET, `${part({ alg: 'none' })}.${part(payload)}.`))).toBe('invalid');
    expect(await reasonOf(verifyAccessToken(SECRET, handMade({ alg: 'HS256', crit: ['x'] }, payload)))).toBe('invalid');
    for (const garbage of ['', 'a.b', 'a.b.c.d', 'x.y.z', `${part([1])}.${part(payload)}.sig`]) {
      expect(await reasonOf(verifyAccessToken(SECRET, garbage))).toBe('invalid');
    }
    expect(await reasonOf(verifyAccessToken(SECRET, handMade({ alg: 'HS256' }, [] as never)))).toBe('invalid');
  });

  it('refuses a token without a session, which signing out could never end', async () => {
    const { session_id: _session, ...sessionless } = CLAIMS;
    const payload = { ...sessionless, exp: now() + 60 };
    expect(await reasonOf(verifyAccessToken(SECRET, handMade({ alg: 'HS256' }, payload)))).toBe('invalid');
    expect(await reasonOf(verifyAccessToken(SECRET, handMade({ alg: 'HS256' }, { ...payload, session_id: '' })))).toBe(
      'invalid',
    );
    expect(await reasonOf(verifyAccessToken(SECRET, handMade({ alg: 'HS256' }, { ...payload, session_id: 7 })))).toBe(
      'invalid',
    );
  });

  it('refuses a token without exp, one that is expired and one not valid yet', async () => {
    expect(await reasonOf(verifyAccessToken(SECRET, handMade({ alg: 'HS256' }, CLAIMS)))).toBe('invalid');
    expect(
      await reasonOf(verifyAccessToken(SECRET, handMade({ alg: 'HS256' }, { ...CLAIMS, exp: '9999999999' }))),
    ).toBe('invalid');
    expect(await reasonOf(verifyAccessToken(SECRET, handMade({ alg: 'HS256' }, { ...CLAIMS, exp: now() - 1 })))).toBe(
      'expired',
    );
    expect(await reasonOf(verifyAccessToken(SECRET, await signAccessToken(SECRET, CLAIMS, -5)))).toBe('expired');
    const notYet = handMade({ alg: 'HS256' }, { ...CLAIMS, exp: now() + 60, nbf: now() + 30 });
    expect(await reasonOf(verifyAccessToken(SECRET, notYet))).toBe('invalid');
  });

  it('needs a subject and an email', async () => {
    const { sub: _sub, ...withoutSubject } = CLAIMS;
    const { email: _email, ...withoutEmail } = CLAIMS;
    for (const payload of [withoutSubject, withoutEmail]) {
      expect(
        await reasonOf(verifyAccessToken(SECRET, handMade({ alg: 'HS256' }, { ...payload, exp: now() + 60 }))),
      ).toBe('invalid');
    }
  });

  it('checks the audience when one is asked for, as a string or in a list', async () => {
    const site = await signAccessToken(SECRET, { ...CLAIMS, aud: 'site' });
    expect(await reasonOf(verifyAccessToken(SECRET, site, { audience: 'site' }))).toBe('accepted');
    expect(await reasonOf(verifyAccessToken(SECRET, site, { audience: 'other' }))).toBe('invalid');
    expect(await reasonOf(verifyAccessToken(SECRET, site))).toBe('accepted');
    const listed = handMade({ alg: 'HS256' }, { ...CLAIMS, aud: ['x', 'site'], exp: now() + 60 });
    expect(await reasonOf(verifyAccessToken(SECRET, listed, { audience: 'site' }))).toBe('accepted');
  });
});
