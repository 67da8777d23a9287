import { MAIL_STATUSES, type MailLogEntry } from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { apiFetch } from '../../../lib/api-client';
import { EmptyState, PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { Select } from '../select';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { useIsAdmin } from '../use-staff-role';

const timestamp = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const statusStyle: Record<MailLogEntry['status'], string> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

/** /staff/mail: every mail the site queued, what the mail server answered, and Retry for failed ones. */
export function MailLogPage() {
  const isAdmin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? undefined;
  const mails = useQuery(staffQueries.mail({ status }));
  const retry = useStaffMutation({
    mutationFn: (id: string) => apiFetch(`/api/staff/mail/${id}/retry`, { method: 'POST' }),
    success: 'Mail queued to be sent again.',
  });

  return (
    <>
      <PageHeading
        title="Mail log"
        description="Mail the site sends (account links, receipts, reminders), newest first. Failed mail can be sent again."
      />
      <Card className="mb-6 flex flex-wrap items-end gap-4 p-4">
        <FormField label="Status">
          <Select
            value={status ?? ''}
            onChange={(event) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                if (event.target.value) next.set('status', event.target.value);
                else next.delete('status');
                return next;
              })
            }
            options={[{ value: '', label: 'Every status' }, ...MAIL_STATUSES.map((value) => ({ value, label: value }))]}
          />
        </FormField>
      </Card>
      {mails.isPending ? (
        <Spinner label="Loading the mail log" />
      ) : mails.isError ? (
        <RetryNotice what="mail log" onRetry={() => void mails.refetch()} />
      ) : mails.data.length === 0 ? (
        <EmptyState>No mail here.</EmptyState>
      ) : (
        <ol className="space-y-3" aria-label="Mails">
          {mails.data.map((mail) => (
            <li key={mail.id}>
              <Card className="flex flex-wrap items-start justify-between gap-4 p-4">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex flex-wrap items-center gap-x-3">
                    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${statusStyle[mail.status]}`}>
                      {mail.status}
                    </span>
                    <span className="font-semibold text-ink-dark">{mail.subject}</span>
                  </p>
                  <p className="mt-1 text-slate-700">
                    To {mail.recipient} · {mail.kind} · {mail.attempts} attempt(s) ·{' '}
                    <time dateTime={mail.created_at}>{timestamp.format(new Date(mail.created_at))}</time>
                  </p>
                  {mail.status === 'sent' && mail.smtp_response && (
                    <p className="mt-1 break-all text-slate-600">Server answer: {mail.smtp_response}</p>
                  )}
                  {mail.status !== 'sent' && mail.last_error && (
                    <p className="mt-1 break-all text-red-800">Last error: {mail.last_error}</p>
                  )}
                </div>
                {isAdmin && mail.status === 'failed' && (
                  <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => retry.mutate(mail.id)}>
                    Retry
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
