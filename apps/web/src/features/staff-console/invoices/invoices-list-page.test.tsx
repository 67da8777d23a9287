// @vitest-environment jsdom
import type { StaffInvoiceList, StaffInvoiceRow, StaffInvoiceSummary } from '@app/contracts/receivables-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../../lib/api-client';
import { InvoicesListPage } from './invoices-list-page';

const row = (n: number): StaffInvoiceRow => ({
  id: `inv-${n}`,
  invoice_number: `2026-000${n}`,
  author_id: 'author-1',
  author_name: 'Alice Walker',
  service: `Service ${n}`,
  issue_date: '2026-01-05',
  due_date: '2026-02-04',
  currency: 'USD',
  payment_method: null,
  status: 'pending',
  total: 100,
  paid: 0,
  balance: 100,
});

const server = vi.hoisted(() => ({ paths: [] as string[], summaryFails: false }));

/** Two pages: the first ends at the cursor "after-2", the second is the last. */
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string) => {
    server.paths.push(path);
    if (path.startsWith('/api/staff/invoices/summary?')) {
      if (server.summaryFails) throw new Error('Service unavailable');
      return { count: 3, totals: { total: 300, paid: 0, balance: 300, overdue: 0 } } satisfies StaffInvoiceSummary;
    }
    if (path.startsWith('/api/staff/invoices?')) {
      const second = path.includes('after=after-2');
      return (
        second
          ? { rows: [row(3)], next: null, page_size: 50 }
          : { rows: [row(1), row(2)], next: 'after-2', page_size: 50 }
      ) satisfies StaffInvoiceList;
    }
    return [];
  }),
}));

// The export button reads the session's token; the list itself needs none.
vi.mock('../../auth/auth-provider', () => ({ useAuth: () => ({ getAccessToken: async () => 'token' }) }));

afterEach(() => {
  cleanup();
  server.paths = [];
  server.summaryFails = false;
});

const renderList = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/staff/invoices?status=pending']}>
        <Routes>
          <Route path="/staff/invoices" element={<InvoicesListPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('InvoicesListPage', () => {
  it('loads the rows after the last one shown, keeping the filters, until there are no more', async () => {
    renderList();
    await screen.findByText('Showing 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 3 of 3');
    expect(within(screen.getByTestId('invoice-rows')).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.paths).toContain('/api/staff/invoices?status=pending&page_size=50&after=after-2');
    expect(screen.getByTestId('balance-total').textContent).toBe('$300.00');
  });

  it('still shows the rows when the totals cannot be computed', async () => {
    server.summaryFails = true;
    renderList();
    await screen.findByText('The totals could not be computed: narrow the filters.');
    expect(within(screen.getByTestId('invoice-rows')).getAllByRole('row')).toHaveLength(2);
  });
});
