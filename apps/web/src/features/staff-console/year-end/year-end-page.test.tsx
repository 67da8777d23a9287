// @vitest-environment jsdom
import type { TaxYear } from '@app/contracts/year-end-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../../lib/api-client';
import { YearEndPage } from './year-end-page';

const year = new Date().getUTCFullYear() - 1;

const table = (): TaxYear => ({
  year,
  currency: 'USD',
  payees: [
    {
      author_id: 'author-1',
      author_name: 'Alice Walker',
      author_email: 'alice@example.com',
      year,
      currency: 'USD',
      form: 'w9',
      paid_cents: 125_000,
      withheld_cents: 0,
      net_cents: 125_000,
      corrections: 0,
      form_1099_misc: { box2_royalties_cents: 125_000 },
      form_1042s: null,
    },
    {
      author_id: 'author-2',
      author_name: 'Bruno Keller',
      author_email: 'bruno@example.com',
      year,
      currency: 'USD',
      form: 'w8ben',
      paid_cents: 40_000,
      withheld_cents: 12_000,
      net_cents: 28_000,
      corrections: 1,
      form_1099_misc: null,
      form_1042s: {
        income_code: '12',
        gross_income_cents: 40_000,
        chapter3_exemption_code: '00',
        tax_rate_percent: 30,
        withheld_cents: 12_000,
        country: 'DE',
      },
    },
  ],
  totals: { paid_cents: 165_000, withheld_cents: 12_000 },
});

const server = vi.hoisted(() => ({
  calls: [] as { path: string; body?: unknown }[],
  admin: true,
}));

vi.mock('../../../lib/api-client', async (original) => {
  const actual = await original<typeof apiClient>();
  return {
    ...actual,
    apiFetch: vi.fn(async (path: string, request: { method?: string; body?: unknown } = {}) => {
      server.calls.push({ path, body: request.body });
      if (path === `/api/staff/tax-years/${year}`) return table();
      if (path.endsWith('/tax-year-corrections')) {
        const body = request.body as { tax_year: number };
        if (body.tax_year >= year + 1) {
          throw new actual.ApiError(400, 'validation_failed', 'Check the highlighted fields', {
            tax_year: ['Choose a year that has ended: this year is changed by its own payouts'],
          });
        }
        return { id: 'c-1', author_id: 'author-2', recorded_on: `${year + 1}-01-10`, created_by_email: 'a@q', ...body };
      }
      throw new Error(`unexpected ${path}`);
    }),
  };
});
vi.mock('../use-staff-role', () => ({ useIsAdmin: () => server.admin }));
vi.mock('../../auth/auth-provider', () => ({ useAuth: () => ({ getAccessToken: async () => 'token' }) }));

afterEach(() => {
  cleanup();
  server.calls = [];
  server.admin = true;
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/staff/year-end']}>
        <YearEndPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('YearEndPage', () => {
  it("shows last year's payees with their 1099-MISC and 1042-S figures, and the CSV download", async () => {
    renderPage();
    const rows = within(await screen.findByTestId('year-end-payees')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PayeeFormRoyalties paidTax withheld1099-MISC box 21042-SCorrections',
      'Alice Walkeralice@example.comW-9$1,250.00$0.00$1,250.00None0',
      'Bruno Kellerbruno@example.comW-8BEN$400.00$120.00NoneGross (code 12)$400.00Rate30%Withheld$120.00Exemption00CountryDE1',
      'Total$1,650.00$120.00',
    ]);
    expect(screen.getByRole('button', { name: `Download the CSV for ${year}` })).toBeTruthy();
  });

  it('sends a correction typed in dollars as integer cents, for the chosen payee', async () => {
    renderPage();
    await screen.findByTestId('year-end-payees');
    fireEvent.change(screen.getByLabelText('Payee'), { target: { value: 'author-2' } });
    fireEvent.change(screen.getByLabelText('Change to royalties paid (dollars)'), { target: { value: '-12.5' } });
    fireEvent.change(screen.getByLabelText('Change to tax withheld (dollars)'), { target: { value: '$3.75' } });
    fireEvent.change(screen.getByLabelText('What the correction is for'), { target: { value: 'Returned cheque' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the correction' }));
    await vi.waitFor(
      () =>
        expect(server.calls.find((call) => call.path.endsWith('/tax-year-corrections'))).toEqual({
          path: '/api/staff/authors/author-2/tax-year-corrections',
          body: { tax_year: year, paid_cents: -1250, withheld_cents: 375, note: 'Returned cheque' },
        }),
      { timeout: 20_000 },
    );
  });

  it("shows the server's refusal of a year not ended at the year field", async () => {
    renderPage();
    await screen.findByTestId('year-end-payees');
    const yearField = screen.getByLabelText('Year corrected');
    fireEvent.change(yearField, { target: { value: String(year + 1) } });
    fireEvent.change(screen.getByLabelText('Change to royalties paid (dollars)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('What the correction is for'), { target: { value: 'Late payment' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the correction' }));
    const message = await screen.findByText('Choose a year that has ended: this year is changed by its own payouts');
    expect(yearField.getAttribute('aria-invalid')).toBe('true');
    expect(yearField.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('refuses amounts that are not dollars and cents without calling the server', async () => {
    renderPage();
    await screen.findByTestId('year-end-payees');
    fireEvent.change(screen.getByLabelText('Change to royalties paid (dollars)'), { target: { value: '12.505' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the correction' }));
    expect(await screen.findByText('Enter dollars and cents, such as -12.50')).toBeTruthy();
    expect(server.calls.some((call) => call.path.endsWith('/tax-year-corrections'))).toBe(false);
  });

  it('tells support staff the page is for admins, without asking for the figures', () => {
    server.admin = false;
    renderPage();
    expect(screen.getByText('Year-end figures are for admins.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
