import { describe, expect, it, vi } from 'vitest';
import {
  IdentityClient,
  IdentityError,
  type IdentityUserData,
  type TokenResponse,
} from '../auth/identity/identity-client';
import { SessionStore, type IdentitySession } from '../auth/identity/session-store';
import { SECOND_FACTOR_REQUIRED } from '../auth/two-factor';
import { createWidgetActions } from './widget-actions';
import { initialWidgetState, widgetReducer, type WidgetAction, type WidgetState } from './widget-state';

const user = { id: 'u1', email: 'a@example.com', user_metadata: {} } as IdentityUserData;
const tokens: TokenResponse = { access_token: 'a', token_type: 'bearer', expires_in: 3600, refresh_token: 'r' };
const session = { ...user, url: '', audience: '', token: { ...tokens, expires_at: 0 } } as IdentitySession;

function setup(initial: Partial<WidgetState> = {}) {
  const client = new IdentityClient();
  const store = new SessionStore({ client });
  const signIn = vi.spyOn(store, 'signIn').mockResolvedValue(session);
  vi.spyOn(client, 'getUser').mockResolvedValue(user);
  let state: WidgetState = { ...initialWidgetState(), ...initial };
  const onAuthenticated = vi.fn();
  const onLoggedOut = vi.fn();
  const redirect = vi.fn();
  const actions = createWidgetActions({
    client,
    store,
    dispatch: (action: WidgetAction) => (state = widgetReducer(state, action)),
    getState: () => state,
    onAuthenticated,
    onLoggedOut,
    redirect,
  });
  return { client, store, actions, signIn, onAuthenticated, onLoggedOut, redirect, state: () => state };
}

