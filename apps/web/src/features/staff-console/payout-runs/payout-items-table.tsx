import type { PayoutRunItem } from '@app/contracts/payout-runs-api';
import { formatCents } from '@app/contracts/money';
import { FigureCells, LabelledCell, ResponsiveTable } from '../../../components/ui/responsive-table';

export const PAYOUT_METHOD_NAMES: Record<PayoutRunItem['method'], string> = {
  ach: 'ACH bank transfer',
  paypal: 'PayPal',
  cheque: 'Cheque',
  wire: 'International wire',
};

/** The payees of a proposal or a run: the method, the gross, the tax withheld and the net paid. */
export function PayoutItemsTable({
  items,
  totals,
  currency,
  testId,
}: {
  items: PayoutRunItem[];
  totals: Pick<PayoutRunItem, 'gross_cents' | 'withholding_cents' | 'net_cents'>;
  currency: string;
  testId: string;
}) {
  const money = (cents: number) => formatCents(cents, currency);
  const num = 'px-3 py-2 text-right tabular-nums';
  return (
    <ResponsiveTable className="text-sm" data-testid={testId}>
      <thead className="border-b border-slate-200 text-slate-700">
        <tr>
          {['Author', 'Method', 'Royalties', 'Tax withheld', 'Paid'].map((label, index) => (
            <th key={label} scope="col" className={index < 2 ? 'px-3 py-2 font-medium' : `${num} font-medium`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {items.map((item) => (
          <tr key={item.author_id}>
            <th scope="row" className="px-3 py-2 font-normal">
              {item.author_name}
              <span className="block text-xs text-slate-600">{item.author_email}</span>
            </th>
            <LabelledCell label="Method">{PAYOUT_METHOD_NAMES[item.method]}</LabelledCell>
            <FigureCells
              figures={[
                ['Royalties', money(item.gross_cents)],
                [
                  'Tax withheld',
                  item.withholding_cents > 0 ? `${money(item.withholding_cents)} (${item.withholding_percent} %)` : '—',
                ],
                ['Paid', money(item.net_cents)],
              ]}
            />
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-300 font-semibold">
        <tr>
          <th scope="row" className="px-3 py-2 text-left">
            Total ({items.length} {items.length === 1 ? 'payee' : 'payees'})
          </th>
          <td className="px-3 py-2" />
          <FigureCells
            figures={[
              ['Royalties', money(totals.gross_cents)],
              ['Tax withheld', money(totals.withholding_cents)],
              ['Paid', money(totals.net_cents)],
            ]}
          />
        </tr>
      </tfoot>
    </ResponsiveTable>
  );
}
