import {
  IdentityError,
  type IdentityClient,
  type IdentityUserData,
  type TokenResponse,
} from '../auth/identity/identity-client';
import { jwtClaims } from '../auth/identity/jwt-claims';
import type { SessionStore } from '../auth/identity/session-store';
import { factorToProve, needsSecondFactor, verifiedFactor } from '../auth/two-factor';
import { errorText } from './error-text';
import type { LinkHashAction } from './link-hash';
import type { SignInPurpose, WidgetAction, WidgetPage, WidgetState } from './widget-state';

export const FALLBACK_ERRORS = {
  login: 'Unable to sign in',
  signup: 'Unable to sign up',
  generic: 'An unexpected error occurred',
  settings: 'Failed to load settings from',
  unknownToken: 'Unkown token type',
} as const;

/** The widget's own message (a translation key) when the current password does not match. */
const CURRENT_PASSWORD_WRONG = 'current_password_wrong';

/** The service's answer to a contested signup's confirmation link: it needs a new password. */
const SIGNUP_NEEDS_PASSWORD = 'Set a password to finish your signup';

/** The service's answer to a sign-in from an address that must wait (strangers' guessing). */
const LOGIN_PAUSED = /^Too many failed sign-in attempts\./;

const isLoginPaused = (error: unknown) =>
  error instanceof IdentityError && error.status === 429 && LOGIN_PAUSED.test(error.message);

const needsSignupPassword = (error: unknown) =>
  error instanceof IdentityError && error.status === 422 && error.message === SIGNUP_NEEDS_PASSWORD;

export interface WidgetActionDeps {
  client: IdentityClient;
  store: SessionStore;
  dispatch(action: WidgetAction): void;
  getState(): WidgetState;
  onAuthenticated(event: 'login' | 'signup'): void;
  onLoggedOut(): void;
  /** Sends the browser to an external provider. */
  redirect(url: string): void;
}

export type WidgetActions = ReturnType<typeof createWidgetActions>;