describe('widget actions', () => {
  it('login signs in, closes and reports the login', async () => {
    const { client, actions, state, onAuthenticated } = setup({ modal: { page: 'login', isOpen: true } });
    vi.spyOn(client, 'passwordGrant').mockResolvedValue(tokens);
    await actions.login('a@example.com', 'pw');
    expect(state()).toMatchObject({ user: session, saving: false, modal: { isOpen: false } });
    expect(onAuthenticated).toHaveBeenCalledWith('login');
  });

  it('a failed login shows the server description, not "invalid_grant: …"', async () => {
    const { client, actions, state } = setup();
    vi.spyOn(client, 'passwordGrant').mockRejectedValue(
      new IdentityError(400, 'invalid_grant: Email not confirmed', {
        error: 'invalid_grant',
        error_description: 'Email not confirmed',
      }),
    );
    await actions.login('a@example.com', 'pw');
    expect(state().error).toEqual({ text: 'Email not confirmed' });
  });

  it('login applies a pending email change and shows the message until it is closed, then reports the login', async () => {
    const { client, store, actions, state, onAuthenticated } = setup({ emailChangeToken: 'E' });
    vi.spyOn(client, 'passwordGrant').mockResolvedValue(tokens);
    const update = vi.spyOn(store, 'update').mockResolvedValue(session);
    await actions.login('a@example.com', 'pw');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ email_change_token: 'E' });
    expect(state()).toMatchObject({
      emailChangeToken: null,
      message: 'email_changed',
      modal: { page: 'message', isOpen: true },
    });
    expect(onAuthenticated).not.toHaveBeenCalled();
    actions.close();
    expect(onAuthenticated).toHaveBeenCalledExactlyOnceWith('login');
    actions.close();
    expect(onAuthenticated).toHaveBeenCalledTimes(1);
  });

  it('signup sends the name as full_name and shows the confirm message without autoconfirm', async () => {
    const { client, actions, state } = setup();
    const signup = vi.spyOn(client, 'signup').mockResolvedValue(user);
    await actions.signup('Zed Zero', 'zed@example.com', 'pw');
    expect(signup).toHaveBeenCalledWith('zed@example.com', 'pw', { full_name: 'Zed Zero' });
    expect(state()).toMatchObject({ message: 'confirm', modal: { page: 'message' } });
  });

  it('signup with autoconfirm logs in at once', async () => {
    const settings = { external: {}, external_labels: {}, disable_signup: false, autoconfirm: true };
    const { client, actions, onAuthenticated } = setup({ settings });
    vi.spyOn(client, 'signup').mockResolvedValue(user);
    const grant = vi.spyOn(client, 'passwordGrant').mockResolvedValue(tokens);
    await actions.signup('Zed', 'zed@example.com', 'pw');
    expect(grant).toHaveBeenCalledWith('zed@example.com', 'pw');
    expect(onAuthenticated).toHaveBeenCalledWith('signup');
  });

  it('a signup failure without a message falls back to "Unable to sign up"', async () => {
    const { client, actions, state } = setup();
    vi.spyOn(client, 'signup').mockRejectedValue({});
    await actions.signup('Zed', 'zed@example.com', 'pw');
    expect(state().error).toEqual({ text: 'Unable to sign up' });
  });

  it('a recovery request shows the password_mail message', async () => {
    const { client, actions, state } = setup();
    const recover = vi.spyOn(client, 'requestPasswordRecovery').mockResolvedValue({});
    await actions.requestPasswordRecovery('a@example.com');
    expect(recover).toHaveBeenCalledWith('a@example.com');
    expect(state().message).toBe('password_mail');
  });

  it('a confirmation link confirms and signs in; a bad one shows verification_error', async () => {
    const good = setup();
    const verify = vi.spyOn(good.client, 'verify').mockResolvedValue(tokens);
    await good.actions.handleLinkToken('confirmation', 'T');
    expect(verify).toHaveBeenCalledWith('signup', 'T');
    expect(good.onAuthenticated).toHaveBeenCalledWith('signup');

    const bad = setup();
    vi.spyOn(bad.client, 'verify').mockRejectedValue(new IdentityError(404, 'User not found'));
    await bad.actions.handleLinkToken('confirmation', 'bogus');
    expect(bad.state()).toMatchObject({ message: 'verification_error', modal: { page: 'message', isOpen: true } });
  });

  it('a paused sign-in offers a mailed sign-in link for its email; other failures do not', async () => {
    const { client, actions, state } = setup({ modal: { page: 'login', isOpen: true } });
    const paused = 'Too many failed sign-in attempts. Try again in 15 minutes or reset your password.';
    vi.spyOn(client, 'passwordGrant').mockRejectedValueOnce(new IdentityError(429, paused));
    await actions.login('owner@example.com', 'pw');
    expect(state()).toMatchObject({ pausedEmail: 'owner@example.com', error: { text: paused }, saving: false });
    const requestMagicLink = vi.spyOn(client, 'requestMagicLink').mockResolvedValue({});
    await actions.requestMagicLink();
    expect(requestMagicLink).toHaveBeenCalledExactlyOnceWith('owner@example.com');
    expect(state()).toMatchObject({ pausedEmail: null, message: 'magic_link_mail', modal: { page: 'message' } });

    vi.spyOn(client, 'passwordGrant').mockRejectedValueOnce(new IdentityError(429, 'Rate limit exceeded'));
    actions.navigate('login');
    await actions.login('owner@example.com', 'pw');
    expect(state()).toMatchObject({ pausedEmail: null, error: { text: 'Rate limit exceeded' } });
  });

  it('a recovery link verifies and asks for a new password; a failure shows the error on login', async () => {
    const good = setup();
    vi.spyOn(good.client, 'verify').mockResolvedValue(tokens);
    await good.actions.handleLinkToken('recovery', 'R');
    expect(good.state()).toMatchObject({ recoveredUser: session, modal: { page: 'recovery', isOpen: true } });
    expect(good.onAuthenticated).not.toHaveBeenCalled();

    const bad = setup();
    vi.spyOn(bad.client, 'verify').mockRejectedValue(new IdentityError(404, 'User not found'));
    await bad.actions.handleLinkToken('recovery', 'bogus');
    expect(bad.state()).toMatchObject({ error: { text: 'User not found' }, modal: { page: 'login', isOpen: true } });
  });

  it('a new password from a recovery link shows the user page with a confirmation, signed in, without leaving it', async () => {
    const { store, actions, state, onAuthenticated } = setup({
      recoveredUser: user,
      modal: { page: 'recovery', isOpen: true },
    });
    const update = vi.spyOn(store, 'update').mockResolvedValue(session);
    await actions.updatePassword('New-pass-2026');
    expect(update).toHaveBeenCalledWith({ password: 'New-pass-2026' });
    expect(state()).toMatchObject({
      user: session,
      recoveredUser: null,
      message: 'password_changed',
      modal: { page: 'user', isOpen: true },
    });
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('a confirmation link that needs a password opens the complete-your-signup page, which sends it with the token', async () => {
    const { client, actions, state, onAuthenticated } = setup();
    const needsPassword = 'Set a password to finish your signup';
    const verify = vi
      .spyOn(client, 'verify')
      .mockRejectedValueOnce(new IdentityError(422, needsPassword, { code: 422, msg: needsPassword }))
      .mockResolvedValueOnce(tokens);
    await actions.handleLinkToken('confirmation', 'T');
    expect(verify).toHaveBeenCalledWith('signup', 'T');
    expect(state()).toMatchObject({
      signupToken: 'T',
      inviteToken: null,
      message: null,
      error: { text: needsPassword },
      modal: { page: 'confirm_signup', isOpen: true },
    });
    await actions.acceptInvite('Chosen-pass-2026');
    expect(verify).toHaveBeenLastCalledWith('signup', 'T', 'Chosen-pass-2026');
    expect(state()).toMatchObject({ user: session, signupToken: null });
    expect(onAuthenticated).toHaveBeenCalledWith('signup');
  });

  it('an invite link opens the invite page; accepting sends token and password', async () => {
    const { client, actions, state } = setup();
    await actions.handleLinkToken('invite', 'I');
    expect(state().modal).toEqual({ page: 'invite', isOpen: true });
    const verify = vi.spyOn(client, 'verify').mockResolvedValue(tokens);
    await actions.acceptInvite('pw');
    expect(verify).toHaveBeenCalledWith('signup', 'I', 'pw');
    expect(state().user).toEqual(session);
  });

  it('an email change link applies the change with a user, else asks to log in first', async () => {
    const signedIn = setup({ user });
    const update = vi.spyOn(signedIn.store, 'update').mockResolvedValue(session);
    await signedIn.actions.handleLinkToken('email_change', 'E');
    expect(update).toHaveBeenCalledWith({ email_change_token: 'E' });
    expect(signedIn.state().message).toBe('email_changed');

    const signedOut = setup();
    await signedOut.actions.handleLinkToken('email_change', 'E');
    expect(signedOut.state()).toMatchObject({ emailChangeToken: 'E', modal: { page: 'login', isOpen: true } });
  });

  it('an unknown token type gives the error "Unkown token type"', async () => {
    const { actions, state } = setup();
    await actions.handleLinkToken('foo', 'x');
    expect(state().error).toEqual({ text: 'Unkown token type' });
  });

  it('external login goes to the provider, with the invite token when accepting an invite', () => {
    const plain = setup();
    plain.actions.externalLogin('github');
    expect(plain.redirect).toHaveBeenCalledWith('/.netlify/identity/authorize?provider=github');
    const invited = setup({ inviteToken: 'T' });
    invited.actions.externalLogin('github');
    expect(invited.redirect).toHaveBeenCalledWith('/.netlify/identity/authorize?provider=github&invite_token=T');
  });

  it('an external login hash signs in; its access_denied 403 opens signup; other errors show', async () => {
    const completed = setup();
    // The tokens that came in the URL are exchanged at once: fresh ones, with the service's cookie.
    const fresh = { ...tokens, access_token: 'a2', refresh_token: 'r2' };
    const exchange = vi.spyOn(completed.client, 'refreshGrant').mockResolvedValue(fresh);
    await completed.actions.handleLink({
      kind: 'external-login',
      params: { access_token: 'a', refresh_token: 'r', expires_in: '3600', token_type: 'bearer' },
    });
    expect(exchange).toHaveBeenCalledWith('r');
    expect(completed.signIn).toHaveBeenCalledWith(fresh, user);

    const denied = setup();
    await denied.actions.handleLink({ kind: 'signup-denied' });
    expect(denied.state().modal).toEqual({ page: 'signup', isOpen: true });

    const failed = setup();
    await failed.actions.handleLink({
      kind: 'external-error',
      error: 'access_denied',
      description: 'Signups not allowed for this instance',
    });
    expect(failed.state()).toMatchObject({
      error: { text: 'Signups not allowed for this instance' },
      modal: { isOpen: true },
    });
  });

  it('logout clears the user, closes and reports it', async () => {
    const { store, actions, state, onLoggedOut } = setup({ user, modal: { page: 'user', isOpen: true } });
    vi.spyOn(store, 'logout').mockResolvedValue();
    await actions.logout();
    expect(state()).toMatchObject({ user: null, modal: { page: 'login', isOpen: false } });
    expect(onLoggedOut).toHaveBeenCalled();
  });

  it('a settings failure names the API URL', async () => {
    const { client, actions, state } = setup();
    vi.spyOn(client, 'settings').mockRejectedValue(new Error('down'));
    await actions.loadSettings();
    expect(state().error).toEqual({ text: 'Failed to load settings from', detail: '/.netlify/identity' });
  });
});

