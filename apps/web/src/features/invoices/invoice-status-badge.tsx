import { invoiceStateLabel, type InvoiceStanding } from '@app/contracts/invoice-standing';
import { invoiceStatusTone } from '@app/contracts/invoice-status';
import { StatusBadge } from '../dashboard-layout/status-badge';

/** The derived status of an invoice, with `(paid/total)` installments when it has a plan. */
export function InvoiceStatusBadge({ standing }: { standing: InvoiceStanding }) {
  const { status, progress } = standing;
  return (
    <StatusBadge tone={invoiceStatusTone(status)}>
      {invoiceStateLabel(status)}
      {progress && ` (${progress.paidCount}/${progress.total})`}
    </StatusBadge>
  );
}
