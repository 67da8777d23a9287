import { formatServicePrice } from '@app/contracts/catalogue';
import { formatQuantity } from '@app/contracts/service-quantity';
import { QUOTE_REQUEST_STATUSES } from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiFetch } from '../../../lib/api-client';
import { EmptyState, PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { DownloadButton } from '../download-button';
import { Section } from '../record-sections';
import { Select } from '../select';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { useIsAdmin } from '../use-staff-role';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /staff/requests: what the public site collects — quote and checkout requests, contact messages, subscribers. */
export function RequestsPage() {
  return (
    <>
      <PageHeading
        title="Requests"
        description="Quote and checkout requests, contact messages and newsletter subscribers."
      />
      <div className="space-y-6">
        <QuoteRequests />
        <ContactMessages />
        <Subscribers />
      </div>
    </>
  );
}

function QuoteRequests() {
  const isAdmin = useIsAdmin();
  const quotes = useQuery(staffQueries.quotes());
  const setStatus = useStaffMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) =>
      apiFetch(`/api/staff/inbox/quotes/${id}`, { method: 'PATCH', body: { status } }),
    success: 'Request updated.',
  });
  return (
    <Section title="Quote and checkout requests">
      {quotes.isPending ? (
        <Spinner label="Loading requests" />
      ) : quotes.isError ? (
        <RetryNotice what="requests" onRetry={() => void quotes.refetch()} />
      ) : quotes.data.length === 0 ? (
        <EmptyState>No requests yet.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {quotes.data.map((quote) => (
            <li key={quote.id} className="flex flex-wrap items-start justify-between gap-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-dark">
                  {quote.reference} · {quote.contact_name}{' '}
                  <a href={`mailto:${quote.email}`} className="font-normal text-ink underline">
                    {quote.email}
                  </a>
                  {quote.phone && <span className="font-normal text-slate-700"> · {quote.phone}</span>}
                </p>
                <p className="text-sm text-slate-600">{when.format(new Date(quote.created_at))}</p>
                <ul className="mt-1 text-sm">
                  {quote.items.map((item) => (
                    <li key={item.id}>
                      {item.title} × {formatQuantity(item.quantity, item.priceUnit)} (
                      {formatServicePrice(item.price, item.priceUnit)})
                    </li>
                  ))}
                </ul>
                {quote.notes && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{quote.notes}</p>}
              </div>
              <Select
                aria-label={`Status of ${quote.reference}`}
                className="w-40"
                value={quote.status}
                disabled={!isAdmin || setStatus.isPending}
                onChange={(event) => setStatus.mutate({ id: quote.id, status: event.target.value })}
                options={QUOTE_REQUEST_STATUSES}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ContactMessages() {
  const isAdmin = useIsAdmin();
  const messages = useQuery(staffQueries.contact());
  const setHandled = useStaffMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiFetch(`/api/staff/inbox/contact/${id}`, { method: 'PATCH', body: { handled } }),
    success: 'Message updated.',
  });
  return (
    <Section title="Contact messages">
      {messages.isPending ? (
        <Spinner label="Loading messages" />
      ) : messages.isError ? (
        <RetryNotice what="messages" onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <EmptyState>No messages yet.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {messages.data.map((message) => (
            <li key={message.id} className="flex flex-wrap items-start justify-between gap-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-dark">
                  {message.subject || 'No subject'} · {message.name}{' '}
                  <a href={`mailto:${message.email}`} className="font-normal text-ink underline">
                    {message.email}
                  </a>
                </p>
                <p className="text-sm text-slate-600">{when.format(new Date(message.created_at))}</p>
                <p className="mt-1 text-sm whitespace-pre-line">{message.message}</p>
              </div>
              {isAdmin && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={setHandled.isPending}
                  onClick={() => setHandled.mutate({ id: message.id, handled: !message.handled_at })}
                >
                  {message.handled_at ? 'Reopen' : 'Mark handled'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Subscribers() {
  const subscribers = useQuery(staffQueries.subscribers());
  return (
    <Section
      title="Newsletter subscribers"
      action={
        <DownloadButton path="/api/staff/inbox/newsletter.csv" fileName="newsletter-subscribers.csv">
          Export CSV
        </DownloadButton>
      }
    >
      {subscribers.isPending ? (
        <Spinner label="Loading subscribers" />
      ) : subscribers.isError ? (
        <RetryNotice what="subscribers" onRetry={() => void subscribers.refetch()} />
      ) : subscribers.data.length === 0 ? (
        <EmptyState>No subscribers yet.</EmptyState>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">Email</th>
              <th className="px-3 py-2 font-medium">Status</th>
              <th className="px-3 py-2 font-medium">Subscribed</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {subscribers.data.map((row) => (
              <tr key={row.id}>
                <td className="px-3 py-2">{row.email}</td>
                <td className="px-3 py-2 capitalize">{row.status}</td>
                <td className="px-3 py-2">{when.format(new Date(row.created_at))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
