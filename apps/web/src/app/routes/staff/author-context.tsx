import { invoiceStanding } from '@app/contracts/invoice-standing';
import { invoiceNumber } from '@app/contracts/invoice-status';
import { formatMoney } from '@app/contracts/money';
import { isActiveProject } from '@app/contracts/project-status';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { InvoiceStatusBadge } from '../../../features/invoices/invoice-status-badge';
import { staffQueries } from '../../../features/staff-console/staff-queries';

/** Beside a conversation: who the author is to us — their file, what they owe, what is under way. */
export function AuthorContext({ authorId }: { authorId: string }) {
  const file = useQuery(staffQueries.author(authorId));
  const money = useQuery(staffQueries.receivables(authorId));
  const active = (file.data?.projects ?? []).filter((project) => isActiveProject(project.project_status));
  const latest = (file.data?.invoices ?? []).slice(0, 3);
  return (
    <aside aria-label="About this author" className="space-y-2 border-b border-slate-200 bg-slate-50 px-5 py-3 text-sm">
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to={`/staff/authors/${authorId}`} className="font-semibold text-ink underline">
          Author file
        </Link>
        <span data-testid="conversation-balance">
          Balance due: <strong>{money.data ? formatMoney(money.data.balance_due) : '—'}</strong>
          {money.data && money.data.overdue > 0 && (
            <span className="text-red-800"> (overdue balance {formatMoney(money.data.overdue)})</span>
          )}
        </span>
        <span>
          Active projects: {active.length === 0 ? 'none' : active.map((project) => project.service).join(', ')}
        </span>
      </p>
      {latest.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Latest invoices">
          {latest.map((invoice) => (
            <li key={invoice.id} className="flex items-center gap-1.5">
              <Link to={`/staff/invoices/${invoice.id}`} className="font-mono text-ink hover:underline">
                #{invoiceNumber(invoice)}
              </Link>
              <InvoiceStatusBadge standing={invoiceStanding(invoice)} />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
