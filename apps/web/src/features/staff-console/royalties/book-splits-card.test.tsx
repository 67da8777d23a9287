// @vitest-environment jsdom
import type { BookSplit } from '@app/contracts/royalties-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../../lib/api-client';
import { BookSplitsCard } from './book-splits-card';

const split: BookSplit = {
  effective_from: '2025-06-01',
  payees: [
    { author_id: 'a1', author_name: 'Alice Walker', share_bp: 6667 },
    { author_id: 'b1', author_name: 'Bob Brown', share_bp: 3333 },
  ],
};
const posted = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string, init?: { method?: string; body?: unknown }) => {
    if (init?.method === 'POST') {
      posted.push([path, init.body]);
      return split;
    }
    if (path === '/api/staff/books/the-salt-road/splits') return [split];
    if (path.startsWith('/api/staff/authors')) {
      return {
        authors: [
          { id: 'a1', full_name: 'Alice Walker', email: 'alice@example.com' },
          { id: 'b1', full_name: 'Bob Brown', email: 'bob@example.com' },
        ],
      };
    }
    return null;
  }),
}));
vi.mock('../../auth/auth-provider', () => ({
  useAuth: () => ({ user: { id: 'u1', email: 'boss@example.com', roles: ['admin'] } }),
}));

afterEach(() => cleanup());

describe('BookSplitsCard', () => {
  it('lists the splits and saves a new one in basis points', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BookSplitsCard bookId="the-salt-road" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Alice Walker 66.67%, Bob Brown 33.33%/)).toBeTruthy();
    await screen.findAllByRole('option', { name: 'Bob Brown' });
    fireEvent.change(screen.getByLabelText('Payee 1'), { target: { value: 'a1' } });
    fireEvent.change(screen.getByLabelText('Payee 2'), { target: { value: 'b1' } });
    const [first, second] = screen.getAllByLabelText('Share (%)') as HTMLInputElement[];
    fireEvent.change(first!, { target: { value: '66.67' } });
    fireEvent.change(second!, { target: { value: '33.33' } });
    fireEvent.change(screen.getByLabelText('Applies to sales from'), { target: { value: '2026-07-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save split' }));
    await waitFor(() =>
      expect(posted).toEqual([
        [
          '/api/staff/books/the-salt-road/splits',
          {
            effective_from: '2026-07-01',
            payees: [
              { author_id: 'a1', share_bp: 6667 },
              { author_id: 'b1', share_bp: 3333 },
            ],
          },
        ],
      ]),
    );
  });
});
