// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../lib/api-client';
import { TaxProfileSection } from './tax-profile-section';

const calls = vi.hoisted(() => ({ puts: [] as { profile: Record<string, unknown>; code?: string }[] }));
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string, init?: { method?: string; body?: (typeof calls.puts)[number] }) => {
    if (path !== '/api/me/tax-profile') return null;
    if (init?.method !== 'PUT' || !init.body) return { profile: null, proof: 'code' };
    calls.puts.push(init.body);
    if (init.body.profile.tin === '000-12-3456') {
      const { ApiError: Refusal } = await original<typeof apiClient>();
      throw new Refusal(400, 'validation_failed', 'Check the form', {
        'profile.tin': ['Enter a valid taxpayer identification number (SSN 123-45-6789 or EIN 12-3456789)'],
      });
    }
    return {
      form: 'w9',
      name: 'Ada Writer',
      tin: 'SSN •••-••-6789',
      country: 'US',
      withholding_percent: 0,
      treaty: null,
      signed_at: '2026-11-28T06:00:00.000Z',
      signed_by_email: 'a@example.com',
    };
  }),
}));
vi.mock('../auth/auth-provider', () => ({
  useAuth: () => ({ user: { id: 'u1', email: 'a@example.com' }, getAccessToken: async () => 'token' }),
}));

afterEach(() => cleanup());

describe('TaxProfileSection', () => {
  it('signs a W-9 with the authenticator code, shows a refused number at its field, then the masked tax card', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TaxProfileSection />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Fill in the tax form' }));
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Name (as shown on your income tax return)', 'Ada Writer');
    fill('SSN or EIN', '000-12-3456');
    fill('Street address', '1 Main Street');
    fill('City', 'Springfield');
    fill('State (two letters, e.g. NY)', 'IL');
    fill('ZIP code', '62701');
    fireEvent.click(screen.getByRole('checkbox', { name: /I certify that the number shown/ }));
    fill('Authenticator code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign the tax form' }));
    const message = await screen.findByText(/Enter a valid taxpayer identification number/);
    expect(screen.getByLabelText('SSN or EIN').getAttribute('aria-describedby')).toContain(message.id);

    fill('SSN or EIN', '123-45-6789');
    fireEvent.click(screen.getByRole('button', { name: 'Sign the tax form' }));
    expect((await screen.findByTestId('tax-card')).textContent).toContain('SSN •••-••-6789');
    expect(document.body.textContent).not.toContain('123-45-6789');
    expect(calls.puts.at(-1)).toEqual({
      code: '123456',
      profile: {
        form: 'w9',
        certification: true,
        name: 'Ada Writer',
        business_name: '',
        tax_classification: 'individual',
        tin_type: 'ssn',
        tin: '123-45-6789',
        address_line1: '1 Main Street',
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
      },
    });
  });
});
