import GoTrue, { type JSONHTTPError, type User } from 'gotrue-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkToken } from '../support/mail-catcher.js';
import { callIdentity, createAdmin, startIdentityServer, type IdentityServer } from '../support/identity-app.js';

/** The real npm client against the real server over HTTP, with mail through a real SMTP server. */
let server: IdentityServer;
let auth: GoTrue;

beforeAll(async () => {
  // gotrue-js warns about plain-HTTP API URLs; the test server is on 127.0.0.1.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = await startIdentityServer();
  auth = new GoTrue({ APIUrl: server.apiUrl });
});
afterAll(async () => {
  await server?.stop();
  vi.restoreAllMocks();
});

async function failure(promise: Promise<unknown>): Promise<JSONHTTPError> {
  try {
    await promise;
  } catch (error) {
    return error as JSONHTTPError;
  }
  throw new Error('expected the call to fail');
}

describe('gotrue-js against the identity service', () => {
  it('reads the settings', async () => {
    expect(await auth.settings()).toEqual({
      external: {
        bitbucket: false,
        github: false,
        gitlab: false,
        google: false,
        facebook: false,
        email: true,
        saml: false,
      },
      external_labels: {},
      disable_signup: false,
      autoconfirm: false,
      password_min_length: 8,
    });
  });

  it('goes signup → confirm by mail → login → refresh → update → email change → recovery → logout', async () => {
    const email = 'reader@example.com';
    const confirmationMail = server.smtp.next(email);
    const signedUp = await auth.signup(email, 'First-pass-2026', { full_name: 'Rita Reader' });
    expect(signedUp).toMatchObject({
      email,
      user_metadata: { full_name: 'Rita Reader' },
      app_metadata: { provider: 'email' },
    });
    expect(signedUp).not.toHaveProperty('access_token');
    expect(signedUp.confirmed_at).toBeUndefined();

    const mail = await confirmationMail;
    expect(mail.subject).toBe('Confirm Your Signup');
    expect(mail.text).toContain('http://localhost:3000/#confirmation_token=');
    expect(mail.html).toContain('#confirmation_token=');

    const notYet = await failure(auth.login(email, 'First-pass-2026'));
    expect(notYet.status).toBe(400);
    expect(notYet.json).toEqual({ error: 'invalid_grant', error_description: 'Email not confirmed' });

    const confirmed = await auth.confirm(linkToken(mail, 'confirmation_token'));
    expect(confirmed.email).toBe(email);
    expect(confirmed.confirmed_at).toBeTruthy();
    const reused = await failure(auth.confirm(linkToken(mail, 'confirmation_token')));
    expect(reused.status).toBe(404);
    expect(reused.message).toBe('User not found');

    const user: User = await auth.login(email, 'First-pass-2026');
    expect(user.token?.token_type).toBe('bearer');
    const firstRefreshToken = user.token!.refresh_token;
    const refreshed = await user.jwt(true);
    expect(refreshed.split('.')).toHaveLength(3);
    expect(user.token?.refresh_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(user.token?.refresh_token).not.toBe(firstRefreshToken);

    const updated = await user.update({ data: { full_name: 'Rita R. Reader', city: 'Austin' } });
    expect(updated.user_metadata).toEqual({ full_name: 'Rita R. Reader', city: 'Austin' });

    const newEmail = 'rita@example.com';
    const changeMail = server.smtp.next(newEmail);
    const pending = await user.update({ email: newEmail });
    expect(pending.new_email).toBe(newEmail);
    const change = await changeMail;
    expect(change.subject).toBe('Confirm Email Change');
    const changed = await user.update({ email_change_token: linkToken(change, 'email_change_token') });
    expect(changed.email).toBe(newEmail);
    expect((await user.getUserData()).email).toBe(newEmail);

    const recoveryMail = server.smtp.next(newEmail);
    await auth.requestPasswordRecovery(newEmail);
    const recovery = await recoveryMail;
    expect(recovery.subject).toBe('Reset Your Password');
    const recovered = await auth.recover(linkToken(recovery, 'recovery_token'));
    await recovered.update({ password: 'Second-pass-2026' });
    const oldPassword = await failure(auth.login(newEmail, 'First-pass-2026'));
    expect(oldPassword.json).toEqual({
      error: 'invalid_grant',
      error_description: 'No user found with that email, or password invalid.',
    });
    const again = await auth.login(newEmail, 'Second-pass-2026');
    const refreshToken = again.token!.refresh_token;

    await again.logout();
    const afterLogout = await callIdentity(server, '/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${refreshToken}`,
    });
    expect(afterLogout.status).toBe(400);
    expect(afterLogout.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid Refresh Token' });
  });

  it('invites a person who accepts with a password, then signs in', async () => {
    const admin = await createAdmin(server);
    const email = 'invited@example.com';
    const inviteMail = server.smtp.next(email);
    const invited = await callIdentity(server, '/invite', {
      method: 'POST',
      token: admin.token,
      body: { email, data: { full_name: 'Ivy Invited' } },
    });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ email, user_metadata: { full_name: 'Ivy Invited' } });
    const mail = await inviteMail;
    expect(mail.subject).toBe('You have been invited');
    const token = linkToken(mail, 'invite_token');

    const withoutPassword = await failure(auth.confirm(token));
    expect(withoutPassword.status).toBe(422);
    expect(withoutPassword.message).toBe('Invited users must specify a password');

    const accepted = await auth.acceptInvite(token, 'Invited-pass-2026');
    expect(accepted.email).toBe(email);
    expect((await auth.login(email, 'Invited-pass-2026')).email).toBe(email);
  });

  it('lets an admin list, create, read, update and delete users through user.admin', async () => {
    const admin = await createAdmin(server, 'chief@example.com');
    const adminUser = await auth.login(admin.email, admin.password);

    const created = await adminUser.admin.createUser('made@example.com', 'Made-pass-2026', { confirm: true });
    expect(created).toMatchObject({ email: 'made@example.com', app_metadata: { provider: 'email' } });
    expect(created.confirmed_at).toBeTruthy();
    expect((await auth.login('made@example.com', 'Made-pass-2026')).email).toBe('made@example.com');

    const list = (await adminUser.admin.listUsers('')) as unknown as { aud: string; users: { email: string }[] };
    expect(list.aud).toBe('');
    expect(list.users.map((u) => u.email)).toContain('made@example.com');

    expect((await adminUser.admin.getUser(created)).email).toBe('made@example.com');
    const updated = await adminUser.admin.updateUser(created, {
      user_metadata: { x: 1 },
      app_metadata: { roles: ['support'] },
    });
    expect(updated.user_metadata).toEqual({ x: 1 });
    expect(updated.app_metadata).toEqual({ provider: 'email', roles: ['support'] });

    await adminUser.admin.deleteUser(created);
    const gone = await failure(adminUser.admin.getUser(created));
    expect(gone.status).toBe(404);
    expect(gone.message).toBe('User not found');
  });
});
