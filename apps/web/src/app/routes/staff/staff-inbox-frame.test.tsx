// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffRoutes } from './routes';

vi.mock('../../../features/auth/auth-provider', () => ({
  useAuth: () => ({
    status: 'signed-in',
    user: { id: 's1', email: 'support@example.com', fullName: 'Sam Support', avatarUrl: null, roles: ['support'] },
    openModal: vi.fn(),
    getAccessToken: async () => 'token',
  }),
}));
vi.mock('../../../features/support-chat/chat-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  fetchStaffConversations: vi.fn(async () => []),
}));
vi.mock('../../../features/support-chat/use-realtime-client', () => ({
  useRealtimeClient: () => ({ client: null, state: 'connecting' }),
}));

afterEach(() => cleanup());

describe('the support inbox', () => {
  it('sits inside the staff console, with its navigation', async () => {
    const router = createMemoryRouter(staffRoutes, { initialEntries: ['/staff/inbox'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Support inbox' }, { timeout: 20_000 })).toBeTruthy();
    const navigation = await screen.findByRole('navigation', { name: 'Staff console' }, { timeout: 20_000 });
    expect(navigation.querySelector('a[href="/staff/authors"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Support inbox' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
