// @vitest-environment jsdom
import type { InvoiceSummary, Project } from '@app/contracts/dashboard-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../lib/api-client';
import { DashboardHomePage } from './home-page';

const project: Project = {
  id: 'p1',
  service: 'Cover Design',
  project_status: 'In Progress',
  book_title: 'The Salt Road',
  start_date: '2025-11-03',
  completion_date: null,
  amount: 900,
  total_amount: 900,
  notes: null,
};
const invoice: InvoiceSummary = {
  id: 'i1',
  service: 'Editing',
  amount: 1200,
  total_amount: 1200,
  issue_date: '2024-12-09',
  due_date: '2025-01-08',
  paid_date: null,
  status: 'Pending',
  currency: 'USD',
  payment_method: null,
  order_number: null,
  invoice_number: '2024-0007',
  installments: [],
};

vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string) => {
    if (path === '/api/me/projects') return [project];
    if (path === '/api/me/invoices') return [invoice];
    if (path === '/api/me/books') return [];
    if (path === '/api/me/royalties') return { books: [], statements: [] };
    return null;
  }),
}));
vi.mock('../auth/auth-provider', () => ({
  useAuth: () => ({ user: { id: 'u1', email: 'a@example.com' }, getAccessToken: async () => 'token' }),
}));

afterEach(() => cleanup());

describe('DashboardHomePage recent activity', () => {
  it('dates projects and invoices with their year, as the other dashboard pages do', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <DashboardHomePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const activity = await screen.findByTestId('recent-activity');
    const dates = [...activity.querySelectorAll('time')].map((time) => [time.dateTime, time.textContent]);
    expect(dates).toEqual([
      ['2025-11-03', 'Nov 3, 2025'],
      ['2024-12-09', 'Dec 9, 2024'],
    ]);
  });
});
