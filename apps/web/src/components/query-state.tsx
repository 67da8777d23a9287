import type { ReactNode } from 'react';
import { cn } from './ui/cn';
import { Spinner } from './ui/spinner';

/**
 * A page's data in its three states: a spinner while it loads, a short apology when it could not
 * be loaded, and `children` with the data once it is there. `page` spaces the first two for a whole
 * page rather than a section of one.
 */
export function QueryState<T>({
  query,
  loading,
  failure,
  page = false,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean };
  /** What is loading, read by screen readers, e.g. "Loading books". */
  loading: string;
  /** The sentence shown when loading failed. */
  failure: string;
  page?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className={cn('flex justify-center', page ? 'py-24' : 'py-12')}>
        <Spinner size="lg" label={loading} />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return <p className={cn('text-center text-slate-700', page && 'py-24')}>{failure}</p>;
  }
  return <>{children(query.data)}</>;
}
