// @vitest-environment jsdom
import type { ProjectStage, StageOwner } from '@app/contracts/production-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as apiClient from '../../../lib/api-client';
import { StageDialog } from './stage-dialog';

const owners: StageOwner[] = [
  { id: 'u-admin', name: 'Morgan Ellis', email: 'morgan@example.com', role: 'admin' },
  { id: 'u-support', name: 'sam@example.com', email: 'sam@example.com', role: 'support' },
];
const stage: ProjectStage = {
  id: 's-1',
  position: 1,
  name: 'Design',
  planned_start: null,
  planned_end: null,
  actual_start: null,
  actual_end: null,
  owner_email: null,
  next_step: null,
};

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiFetch: vi.fn(async (path: string) => (path === '/api/staff/production/owners' ? owners : {})),
}));
vi.mock('../../auth/auth-provider', () => ({ useAuth: () => ({ user: { id: 'u-admin' } }) }));

afterEach(cleanup);

describe('StageDialog', () => {
  it('offers every staff member who can own a stage and saves the one chosen', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StageDialog projectId="p-1" stage={stage} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    const select = await screen.findByLabelText('Owner');
    await screen.findByRole('option', { name: 'sam@example.com (support)' });
    expect(screen.getByRole('option', { name: 'Me: Morgan Ellis (admin)' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'u-support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save stage' }));
    await waitFor(
      () =>
        expect(apiClient.apiFetch).toHaveBeenCalledWith('/api/staff/projects/p-1/stages/s-1', {
          method: 'PATCH',
          body: expect.objectContaining({ owner_id: 'u-support' }),
        }),
      { timeout: 20_000 },
    );
  });
});
