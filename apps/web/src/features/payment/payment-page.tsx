import { formatLongDate } from '@app/contracts/dates';
import { installmentLabel, installmentPosition, installmentTone } from '@app/contracts/installment-status';
import { formatMoney } from '@app/contracts/money';
import { findPaymentMethod, type PaymentMethodId } from '@app/contracts/payment-methods';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, Download, Wallet } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { downloadWithToken } from '../dashboard-layout/download';
import { PageHeading, RetryNotice } from '../dashboard-layout/query-status';
import { StatusBadge } from '../dashboard-layout/status-badge';
import { PaymentCalendar } from './payment-calendar';
import { MethodPickerDialog } from './method-picker-dialog';
import { ReminderSettings } from './reminder-settings';
import { usePaymentPreference } from './use-payment-preference';

export function PaymentPage() {
  const { user, getAccessToken } = useAuth();
  const preference = usePaymentPreference();
  const installments = useQuery({ ...dashboardQueries.installments(user?.id), enabled: Boolean(user) });
  const invoices = useQuery({ ...dashboardQueries.invoices(user?.id), enabled: Boolean(user) });
  const [picking, setPicking] = useState(false);
  const method = findPaymentMethod(preference.method);
  const rows = installments.data ?? [];

  const save = (id: PaymentMethodId) =>
    preference.save.mutate(id, {
      onSuccess: () => {
        setPicking(false);
        toast.success('Payment method preference saved', {
          description: `Your preferred payment method is now ${findPaymentMethod(id)!.label}`,
        });
      },
      onError: () => toast.error('Unable to save your payment method. Please try again.'),
    });

  const downloadSchedule = async () => {
    try {
      await downloadWithToken('/api/me/installments.csv', await getAccessToken(), 'installment-schedule.csv');
    } catch {
      toast.error('Unable to download the schedule. Please try again.');
    }
  };

  return (
    <>
      <PageHeading
        title="Payment Methods"
        description="Manage your preferred payment method and upcoming installment payments."
        actions={
          <Button onClick={() => setPicking(true)} disabled={preference.isLoading}>
            <CreditCard aria-hidden="true" className="h-4 w-4" />
            {method ? 'Change method' : 'Add payment method'}
          </Button>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[340px_minmax(0,1fr)]">
        {method ? (
          <Card className="self-start p-6" data-testid="preferred-method">
            <p className="text-sm font-medium text-slate-600">Preferred Method</p>
            <div className="mt-3 flex items-center gap-3">
              <Wallet aria-hidden="true" className="h-8 w-8 text-ink" />
              <div>
                <p className="text-lg font-semibold text-ink-dark">{method.label}</p>
                <p className="text-sm text-slate-700">{method.description}</p>
              </div>
            </div>
            <StatusBadge tone={method.badgeTone} className="mt-3">
              {method.badge}
            </StatusBadge>
          </Card>
        ) : (
          <Card className="self-start border-dashed p-6 text-center" data-testid="no-method">
            <Wallet aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
            <p className="mt-3 font-semibold text-ink-dark">No Payment Method Set</p>
            <p className="mt-1 text-sm text-slate-700">
              Click "Add payment method" to set your preferred payment option
            </p>
          </Card>
        )}

        <Card className="p-6 max-sm:px-0">
          <div className="mb-4 flex flex-wrap items-start justify-between gap-3 max-sm:px-4">
            <div>
              <h2 className="text-lg font-semibold text-ink-dark">Upcoming installments</h2>
              <p className="text-sm text-slate-700">Based on your active service agreements</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void downloadSchedule()} disabled={rows.length === 0}>
              <Download aria-hidden="true" className="h-4 w-4" />
              Download schedule
            </Button>
          </div>
          <div className="overflow-x-auto">
            <ResponsiveTable className="text-sm sm:min-w-[480px]">
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  {['Installment', 'Due date', 'Amount', 'Status'].map((label) => (
                    <th key={label} scope="col" className="px-3 py-2 font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {installments.isPending ? (
                  <tr>
                    <td colSpan={4} className="px-3 py-6 text-center text-slate-700">
                      Loading installment schedule…
                    </td>
                  </tr>
                ) : installments.isError ? (
                  <tr>
                    <td colSpan={4} className="px-3 py-6">
                      <RetryNotice
                        className="justify-center"
                        what="installments"
                        onRetry={() => void installments.refetch()}
                      />
                    </td>
                  </tr>
                ) : rows.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="px-3 py-6 text-center text-slate-700">
                      No installment plans found. New services that use payment plans will appear here.
                    </td>
                  </tr>
                ) : (
                  rows.map((row) => {
                    const position = installmentPosition(row);
                    const label = installmentLabel(row);
                    return (
                      <tr key={row.id}>
                        <td className="px-3 py-2" data-label="Installment">
                          {position.number} of {position.total}
                          {row.order_number && <span className="block text-xs text-slate-600">{row.order_number}</span>}
                        </td>
                        <td className="px-3 py-2" data-label="Due date">
                          {formatLongDate(row.due_date)}
                        </td>
                        <td className="px-3 py-2" data-label="Amount">
                          {formatMoney(row.amount)}
                        </td>
                        <td className="px-3 py-2" data-label="Status">
                          <StatusBadge tone={installmentTone(label)}>{label}</StatusBadge>
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </ResponsiveTable>
          </div>
        </Card>
      </div>
      {invoices.isSuccess && <PaymentCalendar invoices={invoices.data} />}
      <ReminderSettings />
      {picking && (
        <MethodPickerDialog
          open
          current={preference.method}
          saving={preference.save.isPending}
          onOpenChange={setPicking}
          onSave={save}
        />
      )}
    </>
  );
}
