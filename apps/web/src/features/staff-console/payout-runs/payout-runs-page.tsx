import { formatLongDate } from '@app/contracts/dates';
import { formatCents } from '@app/contracts/money';
import type { PayoutRunSummary } from '@app/contracts/payout-runs-api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LabelledCell, ResponsiveTable } from '../../../components/ui/responsive-table';
import { PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { useIsAdmin } from '../use-staff-role';
import { NewPayoutRunSection } from './new-payout-run-section';
import { payoutRunQueries } from './payout-run-queries';
import { PayoutRunStatus } from './payout-run-status';

/** /staff/payout-runs: the runs so far, and a new run for a period (admins only, as the API). */
export function PayoutRunsPage() {
  const isAdmin = useIsAdmin();
  return (
    <>
      <PageHeading
        title="Payout runs"
        description="Pay every author owed at least the minimum payout in one go, with the bank, PayPal and cheque files."
      />
      {isAdmin ? (
        <div className="space-y-10">
          <NewPayoutRunSection />
          <RunsSection />
        </div>
      ) : (
        <p className="text-slate-700">Payout runs are for admins.</p>
      )}
    </>
  );
}

function RunsSection() {
  const runs = useQuery(payoutRunQueries.runs());
  return (
    <section aria-labelledby="runs-heading" className="space-y-4">
      <h2 id="runs-heading" className="text-xl font-semibold text-ink-dark">
        Runs
      </h2>
      {runs.isError && <RetryNotice what="payout runs" onRetry={() => void runs.refetch()} />}
      {runs.data?.runs.length === 0 && <p className="text-slate-700">No payout run yet.</p>}
      {Boolean(runs.data?.runs.length) && (
        <Card className="p-4">
          <RunsTable runs={runs.data?.runs ?? []} />
        </Card>
      )}
    </section>
  );
}

function RunsTable({ runs }: { runs: PayoutRunSummary[] }) {
  const num = 'px-3 py-2 text-right tabular-nums';
  return (
    <ResponsiveTable className="text-sm" data-testid="payout-runs">
      <thead className="border-b border-slate-200 text-slate-700">
        <tr>
          {['Period', 'Status', 'Pay date', 'Payees', 'Paid'].map((label, index) => (
            <th key={label} scope="col" className={index < 3 ? 'px-3 py-2 font-medium' : `${num} font-medium`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {runs.map((run) => (
          <tr key={run.id}>
            <th scope="row" className="px-3 py-2 font-normal">
              <Link to={`/staff/payout-runs/${run.id}`} className="font-medium text-ink underline">
                Run {run.period}
              </Link>
            </th>
            <LabelledCell label="Status">
              <PayoutRunStatus status={run.status} />
            </LabelledCell>
            <LabelledCell label="Pay date">{formatLongDate(run.pay_date)}</LabelledCell>
            <LabelledCell label="Payees" numeric>
              {run.payees}
            </LabelledCell>
            <LabelledCell label="Paid" numeric>
              {formatCents(run.totals.net_cents, run.currency)}
            </LabelledCell>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
