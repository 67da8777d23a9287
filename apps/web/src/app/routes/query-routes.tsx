import { Outlet, type RouteObject } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { QueryScope } from '../../lib/query-scope';

function QueryLayout() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}

/** What shows while the first page's code downloads. */
function FirstPageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-paper">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}

/** Puts routes whose pages use TanStack Query under a layout that provides it (see QueryScope). */
export const withQueryClient = (children: RouteObject[]): RouteObject => ({
  Component: QueryLayout,
  HydrateFallback: FirstPageLoading,
  children,
});
