import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../src/auth/access-token.js';
import { UNREADABLE_FACTOR } from '../../src/identity/totp.js';
import { secretBox } from '../../src/identity/secrets.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/harness.js';
import { challengeAndVerify, identity, login, refresh, signedUpUser, totpCode } from '../support/identity-inject.js';
import { OPERATOR_TOKEN } from '../support/identity-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IDENTITY_OPERATOR_TOKEN: OPERATOR_TOKEN });
});
afterAll(() => t?.close());

describe('TOTP second factor', () => {
  it('enrols, raises the session to aal2, and asks for it again at the next sign-in', async () => {
    const user = await signedUpUser(t, 'mfa@example.com');
    const enrolled = await identity(t, 'POST', '/factors', {
      token: user.access_token,
      body: { factor_type: 'totp', friendly_name: 'Phone' },
    });
    expect(enrolled.statusCode).toBe(200);
    const { id, totp } = enrolled.json();
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\/Quillbridge%20Publishing:mfa%40example\.com\?/);
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,/);

    const wrong = await challengeAndVerify(t, user.access_token, id, '000000');
    expect(wrong.json()).toEqual({ code: 422, msg: 'Invalid TOTP code entered' });
    const firstCode = totpCode(totp.secret);
    const verified = await challengeAndVerify(t, user.access_token, id, firstCode);
    expect(verified.statusCode).toBe(200);
    const upgraded = await verifyAccessToken(TEST_JWT_SECRET, verified.json().access_token);
    expect(upgraded.aal).toBe('aal2');
    expect(upgraded.amr?.map((m) => m.method)).toEqual(['email', 'totp']);
    expect(verified.json().user.factors).toMatchObject([{ id, status: 'verified', friendly_name: 'Phone' }]);
    // Refreshing keeps the level of the session.
    const refreshed = (await refresh(t, verified.json().refresh_token)).json();
    expect((await verifyAccessToken(TEST_JWT_SECRET, refreshed.access_token)).aal).toBe('aal2');

    // A new sign-in starts at aal1 until the code is given.
    const next = (await login(t, user.email, user.password)).json();
    expect((await verifyAccessToken(TEST_JWT_SECRET, next.access_token)).aal).toBe('aal1');
    const replay = await challengeAndVerify(t, next.access_token, id, firstCode);
    expect(replay.json()).toEqual({ code: 422, msg: 'Invalid TOTP code entered' });
    // The data API refuses the half-signed-in (aal1) session, and accepts the upgraded one.
    const dataAtAal1 = await t.app.inject({
      url: '/api/me/profile',
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(dataAtAal1.statusCode).toBe(401);
    const dataAtAal2 = await t.app.inject({
      url: '/api/me/profile',
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    expect(dataAtAal2.statusCode).toBe(200);
    const removeAtAal1 = await identity(t, 'DELETE', `/factors/${id}`, { token: next.access_token });
    expect(removeAtAal1.json()).toEqual({ code: 403, msg: 'This action requires two-factor authentication' });
    const second = await challengeAndVerify(t, next.access_token, id, totpCode(totp.secret, 1));
    expect((await verifyAccessToken(TEST_JWT_SECRET, second.json().access_token)).aal).toBe('aal2');

    const removed = await identity(t, 'DELETE', `/factors/${id}`, { token: second.json().access_token });
    expect(removed.json()).toEqual({ id });
    expect((await identity(t, 'GET', '/user', { token: next.access_token })).json().factors).toBeUndefined();
  });

  it('answers a clear 422, not a 500, for an authenticator set up under another signing secret', async () => {
    const user = await signedUpUser(t, 'moved-mfa@example.com');
    const { id, totp } = (
      await identity(t, 'POST', '/factors', { token: user.access_token, body: { factor_type: 'totp' } })
    ).json();
    // As after JWT_SECRET changed: the stored seed was sealed with a key this server no longer has.
    await t.database.db
      .updateTable('identity_mfa_factors')
      .set({ secret_encrypted: secretBox('another-signing-secret-of-at-least-32-chars').seal(totp.secret) })
      .where('id', '=', id)
      .execute();
    const answer = await challengeAndVerify(t, user.access_token, id, totpCode(totp.secret));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ code: 422, msg: UNREADABLE_FACTOR });
  });

  it('refuses expired challenges and the factors of someone else', async () => {
    const owner = await signedUpUser(t, 'owner-mfa@example.com');
    const other = await signedUpUser(t, 'other-mfa@example.com');
    const { id, totp } = (
      await identity(t, 'POST', '/factors', { token: owner.access_token, body: { factor_type: 'totp' } })
    ).json();
    expect((await identity(t, 'POST', `/factors/${id}/challenge`, { token: other.access_token })).json()).toEqual({
      code: 404,
      msg: 'Factor not found',
    });
    const challenge = (await identity(t, 'POST', `/factors/${id}/challenge`, { token: owner.access_token })).json();
    await t.database.db
      .updateTable('identity_mfa_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', challenge.id)
      .execute();
    const expired = await identity(t, 'POST', `/factors/${id}/verify`, {
      token: owner.access_token,
      body: { challenge_id: challenge.id, code: totpCode(totp.secret) },
    });
    expect(expired.json()).toEqual({ code: 422, msg: 'MFA challenge expired' });
    const badType = await identity(t, 'POST', '/factors', { token: owner.access_token, body: { factor_type: 'sms' } });
    expect(badType.statusCode).toBe(400);
  });

  it('lets an admin remove the factors of someone who lost their device', async () => {
    const user = await signedUpUser(t, 'lost-phone@example.com');
    const { id, totp } = (
      await identity(t, 'POST', '/factors', { token: user.access_token, body: { factor_type: 'totp' } })
    ).json();
    await challengeAndVerify(t, user.access_token, id, totpCode(totp.secret));
    const removed = await identity(t, 'DELETE', `/admin/users/${user.id}/factors`, { token: OPERATOR_TOKEN });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().factors).toBeUndefined();
    const fresh = (await login(t, user.email, user.password)).json();
    const enrolAgain = await identity(t, 'POST', '/factors', {
      token: fresh.access_token,
      body: { factor_type: 'totp' },
    });
    expect(enrolAgain.statusCode).toBe(200);
    const secrets = await t.database.db.selectFrom('identity_mfa_factors').select('secret_encrypted').execute();
    for (const { secret_encrypted } of secrets) expect(secret_encrypted).not.toContain(enrolAgain.json().totp.secret);
  });
});
