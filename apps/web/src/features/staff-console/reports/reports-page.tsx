import { formatMoney } from '@app/contracts/money';
import { AGEING_BUCKET_LABELS, AGEING_BUCKETS } from '@app/contracts/receivables';
import type { AgeingReport, CashReport } from '@app/contracts/receivables-api';
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LazyBarChart } from '../../../components/charts/lazy-bar-chart';
import { MonthlyMoneyChart, wholeMoney } from '../../../components/charts/monthly-money-chart';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { DownloadButton } from '../download-button';
import { staffQueries } from '../staff-queries';

/** /staff/reports: open balances by days past due, and billed against collected per month. */
export function ReportsPage() {
  const ageing = useInfiniteQuery(staffQueries.ageing());
  const cash = useQuery(staffQueries.cash());
  return (
    <>
      <PageHeading
        title="Reports"
        description="What is owed and how late, and what was billed and collected."
        actions={
          <DownloadButton path="/api/staff/reports/ageing.csv" fileName="ageing.csv">
            Export ageing CSV
          </DownloadButton>
        }
      />
      <section aria-labelledby="ageing-heading" className="mb-8">
        <h2 id="ageing-heading" className="mb-3 text-xl font-semibold text-ink-dark">
          Ageing of open balances
        </h2>
        {ageing.isPending ? (
          <Spinner label="Loading the ageing report" />
        ) : ageing.isError ? (
          <RetryNotice what="ageing report" onRetry={() => void ageing.refetch()} />
        ) : (
          <AgeingSection
            pages={ageing.data}
            more={ageing.hasNextPage}
            loadingMore={ageing.isFetchingNextPage}
            onMore={() => void ageing.fetchNextPage()}
          />
        )}
      </section>
      <section aria-labelledby="cash-heading">
        <h2 id="cash-heading" className="mb-3 text-xl font-semibold text-ink-dark">
          Billed and collected, last 12 months
        </h2>
        {cash.isPending ? (
          <Spinner label="Loading the cash view" />
        ) : cash.isError ? (
          <RetryNotice what="cash view" onRetry={() => void cash.refetch()} />
        ) : (
          <CashSection report={cash.data} />
        )}
      </section>
    </>
  );
}

/**
 * The totals by bucket over every author (from the first page: each page carries them), and the
 * authors a page at a time, largest balance first: "Show more" reads the page after the last shown.
 */
function AgeingSection({
  pages,
  more,
  loadingMore,
  onMore,
}: {
  pages: InfiniteData<AgeingReport>;
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const report = pages.pages[0]!;
  const rows = pages.pages.flatMap((page) => page.rows);
  return (
    <Card className="space-y-4 p-4">
      <LazyBarChart
        title={`Open balances by days past due, as of ${report.as_of}`}
        categories={AGEING_BUCKETS.map((bucket) => ({ key: bucket, label: AGEING_BUCKET_LABELS[bucket] }))}
        series={[{ key: 'balance', label: 'Open balance', color: '#1e3a8a' }]}
        value={(bucket) => report.totals[bucket as (typeof AGEING_BUCKETS)[number]]}
        formatValue={wholeMoney}
      />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[720px] text-left text-sm" aria-label="Ageing of open balances">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Author
              </th>
              {AGEING_BUCKETS.map((bucket) => (
                <th key={bucket} scope="col" className="px-3 py-2 text-right font-medium">
                  {AGEING_BUCKET_LABELS[bucket]}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100" data-testid="ageing-rows">
            {rows.map((row) => (
              <tr key={row.author_id}>
                <th scope="row" className="px-3 py-2 font-normal">
                  <Link to={`/staff/authors/${row.author_id}`} className="text-ink hover:underline">
                    {row.author_name}
                  </Link>
                </th>
                {AGEING_BUCKETS.map((bucket) => (
                  <td key={bucket} className="px-3 py-2 text-right tabular-nums">
                    {formatMoney(row[bucket])}
                  </td>
                ))}
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatMoney(row.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold" data-testid="ageing-totals">
            <tr>
              <th scope="row" className="px-3 py-2">
                Total
              </th>
              {AGEING_BUCKETS.map((bucket) => (
                <td key={bucket} className="px-3 py-2 text-right tabular-nums">
                  {formatMoney(report.totals[bucket])}
                </td>
              ))}
              <td className="px-3 py-2 text-right tabular-nums" data-testid="ageing-total">
                {formatMoney(report.totals.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
        <span>
          Showing {rows.length} of {report.authors} {report.authors === 1 ? 'author' : 'authors'} with an open balance
        </span>
        {more && (
          <Button variant="outline" size="sm" disabled={loadingMore} onClick={onMore}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </Button>
        )}
      </div>
    </Card>
  );
}

function CashSection({ report }: { report: CashReport }) {
  return (
    <Card className="space-y-4 p-4">
      <MonthlyMoneyChart
        title="Billed and collected per month, last 12 months"
        rows={report.months}
        series={[
          { key: 'billed', label: 'Billed', color: '#94a3b8' },
          { key: 'collected', label: 'Collected', color: '#047857' },
        ]}
        testId="cash-rows"
      />
    </Card>
  );
}
