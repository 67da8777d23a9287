// @vitest-environment jsdom
import type { BookSplit } from '@app/contracts/royalties-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../../lib/api-client';
import { BookSplitsCard } from './book-splits-card';

const split: BookSplit = {
  effective_from: '2025-06-01',
  payees: [
    { author_id: 'a1', author_name: 'Alice Walker', share_bp: 6667 },
    { author_id: 'b1', author_name: 'Bob Brown', share_bp: 3333 },
  ],
};
const later: BookSplit = {
  effective_from: '2026-07-01',
  payees: [{ author_id: 'b1', author_name: 'Bob Brown', share_bp: 10_000 }],
};
const state = vi.hoisted(() => ({
  posted: [] as unknown[],
  deleted: [] as string[],
  splits: [] as unknown[],
  roles: ['admin'],
}));
const posted = state.posted;
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string, init?: { method?: string; body?: unknown }) => {
    if (init?.method === 'POST') {
      posted.push([path, init.body]);
      return split;
    }
    if (init?.method === 'DELETE') {
      state.deleted.push(path);
      return undefined;
    }
    if (path === '/api/staff/books/the-salt-road/splits') return state.splits;
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
  useAuth: () => ({ user: { id: 'u1', email: 'boss@example.com', roles: state.roles } }),
}));

beforeEach(() => {
  state.posted.length = 0;
  state.deleted.length = 0;
  state.splits = [split];
  state.roles = ['admin'];
});
afterEach(() => cleanup());

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BookSplitsCard bookId="the-salt-road" />
    </QueryClientProvider>,
  );

describe('BookSplitsCard', () => {
  it('lists the splits and saves a new one in basis points', async () => {
    renderCard();
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

  it('removes a split only after the dialog is confirmed, naming what its sales fall under', async () => {
    state.splits = [later, split];
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the split from Jul 1, 2026' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this split?' });
    expect(dialog.textContent).toContain('Bob Brown 100%');
    expect(dialog.textContent).toContain(
      'fall under the split from Jun 1, 2025 (Alice Walker 66.67%, Bob Brown 33.33%)',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.deleted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the split from Jun 1, 2025' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this split?' });
    expect(dialog.textContent).toContain('go to the book’s author alone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove split' }));
    await waitFor(() => expect(state.deleted).toEqual(['/api/staff/books/the-salt-road/splits/2025-06-01']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no removal to the support role', async () => {
    state.roles = ['support'];
    renderCard();
    expect(await screen.findByText(/Alice Walker 66.67%, Bob Brown 33.33%/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
