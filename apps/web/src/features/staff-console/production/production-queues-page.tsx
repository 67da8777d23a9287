import { formatLongDate } from '@app/contracts/dates';
import { PRODUCTION_QUEUES, type ProductionQueue, type ProductionQueues } from '@app/contracts/production-api';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { Cell, Empty, Section, Table } from '../record-sections';
import { staffQueries } from '../staff-queries';
import { useLiveProduction } from './follow-production';
import { projectPath } from './project-path';

export const QUEUE_TITLES: Record<ProductionQueue, string> = {
  proofs: 'Proofs waiting on authors',
  corrections: 'Corrections waiting on us',
  stages: 'Overdue stages',
};

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "due in 3 days", "due today", "2 days late": how long an author has left on a proof. */
export const daysLeftLabel = (days: number) =>
  days > 0 ? `due in ${plural(days, 'day')}` : days === 0 ? 'due today' : `${plural(-days, 'day')} late`;

type QueueRow = {
  project_id: string;
  author_id: string;
  author_name: string;
  service: string;
  book_title: string | null;
};

/** One queue's rows, each opening with its project and author; `empty` when there are none. */
function QueueRows<Row extends QueueRow>({
  rows,
  empty,
  head,
  keyOf,
  cells,
}: {
  rows: Row[];
  empty: string;
  head: string[];
  keyOf: (row: Row) => string;
  cells: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <Table head={['Project', 'Author', ...head]}>
      {rows.map((row) => (
        <tr key={keyOf(row)}>
          <Cell>
            <Link to={projectPath(row)} className="text-ink underline">
              {row.book_title ?? row.service}
            </Link>
          </Cell>
          <Cell>
            <Link to={`/staff/authors/${row.author_id}`} className="text-ink hover:underline">
              {row.author_name}
            </Link>
          </Cell>
          {cells(row)}
        </tr>
      ))}
    </Table>
  );
}

function QueueTable({ queue, data }: { queue: ProductionQueue; data: ProductionQueues }) {
  if (queue === 'proofs') {
    return (
      <QueueRows
        rows={data.proofs_waiting}
        empty="No proof is waiting on an author."
        head={['Proof', 'Sent', 'Due', 'Days left']}
        keyOf={(row) => row.proof_id}
        cells={(row) => (
          <>
            <Cell>Version {row.version}</Cell>
            <Cell>{formatLongDate(row.sent_at)}</Cell>
            <Cell>{formatLongDate(row.due_at)}</Cell>
            <Cell className={row.days_left < 0 ? 'font-semibold text-red-800' : ''}>
              {daysLeftLabel(row.days_left)}
            </Cell>
          </>
        )}
      />
    );
  }
  if (queue === 'corrections') {
    return (
      <QueueRows
        rows={data.corrections_waiting}
        empty="No correction request is waiting."
        head={['Proof', 'Requested', 'To answer', 'Round']}
        keyOf={(row) => row.proof_id}
        cells={(row) => (
          <>
            <Cell>Version {row.version}</Cell>
            <Cell>{formatLongDate(row.changes_requested_at)}</Cell>
            <Cell>{plural(row.open_comments, 'comment')}</Cell>
            <Cell>{row.extra_round_flagged_at ? 'Extra round: quote it' : 'Free round'}</Cell>
          </>
        )}
      />
    );
  }
  return (
    <QueueRows
      rows={data.overdue_stages}
      empty="No stage is past its planned end."
      head={['Stage', 'Planned end', 'Late', 'Owner']}
      keyOf={(row) => row.stage_id}
      cells={(row) => (
        <>
          <Cell>{row.name}</Cell>
          <Cell>{formatLongDate(row.planned_end)}</Cell>
          <Cell>{plural(row.days_late, 'day')}</Cell>
          <Cell>{row.owner_email ?? '—'}</Cell>
        </>
      )}
    />
  );
}

const isQueue = (value: string | null): value is ProductionQueue =>
  (PRODUCTION_QUEUES as readonly (string | null)[]).includes(value);

/** /staff/production: what production waits on, one queue at a time (`?queue=`), all by default. */
export function ProductionQueuesPage() {
  const [params] = useSearchParams();
  const chosen = params.get('queue');
  const shown = isQueue(chosen) ? [chosen] : PRODUCTION_QUEUES;
  const queues = useQuery(staffQueries.productionQueues());
  useLiveProduction();
  return (
    <>
      <PageHeading
        title="Production"
        description="Proofs waiting on authors, corrections waiting on us, stages running late."
      />
      <nav aria-label="Production queues" className="mb-4 flex flex-wrap gap-4 text-sm">
        <Link
          to="/staff/production"
          className="text-ink underline"
          aria-current={shown.length > 1 ? 'page' : undefined}
        >
          All
        </Link>
        {PRODUCTION_QUEUES.map((queue) => (
          <Link
            key={queue}
            to={`/staff/production?queue=${queue}`}
            className="text-ink underline"
            aria-current={chosen === queue ? 'page' : undefined}
          >
            {QUEUE_TITLES[queue]}
          </Link>
        ))}
      </nav>
      {queues.isPending ? (
        <Spinner label="Loading the production queues" />
      ) : queues.isError ? (
        <RetryNotice what="queues" onRetry={() => void queues.refetch()} />
      ) : (
        <div className="space-y-6">
          {shown.map((queue) => (
            <Section key={queue} title={QUEUE_TITLES[queue]}>
              <QueueTable queue={queue} data={queues.data} />
            </Section>
          ))}
        </div>
      )}
    </>
  );
}
