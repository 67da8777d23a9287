import { formatLongDate } from '@app/contracts/dates';
import { invoiceStanding, isPayable } from '@app/contracts/invoice-standing';
import {
  installmentOwed,
  installmentReceived,
  invoiceAmount,
  invoiceNumber,
  isCancelledStatus,
  isPaidStatus,
} from '@app/contracts/invoice-status';
import { installmentLabel, installmentTone } from '@app/contracts/installment-status';
import { formatMoney } from '@app/contracts/money';
import { paymentMethodLabel } from '@app/contracts/payment-methods';
import type { StaffInvoiceDetail } from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { apiFetch } from '../../../lib/api-client';
import { RetryNotice } from '../../dashboard-layout/query-status';
import { StatusBadge } from '../../dashboard-layout/status-badge';
import { InvoiceStatusBadge } from '../../invoices/invoice-status-badge';
import { ACTIONS, Empty, Section, Table } from '../record-sections';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { useIsAdmin } from '../use-staff-role';
import { InvoiceForm, invoiceValues } from './invoice-form';
import { InvoiceMailActions } from './invoice-mail-actions';
import { PaymentDialog } from './payment-dialog';
import { PlanGenerator } from './plan-generator';

/** /staff/invoices/:invoiceId: edit the invoice, set its installment plan, record payments, cancel. */
export function InvoicePage() {
  const { invoiceId = '' } = useParams();
  const isAdmin = useIsAdmin();
  const invoice = useQuery(staffQueries.invoice(invoiceId));
  const authorId = invoice.data?.author_id;
  const file = useQuery({ ...staffQueries.author(authorId ?? ''), enabled: Boolean(authorId) });
  if (invoice.isPending) return <Spinner label="Loading the invoice" />;
  if (invoice.isError) return <RetryNotice what="invoice" onRetry={() => void invoice.refetch()} />;
  const data = invoice.data;
  const cancelled = isCancelledStatus(data.status);
  const paid = isPaidStatus(data.status);
  const editable = isAdmin && !cancelled;

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to={`/staff/authors/${data.author_id}`} className="text-ink underline">
          ← {file.data?.author.full_name || file.data?.author.email || 'Author'}
        </Link>
      </p>
      <InvoiceSummary invoice={data} isAdmin={isAdmin} />
      {/* The project list must be there first, or the project field would read "No project". */}
      {editable && file.isSuccess && (
        <Card className="p-6">
          <h2 className="mb-4 text-xl font-semibold text-ink-dark">Details</h2>
          <InvoiceForm
            key={data.id + data.status}
            defaultValues={invoiceValues(data)}
            projects={file.data.projects}
            submitLabel="Save invoice"
            successMessage="Invoice saved."
            showStatus={!paid}
            save={(values) =>
              apiFetch<StaffInvoiceDetail>(`/api/staff/invoices/${data.id}`, { method: 'PATCH', body: values })
            }
          />
        </Card>
      )}
      {!cancelled && <InstallmentPlan invoice={data} isAdmin={isAdmin} />}
    </div>
  );
}

