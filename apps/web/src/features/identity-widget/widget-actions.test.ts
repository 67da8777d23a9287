import { describe, expect, it, vi } from 'vitest';
import {
  IdentityClient,
  IdentityError,
  type IdentityUserData,
  type TokenResponse,
} from '../auth/identity/identity-client';
import { SessionStore, type IdentitySession } from '../auth/identity/session-store';
import { createWidgetActions } from './widget-actions';
import { initialWidgetState, widgetReducer, type WidgetAction, type WidgetState } from './widget-state';

const user = { id: 'u1', email: 'a@example.com', user_metadata: {} } as IdentityUserData;
const tokens: TokenResponse = { access_token: 'a', token_type: 'bearer', expires_in: 3600, refresh_token: 'r' };
const session = { ...user, url: '', audience: '', token: { ...tokens, expires_at: 0 } } as IdentitySession;

function setup(initial: Partial<WidgetState> = {}) {
  const client = new IdentityClient();
  const store = new SessionStore({ client });
  const signIn = vi.spyOn(store, 'signIn').mockResolvedValue(session);
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

  it('login applies a pending email change and shows the message', async () => {
    const { client, store, actions, state } = setup({ emailChangeToken: 'E' });
    vi.spyOn(client, 'passwordGrant').mockResolvedValue(tokens);
    const update = vi.spyOn(store, 'update').mockResolvedValue(session);
    await actions.login('a@example.com', 'pw');
    expect(update).toHaveBeenCalledWith({ email_change_token: 'E' });
    expect(state()).toMatchObject({
      emailChangeToken: null,
      message: 'email_changed',
      modal: { page: 'message', isOpen: true },
    });
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
    await completed.actions.handleLink({
      kind: 'external-login',
      params: { access_token: 'a', refresh_token: 'r', expires_in: '3600', token_type: 'bearer' },
    });
    expect(completed.signIn).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'a', refresh_token: 'r' }));

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
