// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProvider, type Navigation } from '../../lib/navigation';
import { pretendWideScreen } from '../../lib/wide-screen.test-support';
import { takeReturnPath } from '../auth/return-path';
import type { AuthContextValue } from '../auth/types';
import { DashboardLayout } from './dashboard-layout';

// The session as a tiny store, so a test can sign the person out under a mounted layout.
let auth: AuthContextValue;
const authListeners = new Set<() => void>();
vi.mock('../auth/auth-provider', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    authListeners.add(listener);
    return () => authListeners.delete(listener);
  };
  return { useAuth: () => useSyncExternalStore(subscribe, () => auth) };
});
// The shell's live parts are not what this test is about.
vi.mock('../live-updates/live-updates', () => ({ LiveUpdates: () => null }));
vi.mock('../support-chat/support-chat', () => ({ SupportChat: () => null }));

type SessionState = Pick<AuthContextValue, 'status' | 'user'>;

const signedOut: SessionState = { status: 'signed-out', user: null };
const signedIn: SessionState = {
  status: 'signed-in',
  user: { id: 'u1', email: 'eleanor@example.com', fullName: 'Eleanor Hart', avatarUrl: null, roles: [], raw: {} },
};

function setAuth(state: SessionState) {
  auth = { ...state, getAccessToken: async () => null, openModal: vi.fn(), logout: vi.fn() } as AuthContextValue;
  act(() => authListeners.forEach((listener) => listener()));
}

function renderAt(path: string) {
  const navigation: Navigation = { Link: ({ to, ...anchor }) => <a href={to} {...anchor} />, navigate: vi.fn() };
  const router = createMemoryRouter(
    [{ path: '/dashboard/*', Component: DashboardLayout, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NavigationProvider value={navigation}>
        <RouterProvider router={router} />
      </NavigationProvider>
    </QueryClientProvider>,
  );
  return { navigation };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('DashboardLayout without a user', () => {
  it('shows a loader while the session loads, and neither redirects nor renders the page', () => {
    setAuth({ status: 'loading', user: null });
    const { navigation } = renderAt('/dashboard/invoices');
    expect(screen.getByRole('status').textContent).toBe('Loading your dashboard');
    expect(screen.queryByText('page')).toBeNull();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('sends a visitor who arrives signed out to / (history replaced) and remembers the page', async () => {
    setAuth(signedOut);
    const { navigation } = renderAt('/dashboard/invoices?year=2026');
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(takeReturnPath()).toBe('/dashboard/invoices?year=2026');
  });

  it('sends a person who logs out here to / without remembering the page for the next login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    // A wide screen for the sidebar.
    pretendWideScreen();
    setAuth(signedIn);
    const { navigation } = renderAt('/dashboard/invoices');
    expect(await screen.findByText('page')).toBeTruthy();
    setAuth(signedOut);
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(takeReturnPath()).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('DashboardLayout on a phone', () => {
  it('opens the navigation drawer from the menu button, and Escape closes it with the focus back on the button', async () => {
    // A phone-sized screen: every maximum width applies, no minimum width is reached.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    setAuth(signedIn);
    renderAt('/dashboard/invoices');
    const menuButton = await screen.findByRole('button', { name: 'Open navigation' });
    await userEvent.click(menuButton);
    // The drawer's code loads on this first opening.
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' }, { timeout: 20_000 });
    expect(drawer.textContent).toContain('Invoices');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 20_000 });
    expect(document.activeElement).toBe(menuButton);
    vi.unstubAllGlobals();
  });
});
