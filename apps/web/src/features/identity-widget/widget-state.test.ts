import { describe, expect, it } from 'vitest';
import type { IdentityUserData } from '../auth/identity/identity-client';
import { assertOpenAction } from './modal-props';
import { initialWidgetState, widgetReducer, type WidgetState } from './widget-state';

const user = { id: 'u1', email: 'a@example.com' } as IdentityUserData;

function withError(state: WidgetState): WidgetState {
  return { ...state, error: { text: 'Email not confirmed' }, message: 'confirm', saving: true };
}

describe('assertOpenAction', () => {
  it('accepts login, signup and error', () => {
    for (const action of ['login', 'signup', 'error']) expect(() => assertOpenAction(action)).not.toThrow();
  });
  it('throws for anything else', () => {
    expect(() => assertOpenAction('amnesia')).toThrow(/^Invalid action for open/);
    expect(() => assertOpenAction('foo')).toThrow(/^Invalid action for open/);
  });
});

describe('widgetReducer', () => {
  it('starts on the user page when a user exists, else login, closed', () => {
    expect(initialWidgetState(user).modal).toEqual({ page: 'user', isOpen: false });
    expect(initialWidgetState(null).modal).toEqual({ page: 'login', isOpen: false });
  });

  it('opens login as the user page for a signed-in person, signup as signup', () => {
    const signedIn = initialWidgetState(user);
    expect(widgetReducer(signedIn, { type: 'open', action: 'login' }).modal).toEqual({ page: 'user', isOpen: true });
    expect(widgetReducer(signedIn, { type: 'open', action: 'signup' }).modal).toEqual({ page: 'signup', isOpen: true });
    expect(widgetReducer(initialWidgetState(), { type: 'open', action: 'login' }).modal.page).toBe('login');
  });

  it('starting an action sets saving and clears error and message', () => {
    const state = widgetReducer(withError({ ...initialWidgetState(), saving: false }), { type: 'start' });
    expect(state).toMatchObject({ saving: true, error: null, message: null });
  });

  it('closing clears error, message and saving', () => {
    const state = widgetReducer(withError(initialWidgetState()), { type: 'close' });
    expect(state).toMatchObject({ saving: false, error: null, message: null, modal: { isOpen: false } });
  });

  it('a login sets the user, shows the user page and forgets the invite token', () => {
    const state = widgetReducer(
      { ...initialWidgetState(), inviteToken: 'T', saving: true },
      { type: 'signed-in', user },
    );
    expect(state).toMatchObject({ user, inviteToken: null, saving: false, modal: { page: 'user' } });
  });

  it('a logout clears the user and shows the login page', () => {
    const state = widgetReducer(initialWidgetState(user), { type: 'signed-out' });
    expect(state).toMatchObject({ user: null, modal: { page: 'login' } });
  });

  it('a password update sets the user, clears the recovered user and confirms the change on the user page', () => {
    const recovered = widgetReducer(initialWidgetState(), { type: 'recovered', user });
    expect(recovered).toMatchObject({ recoveredUser: user, modal: { page: 'recovery', isOpen: true } });
    const updated = widgetReducer(recovered, { type: 'password-updated', user });
    expect(updated).toMatchObject({
      user,
      recoveredUser: null,
      message: 'password_changed',
      modal: { page: 'user', isOpen: true },
    });
  });

  it('an invite token opens the invite page', () => {
    expect(widgetReducer(initialWidgetState(), { type: 'invite-token', token: 'T' })).toMatchObject({
      inviteToken: 'T',
      modal: { page: 'invite', isOpen: true },
    });
  });

  it('an applied email change shows the message and forgets the token', () => {
    const pending = widgetReducer(initialWidgetState(user), { type: 'email-change-token', token: 'E' });
    expect(widgetReducer(pending, { type: 'email-changed' })).toMatchObject({
      emailChangeToken: null,
      message: 'email_changed',
      modal: { page: 'message', isOpen: true },
    });
  });

  it('a failure stops saving, keeps the error and may move to another page', () => {
    const state = widgetReducer(
      { ...initialWidgetState(), saving: true },
      { type: 'failed', error: { text: 'User not found' }, page: 'login' },
    );
    expect(state).toMatchObject({
      saving: false,
      error: { text: 'User not found' },
      modal: { page: 'login', isOpen: true },
    });
  });

  it('leaves the user page and the change-password form when the session ends elsewhere', () => {
    expect(widgetReducer(initialWidgetState(user), { type: 'user-changed', user: null }).modal.page).toBe('login');
    const changing = widgetReducer(initialWidgetState(user), { type: 'navigate', page: 'password' });
    expect(widgetReducer(changing, { type: 'user-changed', user: null }).modal.page).toBe('login');
  });
});
