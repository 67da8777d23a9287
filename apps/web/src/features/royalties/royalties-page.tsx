import { formatLongDate } from '@app/contracts/dates';
import { formatMoney } from '@app/contracts/money';
import { PAYOUT_METHOD_LABELS, WHOLE_SHARE_BP, type MySales, type Statement } from '@app/contracts/royalties-api';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { MonthlyMoneyChart } from '../../components/charts/monthly-money-chart';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FigureCells, LabelledCell, ResponsiveTable } from '../../components/ui/responsive-table';
import { apiFetch } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { downloadWithToken } from '../dashboard-layout/download';
import { EmptyState, PageHeading, RetryNotice } from '../dashboard-layout/query-status';
import { EarningsSection } from './earnings-section';
import { PayoutDetails } from './payout-details';
import { freeAndPages, sourceAndChannel, StatementDialog } from './statement-dialog';
import { YearEndCard } from './year-end-card';
import { TaxProfileSection } from './tax-profile-section';

const count = (value: number) => value.toLocaleString('en-US');

/** /dashboard/royalties: what the author's books sell and earn, the balance, payouts and statements. */
export function RoyaltiesPage() {
  const { user } = useAuth();
  const sales = useQuery({ ...dashboardQueries.royalties(user?.id), enabled: Boolean(user) });
  const [statementId, setStatementId] = useState<string | null>(null);

  return (
    <>
      <PageHeading
        title="Sales & Royalties"
        description="What your books sell in each store, and what they earn you."
      />
      <EarningsSection />
      <PayoutDetails />
      <YearEndCard />
      <TaxProfileSection />
      {sales.isError && <RetryNotice className="mb-4" what="sales" onRetry={() => void sales.refetch()} />}
      {sales.isPending ? (
        <p className="text-slate-700">Loading your sales...</p>
      ) : sales.isSuccess && sales.data.books.length === 0 && sales.data.statements.length === 0 ? (
        <EmptyState icon={<BarChart3 aria-hidden="true" className="h-8 w-8" />}>
          No sales reported yet. Sales appear here once the stores' reports for your books are imported.
        </EmptyState>
      ) : sales.isSuccess ? (
        <SalesView sales={sales.data} onOpenStatement={setStatementId} />
      ) : null}
      <StatementDialog
        open={statementId !== null}
        onClose={() => setStatementId(null)}
        query={{
          queryKey: dashboardQueries.royaltyStatement(user?.id, statementId ?? '').queryKey,
          queryFn: () => apiFetch<Statement>(`/api/me/royalty-statements/${encodeURIComponent(statementId ?? '')}`),
        }}
      />
    </>
  );
}

