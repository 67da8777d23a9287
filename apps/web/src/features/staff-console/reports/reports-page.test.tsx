// @vitest-environment jsdom
import type { AgeingReport, CashReport } from '@app/contracts/receivables-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../../lib/api-client';
import { ReportsPage } from './reports-page';

const totals = { current: 100, '1-30': 50, '31-60': 0, '61-90': 0, 'over-90': 25, total: 175 };
const author = (n: number, total: number): AgeingReport['rows'][number] => ({
  author_id: `author-${n}`,
  author_name: `Author ${n}`,
  current: total,
  '1-30': 0,
  '31-60': 0,
  '61-90': 0,
  'over-90': 0,
  total,
});

const server = vi.hoisted(() => ({ paths: [] as string[] }));

/** Two pages of authors: the first ends at the cursor "after-2", the second is the last. */
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string) => {
    server.paths.push(path);
    if (path.startsWith('/api/staff/reports/ageing')) {
      const second = path.includes('after=after-2');
      return (
        second
          ? { as_of: '2026-11-28', totals, authors: 3, rows: [author(3, 25)], next: null, page_size: 50 }
          : {
              as_of: '2026-11-28',
              totals,
              authors: 3,
              rows: [author(1, 100), author(2, 50)],
              next: 'after-2',
              page_size: 50,
            }
      ) satisfies AgeingReport;
    }
    if (path === '/api/staff/reports/cash') return { months: [] } satisfies CashReport;
    return [];
  }),
}));

// The export button reads the session's token; the report itself needs none.
vi.mock('../../auth/auth-provider', () => ({ useAuth: () => ({ getAccessToken: async () => 'token' }) }));

afterEach(() => {
  cleanup();
  server.paths = [];
});

const renderReports = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('ReportsPage', () => {
  it('shows the totals over every author and the authors a page at a time, until there are no more', async () => {
    renderReports();
    await screen.findByText('Showing 2 of 3 authors with an open balance');
    expect(screen.getByTestId('ageing-total').textContent).toBe('$175.00');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Showing 3 of 3 authors with an open balance');
    const rows = within(screen.getByTestId('ageing-rows')).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Author 1', 'Author 2', 'Author 3']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(server.paths).toContain('/api/staff/reports/ageing?after=after-2');
    expect(screen.getByTestId('ageing-total').textContent).toBe('$175.00');
  });
});
