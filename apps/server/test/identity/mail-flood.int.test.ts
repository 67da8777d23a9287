import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_MAIL_LIMIT } from '../../src/mail/recipient-limit.js';
import type { TestApp } from '../support/harness.js';
import { outbox, signedUpUser } from '../support/identity-inject.js';
import { identityTestApp } from '../support/identity-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await identityTestApp();
});
afterAll(() => t?.close());

/** A JSON request to the identity service from the client address `ip`. */
const post = (ip: string, path: string, body: unknown, token?: string) =>
  t.app.inject({
    method: path === '/user' ? 'PUT' : 'POST',
    url: `/.netlify/identity${path}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });

const mailsTo = async (address: string) => (await outbox(t)).filter((mail) => mail.to === address);

/** Each recovery is a minute after the one before: none is skipped as a repeat. */
const forgetLastRecovery = () => sql`update identity_users set recovery_sent_at = null`.execute(t.database.db);

const capped = { code: 429, msg: 'Rate limit exceeded, try again later' };

describe("the identity service cannot flood someone's inbox", () => {
  it('caps the recovery mails to one address however many client addresses ask, with 429 past the cap', async () => {
    const victim = await signedUpUser(t, 'flooded@example.com');
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      await forgetLastRecovery();
      const response = await post(`10.40.0.${i}`, '/recover', { email: victim.email });
      answers.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual(capped);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // The signup's confirmation counted too.
    expect(answers.filter((status) => status === 200)).toHaveLength(VISITOR_MAIL_LIMIT.max - 1);
    expect(answers.slice(VISITOR_MAIL_LIMIT.max - 1).every((status) => status === 429)).toBe(true);
    expect(await mailsTo(victim.email)).toHaveLength(VISITOR_MAIL_LIMIT.max);
  });

  it('answers an address nobody has the same way, so the cap tells nothing', async () => {
    const answers = [];
    for (let i = 0; i <= VISITOR_MAIL_LIMIT.max; i++) {
      answers.push((await post(`10.41.0.${i}`, '/recover', { email: 'no-account@example.com' })).json());
    }
    expect(answers).toEqual([...Array<object>(VISITOR_MAIL_LIMIT.max).fill({}), capped]);
  });

  it('counts every identity mail together: email change, resend, recovery, sign-in link, signup', async () => {
    const target = 'target@example.com';
    const stranger = await signedUpUser(t, 'stranger@example.com');
    const requests = [
      () => post('10.42.0.1', '/user', { email: target }, stranger.access_token),
      () => post('10.42.0.2', '/resend', { type: 'email_change', email: target }),
      () => post('10.42.0.3', '/recover', { email: target }),
      () => post('10.42.0.4', '/magiclink', { email: target }),
      () => post('10.42.0.5', '/signup', { email: target, password: 'Sturdy-pass-2026' }),
      () => post('10.42.0.6', '/recover', { email: target }),
    ];
    const statuses = [];
    for (const request of requests) statuses.push((await request()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post('10.42.0.7', '/resend', { type: 'signup', email: target })).json()).toEqual(capped);
    expect((await mailsTo(target)).length).toBeLessThanOrEqual(VISITOR_MAIL_LIMIT.max);
  });

  it('does not count a signup for a confirmed address, which mails nothing', async () => {
    const owner = await signedUpUser(t, 'registered@example.com');
    for (let i = 0; i < VISITOR_MAIL_LIMIT.max + 1; i++) {
      const again = await post(`10.44.0.${i}`, '/signup', { email: owner.email, password: 'Sturdy-pass-2026' });
      expect(again.json()).toEqual({ code: 400, msg: 'A user with this email address has already been registered' });
    }
    expect((await post('10.44.1.1', '/magiclink', { email: owner.email })).statusCode).toBe(200);
  });

  it('lets mail go again once the hour has passed', async () => {
    const owner = await signedUpUser(t, 'patient@example.com');
    for (let i = 0; i < VISITOR_MAIL_LIMIT.max; i++) await post(`10.43.0.${i}`, '/recover', { email: owner.email });
    expect((await post('10.43.1.1', '/recover', { email: owner.email })).statusCode).toBe(429);
    await sql`update rate_limit_counters set reset_at = now() where key like 'visitor-mail:%'`.execute(t.database.db);
    await forgetLastRecovery();
    expect((await post('10.43.1.1', '/recover', { email: owner.email })).statusCode).toBe(200);
  });
});
