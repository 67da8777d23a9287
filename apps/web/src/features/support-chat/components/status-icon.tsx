import type { ChatStatus } from '@app/contracts/chat';
import { Check, CheckCheck, Clock, Eye } from 'lucide-react';

const ICONS = {
  sending: { Icon: Clock, label: 'Sending', className: 'text-slate-400' },
  sent: { Icon: Check, label: 'Sent', className: 'text-slate-400' },
  delivered: { Icon: CheckCheck, label: 'Delivered', className: 'text-slate-500' },
  read: { Icon: Eye, label: 'Read', className: 'text-sky-600' },
} as const;

/** One icon per status (sent, delivered, read), plus a clock while a message is on its way. */
export function StatusIcon({ status }: { status: ChatStatus | 'sending' }) {
  const { Icon, label, className } = ICONS[status];
  return (
    <span title={label} data-status={status} className="inline-flex">
      <Icon aria-hidden="true" className={`h-3.5 w-3.5 ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
