import type { AccountState } from '@app/contracts/staff-api';
import { StatusBadge } from '../dashboard-layout/status-badge';

const labels: Record<AccountState, { text: string; tone: 'success' | 'info' | 'warning' | 'neutral' }> = {
  active: { text: 'Has an account', tone: 'success' },
  invited: { text: 'Invited', tone: 'info' },
  unconfirmed: { text: 'Email not confirmed', tone: 'warning' },
  none: { text: 'No account', tone: 'neutral' },
};

/** Whether the author can sign in yet. */
export function AccountBadge({ state }: { state: AccountState }) {
  return <StatusBadge tone={labels[state].tone}>{labels[state].text}</StatusBadge>;
}