function SalesView({ sales, onOpenStatement }: { sales: MySales; onOpenStatement: (id: string) => void }) {
  const { getAccessToken } = useAuth();
  const money = (value: number) => formatMoney(value, sales.currency);
  const downloadCsv = async (id: string, period: string) => {
    try {
      await downloadWithToken(
        `/api/me/royalty-statements/${id}/statement.csv`,
        await getAccessToken(),
        `royalty-statement-${period}.csv`,
      );
    } catch {
      toast.error('Unable to download the statement. Please try again.');
    }
  };
  const tiles = [
    { label: 'Royalty balance', value: money(sales.balance), testId: 'royalty-balance' },
    {
      label: 'Last payout',
      value: sales.last_payout
        ? `${money(sales.last_payout.amount)} on ${formatLongDate(sales.last_payout.paid_on)}`
        : 'None yet',
      testId: 'last-payout',
    },
    {
      label: 'Net units this month (sold less returned)',
      value: count(sales.this_month_units),
      testId: 'units-this-month',
    },
  ];

  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="Royalty summary">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Card className="p-5">
              <p className="text-sm text-slate-700">{tile.label}</p>
              <p className="text-xl font-bold text-ink-dark" data-testid={tile.testId}>
                {tile.value}
              </p>
            </Card>
          </li>
        ))}
      </ul>

      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold text-ink-dark">Royalties per month</h2>
        <MonthlyMoneyChart
          title={`Royalties per month (${sales.currency})`}
          rows={sales.months.map((month) => ({ ...month, net_units: month.units - month.returns }))}
          series={[{ key: 'royalties', label: 'Royalties', color: '#1f3a5f' }]}
          tableColumns={[
            { key: 'units', label: 'Units sold', format: count },
            { key: 'returns', label: 'Returns', format: count },
            { key: 'free_units', label: 'Free units', format: count },
            { key: 'pages_read', label: 'Pages read (KENP)', format: count },
          ]}
          testId="royalty-months"
        />
        {sales.unconverted_currencies.length > 0 && (
          <p className="text-sm text-slate-700">
            Sales in {sales.unconverted_currencies.join(', ')} count in royalties once that month's exchange rate is
            entered.
          </p>
        )}
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <BreakdownTable
          title="Per book"
          testId="royalty-books"
          labels={['Book']}
          rows={sales.books.map((book) => ({
            key: book.book_id,
            cells: [
              book.share_bp === WHOLE_SHARE_BP ? book.title : `${book.title} (your share: ${book.share_bp / 100}%)`,
            ],
            ...book,
          }))}
          money={money}
        />
        <BreakdownTable
          title="Per source, channel and territory"
          testId="royalty-channels"
          labels={['Source · channel', 'Territory']}
          rows={sales.channels.map((row) => ({
            key: `${row.source} ${row.channel} ${row.territory}`,
            cells: [sourceAndChannel(row), row.territory],
            ...row,
          }))}
          money={money}
        />
      </div>

      <Card className="p-6">
        <h2 className="mb-3 text-xl font-semibold text-ink-dark">Statements</h2>
        {sales.statements.length === 0 ? (
          <p className="text-slate-700">No statement issued yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="royalty-statements">
            {sales.statements.map((statement) => (
              <li key={statement.id} className="flex flex-wrap items-center gap-3 py-3">
                <FileText aria-hidden="true" className="h-5 w-5 text-ink" />
                <span className="min-w-40 flex-1 font-medium text-ink-dark">{statement.period_label}</span>
                <span className="text-sm text-slate-700">Royalties {money(statement.royalties)}</span>
                <span className="text-sm text-slate-700">Balance {money(statement.closing_balance)}</span>
                <Button variant="outline" size="sm" onClick={() => onOpenStatement(statement.id)}>
                  Open {statement.period_label}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Download ${statement.period_label} as CSV`}
                  onClick={() => void downloadCsv(statement.id, statement.period)}
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  CSV
                </Button>
              </li>
            ))}
          </ul>
        )}
        {sales.last_payout && (
          <p className="mt-3 text-sm text-slate-700">
            Last payout by{' '}
            {PAYOUT_METHOD_LABELS[sales.last_payout.method as keyof typeof PAYOUT_METHOD_LABELS] ??
              sales.last_payout.method}
            {sales.last_payout.reference && `, reference ${sales.last_payout.reference}`}.
          </p>
        )}
      </Card>
    </div>
  );
}

/**
 * Units sold, returns, free units and pages read (apart: neither is a sale) and royalties per book,
 * or per source, channel and territory: the first cells name the row.
 */
function BreakdownTable({
  title,
  testId,
  labels,
  rows,
  money,
}: {
  title: string;
  testId: string;
  labels: string[];
  rows: {
    key: string;
    cells: string[];
    units: number;
    returns: number;
    free_units: number;
    pages_read: number;
    royalties: number;
  }[];
  money: (value: number) => string;
}) {
  const head = 'px-3 py-2 font-medium';
  return (
    // Focusable, so a keyboard can scroll a table wider than its column.
    <Card
      className="overflow-x-auto p-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink max-sm:px-0"
      role="region"
      aria-label={title}
      tabIndex={0}
    >
      <h2 className="mb-3 text-xl font-semibold text-ink-dark max-sm:px-4">{title}</h2>
      <ResponsiveTable className="text-sm" data-testid={testId}>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {labels.map((label) => (
              <th key={label} scope="col" className={head}>
                {label}
              </th>
            ))}
            {['Units sold', 'Returns', 'Free units · pages read', 'Royalties'].map((label) => (
              <th key={label} scope="col" className={`${head} text-right`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-2 font-normal">
                {row.cells[0]}
              </th>
              {row.cells.slice(1).map((cell, index) => (
                <LabelledCell key={cell} label={labels[index + 1]}>
                  {cell}
                </LabelledCell>
              ))}
              <FigureCells
                figures={[
                  ['Units sold', count(row.units)],
                  ['Returns', count(row.returns)],
                  ['Free units · pages read', freeAndPages({ units_free: row.free_units, pages_read: row.pages_read })],
                  ['Royalties', money(row.royalties)],
                ]}
              />
            </tr>
          ))}
        </tbody>
      </ResponsiveTable>
    </Card>
  );
}
