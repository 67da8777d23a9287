// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { AUTH_MESSAGES, AuthProvider, useAuth } from './auth-provider';
import type * as IdentityAccountModule from './identity/identity-account';
import { createIdentityAccount } from './identity/identity-account';
import { SESSION_STORAGE_KEY } from './identity/session-store';
import { rememberReturnPath } from './return-path';
import type { WidgetPage } from './types';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
// Counts the sessions built: a public page builds none for a visitor with nothing stored.
vi.mock('./identity/identity-account', async (importOriginal) => {
  const actual = await importOriginal<typeof IdentityAccountModule>();
  return { ...actual, createIdentityAccount: vi.fn(actual.createIdentityAccount) };
});

function jwt(exp: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp, ...claims })}.sig`;
}

const alice = {
  id: 'u1',
  aud: '',
  role: '',
  email: 'alice@example.com',
  app_metadata: { provider: 'email' },
  user_metadata: { full_name: 'Alice Walker' },
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const settings = { external: {}, external_labels: {}, disable_signup: false, autoconfirm: false };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const route = routes[path];
    return route ? route() : json({ code: 404, msg: 'Not Found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="name">{auth.user?.fullName ?? ''}</p>
      <button onClick={() => auth.openModal()}>open login</button>
      <button onClick={() => void auth.logout()}>logout</button>
      <button
        onClick={() => {
          try {
            auth.openModal('amnesia' as WidgetPage);
          } catch (error) {
            screen.getByTestId('name').textContent = (error as Error).message;
          }
        }}
      >
        open amnesia
      </button>
    </div>
  );
}

function renderProvider(returnPath: string | null = null) {
  if (returnPath) rememberReturnPath(returnPath);
  const navigation = { navigate: vi.fn() };
  render(
    <AuthProvider navigation={navigation} identityUrl="/.netlify/identity">
      <Probe />
    </AuthProvider>,
  );
  return { navigation, user: userEvent.setup() };
}

/** What the identity service answers to a login through the modal. */
const loginRoutes = {
  '/.netlify/identity/settings': () => json(settings),
  '/.netlify/identity/token': () =>
    json({
      access_token: jwt(Math.floor(Date.now() / 1000) + 3600),
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: 'r1',
    }),
  '/.netlify/identity/user': () => json(alice),
};

async function logInThroughModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'open login' }));
  await user.type(await screen.findByPlaceholderText('Email', {}, { timeout: 5000 }), 'alice@example.com');
  await user.type(screen.getByPlaceholderText('Password'), 'pw{Enter}');
}

/** A signed-in session in local storage; `claims` go into its access token. */
function storeSession(claims: Record<string, unknown> = {}) {
  const token = {
    access_token: jwt(Math.floor(Date.now() / 1000) + 3600, claims),
    token_type: 'bearer',
    expires_in: 3600,
    refresh_token: 'r1',
  };
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      ...alice,
      url: '/.netlify/identity',
      audience: '',
      token: { ...token, expires_at: Date.now() + 3_600_000 },
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AuthProvider', () => {
  it('is signed out without a stored session', async () => {
    serve({});
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-out'));
  });

  it("loads a signed-out visitor's session only when the login modal opens", async () => {
    const fetchMock = serve({ '/.netlify/identity/settings': () => json(settings) });
    const { user } = renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-out'));
    expect(createIdentityAccount).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'open login' }));
    expect(await screen.findByPlaceholderText('Email', {}, { timeout: 5000 })).toBeTruthy();
    expect(createIdentityAccount).toHaveBeenCalledTimes(1);
  });

  it('loads the session when another tab signs in', async () => {
    serve({ '/.netlify/identity/user': () => json(alice) });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-out'));
    storeSession();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: SESSION_STORAGE_KEY,
          newValue: localStorage.getItem(SESSION_STORAGE_KEY),
          storageArea: localStorage,
        }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-in'), { timeout: 5000 });
    expect(createIdentityAccount).toHaveBeenCalledTimes(1);
  });

  it('restores a stored session and checks it with the service', async () => {
    storeSession();
    const fetchMock = serve({ '/.netlify/identity/user': () => json(alice) });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-in'));
    expect(screen.getByTestId('name').textContent).toBe('Alice Walker');
    expect(fetchMock).toHaveBeenCalledWith('/.netlify/identity/user', expect.anything());
  });

  it('signs out when the service no longer knows the stored user', async () => {
    storeSession();
    serve({ '/.netlify/identity/user': () => json({ code: 404, msg: 'User not found' }, 404) });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-out'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("ends a stored session that has not proved the account's second factor, and asks to log in again", async () => {
    storeSession({ aal: 'aal1', session_id: 's1' });
    const factor = { id: 'f1', factor_type: 'totp', status: 'verified' };
    const fetchMock = serve({
      '/.netlify/identity/settings': () => json(settings),
      '/.netlify/identity/user': () => json({ ...alice, factors: [factor] }),
      '/.netlify/identity/user/sessions/s1': () => new Response(null, { status: 204 }),
    });
    renderProvider();
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(AUTH_MESSAGES.secondFactorRequired));
    expect(screen.getByTestId('status').textContent).toBe('signed-out');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/.netlify/identity/user/sessions/s1',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(await screen.findByPlaceholderText('Email', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('on the dashboard, leaves that request for the page the visitor is sent to, which shows it', async () => {
    history.replaceState(null, '', '/dashboard/invoices');
    storeSession({ aal: 'aal1', session_id: 's1' });
    serve({
      '/.netlify/identity/settings': () => json(settings),
      '/.netlify/identity/user': () =>
        json({ ...alice, factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] }),
      '/.netlify/identity/user/sessions/s1': () => new Response(null, { status: 204 }),
    });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-out'));
    expect(toast.info).not.toHaveBeenCalled();
    cleanup();

    history.replaceState(null, '', '/');
    renderProvider();
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(AUTH_MESSAGES.secondFactorRequired));
    expect(await screen.findByPlaceholderText('Email', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('keeps a stored session that proved the second factor', async () => {
    storeSession({ aal: 'aal2', session_id: 's1' });
    const fetchMock = serve({
      '/.netlify/identity/user': () =>
        json({ ...alice, factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] }),
    });
    renderProvider();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/.netlify/identity/user', expect.anything()));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('status').textContent).toBe('signed-in');
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('logs in through the modal, syncs the author, greets and goes where the person was going', async () => {
    const fetchMock = serve({
      ...loginRoutes,
      '/api/me/profile': () => json({ id: 'u1' }),
    });
    const { navigation, user } = renderProvider('/dashboard/invoices');
    await logInThroughModal(user);
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/dashboard/invoices', {
        notice: { type: 'success', message: AUTH_MESSAGES.loggedIn },
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/me/profile', expect.anything());
    expect(screen.getByTestId('status').textContent).toBe('signed-in');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).email).toBe('alice@example.com');
  });

  it('leaves a person who moved on while their profile synced where they went, and still greets them', async () => {
    let syncProfile!: (response: Response) => void;
    serve({
      ...loginRoutes,
    });
    const served = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation((input, init) =>
      String(input) === '/api/me/profile'
        ? new Promise<Response>((resolve) => (syncProfile = resolve))
        : served(input, init),
    );
    history.replaceState(null, '', '/staff/authors');
    const { navigation, user } = renderProvider('/staff/authors');
    await logInThroughModal(user);
    // Signed in, the console is theirs: they open another page before the profile has synced.
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-in'));
    await waitFor(() => expect(syncProfile).toBeTypeOf('function'));
    history.pushState(null, '', '/staff/backups');
    syncProfile(json({ id: 'u1' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTH_MESSAGES.loggedIn));
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/staff/backups');
  });

  it('leaves nf_jwt to the server: the token call asks for its HttpOnly cookie, and no script writes one', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const fetchMock = serve({
      ...loginRoutes,
      '/.netlify/identity/logout': () => new Response(null, { status: 204 }),
      '/api/me/profile': () => json({ id: 'u1' }),
    });
    const { user } = renderProvider();
    await logInThroughModal(user);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-in'));
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-out'));

    const tokenCall = fetchMock.mock.calls.find(([input]) => String(input) === '/.netlify/identity/token') as
      [string, RequestInit] | undefined;
    expect(tokenCall?.[1].headers).toMatchObject({ 'x-use-cookie': '1' });
    expect(cookieWrites).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('nf_jwt');
    cookieWrites.mockRestore();
  });

  it('says so when the author profile cannot be synced: the failure is the notice of the next page', async () => {
    serve({
      ...loginRoutes,
      '/api/me/profile': () => json({ error: { code: 'internal', message: 'boom' } }, 500),
    });
    const { navigation, user } = renderProvider();
    await logInThroughModal(user);
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/dashboard', {
        notice: { type: 'error', message: 'Failed to sync author profile.' },
      }),
    );
  });

  it("logs out: clears the session, says 'Logged out successfully' and goes to /", async () => {
    storeSession();
    serve({
      '/.netlify/identity/user': () => json(alice),
      '/.netlify/identity/logout': () => new Response(null, { status: 204 }),
    });
    const { navigation, user } = renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-in'));
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-out'));
    expect(navigation.navigate).toHaveBeenCalledWith('/', {
      notice: { type: 'success', message: 'Logged out successfully' },
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("throws 'Invalid action for open' for a page open() does not accept", async () => {
    serve({});
    const { user } = renderProvider();
    await user.click(screen.getByRole('button', { name: 'open amnesia' }));
    expect(screen.getByTestId('name').textContent).toBe('Invalid action for open: amnesia');
  });

  it('opens the modal by itself for a link token, on any page, and clears the hash', async () => {
    serve({ '/.netlify/identity/settings': () => json(settings) });
    history.replaceState(null, '', '/about#invite_token=T1');
    renderProvider();
    expect(await screen.findByRole('heading', { name: 'Complete your signup' }, { timeout: 5000 })).toBeTruthy();
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/about');
  });

  it('opens the modal for a link opened in a tab already showing the site', async () => {
    serve({ '/.netlify/identity/settings': () => json(settings) });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-out'));
    act(() => {
      history.replaceState(null, '', '/#invite_token=T2');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('heading', { name: 'Complete your signup' }, { timeout: 5000 })).toBeTruthy();
    expect(location.hash).toBe('');
  });

  it('follows a sign-out made in another tab', async () => {
    storeSession();
    serve({ '/.netlify/identity/user': () => json(alice) });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-in'));
    localStorage.removeItem(SESSION_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    expect(screen.getByTestId('status').textContent).toBe('signed-out');
  });
});
