import { formatLongDate } from '@app/contracts/dates';
import { INVOICE_STATES, invoiceStateLabel } from '@app/contracts/invoice-standing';
import { invoiceNumber, invoiceStatusTone } from '@app/contracts/invoice-status';
import { formatMoney } from '@app/contracts/money';
import { PAYMENT_METHODS, paymentMethodLabel } from '@app/contracts/payment-methods';
import type { InvoiceSort, StaffInvoiceSummary } from '@app/contracts/receivables-api';
import { keepPreviousData, useInfiniteQuery, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { StatusBadge } from '../../dashboard-layout/status-badge';
import { DownloadButton } from '../download-button';
import { Select } from '../select';
import { staffQueries } from '../staff-queries';

/** The query-string keys of the list, shared with the links of the staff home and the reports. */
const FILTER_KEYS = [
  'status',
  'author_id',
  'issued_from',
  'issued_to',
  'due_from',
  'due_to',
  'installment_due_from',
  'installment_due_to',
  'min_amount',
  'max_amount',
  'payment_method',
  'sort',
  'order',
] as const;

const PAGE_SIZE = 50;

const COLUMNS: { label: string; sort?: InvoiceSort; numeric?: boolean }[] = [
  { label: 'Invoice' },
  { label: 'Author', sort: 'author' },
  { label: 'Issued', sort: 'issue_date' },
  { label: 'Due', sort: 'due_date' },
  { label: 'Status', sort: 'status' },
  { label: 'Total', sort: 'total', numeric: true },
  { label: 'Paid', numeric: true },
  { label: 'Balance due', sort: 'balance', numeric: true },
  { label: 'Method' },
];

/**
 * /staff/invoices: every author's invoices, filtered and sorted by the server, 50 at a time ("Load
 * more" asks for the rows after the last one shown); the totals, asked apart, cover every
 * matching row; the CSV holds the first page. Filters live in the URL.
 */
export function InvoicesListPage() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  ) as Record<string, string>;
  const query = new URLSearchParams({ ...filters, page_size: String(PAGE_SIZE) }).toString();
  const list = useInfiniteQuery({ ...staffQueries.invoices(query), placeholderData: keepPreviousData });
  const summary = useQuery({ ...staffQueries.invoiceSummary(query), placeholderData: keepPreviousData });
  const authors = useQuery(staffQueries.authors({}));
  const sort = (filters.sort ?? 'issue_date') as InvoiceSort;
  const order = filters.order ?? 'desc';
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const field = (key: (typeof FILTER_KEYS)[number]) => ({
    value: filters[key] ?? '',
    onChange: (event: { target: { value: string } }) => update({ [key]: event.target.value }),
  });
  const sortBy = (column: InvoiceSort) =>
    update({ sort: column, order: column === sort && order === 'desc' ? 'asc' : 'desc' });

  return (
    <>
      <PageHeading
        title="Invoices"
        description="Every author’s invoices, with what is paid and what is still due."
        actions={
          <DownloadButton path={`/api/staff/invoices.csv?${query}`} fileName="invoices.csv">
            Export CSV
          </DownloadButton>
        }
      />
      <Card className="mb-6 grid gap-4 p-4 sm:grid-cols-3 lg:grid-cols-5" role="search" aria-label="Filter invoices">
        <FormField label="Status">
          <Select
            {...field('status')}
            options={[
              { value: '', label: 'Any status' },
              ...INVOICE_STATES.map((state) => ({ value: state, label: invoiceStateLabel(state) })),
            ]}
          />
        </FormField>
        <FormField label="Author">
          <Select
            {...field('author_id')}
            options={[
              { value: '', label: 'Any author' },
              ...(authors.data ?? []).map((author) => ({ value: author.id, label: author.full_name || author.email })),
            ]}
          />
        </FormField>
        <FormField label="Payment method">
          <Select
            {...field('payment_method')}
            options={[
              { value: '', label: 'Any method' },
              ...PAYMENT_METHODS.map((method) => ({ value: method.id, label: method.label })),
            ]}
          />
        </FormField>
        <FormField label="Total from">
          <Input type="number" min={0} step="0.01" inputMode="decimal" {...field('min_amount')} />
        </FormField>
        <FormField label="Total up to">
          <Input type="number" min={0} step="0.01" inputMode="decimal" {...field('max_amount')} />
        </FormField>
        <FormField label="Issued from">
          <Input type="date" {...field('issued_from')} />
        </FormField>
        <FormField label="Issued up to">
          <Input type="date" {...field('issued_to')} />
        </FormField>
        <FormField label="Due from">
          <Input type="date" {...field('due_from')} />
        </FormField>
        <FormField label="Due up to">
          <Input type="date" {...field('due_to')} />
        </FormField>
        <FormField label="Installment due from">
          <Input type="date" {...field('installment_due_from')} />
        </FormField>
        <FormField label="Installment due up to">
          <Input type="date" {...field('installment_due_to')} />
        </FormField>
        <div className="flex items-end">
          <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
            Clear filters
          </Button>
        </div>
      </Card>

      {list.isError ? (
        <RetryNotice what="invoices" onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Spinner label="Loading invoices" />
      ) : rows.length === 0 ? (
        <EmptyState>No invoices match these filters.</EmptyState>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[960px] text-left text-sm" aria-label="Invoices">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={`px-3 py-3 font-medium ${column.numeric ? 'text-right' : ''}`}
                    aria-sort={column.sort === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sort ? (
                      <button
                        type="button"
                        className="font-medium hover:underline"
                        onClick={() => sortBy(column.sort!)}
                      >
                        {column.label}
                        {column.sort === sort && <span aria-hidden="true">{order === 'asc' ? ' ▲' : ' ▼'}</span>}
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100" data-testid="invoice-rows">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    <Link to={`/staff/invoices/${row.id}`} className="font-mono font-semibold text-ink hover:underline">
                      #{invoiceNumber(row)}
                    </Link>
                    <p className="text-slate-600">{row.service}</p>
                  </td>
                  <td className="px-3 py-2">
                    <Link to={`/staff/authors/${row.author_id}`} className="text-ink hover:underline">
                      {row.author_name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{formatLongDate(row.issue_date)}</td>
                  <td className="px-3 py-2">{formatLongDate(row.due_date)}</td>
                  <td className="px-3 py-2">
                    <StatusBadge tone={invoiceStatusTone(row.status)}>{invoiceStateLabel(row.status)}</StatusBadge>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.total, row.currency)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.paid, row.currency)}</td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums">
                    {formatMoney(row.balance, row.currency)}
                  </td>
                  <td className="px-3 py-2">{paymentMethodLabel(row.payment_method) ?? '—'}</td>
                </tr>
              ))}
            </tbody>
            <InvoiceTotals summary={summary} />
          </table>
          <nav
            aria-label="More invoices"
            className="flex items-center justify-end gap-3 border-t border-slate-100 p-3 text-sm"
          >
            <span>
              Showing {rows.length}
              {summary.data ? ` of ${summary.data.count}` : ''}
            </span>
            {list.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </nav>
        </Card>
      )}
    </>
  );
}

