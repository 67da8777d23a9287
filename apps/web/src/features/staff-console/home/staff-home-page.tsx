import { formatMoney } from '@app/contracts/money';
import type { ProductionQueues } from '@app/contracts/production-api';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { useLiveProduction } from '../production/follow-production';
import { daysLeftLabel, QUEUE_TITLES } from '../production/production-queues-page';
import { staffQueries } from '../staff-queries';

/** /staff: what needs attention today, each figure a link to the list behind it. */
export function StaffHomePage() {
  const home = useQuery(staffQueries.home());
  const production = useQuery(staffQueries.productionQueues());
  useLiveProduction();
  return (
    <>
      <PageHeading title="Today" description="Who owes what, what is overdue and what is waiting for the team." />
      {home.isPending ? (
        <Spinner label="Loading today’s figures" />
      ) : home.isError ? (
        <RetryNotice what="figures" onRetry={() => void home.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="staff-home">
          <Tile title="Unread conversations" to="/staff/inbox" figure={String(home.data.unread_conversations)} />
          <Tile
            title="Overdue balance"
            to="/staff/invoices?status=overdue&sort=balance&order=desc"
            figure={formatMoney(home.data.overdue.balance)}
            detail={`Past due on ${home.data.overdue.count} ${home.data.overdue.count === 1 ? 'invoice' : 'invoices'}`}
          />
          <Tile
            title="Installments due in 7 days"
            to={`/staff/invoices?installment_due_from=${home.data.installments_due_soon.from}&installment_due_to=${home.data.installments_due_soon.to}`}
            figure={String(home.data.installments_due_soon.count)}
            detail={`${formatMoney(home.data.installments_due_soon.amount)} falling due`}
          />
          <Tile
            title="New requests"
            to="/staff/requests"
            figure={String(home.data.new_requests.contact + home.data.new_requests.quotes)}
            detail={`${home.data.new_requests.contact} contact, ${home.data.new_requests.quotes} quotes`}
          />
          <Tile
            title="Project update requests"
            to="/staff/inbox"
            figure={String(home.data.new_requests.update_requests)}
            detail="Waiting in the support inbox"
          />
          {production.data && <ProductionTiles queues={production.data} />}
          <Card className="p-5">
            <h2 className="font-semibold text-ink-dark">Projects by status</h2>
            <ul className="mt-3 space-y-1 text-sm">
              {home.data.projects_by_status.map((row) => (
                <li key={row.status} className="flex justify-between gap-3">
                  <Link to={`/staff/authors?project_status=${row.status}`} className="text-ink hover:underline">
                    {row.label}
                  </Link>
                  <span className="tabular-nums">{row.count}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}
      <p className="mt-6 text-sm">
        <Link to="/staff/reports" className="font-semibold text-ink underline">
          Ageing and cash reports
        </Link>
      </p>
    </>
  );
}

/** What production waits on, each tile opening its queue's list. */
function ProductionTiles({ queues }: { queues: ProductionQueues }) {
  const soonest = queues.proofs_waiting[0];
  const extraRounds = queues.corrections_waiting.filter((row) => row.extra_round_flagged_at).length;
  return (
    <>
      <Tile
        title={QUEUE_TITLES.proofs}
        to="/staff/production?queue=proofs"
        figure={String(queues.proofs_waiting.length)}
        detail={soonest && `Soonest ${daysLeftLabel(soonest.days_left)}`}
      />
      <Tile
        title={QUEUE_TITLES.corrections}
        to="/staff/production?queue=corrections"
        figure={String(queues.corrections_waiting.length)}
        detail={extraRounds > 0 && `${extraRounds} beyond the free rounds: quote them`}
      />
      <Tile
        title={QUEUE_TITLES.stages}
        to="/staff/production?queue=stages"
        figure={String(queues.overdue_stages.length)}
        detail="Past their planned end"
      />
    </>
  );
}

function Tile({ title, to, figure, detail }: { title: string; to: string; figure: string; detail?: ReactNode }) {
  return (
    <Link to={to} className="block rounded-xl focus-visible:outline-2 focus-visible:outline-ink">
      <Card className="h-full p-5 hover:border-ink">
        <h2 className="font-semibold text-ink-dark">{title}</h2>
        <p className="mt-2 text-3xl font-bold text-ink-dark tabular-nums">{figure}</p>
        {detail && <p className="mt-1 text-sm text-slate-700">{detail}</p>}
      </Card>
    </Link>
  );
}
