// @vitest-environment jsdom
import type { Project } from '@app/contracts/dashboard-api';
import type { StaffAuthorFile, StaffInvoiceDetail } from '@app/contracts/staff-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../../lib/api-client';
import { InvoicePage } from './invoice-page';

const project: Project = {
  id: 'proj-1',
  service: 'Cover Design',
  project_status: 'In Progress',
  book_title: 'The Salt Road',
  start_date: '2026-01-05',
  completion_date: null,
  amount: 900,
  total_amount: 900,
  notes: null,
};
const invoice: StaffInvoiceDetail = {
  id: 'inv-1',
  author_id: 'author-1',
  service: 'Cover Design',
  amount: 300,
  total_amount: 900,
  total_service_amount: 900,
  issue_date: '2026-01-05',
  due_date: '2026-02-04',
  paid_date: null,
  status: 'pending',
  currency: 'USD',
  payment_method: 'paypal',
  order_number: null,
  invoice_number: '2026-0001',
  amount_paid: 0,
  received: [],
  installments: [],
  gateway_name: null,
  gateway_reference: null,
  processing_fees: 0,
  production_project_id: 'proj-1',
  installment_number: null,
  total_installments: null,
  items: [],
  gst_rate: 0,
  notes: null,
  created_at: '2026-01-05T10:00:00.000Z',
  payments: [],
};
const file = { author: { full_name: 'Alice Walker', email: 'alice@example.com' }, projects: [project] };

/** The author's file answers only once released: the invoice is on screen before its projects. */
const authorFile = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { ready, release: () => release() };
});

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string) => {
    if (path === '/api/staff/invoices/inv-1') return invoice;
    if (path === '/api/staff/authors/author-1') {
      await authorFile.ready;
      return file as unknown as StaffAuthorFile;
    }
    return [];
  }),
}));
vi.mock('../use-staff-role', () => ({ useIsAdmin: () => true }));

afterEach(() => cleanup());

describe('InvoicePage', () => {
  it('shows the project an invoice is linked to, never "No project", even when the author’s projects load last', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/staff/invoices/inv-1']}>
          <Routes>
            <Route path="/staff/invoices/:invoiceId" element={<InvoicePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('button', { name: /Send reminder/ });
    authorFile.release();
    const field = await screen.findByRole<HTMLSelectElement>('combobox', { name: /Project/ });
    expect(field.value).toBe('proj-1');
    expect(field.selectedOptions[0]?.textContent).toBe('Cover Design — The Salt Road');
  });
});
