import { Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
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
  return <PageSpinner label="Loading" />;
}

/** Puts routes whose pages use TanStack Query under a layout that provides it (see QueryScope). */
export const withQueryClient = (children: RouteObject[]): RouteObject => ({
  Component: QueryLayout,
  HydrateFallback: FirstPageLoading,
  children,
});