function InvoiceSummary({ invoice, isAdmin }: { invoice: StaffInvoiceDetail; isAdmin: boolean }) {
  const payment = invoiceStanding(invoice);
  const open = isPayable(payment);
  const cancel = useStaffMutation({
    mutationFn: () => apiFetch(`/api/staff/invoices/${invoice.id}/cancel`, { method: 'POST', body: {} }),
    success: 'Invoice cancelled.',
  });
  return (
    <Card className="space-y-4 p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold text-ink-dark">Invoice #{invoiceNumber(invoice)}</h1>
          <p className="text-slate-700">{invoice.service}</p>
        </div>
        <span data-testid="invoice-status">
          <InvoiceStatusBadge standing={payment} />
        </span>
      </div>
      <dl className="grid gap-4 sm:grid-cols-4">
        <Figure label="Total" value={formatMoney(payment.total, invoice.currency)} />
        <Figure label="Paid" value={formatMoney(payment.paid, invoice.currency)} />
        <Figure label="Balance" value={formatMoney(payment.balance, invoice.currency)} />
        <Figure label="Due" value={formatLongDate(invoice.due_date)} />
        <Figure label="Paid on" value={formatLongDate(invoice.paid_date)} />
        <Figure label="Method" value={paymentMethodLabel(invoice.payment_method) ?? '—'} />
        <Figure
          label="Gateway / reference"
          value={[invoice.gateway_name, invoice.gateway_reference].filter(Boolean).join(' · ') || '—'}
        />
        <Figure label="Processing fees" value={formatMoney(invoice.processing_fees, invoice.currency)} />
      </dl>
      {invoice.payments.length > 0 && (
        <div className="border-t border-slate-100 pt-4">
          <h2 className="mb-2 font-semibold text-ink-dark">Payments received</h2>
          <ul className="space-y-1 text-sm">
            {invoice.payments.map((row) => (
              <li key={row.id}>
                {formatLongDate(row.paid_date)}: <strong>{formatMoney(row.amount, invoice.currency)}</strong> by{' '}
                {paymentMethodLabel(row.payment_method)}
                {row.gateway_reference && ` (${row.gateway_reference})`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {isAdmin && open && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <PaymentDialog
            invoiceId={invoice.id}
            label="Record payment"
            description={
              invoice.installments.length > 0
                ? 'Any amount up to the balance due, applied to the open installments, oldest due first.'
                : 'Any amount up to the balance due.'
            }
            defaultMethod={invoice.payment_method}
            defaultAmount={payment.balance}
          />
          <InvoiceMailActions invoiceId={invoice.id} />
          {payment.paid === 0 && (
            <Button
              variant="destructive"
              size="sm"
              disabled={cancel.isPending}
              onClick={() => {
                if (window.confirm('Cancel this invoice? The author will no longer owe it.')) cancel.mutate(undefined);
              }}
            >
              Cancel invoice
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div>
    <dt className="text-sm text-slate-600">{label}</dt>
    <dd className="font-semibold tabular-nums">{value}</dd>
  </div>
);

function InstallmentPlan({ invoice, isAdmin }: { invoice: StaffInvoiceDetail; isAdmin: boolean }) {
  const plan = invoice.installments;
  const anyPaid = plan.some((row) => isPaidStatus(row.status));
  // A draft is not billed yet: it takes no payment until it is sent.
  const takesPayments = isPayable(invoiceStanding(invoice));
  const remove = useStaffMutation({
    mutationFn: () => apiFetch(`/api/staff/invoices/${invoice.id}/installments`, { method: 'DELETE' }),
    success: 'Installment plan removed.',
  });
  const moveDue = useStaffMutation({
    mutationFn: ({ id, due_date }: { id: string; due_date: string }) =>
      apiFetch(`/api/staff/installments/${id}`, { method: 'PATCH', body: { due_date } }),
    success: 'Due date changed.',
  });

  return (
    <Section
      title="Installment plan"
      action={
        isAdmin &&
        plan.length > 0 &&
        !anyPaid && (
          <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
            Remove plan
          </Button>
        )
      }
    >
      {plan.length === 0 ? (
        isAdmin && !isPaidStatus(invoice.status) ? (
          <PlanGenerator invoiceId={invoice.id} total={invoiceAmount(invoice) ?? 0} currency={invoice.currency} />
        ) : (
          <Empty>No installment plan.</Empty>
        )
      ) : (
        <Table head={['Installment', 'Amount', 'Due', 'Status', 'Paid', ACTIONS]}>
          {plan.map((row) => {
            const label = installmentLabel(row);
            const rowPaid = isPaidStatus(row.status);
            return (
              <tr key={row.id}>
                <td className="px-3 py-2">
                  {row.installment_number} of {row.total_installments}
                </td>
                <td className="px-3 py-2 tabular-nums">{formatMoney(row.amount, invoice.currency)}</td>
                <td className="px-3 py-2">
                  {isAdmin && !rowPaid ? (
                    <Input
                      type="date"
                      aria-label={`Due date of installment ${row.installment_number}`}
                      defaultValue={row.due_date ?? ''}
                      className="h-9 w-44"
                      onBlur={(event) => {
                        const due = event.target.value;
                        if (due && due !== row.due_date) moveDue.mutate({ id: row.id, due_date: due });
                      }}
                    />
                  ) : (
                    formatLongDate(row.due_date)
                  )}
                </td>
                <td className="px-3 py-2">
                  <StatusBadge tone={installmentTone(label)}>{label}</StatusBadge>
                </td>
                <td className="px-3 py-2">
                  {rowPaid
                    ? formatLongDate(row.paid_date)
                    : installmentReceived(row) > 0 &&
                      `${formatMoney(installmentReceived(row), invoice.currency)} received`}
                </td>
                <td className="px-3 py-2 text-right">
                  {isAdmin && takesPayments && !rowPaid && (
                    <PaymentDialog
                      invoiceId={invoice.id}
                      installmentId={row.id}
                      label={`Record payment ${row.installment_number}`}
                      description={`Installment ${row.installment_number} of ${row.total_installments}: ${formatMoney(installmentOwed(row), invoice.currency)} still due. More goes to the next installments, oldest due first.`}
                      defaultMethod={invoice.payment_method}
                      defaultAmount={installmentOwed(row)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </Table>
      )}
    </Section>
  );
}
