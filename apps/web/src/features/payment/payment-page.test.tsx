// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { PaymentPage } from './payment-page';

const answers = vi.hoisted(() => ({ installments: [] as unknown[] | Error }));
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string) => {
    if (path === '/api/me/installments') {
      if (answers.installments instanceof Error) throw answers.installments;
      return answers.installments;
    }
    if (path === '/api/me/invoices') return [];
    return null;
  }),
}));
vi.mock('../auth/auth-provider', () => ({
  useAuth: () => ({ user: { id: 'u1', email: 'a@example.com' }, getAccessToken: async () => 'token' }),
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PaymentPage />
    </QueryClientProvider>,
  );
}

afterEach(() => cleanup());

describe('PaymentPage installments', () => {
  it('shows only the error with Try again when the installments fail to load, and the list once a retry works', async () => {
    answers.installments = new ApiError(500, 'internal', 'Server error');
    renderPage();
    expect(await screen.findByText(/We could not load your installments/)).toBeTruthy();
    expect(screen.queryByText(/No installment plans found/)).toBeNull();

    answers.installments = [];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No installment plans found/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/We could not load your installments/)).toBeNull());
  });
});
