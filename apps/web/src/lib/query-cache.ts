import type { QueryClient } from '@tanstack/react-query';

let browserClient: QueryClient | null = null;

/**
 * The browser's one data cache for the whole visit, created by the first page that uses TanStack
 * Query (lib/query-scope.tsx). Kept apart from Query itself so the session can clear the cache
 * without every page downloading Query.
 */
export function browserQueryClient(create: () => QueryClient): QueryClient {
  browserClient ??= create();
  return browserClient;
}

/** Forgets every cached response; before any page has used the cache there is nothing to forget. */
export function clearQueryCache(): void {
  browserClient?.clear();
}
