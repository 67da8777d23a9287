import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/identity/login-throttle.js';
import { MAGIC_LINK_LIMIT } from '../../src/identity/magic-links.js';
import type { TestApp } from '../support/harness.js';
import {
  identity,
  lastMailToken,
  loginFrom,
  outbox,
  raiseWithNextCode,
  signedUpUser,
  userWithFactor,
} from '../support/identity-inject.js';
import { identityTestApp } from '../support/identity-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await identityTestApp();
});
afterAll(() => t?.close());

/** A request to the identity service from the client address `ip`. */
const from = (ip: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string) =>
  t.app.inject({
    method,
    url: `/.netlify/identity${path}`,
    remoteAddress: ip,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

const login = (ip: string, email: string, password: string) => loginFrom(t, ip, email, password);

const askForLink = (ip: string, email: string) => from(ip, 'POST', '/magiclink', { email });
const useLink = (ip: string, token: string) => from(ip, 'POST', '/verify', { type: 'magiclink', token });

const linkMails = async (email: string) =>
  (await outbox(t)).filter((mail) => mail.to === email && mail.text.includes('#magiclink_token='));

const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as {
    aal: string;
    amr: { method: string }[];
  };

/**
 * Strangers guess the password from many addresses, past the account's hourly bar: unknown
 * addresses wait. Their further guesses would keep that up (about 110 an hour); here the wait
 * they earn is set to its longest, 15 minutes, so that the test does not race the clock.
 */
async function spreadOutGuessing(email: string, network: string) {
  const perAddress = LOGIN_THROTTLE.freeFailures - 1;
  for (let i = 0; i <= LOGIN_THROTTLE.accountFailures / perAddress; i++) {
    for (let j = 0; j < perAddress; j++) await login(`${network}.${i}`, email, 'Wrong-guess-2026');
  }
  const { rows } = await sql`
    update rate_limit_counters set reset_at = now() + ${LOGIN_THROTTLE.maxDelayMs} * interval '1 millisecond'
    where key like 'identity:login:%:pause:*' returning key`.execute(t.database.db);
  expect(rows.length).toBeGreaterThan(0);
}

describe('a mailed one-time sign-in link', () => {
  it('lets the owner in from a new device while strangers keep password sign-in paused', async () => {
    const owner = await signedUpUser(t, 'besieged@example.com');
    await spreadOutGuessing(owner.email, '10.30.0');
    const newDevice = '10.30.9.1';
    expect((await login(newDevice, owner.email, owner.password)).statusCode).toBe(429);

    const asked = await askForLink(newDevice, owner.email);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({});
    const { mail, token } = await lastMailToken(t, owner.email, 'magiclink_token');
    expect(mail.subject).toBe('Your sign-in link');

    const signedIn = await useLink(newDevice, token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { access_token: accessToken } = signedIn.json() as { access_token: string };
    expect(claims(accessToken)).toMatchObject({ aal: 'aal1', amr: [{ method: 'magiclink' }] });
    const me = await from(newDevice, 'GET', '/user', undefined, accessToken);
    expect(me.json()).toMatchObject({ email: owner.email });

    // Single use.
    expect((await useLink(newDevice, token)).json()).toEqual({ code: 404, msg: 'User not found' });
    // The device is now one the account knows: its password works there; strangers still wait.
    expect((await login(newDevice, owner.email, owner.password)).statusCode).toBe(200);
    expect((await login('10.30.9.2', owner.email, owner.password)).statusCode).toBe(429);
    // A hundred password checks: slow on a busy machine.
  }, 180_000);

  it('goes only to a proven address, answering the same for an unknown or unconfirmed one', async () => {
    expect(
      (await identity(t, 'POST', '/signup', { body: { email: 'pending@example.com', password: 'Sturdy-pass-2026' } }))
        .statusCode,
    ).toBe(200);
    for (const email of ['pending@example.com', 'nobody-here@example.com']) {
      const asked = await askForLink('10.31.0.1', email);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({});
      expect(await linkMails(email)).toEqual([]);
    }
    expect((await askForLink('10.31.0.1', '')).json()).toEqual({ code: 422, msg: 'Sign-in requires an email' });
  });

  it('expires after 15 minutes', async () => {
    const owner = await signedUpUser(t, 'slow-reader@example.com');
    await askForLink('10.32.0.1', owner.email);
    const { token } = await lastMailToken(t, owner.email, 'magiclink_token');
    const link = await t.database.db.selectFrom('identity_magic_links').selectAll().executeTakeFirstOrThrow();
    expect(new Date(link.expires_at).getTime() - new Date(link.created_at).getTime()).toBe(15 * 60_000);
    await sql`update identity_magic_links set expires_at = now() - interval '1 second'`.execute(t.database.db);
    expect((await useLink('10.32.0.1', token)).json()).toEqual({ code: 422, msg: 'Sign-in link expired' });
  });

  it('on an account with a second factor, signs in at aal1: the code comes next', async () => {
    const owner = await userWithFactor(t, 'two-steps@example.com');
    await askForLink('10.33.0.1', owner.email);
    const { token } = await lastMailToken(t, owner.email, 'magiclink_token');
    const signedIn = (await useLink('10.33.0.1', token)).json() as { access_token: string };
    expect(claims(signedIn.access_token).aal).toBe('aal1');
    const change = await from('10.33.0.1', 'PUT', '/user', { password: 'Another-pass-2026' }, signedIn.access_token);
    expect(change.statusCode).toBe(403);
    const raised = await raiseWithNextCode(t, owner, signedIn.access_token);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(claims((raised.json() as { access_token: string }).access_token).aal).toBe('aal2');
  });

  it('has its own limit per account, whatever addresses ask', async () => {
    const owner = await signedUpUser(t, 'popular@example.com');
    for (let i = 0; i < MAGIC_LINK_LIMIT.max; i++) {
      expect((await askForLink(`10.34.0.${i}`, owner.email)).statusCode).toBe(200);
    }
    const refused = await askForLink('10.34.1.1', owner.email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ code: 429, msg: 'Rate limit exceeded, try again later' });
    expect(await linkMails(owner.email)).toHaveLength(MAGIC_LINK_LIMIT.max);
    // Every link mailed stays usable: a stranger asking for more does not void the owner's.
    const first = /#magiclink_token=([\w-]+)/.exec((await linkMails(owner.email))[0]!.text)![1]!;
    expect((await useLink('10.34.2.1', first)).statusCode).toBe(200);
  });
});