/** The count and sums of every matching invoice, under the rows; they come apart from the pages. */
function InvoiceTotals({ summary }: { summary: UseQueryResult<StaffInvoiceSummary> }) {
  if (!summary.data) {
    return (
      <tfoot className="border-t-2 border-slate-300" data-testid="invoice-totals">
        <tr>
          <td colSpan={COLUMNS.length} className="px-3 py-3 text-slate-700">
            {summary.isError ? 'The totals could not be computed: narrow the filters.' : 'Adding up the totals…'}
          </td>
        </tr>
      </tfoot>
    );
  }
  const { count, totals } = summary.data;
  return (
    <tfoot className="border-t-2 border-slate-300 font-semibold" data-testid="invoice-totals">
      <tr>
        <th scope="row" colSpan={5} className="px-3 py-3">
          Totals of {count} matching {count === 1 ? 'invoice' : 'invoices'}
        </th>
        <td className="px-3 py-3 text-right tabular-nums">{formatMoney(totals.total)}</td>
        <td className="px-3 py-3 text-right tabular-nums">{formatMoney(totals.paid)}</td>
        <td className="px-3 py-3 text-right tabular-nums" data-testid="balance-total">
          {formatMoney(totals.balance)}
        </td>
        <td />
      </tr>
      <tr>
        <th scope="row" colSpan={7} className="px-3 pb-3 font-normal text-slate-700">
          Overdue balance: what of the balance due is past its due date
        </th>
        <td className="px-3 pb-3 text-right text-red-800 tabular-nums" data-testid="overdue-total">
          {formatMoney(totals.overdue)}
        </td>
        <td />
      </tr>
    </tfoot>
  );
}
