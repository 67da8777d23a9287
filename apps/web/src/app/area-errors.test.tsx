// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProvider, type Navigation } from '../lib/navigation';
import { pretendWideScreen } from '../lib/wide-screen.test-support';
import { PublicApp } from './public/public-app';
import { dashboardRoutes } from './routes/dashboard/routes';
import { staffRoutes } from './routes/staff/routes';

// A page that fails to render until the fault goes away: what "Try again" must recover from.
const fault = vi.hoisted(() => ({ present: false }));
function FlakyPage() {
  if (fault.present) throw new Error('render failed');
  return <p>page content</p>;
}
vi.mock('../features/invoices/invoices-page', () => ({ InvoicesPage: FlakyPage }));
vi.mock('../features/staff-console/authors/authors-page', () => ({ AuthorsPage: FlakyPage }));

vi.mock('../features/auth/auth-provider', () => ({
  useAuth: () => ({
    status: 'signed-in',
    user: { id: 's1', email: 'sam@example.com', fullName: 'Sam Staff', avatarUrl: null, roles: ['admin'], raw: {} },
    openModal: vi.fn(),
    logout: vi.fn(),
    getAccessToken: async () => 'token',
  }),
}));
// The shells' live parts are not what this test is about.
vi.mock('../features/live-updates/live-updates', () => ({ LiveUpdates: () => null }));
vi.mock('../features/support-chat/support-chat', () => ({ SupportChat: () => null }));

const navigation: Navigation = {
  Link: ({ to, ...anchor }) => <a href={to} {...anchor} />,
  navigate: vi.fn(),
};

function renderRoutes(routes: Parameters<typeof createMemoryRouter>[0], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
}

function renderWithProviders(children: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NavigationProvider value={navigation}>{children}</NavigationProvider>
    </QueryClientProvider>,
  );
}

async function expectErrorScreenThenRetry() {
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
  expect(alert.textContent).toContain('This page could not be shown');
  fault.present = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('page content', {}, { timeout: 20_000 })).toBeTruthy();
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  pretendWideScreen();
  fault.present = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a page that fails to render', () => {
  it('in the dashboard shows an error screen beside the sidebar, with Try again', async () => {
    renderRoutes(dashboardRoutes, '/dashboard/invoices');
    await expectErrorScreenThenRetry();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
  });

  it('in the staff console shows an error screen under the console navigation, with Try again', async () => {
    renderRoutes(staffRoutes, '/staff/authors');
    await expectErrorScreenThenRetry();
    expect(screen.getByRole('navigation', { name: 'Staff console' })).toBeTruthy();
  });

  it('on the public site shows an error screen inside the header and footer, with Try again', async () => {
    renderWithProviders(<PublicApp pathname="/about" Page={FlakyPage} />);
    await expectErrorScreenThenRetry();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
