import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, RetryNotice } from '../../dashboard-layout/query-status';

/** The list of one kind of public content, with its loading, failure and empty states. */
export function ContentList<T>({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T[]; refetch: () => unknown };
  what: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${what}`} />;
  if (query.isError || !query.data) return <RetryNotice what={what} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState>No {what} yet.</EmptyState>;
  return <Card className="divide-y divide-slate-100">{children(query.data)}</Card>;
}

/** One row of a content list: an optional picture, the title and a line of details, then the admin's actions. */
export function ContentRow({
  picture,
  title,
  details,
  children,
  actions,
}: {
  picture?: ReactNode;
  title: ReactNode;
  details: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4 p-4">
      {picture}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-dark">{title}</p>
        <p className="text-sm text-slate-700">{details}</p>
        {children}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
