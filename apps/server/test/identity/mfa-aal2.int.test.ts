import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';
import {
  identity,
  lastMailToken,
  login,
  mailsTo,
  raiseWithNextCode,
  signedUpUser,
  userWithFactor,
} from '../support/identity-inject.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const REFUSAL = { code: 403, msg: 'This action requires two-factor authentication' };

/** An account with a verified factor, its aal2 session, and a second session signed in with the password only. */
async function protectedAccount(email: string) {
  const user = await userWithFactor(t, email);
  const aal1 = (await login(t, email, user.password, { 'user-agent': 'Password only' })).json().access_token as string;
  return { ...user, aal1 };
}

const activeSessions = async (userId: string) =>
  (
    await t.database.db
      .selectFrom('identity_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute()
  ).length;

const sessionsOf = async (token: string) =>
  (await identity(t, 'GET', '/user/sessions', { token })).json().sessions as { id: string; current: boolean }[];

describe('actions that take the second factor of an account that has one', () => {
  it('refuses a password change at aal1, changing nothing, and accepts it at aal2', async () => {
    const user = await protectedAccount('aal-password@example.com');
    const refused = await identity(t, 'PUT', '/user', { token: user.aal1, body: { password: 'Other-pass-2026!' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSAL);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    expect((await login(t, user.email, 'Other-pass-2026!')).statusCode).toBe(400);

    const accepted = await identity(t, 'PUT', '/user', {
      token: user.aal2.access_token,
      body: { password: 'Other-pass-2026!' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await login(t, user.email, 'Other-pass-2026!')).statusCode).toBe(200);
  });

  it('refuses an email change at aal1 without a mail to the new address, and accepts it at aal2', async () => {
    const user = await protectedAccount('aal-email@example.com');
    const refused = await identity(t, 'PUT', '/user', { token: user.aal1, body: { email: 'taken-over@example.com' } });
    expect(refused.json()).toEqual(REFUSAL);
    expect(await mailsTo(t, 'taken-over@example.com')).toEqual([]);
    const row = await t.database.db
      .selectFrom('identity_users')
      .select(['new_email', 'email_change_token_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ new_email: null, email_change_token_hash: null });

    const accepted = await identity(t, 'PUT', '/user', {
      token: user.aal2.access_token,
      body: { email: 'moved@example.com' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().new_email).toBe('moved@example.com');
    const { token } = await lastMailToken(t, 'moved@example.com', 'email_change_token');
    const confirmed = await identity(t, 'PUT', '/user', {
      token: user.aal2.access_token,
      body: { email_change_token: token },
    });
    expect(confirmed.json().email).toBe('moved@example.com');
  });

  it('refuses ending other sessions at aal1, one or all, and accepts it at aal2', async () => {
    const user = await protectedAccount('aal-sessions@example.com');
    const before = await activeSessions(user.id);
    const other = (await sessionsOf(user.aal1)).find((session) => !session.current)!;
    expect((await identity(t, 'DELETE', '/user/sessions', { token: user.aal1 })).json()).toEqual(REFUSAL);
    expect((await identity(t, 'DELETE', `/user/sessions/${other.id}`, { token: user.aal1 })).json()).toEqual(REFUSAL);
    expect(await activeSessions(user.id)).toBe(before);

    const aal2 = user.aal2.access_token;
    const mine = (await sessionsOf(aal2)).find((session) => !session.current)!;
    expect((await identity(t, 'DELETE', `/user/sessions/${mine.id}`, { token: aal2 })).statusCode).toBe(204);
    const all = await identity(t, 'DELETE', '/user/sessions', { token: aal2 });
    expect(all.statusCode).toBe(200);
    expect(await activeSessions(user.id)).toBe(1);
  });

  it('still lets an aal1 session end itself (a sign-in abandoned at the code prompt)', async () => {
    const user = await protectedAccount('aal-abandon@example.com');
    const own = (await sessionsOf(user.aal1)).find((session) => session.current)!;
    expect((await identity(t, 'DELETE', `/user/sessions/${own.id}`, { token: user.aal1 })).statusCode).toBe(204);
  });

  it('refuses enrolling or removing factors at aal1, and lets the code raise the session', async () => {
    const user = await protectedAccount('aal-factors@example.com');
    expect((await identity(t, 'POST', '/factors', { token: user.aal1, body: { factor_type: 'totp' } })).json()).toEqual(
      REFUSAL,
    );
    expect((await identity(t, 'DELETE', `/factors/${user.factorId}`, { token: user.aal1 })).json()).toEqual(REFUSAL);
    const factors = await t.database.db
      .selectFrom('identity_mfa_factors')
      .select('status')
      .innerJoin('identity_users', 'identity_users.id', 'identity_mfa_factors.user_id')
      .where('identity_users.email', '=', user.email)
      .execute();
    expect(factors).toEqual([{ status: 'verified' }]);

    // Proving the factor stays possible at aal1: it is how the session reaches aal2.
    const raised = await raiseWithNextCode(t, user, user.aal1);
    expect(raised.statusCode).toBe(200);
    const removed = await identity(t, 'DELETE', `/factors/${user.factorId}`, { token: raised.json().access_token });
    expect(removed.json()).toEqual({ id: user.factorId });
  });

  it('leaves accounts without a verified factor as they were', async () => {
    const user = await signedUpUser(t, 'aal-none@example.com');
    await login(t, user.email, user.password, { 'user-agent': 'Second device' });
    const other = (await sessionsOf(user.access_token)).find((session) => !session.current)!;
    expect((await identity(t, 'DELETE', `/user/sessions/${other.id}`, { token: user.access_token })).statusCode).toBe(
      204,
    );
    expect((await identity(t, 'DELETE', '/user/sessions', { token: user.access_token })).statusCode).toBe(200);
    const email = await identity(t, 'PUT', '/user', { token: user.access_token, body: { email: 'none2@example.com' } });
    expect(email.statusCode).toBe(200);
    const password = await identity(t, 'PUT', '/user', {
      token: user.access_token,
      body: { password: 'Other-pass-2026!' },
    });
    expect(password.statusCode).toBe(200);
    // An unverified (unfinished) enrolment protects nothing yet.
    const enrolled = await identity(t, 'POST', '/factors', { token: user.access_token, body: { factor_type: 'totp' } });
    expect(enrolled.statusCode).toBe(200);
    const again = await identity(t, 'PUT', '/user', {
      token: user.access_token,
      body: { password: 'Third-pass-2026!' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('asks a recovered account with a factor for the code before the new password', async () => {
    const user = await userWithFactor(t, 'aal-recovery@example.com');
    expect((await identity(t, 'POST', '/recover', { body: { email: user.email } })).statusCode).toBe(200);
    const { token } = await lastMailToken(t, user.email, 'recovery_token');
    const recovered = (await identity(t, 'POST', '/verify', { body: { type: 'recovery', token } })).json();
    const refused = await identity(t, 'PUT', '/user', {
      token: recovered.access_token,
      body: { password: 'Recovered-pass-2026!' },
    });
    expect(refused.json()).toEqual(REFUSAL);
    expect((await login(t, user.email, 'Recovered-pass-2026!')).statusCode).toBe(400);

    const raised = await raiseWithNextCode(t, user, recovered.access_token);
    const accepted = await identity(t, 'PUT', '/user', {
      token: raised.json().access_token,
      body: { password: 'Recovered-pass-2026!' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await login(t, user.email, 'Recovered-pass-2026!')).statusCode).toBe(200);
  });

  it('still takes metadata updates at aal1', async () => {
    const user = await protectedAccount('aal-metadata@example.com');
    const updated = await identity(t, 'PUT', '/user', { token: user.aal1, body: { data: { locale: 'fr' } } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().user_metadata).toMatchObject({ locale: 'fr' });
  });
});
