import { formatLongDate } from '@app/contracts/dates';
import { invoiceStanding, invoiceTotals, isPayable, type InvoiceStanding } from '@app/contracts/invoice-standing';
import { invoiceNumber } from '@app/contracts/invoice-status';
import type { InvoiceSummary } from '@app/contracts/dashboard-api';
import { formatMoney } from '@app/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { downloadWithToken } from '../dashboard-layout/download';
import { EmptyState, PageHeading, RetryNotice } from '../dashboard-layout/query-status';
import { InvoiceDialog } from './invoice-dialog';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { PayNowDialog } from './pay-now-dialog';

export function InvoicesPage() {
  const { user, getAccessToken } = useAuth();
  const invoices = useQuery({ ...dashboardQueries.invoices(user?.id), enabled: Boolean(user) });
  const [viewing, setViewing] = useState<string | null>(null);
  const [paying, setPaying] = useState<{ invoice: InvoiceSummary; standing: InvoiceStanding } | null>(null);
  const rows = invoices.data ?? [];
  const totals = invoiceTotals(rows);

  const exportCsv = async () => {
    try {
      await downloadWithToken('/api/me/invoices.csv', await getAccessToken(), 'invoices.csv');
    } catch {
      toast.error('Unable to export your invoices. Please try again.');
    }
  };

  return (
    <>
      <PageHeading
        title="Invoices"
        description="Every invoice of your services, with what is paid and what is still due."
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={rows.length === 0}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </Button>
        }
      />
      {invoices.isSuccess && (
        <div className="mb-6 grid gap-4 sm:grid-cols-2">
          <Card className="p-5">
            <p className="text-sm text-slate-700">Paid to date</p>
            <p className="text-2xl font-bold text-green-800" data-testid="paid-to-date">
              {formatMoney(totals.paidToDate)}
            </p>
          </Card>
          <Card className="p-5">
            <p className="text-sm text-slate-700">Outstanding</p>
            <p className="text-2xl font-bold text-ink-dark" data-testid="outstanding">
              {formatMoney(totals.outstanding)}
            </p>
          </Card>
        </div>
      )}

      {invoices.isError ? (
        <RetryNotice what="invoices" onRetry={() => void invoices.refetch()} />
      ) : invoices.isPending ? (
        <p className="text-slate-700">Loading invoices…</p>
      ) : rows.length === 0 ? (
        <EmptyState icon={<FileText className="h-10 w-10" aria-hidden="true" />}>
          No invoices found. New service engagements will appear here automatically.
        </EmptyState>
      ) : (
        <Card className="overflow-x-auto">
          <ResponsiveTable className="text-sm sm:min-w-[720px]">
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                {['Invoice', 'Issued', 'Due', 'Amount', 'Status', 'Actions'].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((invoice) => {
                const standing = invoiceStanding(invoice);
                return (
                  <tr key={invoice.id}>
                    <td className="px-4 py-3">
                      <p className="font-mono font-semibold text-ink-dark">{invoiceNumber(invoice)}</p>
                      <p className="text-slate-700">{invoice.service}</p>
                    </td>
                    <td className="px-4 py-3" data-label="Issued">
                      {formatLongDate(invoice.issue_date)}
                    </td>
                    <td className="px-4 py-3" data-label="Due">
                      {formatLongDate(invoice.due_date)}
                    </td>
                    <td className="px-4 py-3 font-medium" data-label="Amount">
                      {formatMoney(standing.total, invoice.currency)}
                      {standing.paid > 0 && isPayable(standing) && (
                        <p className="text-xs font-normal text-slate-700">
                          Balance due {formatMoney(standing.balance, invoice.currency)}
                        </p>
                      )}
                    </td>
                    <td className="px-4 py-3" data-label="Status">
                      <InvoiceStatusBadge standing={standing} />
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex gap-2">
                        <Button size="sm" variant="outline" onClick={() => setViewing(invoice.id)}>
                          View<span className="sr-only"> invoice {invoiceNumber(invoice)}</span>
                        </Button>
                        {isPayable(standing) && (
                          <Button size="sm" onClick={() => setPaying({ invoice, standing })}>
                            Pay now<span className="sr-only"> invoice {invoiceNumber(invoice)}</span>
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ResponsiveTable>
        </Card>
      )}

      <InvoiceDialog invoiceId={viewing} onClose={() => setViewing(null)} />
      {paying && (
        <PayNowDialog
          open
          onOpenChange={(open) => !open && setPaying(null)}
          invoiceNumber={invoiceNumber(paying.invoice)}
          invoiceMethod={paying.invoice.payment_method}
          amount={formatMoney(paying.standing.balance, paying.invoice.currency)}
        />
      )}
    </>
  );
}
