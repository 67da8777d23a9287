import { amountInWords } from '@app/contracts/amount-in-words';
import type { AuthorProfile, InvoiceDetail } from '@app/contracts/dashboard-api';
import { formatLongDate } from '@app/contracts/dates';
import { installmentLabel, installmentPosition, installmentTone } from '@app/contracts/installment-status';
import { invoiceStanding, isPayable } from '@app/contracts/invoice-standing';
import { invoiceDueDate, invoiceNumber } from '@app/contracts/invoice-status';
import { DASH, formatMoney } from '@app/contracts/money';
import { invoicePaymentMethod } from '@app/contracts/payment-methods';
import { siteConfig } from '@app/contracts/site-config';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { PrintDialogBar } from '../../components/ui/print-dialog-bar';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { RetryNotice } from '../dashboard-layout/query-status';
import { StatusBadge } from '../dashboard-layout/status-badge';
import { usePaymentPreference } from '../payment/use-payment-preference';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** Services Accounting Code of "publishing services" printed on each service line. */
const HSN_CODE = '998311';

/** The printable A4 invoice for one of the author's invoices; its data loads when it opens. */
export function InvoiceDialog({ invoiceId, onClose }: { invoiceId: string | null; onClose: () => void }) {
  const { user } = useAuth();
  const invoice = useQuery({
    ...dashboardQueries.invoice(user?.id, invoiceId ?? ''),
    enabled: Boolean(user && invoiceId),
  });
  const profile = useQuery({ ...dashboardQueries.profile(user?.id), enabled: Boolean(user) });

  return (
    <Dialog open={invoiceId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={false} className="print-dialog max-w-4xl! p-0!">
        <PrintDialogBar ready={invoice.isSuccess} closeLabel="Close invoice" />
        {invoice.isSuccess ? (
          <InvoiceSheet invoice={invoice.data} author={profile.data} />
        ) : (
          <div className="p-10">
            <DialogTitle className="sr-only">Invoice</DialogTitle>
            <DialogDescription className="sr-only">The invoice is loading.</DialogDescription>
            {invoice.isError ? (
              <RetryNotice what="invoice" onRetry={() => void invoice.refetch()} />
            ) : (
              <Spinner label="Loading the invoice" />
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function InvoiceSheet({ invoice, author }: { invoice: InvoiceDetail; author: AuthorProfile | undefined }) {
  const { method: preferred } = usePaymentPreference();
  const number = invoiceNumber(invoice);
  const payment = invoiceStanding(invoice);
  const money = (value: number | null | undefined) => formatMoney(value, invoice.currency);
  const words = amountInWords(payment.total);
  // One method for the "Payment method" line and the instructions, on screen and in print.
  const method = invoicePaymentMethod(invoice.payment_method, preferred);
  const { address } = siteConfig;
  const authorAddress = author
    ? [author.address, [author.city, author.state, author.zip_code].filter(Boolean).join(', '), author.country]
    : [];

  return (
    // In print the page margins frame the sheet: without its screen padding and with tighter gaps,
    // an invoice with an installment schedule still fits one A4 page.
    <article
      className="print-sheet space-y-6 p-8 text-sm text-slate-900 print:space-y-4 print:p-0"
      aria-label={`Invoice ${number}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-300 pb-5">
        <div>
          <p className="font-serif text-2xl font-bold text-ink-dark">{siteConfig.name}</p>
          <p className="text-slate-700">{siteConfig.tagline}</p>
        </div>
        <div className="text-right">
          <DialogTitle className="text-2xl font-bold tracking-wide text-ink-dark">INVOICE</DialogTitle>
          <DialogDescription className="font-mono text-base text-slate-800">#{number}</DialogDescription>
          <div className="mt-2">
            <InvoiceStatusBadge standing={payment} />
          </div>
        </div>
      </header>

      <section className="grid gap-6 sm:grid-cols-3 print:grid-cols-3">
        <Block title="Billed by">
          <p className="font-semibold">{siteConfig.legalName}</p>
          <p>
            {address.street}, {address.suite}
          </p>
          <p>
            {address.city}, {address.region} {address.postalCode}
          </p>
          <p>{siteConfig.email}</p>
          <p>{siteConfig.phone.display}</p>
        </Block>
        <Block title="Billed to">
          <p className="font-semibold">{author?.full_name || author?.email || DASH}</p>
          {author && <p>{author.email}</p>}
          {authorAddress.filter(Boolean).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Block>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 self-start">
          <Term label="Issue date" value={formatLongDate(invoice.issue_date)} />
          <Term label="Due date" value={formatLongDate(invoiceDueDate(invoice))} />
          <Term label="Order" value={invoice.order_number ?? DASH} />
          <Term label="Paid amount" value={money(payment.paid)} />
          <Term label="Paid date" value={formatLongDate(invoice.paid_date)} />
          <Term label="Payment method" value={method.label} />
          <Term label="Gateway" value={invoice.gateway_name ?? DASH} />
          <Term label="Reference" value={invoice.gateway_reference ?? DASH} />
          <Term label="Processing fee" value={money(invoice.processing_fees)} />
        </dl>
      </section>

      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-y border-slate-300 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <th className="px-2 py-2">Service</th>
            <th className="px-2 py-2">HSN/SAC</th>
            <th className="px-2 py-2 text-right">Qty</th>
            <th className="px-2 py-2 text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200">
            <td className="px-2 py-2">{invoice.service}</td>
            <td className="px-2 py-2">{HSN_CODE}</td>
            <td className="px-2 py-2 text-right">1</td>
            <td className="px-2 py-2 text-right">{money(payment.total)}</td>
          </tr>
        </tbody>
      </table>

      <section className="flex flex-wrap justify-between gap-6">
        <div className="max-w-sm">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Total in words</p>
          <p className="mt-1 font-medium">{words ?? DASH}</p>
        </div>
        <dl className="grid min-w-64 grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <Term label="Subtotal" value={DASH} />
          <Term label="Discount" value={DASH} />
          <Term label="Taxable amount" value={DASH} />
          <Term label="Total due" value={money(payment.total)} strong />
          <Term label="Paid" value={money(payment.paid)} />
          <Term label="Balance due" value={money(payment.balance)} strong />
        </dl>
      </section>

      {invoice.installments.length > 0 && (
        <section>
          <h3 className="mb-2 font-semibold text-ink-dark">Installment schedule</h3>
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-y border-slate-300 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                <th className="px-2 py-1.5">Installment</th>
                <th className="px-2 py-1.5">Due date</th>
                <th className="px-2 py-1.5 text-right">Amount</th>
                <th className="px-2 py-1.5 text-right">Status</th>
              </tr>
            </thead>
            <tbody>
              {invoice.installments.map((row) => {
                const position = installmentPosition(row);
                const label = installmentLabel(row);
                return (
                  <tr key={row.id} className="border-b border-slate-200">
                    <td className="px-2 py-1.5">
                      {position.number} of {position.total}
                    </td>
                    <td className="px-2 py-1.5">{formatLongDate(row.due_date)}</td>
                    <td className="px-2 py-1.5 text-right">{money(row.amount)}</td>
                    <td className="px-2 py-1.5 text-right">
                      <StatusBadge tone={installmentTone(label)}>{label}</StatusBadge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}

      <section className="grid gap-4 border-t border-slate-300 pt-4 sm:grid-cols-3 print:grid-cols-3">
        <Block title="Terms">
          <p>Payment is due by the due date above. Work on a milestone starts once its installment is received.</p>
        </Block>
        <Block title="Notes">
          <p>{invoice.notes || `Thank you for publishing with ${siteConfig.name}.`}</p>
        </Block>
        {isPayable(payment) && (
          <Block title={`Payment instructions (${method.label})`}>
            <ul className="space-y-0.5">
              {method.instructions(number).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </Block>
        )}
      </section>
    </article>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</p>
      {children}
    </div>
  );
}

function Term({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className={strong ? 'text-right font-semibold sm:text-left' : 'sm:text-left'}>{value}</dd>
    </>
  );
}
