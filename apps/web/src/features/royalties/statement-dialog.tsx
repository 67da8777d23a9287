import { formatLongDate } from '@app/contracts/dates';
import { formatMoney } from '@app/contracts/money';
import type { Statement } from '@app/contracts/royalties-api';
import { monthName } from '@app/contracts/royalties';
import { siteConfig } from '@app/contracts/site-config';
import { useQuery } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { PrintDialogBar } from '../../components/ui/print-dialog-bar';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { Spinner } from '../../components/ui/spinner';
import { RetryNotice } from '../dashboard-layout/query-status';

/**
 * A royalty statement in a dialog that prints on A4 (print-sheet.css): one page where it fits; a
 * longer one breaks between rows, repeats the table's header and numbers its pages. The author's
 * dashboard and the staff console open it with their own query of the statement.
 */
export function StatementDialog({
  query,
  open,
  onClose,
}: {
  query: { queryKey: readonly unknown[]; queryFn: () => Promise<Statement> };
  open: boolean;
  onClose: () => void;
}) {
  const statement = useQuery({ queryKey: query.queryKey, queryFn: query.queryFn, enabled: open });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={false} className="print-dialog max-w-4xl! p-0!">
        <PrintDialogBar ready={statement.isSuccess} closeLabel="Close statement" />
        {statement.isSuccess ? (
          <StatementSheet statement={statement.data} />
        ) : (
          <div className="p-10">
            <DialogTitle className="sr-only">Royalty statement</DialogTitle>
            <DialogDescription className="sr-only">The statement is loading.</DialogDescription>
            {statement.isError ? (
              <RetryNotice what="statement" onRetry={() => void statement.refetch()} />
            ) : (
              <Spinner label="Loading the statement" />
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The author's share of a line's net revenue, as the royalty shows it: royalty ÷ (net revenue ×
 * exchange rate). A line whose sales had different terms shows their blend.
 */
function shareOf(line: Statement['lines'][number]): string {
  const converted = line.net_revenue * line.rate;
  return converted === 0 ? '—' : `${((line.royalty / converted) * 100).toFixed(1)}%`;
}

function StatementSheet({ statement }: { statement: Statement }) {
  const money = (value: number, currency = statement.currency) => formatMoney(value, currency);
  const cell = 'px-2 py-1.5';
  const number = `${cell} text-right tabular-nums`;
  return (
    <article
      className="print-sheet statement-sheet space-y-6 p-8 text-sm text-slate-900 print:space-y-4 print:p-0"
      data-testid="statement-sheet"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <DialogTitle className="font-serif text-2xl font-bold text-ink-dark">Royalty statement</DialogTitle>
          <DialogDescription className="text-slate-700">
            {statement.period_label} · {statement.author_name}
          </DialogDescription>
        </div>
        <div className="text-right text-slate-700">
          <p className="font-semibold text-ink-dark">{siteConfig.name}</p>
          <p>Issued {formatLongDate(statement.issued_at)}</p>
          <p>
            {formatLongDate(statement.period_start)} – {formatLongDate(statement.period_end)}
          </p>
        </div>
      </header>

      <section aria-label="Sales">
        <ResponsiveTable className="text-xs">
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th className={cell}>Book</th>
              <th className={cell}>Source · channel</th>
              <th className={cell}>Month</th>
              <th className={`${cell} text-right`}>Units sold</th>
              <th className={`${cell} text-right`}>Returns</th>
              <th className={`${cell} text-right`}>Free units · pages read</th>
              <th className={`${cell} text-right`}>Net revenue</th>
              <th className={`${cell} text-right`}>Your share</th>
              <th className={`${cell} text-right`}>Exchange rate</th>
              <th className={`${cell} text-right`}>Royalty</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {statement.lines.length === 0 && (
              <tr>
                <td colSpan={10} className={`${cell} text-slate-700`}>
                  No sales in this period.
                </td>
              </tr>
            )}
            {statement.lines.map((line, index) => (
              <tr key={index}>
                <td className={`${cell} font-medium`}>{line.book_title}</td>
                <td className={cell} data-label="Source · channel">
                  {sourceAndChannel(line)}
                </td>
                <td className={cell} data-label="Month">
                  {monthName(line.sale_month)}
                  {line.correction && ' (correction)'}
                </td>
                <td className={number} data-label="Units sold">
                  {line.units_sold}
                </td>
                <td className={number} data-label="Returns">
                  {line.units_returned}
                </td>
                <td className={number} data-label="Free units · pages read">
                  {freeAndPages(line)}
                </td>
                <td className={number} data-label="Net revenue">
                  {money(line.net_revenue, line.currency)}
                </td>
                <td className={number} data-label="Your share">
                  {shareOf(line)}
                </td>
                <td className={number} data-label="Exchange rate">
                  {line.rate}
                </td>
                <td className={number} data-label="Royalty">
                  {money(line.royalty)}
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      </section>

      <section className="grid gap-6 border-t border-slate-300 pt-4 sm:grid-cols-2 print:grid-cols-2">
        <div className="space-y-1 text-slate-700">
          <h3 className="font-semibold text-ink-dark">Exchange rates</h3>
          {statement.rates.length === 0 ? (
            <p>All sales in {statement.currency}.</p>
          ) : (
            <ul>
              {statement.rates.map((rate) => (
                <li key={`${rate.month} ${rate.currency}`}>
                  {monthName(rate.month)}: 1 {rate.currency} = {rate.rate} {statement.currency}
                </li>
              ))}
            </ul>
          )}
          {statement.payout_rows.length > 0 && (
            <>
              <h3 className="pt-2 font-semibold text-ink-dark">Payouts</h3>
              <ul>
                {statement.payout_rows.map((payout) => (
                  <li key={payout.id}>
                    {formatLongDate(payout.paid_on)}: {money(payout.amount)}
                    {payout.reference && ` (${payout.reference})`}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 self-start" data-testid="statement-balance">
          <dt>Opening balance</dt>
          <dd className="text-right tabular-nums">{money(statement.opening_balance)}</dd>
          <dt>Royalties</dt>
          <dd className="text-right tabular-nums">{money(statement.royalties)}</dd>
          <dt>Payouts</dt>
          <dd className="text-right tabular-nums">
            {statement.payouts > 0 ? `−${money(statement.payouts)}` : money(0)}
          </dd>
          <dt className="font-semibold text-ink-dark">Closing balance</dt>
          <dd className="text-right font-semibold tabular-nums text-ink-dark">{money(statement.closing_balance)}</dd>
        </dl>
      </section>
    </article>
  );
}

/** "IngramSpark · Gardners": who paid, and the retailer its report named (once when they are the same). */
export const sourceAndChannel = (row: { source_name?: string | null; source?: string; channel: string }) => {
  const source = row.source_name ?? row.source;
  return source && source !== row.channel ? `${source} · ${row.channel}` : row.channel;
};

/** Free promotion units and Kindle Unlimited pages read: never units sold, shown apart. */
export const freeAndPages = (row: { units_free: number; pages_read: number }) =>
  [
    row.units_free > 0 ? `${row.units_free.toLocaleString('en-US')} free` : '',
    row.pages_read > 0 ? `${row.pages_read.toLocaleString('en-US')} pages (KENP)` : '',
  ]
    .filter(Boolean)
    .join(' · ') || '—';
