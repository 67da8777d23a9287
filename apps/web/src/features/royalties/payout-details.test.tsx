// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../lib/api-client';
import { PayoutDetails } from './payout-details';

const calls = vi.hoisted(() => ({ puts: [] as unknown[] }));
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string, init?: { method?: string; body?: Record<string, string> }) => {
    if (path !== '/api/me/payment-profile') return null;
    if (init?.method !== 'PUT') return { profile: null };
    calls.puts.push(init.body);
    if (init.body?.routing_number === '021000022') {
      const { ApiError: Refusal } = await original<typeof apiClient>();
      throw new Refusal(400, 'validation_failed', 'Check the routing number', {
        routing_number: ['Enter the 9-digit ABA routing number printed on your cheques'],
      });
    }
    return {
      method: 'ach',
      holder: 'Ada Writer',
      summary: 'Checking •••• 1012 (routing •••• 0021)',
      updated_at: '2026-11-28T06:00:00.000Z',
    };
  }),
}));
vi.mock('../auth/auth-provider', () => ({
  useAuth: () => ({ user: { id: 'u1', email: 'a@example.com' }, getAccessToken: async () => 'token' }),
}));

afterEach(() => cleanup());

describe('PayoutDetails', () => {
  it('takes bank details, shows the field the server refuses, and then only the masked account', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PayoutDetails />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add payment details' }));
    fireEvent.change(screen.getByLabelText('Account holder'), { target: { value: 'Ada Writer' } });
    fireEvent.change(screen.getByLabelText('Routing number (9 digits)'), { target: { value: '021000022' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '987654321012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment details' }));
    expect(await screen.findByText('Enter the 9-digit ABA routing number printed on your cheques')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Routing number (9 digits)'), { target: { value: '021000021' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment details' }));
    expect((await screen.findByTestId('payment-profile-summary')).textContent).toContain('Checking •••• 1012');
    expect(document.body.textContent).not.toContain('987654321012');
    expect(calls.puts.at(-1)).toEqual({
      method: 'ach',
      account_holder: 'Ada Writer',
      routing_number: '021000021',
      account_number: '987654321012',
      account_type: 'checking',
    });
  });
});
