import { formatMoney } from '@app/contracts/money';
import { ResponsiveTable } from '../ui/responsive-table';
import { LazyBarChart } from './lazy-bar-chart';

export interface MoneySeries<K extends string> {
  key: K;
  label: string;
  color: string;
}

/** 'YYYY-MM' as the charts and their tables name a month: `Nov 26`. */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T12:00:00`).toLocaleDateString('en-US', { month: 'short', year: '2-digit' });

/** Chart axis figures: whole amounts without their cents. */
export const wholeMoney = (value: number) => formatMoney(value).replace(/\.00$/, '');

/** A column only the table shows (e.g. units beside the royalties), with its own format. */
export interface TableColumn<K extends string> {
  key: K;
  label: string;
  format: (value: number) => string;
}

/**
 * Money per month as a bar chart, and the same figures as a table (the chart's equivalent for
 * screen readers and for copying), with `tableColumns` after the month; on a phone its months are
 * cards. `testId` marks the table's body.
 */
export function MonthlyMoneyChart<K extends string, C extends string = never>({
  title,
  rows,
  series,
  tableColumns = [],
  testId,
}: {
  title: string;
  rows: readonly ({ month: string } & Record<NoInfer<K | C>, number>)[];
  series: readonly MoneySeries<K>[];
  tableColumns?: readonly TableColumn<C>[];
  testId?: string;
}) {
  const columns: { key: K | C; label: string; format: (value: number) => string }[] = [
    ...tableColumns,
    ...series.map((column) => ({
      key: column.key,
      label: column.label,
      format: (value: number) => formatMoney(value),
    })),
  ];
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return (
    <>
      <LazyBarChart
        title={title}
        categories={rows.map((row) => ({ key: row.month, label: monthLabel(row.month) }))}
        series={series}
        value={(month, key) => byMonth.get(month)![key as K]}
        formatValue={wholeMoney}
      />
      <div className="overflow-x-auto">
        <ResponsiveTable className="text-sm" aria-label={title}>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Month
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 text-right font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100" data-testid={testId}>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row" className="px-3 py-2 font-normal">
                  {monthLabel(row.month)}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className="px-3 py-2 text-right tabular-nums" data-label={column.label}>
                    {column.format(row[column.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      </div>
    </>
  );
}
