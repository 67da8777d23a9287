import { authorStatusBadge } from '@app/contracts/dashboard';
import { formatMoney } from '@app/contracts/money';
import { PROJECT_STATUSES, projectStatusBadge } from '@app/contracts/project-status';
import { AUTHOR_STATUSES, BALANCE_FILTERS, type AuthorSort, type StaffAuthorsQuery } from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '../../../components/form-field';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, PageHeading, RetryNotice } from '../../dashboard-layout/query-status';
import { StatusBadge } from '../../dashboard-layout/status-badge';
import { AccountBadge } from '../account-badge';
import { Select } from '../select';
import { staffQueries } from '../staff-queries';
import { useIsAdmin } from '../use-staff-role';
import { AuthorCreateDialog } from './author-create-dialog';
import { SignupInviteButton } from './signup-invite-button';

/** The orders staff can list authors in (the server sorts; ties keep a stable order by id). */
const SORTS: { value: string; label: string; sort: AuthorSort; order: 'asc' | 'desc' }[] = [
  { value: '', label: 'Name (A–Z)', sort: 'name', order: 'asc' },
  { value: 'name:desc', label: 'Name (Z–A)', sort: 'name', order: 'desc' },
  { value: 'email', label: 'Email (A–Z)', sort: 'email', order: 'asc' },
  { value: 'created:desc', label: 'Newest first', sort: 'created', order: 'desc' },
  { value: 'created', label: 'Oldest first', sort: 'created', order: 'asc' },
  { value: 'outstanding:desc', label: 'Owes the most', sort: 'outstanding', order: 'desc' },
  { value: 'paid_to_date:desc', label: 'Paid the most', sort: 'paid_to_date', order: 'desc' },
];

/**
 * /staff/authors: search by name or email, filter by status and balance, sort (kept in the URL).
 * Signups nobody confirmed head the list, marked as such, with "Add and invite" for admins.
 */
export function AuthorsPage() {
  const isAdmin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sorting = SORTS.find((option) => option.value === (params.get('sort') ?? '')) ?? SORTS[0]!;
  const filters: StaffAuthorsQuery = {
    q: useDeferredValue(q).trim() || undefined,
    status: (AUTHOR_STATUSES as readonly string[]).includes(params.get('status') ?? '')
      ? (params.get('status') as StaffAuthorsQuery['status'])
      : undefined,
    balance: (BALANCE_FILTERS as readonly string[]).includes(params.get('balance') ?? '')
      ? (params.get('balance') as StaffAuthorsQuery['balance'])
      : undefined,
    project_status: (PROJECT_STATUSES as readonly string[]).includes(params.get('project_status') ?? '')
      ? (params.get('project_status') as StaffAuthorsQuery['project_status'])
      : undefined,
    ...(sorting.value ? { sort: sorting.sort, order: sorting.order } : {}),
  };
  const authors = useQuery(staffQueries.authors(filters));
  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeading
        title="Authors"
        description="Every author on file, with what they owe."
        actions={isAdmin && <AuthorCreateDialog />}
      />
      <Card className="mb-6 grid gap-4 p-4 sm:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <FormField label="Search">
          <Input
            type="search"
            value={q}
            placeholder="Name or email"
            onChange={(event) => setParam('q', event.target.value)}
          />
        </FormField>
        <FormField label="Status">
          <Select
            value={filters.status ?? ''}
            onChange={(event) => setParam('status', event.target.value)}
            options={[{ value: '', label: 'Any status' }, ...AUTHOR_STATUSES]}
          />
        </FormField>
        <FormField label="Balance">
          <Select
            value={filters.balance ?? ''}
            onChange={(event) => setParam('balance', event.target.value)}
            options={[
              { value: '', label: 'Any balance' },
              { value: 'outstanding', label: 'Owes money' },
              { value: 'clear', label: 'Nothing owed' },
            ]}
          />
        </FormField>
        <FormField label="Projects">
          <Select
            value={filters.project_status ?? ''}
            onChange={(event) => setParam('project_status', event.target.value)}
            options={[
              { value: '', label: 'Any projects' },
              ...PROJECT_STATUSES.map((status) => ({ value: status, label: projectStatusBadge(status).label })),
            ]}
          />
        </FormField>
        <FormField label="Sort by">
          <Select
            value={sorting.value}
            onChange={(event) => setParam('sort', event.target.value)}
            options={SORTS.map(({ value, label }) => ({ value, label }))}
          />
        </FormField>
      </Card>
      {authors.isPending ? (
        <Spinner label="Loading authors" />
      ) : authors.isError ? (
        <RetryNotice what="authors" onRetry={() => void authors.refetch()} />
      ) : authors.data.length === 0 ? (
        <EmptyState>No authors match these filters.</EmptyState>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="px-4 py-3 font-medium">Author</th>
                <th className="px-4 py-3 font-medium">Status</th>
                <th className="px-4 py-3 font-medium">Sign-in</th>
                <th className="px-4 py-3 text-right font-medium">Paid to date</th>
                <th className="px-4 py-3 text-right font-medium">Outstanding</th>
              </tr>
            </thead>
            <tbody>
              {authors.data.map((author) => {
                const status = authorStatusBadge(author.author_status);
                return (
                  <tr key={author.id} className="border-b border-slate-100 last:border-0">
                    <td className="px-4 py-3">
                      {author.record ? (
                        <Link to={`/staff/authors/${author.id}`} className="font-semibold text-ink hover:underline">
                          {author.full_name || author.email}
                        </Link>
                      ) : (
                        <p className="font-semibold text-ink-dark">{author.full_name || author.email}</p>
                      )}
                      <p className="text-slate-600">{author.email}</p>
                      {!author.record && isAdmin && (
                        <div className="mt-2">
                          <SignupInviteButton signup={author} />
                        </div>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge tone={status.tone}>{status.text}</StatusBadge>
                    </td>
                    <td className="px-4 py-3">
                      <AccountBadge state={author.account} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatMoney(author.paid_to_date)}</td>
                    <td className="px-4 py-3 text-right font-semibold tabular-nums">
                      {formatMoney(author.outstanding)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
