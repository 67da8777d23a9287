import type { PayoutRunSummary } from '@app/contracts/payout-runs-api';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const STATUS: Record<PayoutRunSummary['status'], { label: string; variant: BadgeVariant }> = {
  confirmed: { label: 'Confirmed, not sent', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
};

export function PayoutRunStatus({ status }: { status: PayoutRunSummary['status'] }) {
  return (
    <Badge variant={STATUS[status].variant} data-testid="payout-run-status">
      {STATUS[status].label}
    </Badge>
  );
}
