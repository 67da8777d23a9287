import type { RouteObject } from 'react-router';

/** Puts routes whose pages use TanStack Query under the layout that provides it (see QueryLayout). */
export const withQueryClient = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('../query-layout')).QueryLayout }),
  children,
});
