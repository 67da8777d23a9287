import type { MyEarnings } from '@app/contracts/author-earnings-api';
import { formatLongDate } from '@app/contracts/dates';
import { DASH, formatCents } from '@app/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { monthLabel } from '../../components/charts/monthly-money-chart';
import { Card } from '../../components/ui/card';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { RetryNotice } from '../dashboard-layout/query-status';

/**
 * "Your earnings": what was paid, what is on its way in a payout run, and what is earned but not
 * yet paid, with the month each store is expected to pay the company for those sales.
 */
export function EarningsSection() {
  const { user } = useAuth();
  const query = useQuery({ ...dashboardQueries.earnings(user?.id), enabled: Boolean(user) });
  return (
    <Card className="mb-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-dark">Your earnings</h2>
      {query.isError && <RetryNotice className="mt-3" what="earnings" onRetry={() => void query.refetch()} />}
      {query.isPending && <p className="mt-3 text-slate-700">Loading your earnings…</p>}
      {query.isSuccess && <EarningsView earnings={query.data} />}
    </Card>
  );
}

function EarningsView({ earnings }: { earnings: MyEarnings }) {
  const money = (cents: number) => formatCents(cents, earnings.currency);
  const tiles = [
    { label: 'Paid to you', value: money(earnings.paid_cents), testId: 'earnings-paid' },
    { label: 'On its way (payout run)', value: money(earnings.pending_cents), testId: 'earnings-pending' },
    { label: 'Earned, not yet paid (estimate)', value: money(earnings.unpaid_cents), testId: 'earnings-unpaid' },
  ];
  return (
    <div className="mt-3 space-y-4">
      <ul className="grid gap-3 sm:grid-cols-3" aria-label="Earnings summary">
        {tiles.map((tile) => (
          <li key={tile.label} className="rounded-md border border-slate-200 p-3">
            <p className="text-sm text-slate-700">{tile.label}</p>
            <p className="text-lg font-bold text-ink-dark" data-testid={tile.testId}>
              {tile.value}
            </p>
          </li>
        ))}
      </ul>
      {earnings.pending.map((run) => (
        <p key={run.period} className="text-sm text-slate-700" data-testid="earnings-pending-run">
          Payout for {monthLabel(run.period)}: {money(run.net_cents)}
          {run.withholding_cents > 0 && ` after ${money(run.withholding_cents)} US tax withheld`}, paid on{' '}
          {formatLongDate(run.pay_date)}.
        </p>
      ))}
      {earnings.unpaid.length > 0 && (
        <ResponsiveTable className="text-sm" data-testid="earnings-unpaid-rows">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              {['Store', 'Sales of', 'Store expected to pay', 'Royalties'].map((label, index) => (
                <th key={label} scope="col" className={`px-3 py-2 font-medium ${index === 3 ? 'text-right' : ''}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {earnings.unpaid.map((row) => (
              <tr key={`${row.source ?? ''} ${row.sale_month ?? ''}`}>
                <th scope="row" className="px-3 py-2 font-normal">
                  {row.source ?? 'Balance on your statements'}
                </th>
                <td className="px-3 py-2" data-label="Sales of">
                  {row.sale_month ? monthLabel(row.sale_month) : 'Earlier months'}
                </td>
                <td className="px-3 py-2" data-label="Store expected to pay">
                  {row.expected_month ? monthLabel(row.expected_month) : DASH}
                </td>
                <td className="px-3 py-2 text-right tabular-nums" data-label="Royalties">
                  {money(row.royalty_cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
      <p className="text-sm text-slate-600">
        Stores pay us some time after the month of the sale (IngramSpark about 90 days, Amazon KDP about 60); we pay you
        in the payout run after the money is on your statement and your balance reaches the minimum payout.
      </p>
    </div>
  );
}
