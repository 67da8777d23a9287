// @vitest-environment jsdom
import type { ProductionQueues } from '@app/contracts/production-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '../../../lib/api-client';
import { ProductionQueuesPage } from './production-queues-page';

const project = { project_id: 'p-1', author_id: 'a-1', author_name: 'Alice Walker', service: 'Editing' };
const queues: ProductionQueues = {
  proofs_waiting: [
    {
      ...project,
      book_title: 'Tide Tables',
      proof_id: 'pr-1',
      version: 2,
      sent_at: '2026-03-01T10:00:00Z',
      due_at: '2026-03-15T10:00:00Z',
      days_left: 3,
    },
    {
      ...project,
      book_title: null,
      proof_id: 'pr-2',
      version: 1,
      sent_at: '2026-02-01T10:00:00Z',
      due_at: '2026-02-15T10:00:00Z',
      days_left: -2,
    },
  ],
  corrections_waiting: [],
  overdue_stages: [],
};

// Signed out: the page's live updates stay off (followProduction has its own tests).
vi.mock('../../auth/auth-provider', () => ({
  useAuth: () => ({ status: 'signed-out', getAccessToken: async () => null }),
}));

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async () => queues),
}));

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/staff/production" element={<ProductionQueuesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('ProductionQueuesPage', () => {
  it('shows one queue when asked, with the days left and a link to each project', async () => {
    renderAt('/staff/production?queue=proofs');
    expect(await screen.findByText('due in 3 days')).toBeTruthy();
    expect(screen.getByText('2 days late')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tide Tables' }).getAttribute('href')).toBe(
      '/staff/authors/a-1/projects/p-1',
    );
    expect(screen.getByRole('link', { name: 'Editing' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Overdue stages' })).toBeNull();
  });

  it('shows every queue by default, saying when one is empty', async () => {
    renderAt('/staff/production');
    expect(await screen.findByText('No correction request is waiting.')).toBeTruthy();
    expect(screen.getByText('No stage is past its planned end.')).toBeTruthy();
  });
});
