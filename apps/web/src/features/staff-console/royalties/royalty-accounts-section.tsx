import { formatLongDate } from '@app/contracts/dates';
import { formatMoney } from '@app/contracts/money';
import { PAYOUT_METHOD_LABELS, PAYOUT_METHODS, type Payout, type StatementSummary } from '@app/contracts/royalties-api';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { apiFetch } from '../../../lib/api-client';
import { StatementDialog } from '../../royalties/statement-dialog';
import { DownloadButton } from '../download-button';
import { Select } from '../select';
import { useIsAdmin } from '../use-staff-role';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { ConfirmDialog } from './confirm-dialog';
import { royaltyQueries } from './royalty-queries';

/** The month before this one, as a statement period: statements cover periods that have ended. */
const lastMonth = () => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
};

/** One author's royalty account: balance, statements (issue, open, CSV) and payouts. */
export function RoyaltyAccountsSection() {
  const id = useId();
  const authors = useQuery(staffQueries.authors({}));
  const [authorId, setAuthorId] = useState('');
  const account = useQuery(royaltyQueries.account(authorId));
  const [period, setPeriod] = useState(lastMonth);
  const [openStatement, setOpenStatement] = useState<string | null>(null);
  const [asking, setAsking] = useState<'issue' | 'pay' | null>(null);
  const isAdmin = useIsAdmin();
  const [payout, setPayout] = useState({
    paid_on: new Date().toISOString().slice(0, 10),
    amount: '',
    method: 'bank-transfer',
    reference: '',
  });

  const issue = useStaffMutation({
    mutationFn: () =>
      apiFetch<StatementSummary>(`/api/staff/authors/${authorId}/royalty-statements`, {
        method: 'POST',
        body: { period },
      }),
    success: 'Statement issued',
  });
  const pay = useStaffMutation({
    mutationFn: () =>
      apiFetch<Payout>(`/api/staff/authors/${authorId}/royalty-payouts`, {
        method: 'POST',
        body: { ...payout, amount: Number(payout.amount), reference: payout.reference || null },
      }),
    success: 'Payout recorded',
    onSuccess: () => setPayout((current) => ({ ...current, amount: '', reference: '' })),
  });
  const submit = (action: () => void) => (event: FormEvent) => {
    event.preventDefault();
    action();
  };
  const money = (value: number) => formatMoney(value, account.data?.currency);
  const authorName = (() => {
    const author = authors.data?.find((row) => row.id === authorId);
    return author?.full_name ?? author?.email ?? 'this author';
  })();

  return (
    <section aria-labelledby="accounts-heading" className="space-y-4">
      <h2 id="accounts-heading" className="text-xl font-semibold text-ink-dark">
        Statements and payouts
      </h2>
      <Card className="space-y-4 p-4">
        <div className="max-w-sm">
          <Label htmlFor={`${id}-author`}>Author</Label>
          <Select
            id={`${id}-author`}
            value={authorId}
            onChange={(event) => setAuthorId(event.target.value)}
            options={[
              { value: '', label: 'Choose an author' },
              ...(authors.data ?? []).map((author) => ({ value: author.id, label: author.full_name ?? author.email })),
            ]}
          />
        </div>
        {account.data && (
          <>
            <p className="text-slate-800" data-testid="staff-royalty-balance">
              Balance {money(account.data.balance)} · minimum payout {money(account.data.minimum_payout)} ·{' '}
              {account.data.unstated_lines} sales lines not yet on a statement
            </p>
            {isAdmin && (
              <div className="grid gap-6 lg:grid-cols-2">
                <form className="flex flex-wrap items-end gap-3" onSubmit={submit(() => setAsking('issue'))}>
                  <div>
                    <Label htmlFor={`${id}-period`}>Period (2026-01 or 2026-Q1)</Label>
                    <Input
                      id={`${id}-period`}
                      value={period}
                      onChange={(event) => setPeriod(event.target.value)}
                      className="w-40"
                    />
                  </div>
                  <Button type="submit" disabled={issue.isPending}>
                    Issue statement
                  </Button>
                </form>
                <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit(() => setAsking('pay'))}>
                  <div>
                    <Label htmlFor={`${id}-paid-on`}>Paid on</Label>
                    <Input
                      id={`${id}-paid-on`}
                      type="date"
                      value={payout.paid_on}
                      onChange={(event) => setPayout({ ...payout, paid_on: event.target.value })}
                    />
                  </div>
                  <div>
                    <Label htmlFor={`${id}-amount`}>Amount ({account.data.currency})</Label>
                    <Input
                      id={`${id}-amount`}
                      inputMode="decimal"
                      value={payout.amount}
                      onChange={(event) => setPayout({ ...payout, amount: event.target.value })}
                    />
                  </div>
                  <div>
                    <Label htmlFor={`${id}-method`}>Method</Label>
                    <Select
                      id={`${id}-method`}
                      value={payout.method}
                      onChange={(event) => setPayout({ ...payout, method: event.target.value })}
                      options={PAYOUT_METHODS.map((method) => ({ value: method, label: PAYOUT_METHOD_LABELS[method] }))}
                    />
                  </div>
                  <div>
                    <Label htmlFor={`${id}-reference`}>Reference</Label>
                    <Input
                      id={`${id}-reference`}
                      value={payout.reference}
                      onChange={(event) => setPayout({ ...payout, reference: event.target.value })}
                    />
                  </div>
                  <Button type="submit" disabled={pay.isPending} className="sm:col-span-2">
                    Record payout
                  </Button>
                </form>
              </div>
            )}
            <div className="grid gap-6 lg:grid-cols-2">
              <div>
                <h3 className="mb-2 font-semibold text-ink-dark">Statements</h3>
                <ul className="divide-y divide-slate-100 text-sm" data-testid="staff-statements">
                  {account.data.statements.map((statement) => (
                    <li key={statement.id} className="flex flex-wrap items-center gap-2 py-2">
                      <span className="flex-1">
                        {statement.period_label}: royalties {money(statement.royalties)}, balance{' '}
                        {money(statement.closing_balance)}
                      </span>
                      <Button size="sm" variant="outline" onClick={() => setOpenStatement(statement.id)}>
                        Open
                      </Button>
                      <DownloadButton
                        path={`/api/staff/royalty-statements/${statement.id}/statement.csv`}
                        fileName={`royalty-statement-${statement.period}.csv`}
                      >
                        CSV
                      </DownloadButton>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="mb-2 font-semibold text-ink-dark">Payouts</h3>
                <ul className="divide-y divide-slate-100 text-sm" data-testid="staff-payouts">
                  {account.data.payouts.map((row) => (
                    <li key={row.id} className="py-2">
                      {formatLongDate(row.paid_on)}: {money(row.amount)} by{' '}
                      {PAYOUT_METHOD_LABELS[row.method as keyof typeof PAYOUT_METHOD_LABELS] ?? row.method}
                      {row.reference && ` (${row.reference})`}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </>
        )}
      </Card>
      <ConfirmDialog
        open={asking === 'issue'}
        title="Issue this statement?"
        confirmLabel="Issue statement"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          issue.mutate(undefined);
        }}
      >
        <p>
          {authorName}, period {period}: every sale up to the period's end not yet on a statement, and the payouts since
          the last one.
        </p>
        <p>
          {account.data?.unstated_lines ?? 0} sales lines are not yet on a statement (balance now{' '}
          {money(account.data?.balance ?? 0)}). An issued statement can never be changed or withdrawn.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'pay'}
        title="Record this payout?"
        confirmLabel="Record payout"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          pay.mutate(undefined);
        }}
      >
        <p>
          {money(Number(payout.amount))} to {authorName} on {formatLongDate(payout.paid_on)} by{' '}
          {PAYOUT_METHOD_LABELS[payout.method as keyof typeof PAYOUT_METHOD_LABELS] ?? payout.method}
          {payout.reference && `, reference ${payout.reference}`}.
        </p>
        <p>The payout goes on the author's next statement.</p>
      </ConfirmDialog>
      <StatementDialog
        open={openStatement !== null}
        onClose={() => setOpenStatement(null)}
        query={royaltyQueries.statement(openStatement ?? '')}
      />
    </section>
  );
}
