import { formatLongDate } from '@app/contracts/dates';
import { formatMoney } from '@app/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { RetryNotice } from '../../dashboard-layout/query-status';
import { staffQueries } from '../staff-queries';

/** Beside the profile: what the author owes, how much of it is late, and every payment recorded. */
export function AuthorMoneyCard({ authorId }: { authorId: string }) {
  const money = useQuery(staffQueries.receivables(authorId));
  if (money.isPending) return <Spinner label="Loading the author’s balance" />;
  if (money.isError) return <RetryNotice what="balance" onRetry={() => void money.refetch()} />;
  const { balance_due, overdue, payments } = money.data;
  return (
    <Card className="space-y-4 p-6" aria-labelledby="money-heading">
      <h2 id="money-heading" className="text-xl font-semibold text-ink-dark">
        Money
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Balance due</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="author-balance-due">
            {formatMoney(balance_due)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Overdue balance</dt>
          <dd className="text-2xl font-bold text-red-800 tabular-nums" data-testid="author-overdue">
            <Link to={`/staff/invoices?author_id=${authorId}&status=overdue`} className="underline">
              {formatMoney(overdue)}
            </Link>
          </dd>
        </div>
      </dl>
      <h3 className="font-semibold text-ink-dark">Payment history</h3>
      {payments.length === 0 ? (
        <p className="text-slate-600">No payments recorded yet.</p>
      ) : (
        <table className="w-full text-left text-sm" aria-label="Payment history">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Date
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Invoice
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payments.map((payment, index) => (
              <tr key={`${payment.invoice_id}-${index}`}>
                <td className="px-3 py-2">{formatLongDate(payment.date)}</td>
                <td className="px-3 py-2">
                  <Link to={`/staff/invoices/${payment.invoice_id}`} className="text-ink underline">
                    #{payment.invoice_number}
                  </Link>{' '}
                  {payment.service}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(payment.amount, payment.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
