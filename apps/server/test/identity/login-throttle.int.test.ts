import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPauseKey, LOGIN_THROTTLE } from '../../src/identity/login-throttle.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import { identity, lastMailToken, loginFrom, outbox, signedUpUser } from '../support/identity-inject.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ IDENTITY_RATE_LIMIT_PER_IP: '1000', IDENTITY_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(() => t?.close());

/** A password sign-in from the client address `ip`. */
const login = (ip: string, email: string, password: string) => loginFrom(t, ip, email, password);

const wrong = (ip: string, email: string) => login(ip, email, 'Wrong-guess-2026');

/**
 * Moves the limits' clock forward: the counters are timed by the database clock, so every window
 * ending earlier by `ms` is the same as `ms` having passed.
 */
const advance = (ms: number) =>
  sql`update rate_limit_counters set reset_at = reset_at - ${ms} * interval '1 millisecond'`.execute(t.database.db);

const pausedMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`;

async function expectPaused(ip: string, email: string, password: string, seconds: number) {
  const response = await login(ip, email, password);
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({ code: 429, msg: pausedMessage(Math.ceil(seconds / 60)) });
}

/**
 * A pause of a second would end while a busy machine answers the next request: the pauses these
 * checks need are held a minute longer first, and only the pause itself is checked.
 */
async function expectHeldPause(ip: string, email: string, password: string) {
  await advance(-HOLD_MS);
  const response = await login(ip, email, password);
  expect(response.statusCode, response.body).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(HOLD_MS / 1000 - 30);
}
const HOLD_MS = 60_000;

const databaseNow = async () =>
  (await sql<{ now: Date }>`select clock_timestamp() as now`.execute(t.database.db)).rows[0]!.now.getTime();

/** When the pause of `attempt`'s address on its email ends, by the database's clock. */
const pauseEnd = async (attempt: { email: string; ip: string }) => {
  const row = await t.database.db
    .selectFrom('rate_limit_counters')
    .select('reset_at')
    .where('key', '=', addressPauseKey(attempt))
    .executeTakeFirstOrThrow();
  return new Date(row.reset_at).getTime();
};

/** The wait a failed sign-in earned, bounded by the database's clock before and after it. */
async function earnedWait(fail: () => Promise<{ statusCode: number }>, attempt: { email: string; ip: string }) {
  const before = await databaseNow();
  expect((await fail()).statusCode).toBe(400);
  const after = await databaseNow();
  const end = await pauseEnd(attempt);
  return { atLeastMs: end - after, atMostMs: end - before };
}

const pausedMails = async (email: string) =>
  (await outbox(t)).filter((mail) => mail.to === email && mail.subject === 'Sign-in to your account was paused');

describe('password guessing is slowed per account and address', () => {
  it("a stranger's guesses from one address do not stop the owner signing in from another", async () => {
    const owner = await signedUpUser(t, 'owner@example.com');
    // Twelve wrong passwords from one address, each after the wait the one before it earned.
    for (let i = 0; i < 12; i++) {
      expect((await wrong('10.9.0.1', owner.email)).statusCode).toBe(400);
      await advance(LOGIN_THROTTLE.maxDelayMs);
    }
    expect((await wrong('10.9.0.1', owner.email)).statusCode).toBe(400);
    expect((await login('10.9.0.2', owner.email, owner.password)).statusCode).toBe(200);
    // Only the guessing address waits: 2^(13 - 5) s after its 13th failure.
    await expectPaused('10.9.0.1', owner.email, owner.password, 256);
    expect((await login('10.9.0.3', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('makes the guessing address wait 1 s, 2 s, 4 s … up to 15 minutes, a correct password included', async () => {
    const user = await signedUpUser(t, 'waits@example.com');
    const ip = '10.9.1.1';
    for (let i = 1; i < LOGIN_THROTTLE.freeFailures; i++) expect((await wrong(ip, user.email)).statusCode).toBe(400);
    // 1, 2, 4 … 512 s, then 900 s three times.
    const expectedWaits = [...Array.from({ length: 10 }, (_, i) => 2 ** i), 900, 900, 900];
    for (const seconds of expectedWaits) {
      const earned = await earnedWait(() => wrong(ip, user.email), { email: user.email, ip });
      // Between the database's clock before and after the failure: exact, however slow the answer.
      expect(earned.atLeastMs).toBeLessThanOrEqual(seconds * 1000);
      expect(earned.atMostMs).toBeGreaterThanOrEqual(seconds * 1000);
      // Held a minute longer so it cannot end mid-check: refused, and the wait is not lengthened.
      const before = await pauseEnd({ email: user.email, ip });
      await expectHeldPause(ip, user.email, user.password);
      expect(await pauseEnd({ email: user.email, ip })).toBe(before + HOLD_MS);
      await advance(HOLD_MS + seconds * 1000);
    }
    expect((await login(ip, user.email, user.password)).statusCode).toBe(200);
    // A sign-in clears the address's failures: the next mistake is not paused.
    expect((await wrong(ip, user.email)).statusCode).toBe(400);
    expect((await wrong(ip, user.email)).statusCode).toBe(400);
  });

  it('tells the owner once by mail, however many addresses guess', async () => {
    const user = await signedUpUser(t, 'told@example.com');
    for (const ip of ['10.9.2.1', '10.9.2.2', '10.9.2.3']) {
      for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 2; i++) await wrong(ip, user.email);
    }
    expect(await pausedMails(user.email)).toHaveLength(1);
    const events = await t.database.db
      .selectFrom('identity_audit_log')
      .select('event')
      .where('user_id', '=', user.id)
      .where('event', '=', 'login_paused')
      .execute();
    expect(events).toHaveLength(3);
  });

  it("a password reset lifts every pause of the account, and the guesser's count starts again", async () => {
    const user = await signedUpUser(t, 'reset@example.com');
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) await wrong('10.9.3.1', user.email);
    await expectHeldPause('10.9.3.1', user.email, user.password);
    const { token } = await lastMailToken(t, user.email, 'recovery_token');
    const recovered = await identity(t, 'POST', '/verify', { body: { type: 'recovery', token } });
    expect(recovered.statusCode).toBe(200);
    expect((await login('10.9.3.1', user.email, user.password)).statusCode).toBe(200);
  });

  it('answers an unknown email the same way, so a pause does not tell that an account exists', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
      expect((await wrong('10.9.4.1', 'nobody@example.com')).json()).toEqual({
        error: 'invalid_grant',
        error_description: 'No user found with that email, or password invalid.',
      });
    }
    await expectHeldPause('10.9.4.1', 'nobody@example.com', 'Wrong-guess-2026');
  });

  it('past 100 failures in an hour from all addresses, addresses the account never signed in from wait too', async () => {
    const user = await signedUpUser(t, 'spread@example.com');
    expect((await login('10.9.5.250', user.email, user.password)).statusCode).toBe(200);
    const perAddress = LOGIN_THROTTLE.freeFailures - 1;
    for (let i = 0; i < LOGIN_THROTTLE.accountFailures / perAddress; i++) {
      for (let j = 0; j < perAddress; j++) expect((await wrong(`10.9.5.${i}`, user.email)).statusCode).toBe(400);
    }
    await expectHeldPause('10.9.6.1', user.email, user.password);
    expect((await login('10.9.5.250', user.email, user.password)).statusCode).toBe(200);
    await advance(HOLD_MS + 1000);
    expect((await login('10.9.6.1', user.email, user.password)).statusCode).toBe(200);
    expect(await pausedMails(user.email)).toHaveLength(1);
    // A hundred password checks: slow on a busy machine.
  }, 180_000);
});
