import { QueryClient } from '@tanstack/react-query';

/** The spec's query defaults: fresh 5 minutes, cached 10 minutes, one retry, no refetch on focus. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
