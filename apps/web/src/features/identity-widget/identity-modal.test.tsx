// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IdentityClient,
  IdentityError,
  type IdentitySettings,
  type IdentityUserData,
} from '../auth/identity/identity-client';
import { SessionStore, type IdentitySession } from '../auth/identity/session-store';
import { IdentityModal } from './identity-modal';
import { emailOnlySettings } from './identity-settings.test-support';
import type { IdentityModalProps, ModalRequest } from './modal-props';

const alice = {
  id: 'u1',
  email: 'alice@example.com',
  user_metadata: { full_name: 'Alice Walker' },
  url: '/.netlify/identity',
  audience: '',
  token: {
    access_token: 'a',
    refresh_token: 'r',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Date.now() + 3_600_000,
  },
} as unknown as IdentitySession;

interface Options {
  settings?: Partial<IdentitySettings> | Error;
  request?: ModalRequest;
  locale?: string;
  user?: IdentityUserData;
  props?: Partial<IdentityModalProps>;
}

function renderModal(options: Options = {}) {
  const client = new IdentityClient();
  const settings = options.settings;
  vi.spyOn(client, 'settings').mockImplementation(() =>
    settings instanceof Error ? Promise.reject(settings) : Promise.resolve({ ...emailOnlySettings, ...settings }),
  );
  const store = new SessionStore({ client });
  if (options.user) vi.spyOn(store, 'current').mockReturnValue(options.user as IdentitySession);
  const props: IdentityModalProps = {
    client,
    store,
    request: options.request ?? { id: 1, open: 'login' },
    locale: options.locale ?? 'en',
    onAuthenticated: vi.fn(),
    onLoggedOut: vi.fn(),
    ...options.props,
  };
  const view = render(<IdentityModal {...props} />);
  return { client, store, props, view, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function submitButton(): HTMLButtonElement {
  return screen.getAllByRole<HTMLButtonElement>('button').find((button) => button.type === 'submit')!;
}

async function settled() {
  // Settings load and the locale chunk resolve on later ticks.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('identity modal: login and signup pages', () => {
  it('shows both tabs, email and password, the Log in button and the forgot-password link', async () => {
    renderModal();
    await screen.findByRole('dialog');
    await settled();
    const tabs = within(screen.getByRole('navigation'));
    expect(tabs.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(tabs.getByRole('button', { name: 'Log in' }).getAttribute('aria-current')).toBe('page');
    expect(submitButton().textContent).toBe('Log in');
    expect(screen.getByPlaceholderText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByPlaceholderText('Password').getAttribute('type')).toBe('password');
    expect(screen.queryByPlaceholderText('Name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByText('Coded by Quillbridge Publishing')).toBeTruthy();
  });

  it('speaks its language: the dialog carries the lang of the active locale', async () => {
    renderModal({ locale: 'cs' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('lang')).toBe('cs');
  });

  it("puts the focus on the page's first field when it opens and when the page changes", async () => {
    const { user } = renderModal();
    await screen.findByRole('dialog');
    await settled();
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Email'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Name'));
  });

  it('switches to signup with the tab, which adds the name field', async () => {
    const { user } = renderModal();
    await screen.findByRole('dialog');
    await settled();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByPlaceholderText('Name')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation')).getByRole('button', { name: 'Sign up', current: 'page' }),
    ).toBeTruthy();
    expect(submitButton().textContent).toBe('Sign up');
  });

  it('hides the Sign up tab and shows the disabled message when signup is disabled', async () => {
    renderModal({
      settings: { disable_signup: true, external: { ...emailOnlySettings.external, github: true } },
      request: { id: 1, open: 'signup' },
    });
    await screen.findByRole('dialog');
    await settled();
    expect(
      screen.getByText('Public signups are disabled. Contact an administrator and ask for an invite.'),
    ).toBeTruthy();
    expect(within(screen.getByRole('navigation')).queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByPlaceholderText('Email')).toBeNull();
    expect(screen.queryByText(/Continue with/)).toBeNull();
  });

  it('shows only enabled providers of the fixed list under an "or" divider, with custom labels', async () => {
    renderModal({
      settings: {
        external: { ...emailOnlySettings.external, github: true, facebook: true, saml: true },
        external_labels: { saml: 'Corporate SSO' },
      },
    });
    await screen.findByRole('dialog');
    await settled();
    expect(screen.getByRole('separator', { name: 'or' })).toBeTruthy();
    const providers = screen.getAllByRole('button', { name: /^Continue with/ }).map((button) => button.textContent);
    expect(providers).toEqual(['Continue with GitHub', 'Continue with Corporate SSO']);
  });

  it('shows no divider without providers, and none on the amnesia page', async () => {
    const { user } = renderModal({ settings: { external: { ...emailOnlySettings.external, google: true } } });
    await screen.findByRole('dialog');
    await settled();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Recover password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send recovery email' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('Password')).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Never mind' }));
    expect(screen.getByPlaceholderText('Password')).toBeTruthy();
  });

  it('hides the switch link and says so when the settings cannot be loaded', async () => {
    renderModal({ settings: new Error('down') });
    await screen.findByRole('dialog');
    await settled();
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Failed to load settings from http:\/\/localhost.*\/\.netlify\/identity$/,
    );
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('shows the busy label while logging in, then the translated server error', async () => {
    const { client, user } = renderModal({ locale: 'fr' });
    let reject: (error: unknown) => void = () => undefined;
    vi.spyOn(client, 'passwordGrant').mockReturnValue(new Promise((_resolve, fail) => (reject = fail)));
    await screen.findByRole('dialog');
    await settled();
    await user.type(screen.getByPlaceholderText('E-mail'), 'u@example.com');
    await user.type(screen.getByPlaceholderText('Mot de passe'), 'pw');
    await user.click(submitButton());
    expect(submitButton().textContent).toBe('Connexion en cours');
    await act(async () =>
      reject(
        new IdentityError(400, 'invalid_grant: Email not confirmed', {
          error: 'invalid_grant',
          error_description: 'Email not confirmed',
        }),
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('Adresse e-mail non confirmée');
  });
});

describe('identity modal: closing', () => {
  it('closes on Escape', async () => {
    const { user } = renderModal();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog);
    await user.click(screen.getByPlaceholderText('Email'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByTestId('identity-overlay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with the close button', async () => {
    const { user } = renderModal();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('identity modal: user page', () => {
  it("shows 'Logged in as' with the full name and logs out", async () => {
    const { store, user, props } = renderModal({ user: alice });
    vi.spyOn(store, 'logout').mockResolvedValue();
    await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Logged in' })).toBeTruthy();
    expect(screen.getByText('Logged in as').textContent).toBe('Logged in as Alice Walker');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(props.onLoggedOut).toHaveBeenCalled();
  });

  it("offers to change the password: the current one, then a new one under the service's rule", async () => {
    const { store, client, user } = renderModal({ user: alice, settings: { password_min_length: 10 } });
    const checkPassword = vi.spyOn(client, 'checkPassword').mockResolvedValue(alice.token);
    vi.spyOn(client, 'endSession').mockResolvedValue();
    const update = vi.spyOn(store, 'update').mockResolvedValue(alice);
    await screen.findByRole('dialog');
    await settled();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
    const current = screen.getByLabelText('Enter your current password');
    const next = screen.getByLabelText('Enter a new password');
    expect(document.activeElement).toBe(current);
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(next.getAttribute('autocomplete')).toBe('new-password');
    expect(next.getAttribute('minlength')).toBe('10');
    expect(next.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(next.getAttribute('aria-describedby')!)?.textContent).toBe(
      'At least 10 characters. Common passwords are refused.',
    );
    await user.type(current, 'Old-pass-1');
    await user.type(next, 'New-pass-2026');
    await user.click(submitButton());
    expect(checkPassword).toHaveBeenCalledWith('alice@example.com', 'Old-pass-1');
    expect(update).toHaveBeenCalledWith({ password: 'New-pass-2026' });
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed.');
    expect(screen.getByText('Logged in as').textContent).toBe('Logged in as Alice Walker');
  });

  it('shows a message to a signed-in person without the Sign up and Log in tabs', async () => {
    const { store } = renderModal({
      user: alice,
      request: { id: 1, link: { kind: 'token', type: 'email_change', token: 'T' } },
    });
    vi.spyOn(store, 'update').mockResolvedValue(alice);
    expect(await screen.findByText('Your email address has been updated!')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('asks for a password when a confirmation link needs one, without provider buttons, and sends it with the token', async () => {
    const needsPassword = 'Set a password to finish your signup';
    const verify = vi
      .spyOn(IdentityClient.prototype, 'verify')
      .mockRejectedValueOnce(new IdentityError(422, needsPassword, { code: 422, msg: needsPassword }))
      .mockReturnValueOnce(new Promise(() => {}));
    const { user } = renderModal({
      locale: 'hu',
      settings: { external: { ...emailOnlySettings.external, google: true } },
      request: { id: 1, link: { kind: 'token', type: 'confirmation', token: 'T' } },
    });
    await screen.findByRole('heading', { name: 'Fejezze be a regisztrációt' });
    expect(screen.getByRole('alert').textContent).toBe('A regisztráció befejezéséhez adjon meg egy jelszót');
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    await user.type(screen.getByPlaceholderText('Jelszó'), 'Chosen-pass-2026');
    await user.click(submitButton());
    expect(verify).toHaveBeenLastCalledWith('signup', 'T', 'Chosen-pass-2026');
  });

  it('opens the invite page from a link, titled and with a password field only', async () => {
    renderModal({ request: { id: 1, link: { kind: 'token', type: 'invite', token: 'T' } } });
    await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Complete your signup' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Password')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Email')).toBeNull();
  });
});

describe('identity modal: development settings', () => {
  it('asks for the site URL with a required URL input, and no Log in tab', async () => {
    const onSiteUrlChange = vi.fn();
    const { user } = renderModal({ props: { developmentMode: true, onSiteUrlChange } });
    await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Development settings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    const input = screen.getByLabelText('Enter your site URL');
    expect(input.getAttribute('type')).toBe('url');
    expect(input.hasAttribute('required')).toBe(true);
    await user.type(input, 'https://site.example/.netlify/identity');
    await user.click(screen.getByRole('button', { name: "Set site's URL" }));
    expect(onSiteUrlChange).toHaveBeenCalledWith('https://site.example/.netlify/identity');
  });

  it("offers 'Clear localhost URL' when a local site URL is set", async () => {
    const onSiteUrlChange = vi.fn();
    const { user } = renderModal({ props: { localSiteUrl: 'https://site.example', onSiteUrlChange } });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Clear localhost URL' }));
    expect(onSiteUrlChange).toHaveBeenCalledWith(null);
  });
});

describe('identity modal: second factor at sign-in', () => {
  const jwt = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
  const factor = {
    id: 'f1',
    friendly_name: null,
    factor_type: 'totp' as const,
    status: 'verified' as const,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
  const protectedUser = { ...alice, factors: [factor] } as unknown as IdentityUserData;
  const tokensAt = (aal: string) => ({
    access_token: jwt({ aal, session_id: 's1' }),
    token_type: 'bearer',
    expires_in: 3600,
    refresh_token: `r-${aal}`,
  });

  async function passwordAccepted(locale = 'en') {
    const context = renderModal({ locale });
    vi.spyOn(context.client, 'passwordGrant').mockResolvedValue(tokensAt('aal1'));
    vi.spyOn(context.client, 'getUser').mockResolvedValue(protectedUser);
    const signIn = vi.spyOn(context.store, 'signIn').mockResolvedValue(alice);
    await screen.findByRole('dialog');
    await settled();
    await context.user.type(screen.getByRole('textbox', { name: /email|e-mail/i }), 'alice@example.com');
    await context.user.type(screen.getByLabelText(/password|mot de passe/i, { selector: 'input' }), 'pw');
    await context.user.click(submitButton());
    return { ...context, signIn };
  }

  it('asks for the 6-digit code after the password, then signs in with the verified session', async () => {
    const { client, user, props, signIn } = await passwordAccepted();
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    const code = screen.getByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
    expect(signIn).not.toHaveBeenCalled();
    expect(props.onAuthenticated).not.toHaveBeenCalled();

    const verify = vi.spyOn(client, 'verifyFactor').mockResolvedValue({ ...tokensAt('aal2'), user: protectedUser });
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith(tokensAt('aal1').access_token, 'f1', '123456');
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ refresh_token: 'r-aal2' }), protectedUser);
    expect(props.onAuthenticated).toHaveBeenCalledWith('login');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a wrong code as a translated error and keeps asking', async () => {
    const { client, user, signIn } = await passwordAccepted('fr');
    expect(await screen.findByRole('heading', { name: 'Authentification à deux facteurs' })).toBeTruthy();
    vi.spyOn(client, 'verifyFactor').mockRejectedValue(
      new IdentityError(422, 'Invalid TOTP code entered', { code: 422, msg: 'Invalid TOTP code entered' }),
    );
    await user.type(screen.getByLabelText("Code d'authentification"), '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Code d'authentification invalide");
    expect(screen.getByLabelText("Code d'authentification")).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('closing the prompt ends the half-open session', async () => {
    const { client, user } = await passwordAccepted();
    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    const endSession = vi.spyOn(client, 'endSession').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(endSession).toHaveBeenCalledWith(tokensAt('aal1').access_token, 's1');
  });
});
