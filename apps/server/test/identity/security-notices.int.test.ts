import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTexts, type MailLocale, type SecurityNoticeKind } from '../../src/identity/mail/mail-texts.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import {
  identity,
  lastMailToken,
  login,
  mailsTo,
  outbox,
  raiseWithNextCode,
  signedUpUser,
  userWithFactor,
} from '../support/identity-inject.js';
import { OPERATOR_TOKEN } from '../support/identity-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IDENTITY_OPERATOR_TOKEN: OPERATOR_TOKEN });
});
afterAll(() => t?.close());

/** The account's language is its own choice, whatever language the request comes in. */
const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9' };

async function chooseLocale(token: string, locale: MailLocale) {
  const updated = await identity(t, 'PUT', '/user', { token, body: { data: { locale } } });
  expect(updated.statusCode).toBe(200);
}

/** The notices of a kind sent to `to`, in the given locale. */
async function notices(to: string, kind: SecurityNoticeKind, locale: MailLocale) {
  const subject = mailTexts[locale][kind].subject;
  return (await mailsTo(t, to)).filter((mail) => mail.subject === subject);
}

describe('security notices', () => {
  it('tells of a password change once, in the account language, with a link to secure the account', async () => {
    const user = await signedUpUser(t, 'notice-password@example.com');
    await chooseLocale(user.access_token, 'hu');
    const changed = await identity(t, 'PUT', '/user', {
      token: user.access_token,
      body: { password: 'Changed-pass-2026!' },
      headers: ENGLISH_BROWSER,
    });
    expect(changed.statusCode).toBe(200);
    const sent = await notices(user.email, 'password_changed', 'hu');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(mailTexts.hu.password_changed.button);
    // The link is a working recovery link.
    const { token } = await lastMailToken(t, user.email, 'recovery_token');
    const recovered = await identity(t, 'POST', '/verify', { body: { type: 'recovery', token } });
    expect(recovered.statusCode).toBe(200);
    // A notice does not hold back a recovery mail asked for right after it.
    await identity(t, 'POST', '/recover', { body: { email: user.email } });
    const recoveryMails = (await outbox(t)).filter((mail) => mail.subject === mailTexts.hu.recovery.subject);
    expect(recoveryMails.map((mail) => mail.to)).toEqual([user.email]);
  });

  it('counts a password set after a recovery link as a password change', async () => {
    const user = await signedUpUser(t, 'notice-recovery@example.com');
    await chooseLocale(user.access_token, 'pt');
    await identity(t, 'POST', '/recover', { body: { email: user.email } });
    const { token } = await lastMailToken(t, user.email, 'recovery_token');
    const recovered = (await identity(t, 'POST', '/verify', { body: { type: 'recovery', token } })).json();
    await identity(t, 'PUT', '/user', {
      token: recovered.access_token,
      body: { password: 'Recovered-pass-2026!' },
      headers: ENGLISH_BROWSER,
    });
    expect(await notices(user.email, 'password_changed', 'pt')).toHaveLength(1);
  });

  it('tells the old address of an email change, and its link cancels the change', async () => {
    const user = await signedUpUser(t, 'notice-old@example.com');
    await chooseLocale(user.access_token, 'fr');
    const requested = await identity(t, 'PUT', '/user', {
      token: user.access_token,
      body: { email: 'notice-new@example.com' },
      headers: ENGLISH_BROWSER,
    });
    expect(requested.json().new_email).toBe('notice-new@example.com');
    const sent = await notices('notice-old@example.com', 'email_change_requested', 'fr');
    expect(sent).toHaveLength(1);
    expect(await notices('notice-new@example.com', 'email_change_requested', 'fr')).toEqual([]);
    const { token: changeToken } = await lastMailToken(t, 'notice-new@example.com', 'email_change_token');

    const { token } = await lastMailToken(t, 'notice-old@example.com', 'recovery_token');
    const secured = await identity(t, 'POST', '/verify', { body: { type: 'recovery', token } });
    expect(secured.statusCode).toBe(200);
    const confirm = await identity(t, 'POST', '/verify', { body: { type: 'email_change', token: changeToken } });
    expect(confirm.statusCode).toBe(404);
    const after = await identity(t, 'GET', '/user', { token: secured.json().access_token });
    expect(after.json()).toMatchObject({ email: 'notice-old@example.com' });
    expect(after.json().new_email).toBeUndefined();
  });

  it('tells of a factor added and of a factor removed, once each', async () => {
    const user = await userWithFactor(t, 'notice-factor@example.com');
    expect(await notices(user.email, 'factor_added', 'en')).toHaveLength(1);
    await chooseLocale(user.aal2.access_token, 'sk');
    // Proving the factor again at a later sign-in adds nothing.
    const next = (await login(t, user.email, user.password)).json();
    const raised = await raiseWithNextCode(t, user, next.access_token);
    expect(raised.statusCode).toBe(200);
    expect(await mailsTo(t, user.email)).toHaveLength(2); // confirmation + added

    const removed = await identity(t, 'DELETE', `/factors/${user.factorId}`, {
      token: raised.json().access_token,
      headers: ENGLISH_BROWSER,
    });
    expect(removed.statusCode).toBe(200);
    expect(await notices(user.email, 'factor_removed', 'sk')).toHaveLength(1);
  });

  it('tells of the factors an admin removed for someone who lost their device', async () => {
    const user = await userWithFactor(t, 'notice-lost-phone@example.com');
    await chooseLocale(user.aal2.access_token, 'cs');
    const removed = await identity(t, 'DELETE', `/admin/users/${user.id}/factors`, { token: OPERATOR_TOKEN });
    expect(removed.statusCode).toBe(200);
    expect(await notices(user.email, 'factor_removed', 'cs')).toHaveLength(1);
  });

  it('sends nothing for an enrolment that was never finished', async () => {
    const user = await signedUpUser(t, 'notice-unfinished@example.com');
    const enrolled = (
      await identity(t, 'POST', '/factors', { token: user.access_token, body: { factor_type: 'totp' } })
    ).json();
    await identity(t, 'DELETE', `/factors/${enrolled.id}`, { token: user.access_token });
    expect(await mailsTo(t, user.email)).toHaveLength(1); // the confirmation
  });
});
