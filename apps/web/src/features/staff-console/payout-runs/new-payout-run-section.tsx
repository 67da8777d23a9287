import { formatCents } from '@app/contracts/money';
import type { PayoutProposal, PayoutRun, PayoutSkipReason } from '@app/contracts/payout-runs-api';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { apiFetch } from '../../../lib/api-client';
import { RetryNotice } from '../../dashboard-layout/query-status';
import { ConfirmDialog } from '../royalties/confirm-dialog';
import { useStaffMutation } from '../use-staff-mutation';
import { payoutRunQueries } from './payout-run-queries';
import { PayoutItemsTable } from './payout-items-table';

const today = () => new Date().toISOString().slice(0, 10);

const SKIP_REASONS: Record<PayoutSkipReason, string> = {
  minimum_payout: 'owed less than the minimum payout',
  payment_profile: 'no payment details',
  tax_profile: 'no tax form',
};

/** A new run: pick the period and the pay date, read who would be paid (and who not, and why), confirm. */
export function NewPayoutRunSection() {
  const id = useId();
  const navigate = useNavigate();
  const [period, setPeriod] = useState(() => today().slice(0, 7));
  const [payDate, setPayDate] = useState(today);
  const [shown, setShown] = useState('');
  const [asking, setAsking] = useState(false);
  const proposal = useQuery(payoutRunQueries.proposal(shown));
  const confirm = useStaffMutation({
    mutationFn: () =>
      apiFetch<PayoutRun>('/api/staff/payout-runs', { method: 'POST', body: { period: shown, pay_date: payDate } }),
    success: 'Payout run confirmed',
    onSuccess: (run) => void navigate(`/staff/payout-runs/${run.id}`),
  });
  const show = (event: FormEvent) => {
    event.preventDefault();
    setShown(period.trim());
  };
  return (
    <section aria-labelledby="new-run-heading" className="space-y-4">
      <h2 id="new-run-heading" className="text-xl font-semibold text-ink-dark">
        New run
      </h2>
      <Card className="space-y-4 p-4">
        <form className="flex flex-wrap items-end gap-3" onSubmit={show}>
          <div>
            <Label htmlFor={`${id}-period`}>Period</Label>
            <Input
              id={`${id}-period`}
              type="month"
              value={period}
              onChange={(event) => setPeriod(event.target.value)}
              className="w-44"
            />
          </div>
          <div>
            <Label htmlFor={`${id}-pay-date`}>Pay date</Label>
            <Input
              id={`${id}-pay-date`}
              type="date"
              value={payDate}
              onChange={(event) => setPayDate(event.target.value)}
              className="w-44"
            />
          </div>
          <Button type="submit" variant="outline">
            Show who would be paid
          </Button>
        </form>
        {proposal.isError && <RetryNotice what="the proposal" onRetry={() => void proposal.refetch()} />}
        {proposal.data && (
          <Proposal proposal={proposal.data} pending={confirm.isPending} onConfirm={() => setAsking(true)} />
        )}
      </Card>
      {proposal.data && (
        <ConfirmDialog
          open={asking}
          title={`Confirm the payout run for ${proposal.data.period}?`}
          confirmLabel="Confirm the run"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            confirm.mutate();
          }}
        >
          <p>
            {proposal.data.items.length} authors are paid{' '}
            {formatCents(proposal.data.totals.net_cents, proposal.data.currency)} on {payDate}; their balances fall to
            zero. You can cancel the run until you mark it sent.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function Proposal({
  proposal,
  pending,
  onConfirm,
}: {
  proposal: PayoutProposal;
  pending: boolean;
  onConfirm: () => void;
}) {
  const money = (cents: number) => formatCents(cents, proposal.currency);
  return (
    <div className="space-y-4" data-testid="payout-proposal">
      <p className="text-slate-800">
        Period {proposal.period} · minimum payout {money(proposal.minimum_payout_cents)}
      </p>
      {proposal.items.length > 0 ? (
        <PayoutItemsTable
          items={proposal.items}
          totals={proposal.totals}
          currency={proposal.currency}
          testId="proposal-items"
        />
      ) : (
        <p className="text-slate-700">Nobody can be paid for this period.</p>
      )}
      {proposal.skipped.length > 0 && (
        <div>
          <h3 className="font-semibold text-ink-dark">Left out</h3>
          <ul className="list-disc pl-5 text-sm text-slate-800" data-testid="proposal-skipped">
            {proposal.skipped.map((author) => (
              <li key={author.author_id}>
                {author.author_name}, owed {money(author.balance_cents)}:{' '}
                {author.missing.map((reason) => SKIP_REASONS[reason]).join(', ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button disabled={pending || proposal.items.length === 0} onClick={onConfirm}>
        Confirm the run
      </Button>
    </div>
  );
}
