// @vitest-environment jsdom
import type { MyTaxYears } from '@app/contracts/year-end-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../lib/api-client';
import { YearEndCard } from './year-end-card';

const years: MyTaxYears = {
  years: [
    {
      author_id: 'a1',
      author_name: 'Lee Gacy',
      author_email: 'lee@example.com',
      year: 2025,
      currency: 'USD',
      form: 'w8ben',
      paid_cents: 11005,
      withheld_cents: 3302,
      net_cents: 7703,
      corrections: 1,
      form_1099_misc: null,
      form_1042s: {
        income_code: '12',
        gross_income_cents: 11005,
        chapter3_exemption_code: '00',
        tax_rate_percent: 30,
        withheld_cents: 3302,
        country: 'GB',
      },
    },
  ],
};
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string) => (path === '/api/me/tax-years' ? years : null)),
}));
vi.mock('../auth/auth-provider', () => ({
  useAuth: () => ({ user: { id: 'u1', email: 'lee@example.com' }, getAccessToken: async () => 'token' }),
}));
const downloads = vi.hoisted(() => [] as unknown[][]);
vi.mock('../dashboard-layout/download', () => ({
  downloadWithToken: vi.fn(async (...args: unknown[]) => {
    downloads.push(args);
  }),
}));

afterEach(() => cleanup());

describe('YearEndCard', () => {
  it('shows each year paid and withheld, and downloads its statement PDF with the token', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <YearEndCard />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Paid $110.05, US tax withheld $33.02 · reported on Form 1042-S')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Statement 2025 (PDF)' }));
    await waitFor(() =>
      expect(downloads).toEqual([['/api/me/tax-years/2025/statement.pdf', 'token', 'year-end-statement-2025.pdf']]),
    );
  });
});
