import type { PayoutProposal, PayoutRun, PayoutRunSummary } from '@app/contracts/payout-runs-api';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The payout runs' reads, under the console's 'staff' key (refreshed after every change). */
export const payoutRunQueries = {
  runs: () =>
    queryOptions({
      queryKey: ['staff', 'payout-runs'],
      queryFn: () => apiFetch<{ runs: PayoutRunSummary[] }>('/api/staff/payout-runs'),
    }),
  run: (runId: string) =>
    queryOptions({
      queryKey: ['staff', 'payout-run', runId],
      queryFn: () => apiFetch<PayoutRun>(`/api/staff/payout-runs/${encodeURIComponent(runId)}`),
    }),
  proposal: (period: string) =>
    queryOptions({
      queryKey: ['staff', 'payout-proposal', period],
      queryFn: () => apiFetch<PayoutProposal>(`/api/staff/payout-runs/proposal?period=${encodeURIComponent(period)}`),
      enabled: Boolean(period),
    }),
};