const jwt = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('widget actions: sign-in with a second factor', () => {
  const factor = {
    id: 'f1',
    friendly_name: null,
    factor_type: 'totp' as const,
    status: 'verified' as const,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
  const protectedUser = { ...user, factors: [factor] } as IdentityUserData;
  const aal1: TokenResponse = { ...tokens, access_token: jwt({ aal: 'aal1', session_id: 's1' }) };
  const aal2: TokenResponse = { ...tokens, access_token: jwt({ aal: 'aal2', session_id: 's1' }), refresh_token: 'r2' };

  function loginAtAal1() {
    const context = setup({ modal: { page: 'login', isOpen: true } });
    vi.spyOn(context.client, 'passwordGrant').mockResolvedValue(aal1);
    vi.spyOn(context.client, 'getUser').mockResolvedValue(protectedUser);
    return context;
  }

  it('asks for the code after the password and keeps the aal1 tokens out of the session', async () => {
    const { actions, state, signIn, onAuthenticated } = loginAtAal1();
    await actions.login('a@example.com', 'pw');
    expect(state()).toMatchObject({
      saving: false,
      secondFactor: { tokens: aal1, factorId: 'f1', purpose: 'login' },
      modal: { page: 'mfa', isOpen: true },
    });
    expect(signIn).not.toHaveBeenCalled();
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('a wrong code shows the service message and the prompt stays', async () => {
    const { client, actions, state, signIn } = loginAtAal1();
    await actions.login('a@example.com', 'pw');
    vi.spyOn(client, 'verifyFactor').mockRejectedValue(new IdentityError(422, 'Invalid TOTP code entered'));
    await actions.verifySecondFactor('000000');
    expect(state()).toMatchObject({
      error: { text: 'Invalid TOTP code entered' },
      secondFactor: { factorId: 'f1' },
      modal: { page: 'mfa', isOpen: true },
    });
    expect(signIn).not.toHaveBeenCalled();
  });

  it('the right code signs in with the aal2 tokens the verification returns', async () => {
    const { client, actions, state, signIn, onAuthenticated } = loginAtAal1();
    await actions.login('a@example.com', 'pw');
    const verify = vi.spyOn(client, 'verifyFactor').mockResolvedValue({ ...aal2, user: protectedUser });
    await actions.verifySecondFactor('123456');
    expect(verify).toHaveBeenCalledWith(aal1.access_token, 'f1', '123456');
    expect(signIn).toHaveBeenCalledWith(aal2, protectedUser);
    expect(state()).toMatchObject({ secondFactor: null, modal: { isOpen: false } });
    expect(onAuthenticated).toHaveBeenCalledWith('login');
  });

  it('closing the prompt abandons the sign-in and ends its session on the service', async () => {
    const { client, actions, state } = loginAtAal1();
    await actions.login('a@example.com', 'pw');
    const endSession = vi.spyOn(client, 'endSession').mockResolvedValue();
    actions.close();
    expect(endSession).toHaveBeenCalledWith(aal1.access_token, 's1');
    expect(state()).toMatchObject({ secondFactor: null, modal: { isOpen: false } });
  });

  it('a one-time sign-in link asks for the code, then signs in like a password', async () => {
    const { client, actions, state, onAuthenticated } = setup();
    const verify = vi.spyOn(client, 'verify').mockResolvedValue(aal1);
    vi.spyOn(client, 'getUser').mockResolvedValue(protectedUser);
    await actions.handleLinkToken('magiclink', 'M');
    expect(verify).toHaveBeenCalledWith('magiclink', 'M');
    expect(state()).toMatchObject({ secondFactor: { purpose: 'login' }, modal: { page: 'mfa', isOpen: true } });
    vi.spyOn(client, 'verifyFactor').mockResolvedValue({ ...aal2, user: protectedUser });
    await actions.verifySecondFactor('123456');
    expect(state()).toMatchObject({ user: session, secondFactor: null, modal: { isOpen: false } });
    expect(onAuthenticated).toHaveBeenCalledExactlyOnceWith('login');
  });

  it('a recovery link asks for the code before the new-password form', async () => {
    const { client, actions, state } = setup();
    vi.spyOn(client, 'verify').mockResolvedValue(aal1);
    vi.spyOn(client, 'getUser').mockResolvedValue(protectedUser);
    await actions.handleLinkToken('recovery', 'R');
    expect(state()).toMatchObject({ secondFactor: { purpose: 'recovery' }, modal: { page: 'mfa' } });
    vi.spyOn(client, 'verifyFactor').mockResolvedValue({ ...aal2, user: protectedUser });
    await actions.verifySecondFactor('123456');
    expect(state()).toMatchObject({ recoveredUser: session, secondFactor: null, modal: { page: 'recovery' } });
  });

  it('a new password refused until the code is given asks for the code, then sets it', async () => {
    const { client, store, actions, state, onAuthenticated } = setup({
      recoveredUser: protectedUser,
      modal: { page: 'recovery', isOpen: true },
    });
    const stored = { ...session, factors: [factor], token: { ...aal1, expires_at: 0 } } as IdentitySession;
    vi.spyOn(store, 'current').mockReturnValue(stored);
    vi.spyOn(store, 'jwt').mockResolvedValue(aal1.access_token);
    const update = vi
      .spyOn(store, 'update')
      .mockRejectedValueOnce(new IdentityError(403, SECOND_FACTOR_REQUIRED))
      .mockResolvedValueOnce(session);
    await actions.updatePassword('New-pass-2026');
    expect(state()).toMatchObject({ error: null, secondFactor: { factorId: 'f1' }, modal: { page: 'mfa' } });
    expect(onAuthenticated).not.toHaveBeenCalled();

    const endSession = vi.spyOn(client, 'endSession').mockResolvedValue();
    const verify = vi.spyOn(client, 'verifyFactor').mockResolvedValue({ ...aal2, user: protectedUser });
    await actions.verifySecondFactor('123456');
    expect(verify).toHaveBeenCalledWith(aal1.access_token, 'f1', '123456');
    expect(update).toHaveBeenNthCalledWith(2, { password: 'New-pass-2026' });
    expect(state()).toMatchObject({
      secondFactor: null,
      recoveredUser: null,
      message: 'password_changed',
      modal: { page: 'user' },
    });
    expect(onAuthenticated).not.toHaveBeenCalled();
    expect(endSession).not.toHaveBeenCalled();
  });

  it('a session that already reached aal2 is not asked again', async () => {
    const { client, actions, signIn } = setup();
    vi.spyOn(client, 'passwordGrant').mockResolvedValue(aal2);
    vi.spyOn(client, 'getUser').mockResolvedValue(protectedUser);
    await actions.login('a@example.com', 'pw');
    expect(signIn).toHaveBeenCalledWith(aal2, protectedUser);
  });
});

describe('widget actions: changing the password while signed in', () => {
  const check: TokenResponse = { ...tokens, access_token: jwt({ aal: 'aal1', session_id: 'check-session' }) };

  function signedIn() {
    const context = setup({ user: session, modal: { page: 'password', isOpen: true } });
    const endSession = vi.spyOn(context.client, 'endSession').mockResolvedValue();
    return { ...context, endSession };
  }

  it('checks the current password with a grant, ends that session, then sets the new one and confirms it on the user page', async () => {
    const { client, store, actions, state, endSession, onAuthenticated } = signedIn();
    const checkPassword = vi.spyOn(client, 'checkPassword').mockResolvedValue(check);
    const update = vi.spyOn(store, 'update').mockResolvedValue(session);
    await actions.changePassword('Old-pass-1', 'New-pass-2026');
    expect(checkPassword).toHaveBeenCalledWith('a@example.com', 'Old-pass-1');
    expect(endSession).toHaveBeenCalledWith(check.access_token, 'check-session');
    expect(update).toHaveBeenCalledExactlyOnceWith({ password: 'New-pass-2026' });
    expect(state()).toMatchObject({
      saving: false,
      error: null,
      message: 'password_changed',
      modal: { page: 'user', isOpen: true },
    });
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('a wrong current password says so and changes nothing', async () => {
    const { client, store, actions, state } = signedIn();
    vi.spyOn(client, 'checkPassword').mockRejectedValue(
      new IdentityError(400, 'invalid_grant: No user found with that email, or password invalid.', {
        error: 'invalid_grant',
        error_description: 'No user found with that email, or password invalid.',
      }),
    );
    const update = vi.spyOn(store, 'update');
    await actions.changePassword('wrong', 'New-pass-2026');
    expect(update).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ error: { text: 'current_password_wrong' }, modal: { page: 'password' } });
  });

  it("the service's refusal of the new password shows its message", async () => {
    const { client, store, actions, state } = signedIn();
    vi.spyOn(client, 'checkPassword').mockResolvedValue(check);
    vi.spyOn(store, 'update').mockRejectedValue(new IdentityError(422, 'Password must be at least 8 characters long'));
    await actions.changePassword('Old-pass-1', 'short');
    expect(state()).toMatchObject({
      error: { text: 'Password must be at least 8 characters long' },
      modal: { page: 'password' },
    });
  });

  it('an account with a second factor gives its code first, then the new password is set', async () => {
    const factor = {
      id: 'f1',
      friendly_name: null,
      factor_type: 'totp',
      status: 'verified',
      created_at: '',
      updated_at: '',
    };
    const stored = { ...session, factors: [factor] } as IdentitySession;
    const { client, store, actions, state } = signedIn();
    vi.spyOn(client, 'checkPassword').mockResolvedValue(check);
    vi.spyOn(store, 'current').mockReturnValue(stored);
    vi.spyOn(store, 'jwt').mockResolvedValue('stored-aal1');
    const update = vi
      .spyOn(store, 'update')
      .mockRejectedValueOnce(new IdentityError(403, SECOND_FACTOR_REQUIRED))
      .mockResolvedValueOnce(session);
    await actions.changePassword('Old-pass-1', 'New-pass-2026');
    expect(state()).toMatchObject({
      secondFactor: { factorId: 'f1', password: 'New-pass-2026' },
      modal: { page: 'mfa' },
    });

    const verify = vi.spyOn(client, 'verifyFactor').mockResolvedValue({ ...tokens, user: stored });
    await actions.verifySecondFactor('123456');
    expect(verify).toHaveBeenCalledWith('stored-aal1', 'f1', '123456');
    expect(update).toHaveBeenNthCalledWith(2, { password: 'New-pass-2026' });
    expect(state()).toMatchObject({ secondFactor: null, message: 'password_changed', modal: { page: 'user' } });
  });
});
