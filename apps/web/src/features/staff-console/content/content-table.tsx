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
