import type { IdentitySettings, IdentityUserData, TokenResponse } from '../auth/identity/identity-client';
import type { OpenAction } from './modal-props';

export type WidgetPage =
  'login' | 'signup' | 'amnesia' | 'invite' | 'confirm_signup' | 'recovery' | 'password' | 'user' | 'message' | 'mfa';

/** Why the widget signs someone in: a login, a signup (confirmation, invite) or a recovery link. */
export type SignInPurpose = 'login' | 'signup' | 'recovery';

/** A sign-in whose password (or link) was accepted, waiting for the code of the account's second factor. */
export interface PendingSecondFactor {
  /** The aal1 tokens: used only to challenge and verify the factor, never stored as the session. */
  tokens: TokenResponse;
  factorId: string;
  purpose: SignInPurpose;
  /**
   * A new password the service took only from a session that proved the factor: set once the code
   * is given. Its tokens are then the stored session's, not a half-open sign-in's.
   */
  password?: string;
}

/** Flash messages of the message page (spec §3). */
export type FlashMessage =
  | 'confirm'
  | 'password_mail'
  | 'magic_link_mail'
  | 'password_changed'
  | 'email_changed'
  | 'verification_error'
  | 'signup_disabled';

export const ERROR_MESSAGES: ReadonlySet<FlashMessage> = new Set(['verification_error', 'signup_disabled']);

/** An error to show: a translation key or server text, and an untranslated detail (a URL) after it. */
export interface WidgetError {
  text: string;
  detail?: string;
}

/** The widget's shared state (spec §3 "Widget shared state"). */
export interface WidgetState {
  user: IdentityUserData | null;
  recoveredUser: IdentityUserData | null;
  message: FlashMessage | null;
  settings: IdentitySettings | null;
  error: WidgetError | null;
  saving: boolean;
  inviteToken: string | null;
  /** A confirmation link the service accepts only with a new password (a signup made twice). */
  signupToken: string | null;
  emailChangeToken: string | null;
  secondFactor: PendingSecondFactor | null;
  /**
   * The email whose password sign-in is paused here (strangers' guessing): the login page offers
   * to mail it a one-time sign-in link.
   */
  pausedEmail: string | null;
  modal: { page: WidgetPage; isOpen: boolean };
}

export type WidgetAction =
  | { type: 'open'; action: OpenAction }
  | { type: 'close' }
  | { type: 'navigate'; page: WidgetPage }
  | { type: 'start' }
  | { type: 'failed'; error: WidgetError; page?: WidgetPage }
  | { type: 'login-paused'; email: string; error: WidgetError }
  | { type: 'settings-loaded'; settings: IdentitySettings }
  | { type: 'settings-failed'; error: WidgetError }
  | { type: 'second-factor'; pending: PendingSecondFactor }
  | { type: 'signed-in'; user: IdentityUserData }
  | { type: 'user-changed'; user: IdentityUserData | null }
  | { type: 'signed-out' }
  | { type: 'message'; message: FlashMessage }
  | { type: 'recovered'; user: IdentityUserData }
  | { type: 'password-updated'; user: IdentityUserData }
  | { type: 'invite-token'; token: string }
  | { type: 'signup-needs-password'; token: string; error: WidgetError }
  | { type: 'email-change-token'; token: string }
  | { type: 'email-changed' };

export function initialWidgetState(user: IdentityUserData | null = null): WidgetState {
  return {
    user,
    recoveredUser: null,
    message: null,
    settings: null,
    error: null,
    saving: false,
    inviteToken: null,
    signupToken: null,
    emailChangeToken: null,
    secondFactor: null,
    pausedEmail: null,
    // At startup, if a user exists the page is user.
    modal: { page: user ? 'user' : 'login', isOpen: false },
  };
}

/**
 * Which page open(action) shows: login shows the user page to a signed-in person; signup always
 * shows signup (the Security page's first-time setup); error keeps the page that holds the error.
 */
function openedPage(state: WidgetState, action: OpenAction): WidgetPage {
  if (action === 'signup') return 'signup';
  if (action === 'login') return state.user ? 'user' : 'login';
  return state.modal.page;
}

const idle = { saving: false } as const;

const SIGNED_IN_PAGES: ReadonlySet<WidgetPage> = new Set(['user', 'password']);

export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case 'open':
      return { ...state, modal: { page: openedPage(state, action.action), isOpen: true } };
    case 'close':
      return {
        ...state,
        error: null,
        message: null,
        saving: false,
        secondFactor: null,
        pausedEmail: null,
        modal: { ...state.modal, isOpen: false },
      };
    case 'navigate':
      return { ...state, error: null, message: null, pausedEmail: null, modal: { ...state.modal, page: action.page } };
    case 'start':
      return { ...state, saving: true, error: null, message: null };
    case 'login-paused':
      return { ...state, ...idle, error: action.error, pausedEmail: action.email };
    case 'failed':
      return {
        ...state,
        ...idle,
        error: action.error,
        modal: { isOpen: true, page: action.page ?? state.modal.page },
      };
    case 'settings-loaded':
      return { ...state, settings: action.settings };
    case 'settings-failed':
      return { ...state, settings: null, error: action.error };
    case 'second-factor':
      return { ...state, ...idle, secondFactor: action.pending, modal: { isOpen: true, page: 'mfa' } };
    case 'signed-in':
      return {
        ...state,
        ...idle,
        user: action.user,
        inviteToken: null,
        signupToken: null,
        secondFactor: null,
        pausedEmail: null,
        modal: { ...state.modal, page: 'user' },
      };
    case 'user-changed':
      return {
        ...state,
        user: action.user,
        // Signed out meanwhile (another tab): the pages of a signed-in person give way to login.
        modal: !action.user && SIGNED_IN_PAGES.has(state.modal.page) ? { ...state.modal, page: 'login' } : state.modal,
      };
    case 'signed-out':
      return { ...state, ...idle, user: null, modal: { ...state.modal, page: 'login' } };
    case 'message':
      return {
        ...state,
        ...idle,
        message: action.message,
        pausedEmail: null,
        modal: { isOpen: true, page: 'message' },
      };
    case 'recovered':
      return {
        ...state,
        ...idle,
        recoveredUser: action.user,
        secondFactor: null,
        modal: { isOpen: true, page: 'recovery' },
      };
    case 'password-updated':
      // The user page says so: on its own it would look as if nothing had happened.
      return {
        ...state,
        ...idle,
        user: action.user,
        recoveredUser: null,
        message: 'password_changed',
        modal: { ...state.modal, page: 'user' },
      };
    case 'invite-token':
      return { ...state, inviteToken: action.token, modal: { isOpen: true, page: 'invite' } };
    case 'signup-needs-password':
      return {
        ...state,
        ...idle,
        signupToken: action.token,
        error: action.error,
        message: null,
        modal: { isOpen: true, page: 'confirm_signup' },
      };
    case 'email-change-token':
      return { ...state, emailChangeToken: action.token };
    case 'email-changed':
      return {
        ...state,
        ...idle,
        emailChangeToken: null,
        message: 'email_changed',
        modal: { isOpen: true, page: 'message' },
      };
  }
}
