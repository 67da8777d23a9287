import type { InvoiceMailSent } from '@app/contracts/staff-api';
import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { useStaffMutation } from '../use-staff-mutation';

const send = (invoiceId: string, action: 'reminder' | 'email') =>
  apiFetch<InvoiceMailSent>(`/api/staff/invoices/${invoiceId}/${action}`, { method: 'POST', body: {} });

/**
 * "Send reminder" and "Email invoice" for a billed invoice still owed: the server queues the mail
 * (it shows in the mail log and the author's change history) and refuses a repeat within minutes.
 */
export function InvoiceMailActions({ invoiceId, label }: { invoiceId: string; label?: string }) {
  const reminder = useStaffMutation({
    mutationFn: () => send(invoiceId, 'reminder'),
    success: 'Reminder queued: it is in the mail log.',
  });
  const copy = useStaffMutation({
    mutationFn: () => send(invoiceId, 'email'),
    success: 'Invoice emailed: it is in the mail log.',
  });
  // On a list of invoices, each button names its invoice for screen readers.
  const named = (action: string) => (label ? `${action} ${label}` : undefined);
  const actions = [
    { name: 'Send reminder', mutation: reminder },
    { name: 'Email invoice', mutation: copy },
  ];
  return (
    <>
      {actions.map(({ name, mutation }) => (
        <Button
          key={name}
          variant="outline"
          size="sm"
          aria-label={named(name)}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(undefined)}
        >
          {name}
        </Button>
      ))}
    </>
  );
}