/** The widget's operations (spec §4 "Widget" and "Link token handling"), driving the reducer. */
export function createWidgetActions(deps: WidgetActionDeps) {
  const { client, store, dispatch, getState } = deps;

  const fail = (error: unknown, fallback: string, page?: WidgetPage) =>
    dispatch({ type: 'failed', error: { text: errorText(error, fallback) }, page });

  /** Applies a pending email change with the signed-in user's token. */
  async function applyEmailChange(token: string): Promise<void> {
    dispatch({ type: 'start' });
    try {
      const session = await store.update({ email_change_token: token });
      dispatch({ type: 'user-changed', user: session });
      dispatch({ type: 'email-changed' });
    } catch (error) {
      fail(error, FALLBACK_ERRORS.generic);
    }
  }

  /**
   * Signs in with tokens. An account with a verified second factor first gives its code: the modal
   * asks for it, and the session is made only of the tokens the verified code returns.
   */
  async function completeSignIn(tokens: TokenResponse, purpose: SignInPurpose): Promise<void> {
    const user = await client.getUser(tokens.access_token);
    const factor = factorToProve(user, tokens.access_token);
    if (factor) dispatch({ type: 'second-factor', pending: { tokens, factorId: factor.id, purpose } });
    else await finishSignIn(tokens, user, purpose);
  }

  /** A sign-in whose message is on screen: the app hears of it (and moves on) once the modal closes. */
  let signInToReport: 'login' | 'signup' | null = null;

  /**
   * Stores the session. A recovery goes on to the new-password form; otherwise the modal closes
   * unless a pending email change has a message to show, which stays until the person closes it.
   */
  async function finishSignIn(tokens: TokenResponse, user: IdentityUserData, purpose: SignInPurpose) {
    const session = await store.signIn(tokens, user);
    if (purpose === 'recovery') {
      dispatch({ type: 'recovered', user: session });
      return;
    }
    dispatch({ type: 'signed-in', user: session });
    const pendingEmailChange = getState().emailChangeToken;
    if (pendingEmailChange) {
      await applyEmailChange(pendingEmailChange);
      signInToReport = purpose;
      return;
    }
    dispatch({ type: 'close' });
    deps.onAuthenticated(purpose);
  }

  async function login(email: string, password: string, event: 'login' | 'signup' = 'login'): Promise<void> {
    dispatch({ type: 'start' });
    try {
      await completeSignIn(await client.passwordGrant(email, password), event);
    } catch (error) {
      // Paused by strangers' guessing: the modal offers the owner a mailed sign-in link instead.
      if (isLoginPaused(error)) {
        dispatch({ type: 'login-paused', email, error: { text: errorText(error, FALLBACK_ERRORS.login) } });
      } else fail(error, FALLBACK_ERRORS.login);
    }
  }

  /** Mails a one-time sign-in link to the email whose password sign-in is paused here. */
  async function requestMagicLink(): Promise<void> {
    const email = getState().pausedEmail;
    if (!email) return;
    dispatch({ type: 'start' });
    try {
      await client.requestMagicLink(email);
      dispatch({ type: 'message', message: 'magic_link_mail' });
    } catch (error) {
      fail(error, FALLBACK_ERRORS.generic);
    }
  }

  /** Answers the second-factor prompt: the verified code gives the aal2 tokens the session is made of. */
  async function verifySecondFactor(code: string): Promise<void> {
    const pending = getState().secondFactor;
    if (!pending) return;
    dispatch({ type: 'start' });
    try {
      const { user, ...tokens } = await client.verifyFactor(pending.tokens.access_token, pending.factorId, code);
      await finishSignIn(tokens, user, pending.purpose);
      if (pending.password) await updatePassword(pending.password);
    } catch (error) {
      fail(error, FALLBACK_ERRORS.login);
    }
  }

  /**
   * Closing the code prompt abandons that sign-in: its half-open session is ended on the service.
   * Closing the message of a sign-in reports that sign-in.
   */
  function close(): void {
    const pending = getState().secondFactor;
    const sessionId = pending && !pending.password && jwtClaims(pending.tokens.access_token).session_id;
    if (pending && sessionId) endSessionQuietly(pending.tokens.access_token, sessionId);
    dispatch({ type: 'close' });
    const signedIn = signInToReport;
    signInToReport = null;
    if (signedIn) deps.onAuthenticated(signedIn);
  }

  /** Ends a session nobody will use; if that fails, it expires on its own. */
  function endSessionQuietly(accessToken: string, sessionId: string): void {
    void client.endSession(accessToken, sessionId).catch(() => undefined);
  }

  async function signup(name: string, email: string, password: string): Promise<void> {
    dispatch({ type: 'start' });
    try {
      await client.signup(email, password, { full_name: name });
    } catch (error) {
      fail(error, FALLBACK_ERRORS.signup);
      return;
    }
    if (getState().settings?.autoconfirm) await login(email, password, 'signup');
    else dispatch({ type: 'message', message: 'confirm' });
  }

  async function requestPasswordRecovery(email: string): Promise<void> {
    dispatch({ type: 'start' });
    try {
      await client.requestPasswordRecovery(email);
      dispatch({ type: 'message', message: 'password_mail' });
    } catch (error) {
      fail(error, FALLBACK_ERRORS.generic);
    }
  }

  /**
   * Sets a new password for the recovered user, else the signed-in one (both hold the session's
   * token), and shows the user page (spec: Password update). An account with a second factor may
   * be asked for its code first: then the modal asks for it and sets the password once the session
   * has proved it.
   */
  async function updatePassword(password: string): Promise<void> {
    dispatch({ type: 'start' });
    try {
      const session = await store.update({ password });
      dispatch({ type: 'password-updated', user: session });
    } catch (error) {
      const stored = store.current();
      const factor = verifiedFactor(getState().recoveredUser ?? stored);
      if (needsSecondFactor(error) && factor && stored) {
        const tokens = { ...stored.token, access_token: await store.jwt() };
        dispatch({ type: 'second-factor', pending: { tokens, factorId: factor.id, purpose: 'recovery', password } });
      } else fail(error, FALLBACK_ERRORS.generic);
    }
  }

  /**
   * The signed-in person's new password. PUT /user takes no current password (GoTrue's contract),
   * so the current one is checked first with a password grant whose session is ended at once;
   * the new one then goes the way of updatePassword (with its second-factor step).
   */
  async function changePassword(currentPassword: string, password: string): Promise<void> {
    const email = getState().user?.email;
    if (!email) return;
    dispatch({ type: 'start' });
    try {
      const check = await client.checkPassword(email, currentPassword);
      const sessionId = jwtClaims(check.access_token).session_id;
      if (sessionId) endSessionQuietly(check.access_token, sessionId);
    } catch (error) {
      // The grant's "No user found with that email, or password invalid." would puzzle a signed-in person.
      if (error instanceof IdentityError && error.status === 400) fail(CURRENT_PASSWORD_WRONG, CURRENT_PASSWORD_WRONG);
      else fail(error, FALLBACK_ERRORS.generic);
      return;
    }
    await updatePassword(password);
  }

  /** Accepts an invitation, or finishes a signup whose link asked for a password: token and password. */
  async function acceptInvite(password: string): Promise<void> {
    const token = getState().inviteToken ?? getState().signupToken;
    if (!token) return;
    dispatch({ type: 'start' });
    try {
      await completeSignIn(await client.verify('signup', token, password), 'signup');
    } catch (error) {
      fail(error, FALLBACK_ERRORS.signup);
    }
  }

  function externalLogin(provider: string): void {
    const inviteToken = getState().inviteToken;
    deps.redirect(
      inviteToken ? client.acceptInviteExternalUrl(provider, inviteToken) : client.externalLoginUrl(provider),
    );
  }

  async function logout(): Promise<void> {
    dispatch({ type: 'start' });
    await store.logout();
    dispatch({ type: 'signed-out' });
    dispatch({ type: 'close' });
    deps.onLoggedOut();
  }

  async function loadSettings(): Promise<void> {
    try {
      dispatch({ type: 'settings-loaded', settings: await client.settings() });
    } catch {
      // The full URL tells a developer which server did not answer.
      const apiUrl = typeof location === 'undefined' ? client.apiUrl : new URL(client.apiUrl, location.href).href;
      dispatch({ type: 'settings-failed', error: { text: FALLBACK_ERRORS.settings, detail: apiUrl } });
    }
  }

  /** Signs in with a recovery or one-time sign-in link's token; a failure shows on the login page. */
  async function signInWithLink(type: 'recovery' | 'magiclink', token: string, fallback: string): Promise<void> {
    dispatch({ type: 'start' });
    try {
      await completeSignIn(await client.verify(type, token), type === 'recovery' ? 'recovery' : 'login');
    } catch (error) {
      fail(error, fallback, 'login');
    }
  }

  /** A link token (spec "Link token handling"); the type is a string because links are outside input. */
  async function handleLinkToken(type: string, token: string): Promise<void> {
    switch (type) {
      case 'confirmation':
        dispatch({ type: 'open', action: 'signup' });
        dispatch({ type: 'start' });
        try {
          await completeSignIn(await client.verify('signup', token), 'signup');
        } catch (error) {
          if (needsSignupPassword(error)) {
            dispatch({ type: 'signup-needs-password', token, error: { text: SIGNUP_NEEDS_PASSWORD } });
          } else dispatch({ type: 'message', message: 'verification_error' });
        }
        return;
      case 'invite':
        dispatch({ type: 'invite-token', token });
        return;
      case 'recovery':
        dispatch({ type: 'open', action: 'login' });
        dispatch({ type: 'navigate', page: 'recovery' });
        return signInWithLink('recovery', token, FALLBACK_ERRORS.generic);
      case 'magiclink':
        // Signs in like a password would, second factor included.
        dispatch({ type: 'open', action: 'login' });
        return signInWithLink('magiclink', token, FALLBACK_ERRORS.login);
      case 'email_change':
        dispatch({ type: 'email-change-token', token });
        if (getState().user) {
          dispatch({ type: 'open', action: 'error' });
          await applyEmailChange(token);
        } else dispatch({ type: 'open', action: 'login' });
        return;
      default:
        fail(FALLBACK_ERRORS.unknownToken, FALLBACK_ERRORS.unknownToken);
    }
  }

  /** What a link or an external login left in the URL hash. */
  async function handleLink(link: LinkHashAction): Promise<void> {
    switch (link.kind) {
      case 'token':
        return handleLinkToken(link.type, link.token);
      case 'signup-denied':
        dispatch({ type: 'open', action: 'signup' });
        return;
      case 'external-error':
        dispatch({ type: 'open', action: 'login' });
        fail(link.description || link.error, FALLBACK_ERRORS.login);
        return;
      case 'external-login':
        dispatch({ type: 'open', action: 'login' });
        dispatch({ type: 'start' });
        try {
          // Tokens that travelled in the URL are traded for fresh ones at once; the answer also
          // sets the service's HttpOnly nf_jwt cookie.
          const fresh = await client.refreshGrant(link.params.refresh_token ?? '');
          await completeSignIn(fresh, 'login');
        } catch (error) {
          fail(error, FALLBACK_ERRORS.login);
        }
        return;
    }
  }

  return {
    loadSettings,
    login: (email: string, password: string) => login(email, password),
    signup,
    verifySecondFactor,
    requestPasswordRecovery,
    requestMagicLink,
    updatePassword,
    changePassword,
    acceptInvite,
    externalLogin,
    logout,
    handleLink,
    handleLinkToken,
    setUser: (user: IdentityUserData | null) => dispatch({ type: 'user-changed', user }),
    open: (action: 'login' | 'signup' | 'error') => dispatch({ type: 'open', action }),
    navigate: (page: WidgetPage) => dispatch({ type: 'navigate', page }),
    close,
  };
}
