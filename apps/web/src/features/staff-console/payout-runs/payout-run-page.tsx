import { formatLongDate } from '@app/contracts/dates';
import type { PayoutFile, PayoutRun } from '@app/contracts/payout-runs-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses, Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { apiFetch } from '../../../lib/api-client';
import { PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { DownloadButton } from '../download-button';
import { ConfirmDialog } from '../royalties/confirm-dialog';
import { useStaffMutation } from '../use-staff-mutation';
import { payoutRunQueries } from './payout-run-queries';
import { PayoutItemsTable } from './payout-items-table';
import { PayoutRunStatus } from './payout-run-status';

/** Each file, the method it pays and the name it downloads as. */
const FILES: { file: PayoutFile; method: PayoutRun['items'][number]['method']; label: string; name: string }[] = [
  { file: 'nacha', method: 'ach', label: 'NACHA ACH file', name: '.ach' },
  { file: 'paypal', method: 'paypal', label: 'PayPal Payouts CSV', name: '-paypal.csv' },
  { file: 'cheques', method: 'cheque', label: 'Cheque register CSV', name: '-cheques.csv' },
  { file: 'wires', method: 'wire', label: 'International wire list CSV', name: '-wires.csv' },
];

type Act = 'sent' | 'cancel';

/** /staff/payout-runs/:runId: one run's payees and files; mark it sent, or cancel it before. */
export function PayoutRunPage() {
  const { runId = '' } = useParams();
  const run = useQuery(payoutRunQueries.run(runId));
  const [asking, setAsking] = useState<Act | null>(null);
  const act = useStaffMutation({
    mutationFn: (action: Act) =>
      apiFetch<PayoutRun>(`/api/staff/payout-runs/${encodeURIComponent(runId)}/${action}`, { method: 'POST' }),
    success: 'Payout run updated',
  });
  const data = run.data;
  return (
    <>
      <PageHeading
        title={data ? `Payout run ${data.period}` : 'Payout run'}
        description="The payees, the files for the bank and PayPal, the cheques to write."
      />
      <p className="mb-4">
        <Link to="/staff/payout-runs" className={buttonClasses('link', 'sm', 'px-0')}>
          ← All payout runs
        </Link>
      </p>
      {run.isError && <RetryNotice what="this payout run" onRetry={() => void run.refetch()} />}
      {data && (
        <div className="space-y-6">
          <Card className="space-y-3 p-4">
            <p className="flex flex-wrap items-center gap-2 text-slate-800">
              <PayoutRunStatus status={data.status} />
              <span>
                Pay date {formatLongDate(data.pay_date)} · confirmed by {data.created_by_email}
                {data.sent_at && ` · sent ${formatLongDate(data.sent_at.slice(0, 10))}`}
                {data.cancelled_at && ` · cancelled ${formatLongDate(data.cancelled_at.slice(0, 10))}`}
              </span>
            </p>
            <PayoutItemsTable items={data.items} totals={data.totals} currency={data.currency} testId="run-items" />
          </Card>
          {data.status !== 'cancelled' && (
            <Card className="space-y-3 p-4">
              <h2 className="text-lg font-semibold text-ink-dark">Files</h2>
              <div className="flex flex-wrap gap-2">
                {FILES.filter(({ method }) => data.items.some((item) => item.method === method)).map((file) => (
                  <DownloadButton
                    key={file.file}
                    path={`/api/staff/payout-runs/${data.id}/files/${file.file}`}
                    fileName={`payout-run-${data.period}${file.name}`}
                  >
                    {file.label}
                  </DownloadButton>
                ))}
              </div>
              {data.status === 'confirmed' && (
                <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
                  <Button disabled={act.isPending} onClick={() => setAsking('sent')}>
                    Mark sent
                  </Button>
                  <Button variant="outline" disabled={act.isPending} onClick={() => setAsking('cancel')}>
                    Cancel the run
                  </Button>
                </div>
              )}
            </Card>
          )}
          <ConfirmDialog
            open={asking !== null}
            title={asking === 'sent' ? 'Mark the run sent?' : 'Cancel the run?'}
            confirmLabel={asking === 'sent' ? 'Mark sent' : 'Cancel the run'}
            onCancel={() => setAsking(null)}
            onConfirm={() => {
              if (asking) act.mutate(asking);
              setAsking(null);
            }}
          >
            <p>
              {asking === 'sent'
                ? 'Once the files went to the bank and PayPal and the cheques are out: each author is mailed a remittance advice, and the run can no longer be cancelled.'
                : 'Its payouts leave the ledger and the balances are owed again; the period can be run anew.'}
            </p>
          </ConfirmDialog>
        </div>
      )}
    </>
  );
}
