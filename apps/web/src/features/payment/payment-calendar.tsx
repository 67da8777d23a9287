import type { InvoiceSummary } from '@app/contracts/dashboard-api';
import { paymentCalendar } from '@app/contracts/receivables';
import { MonthlyMoneyChart } from '../../components/charts/monthly-money-chart';
import { Card } from '../../components/ui/card';

/** Paid per month and what falls due next, as a chart and the same figures as a table. */
export function PaymentCalendar({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  return (
    <Card className="mt-6 space-y-4 p-6" aria-labelledby="calendar-heading">
      <div>
        <h2 id="calendar-heading" className="text-lg font-semibold text-ink-dark">
          Payments by month
        </h2>
        <p className="text-sm text-slate-700">What you paid over the last six months and what falls due next.</p>
      </div>
      <MonthlyMoneyChart
        title="Paid and due per month"
        rows={paymentCalendar(invoices)}
        series={[
          { key: 'paid', label: 'Paid', color: '#047857' },
          { key: 'due', label: 'Due', color: '#b45309' },
        ]}
        testId="payment-calendar"
      />
    </Card>
  );
}
