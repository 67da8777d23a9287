import type { AuthorDataResource } from '@app/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard queries that show each part of an author's records, by the first words of their
 * keys (['dashboard', name, userId, …], see dashboard-layout/dashboard-queries.ts): the lists and
 * every detail under them.
 */
const QUERIES_OF: Record<AuthorDataResource, readonly string[]> = {
  profile: ['profile'],
  invoices: ['invoices', 'invoice'],
  installments: ['installments'],
  // A project's stages, files and proofs (the orders page and the proof review page).
  projects: ['projects', 'project-files', 'production'],
  agreements: ['contracts', 'signature'],
  books: ['books'],
  royalties: ['royalties', 'royalty-statement'],
};

/** Marks what changed as stale: the pages on screen refetch it at once, the others when opened. */
export async function refreshResources(
  queryClient: QueryClient,
  userId: string,
  resources: readonly AuthorDataResource[],
): Promise<void> {
  const names = new Set(resources.flatMap((resource) => QUERIES_OF[resource]));
  await Promise.all([...names].map((name) => queryClient.invalidateQueries({ queryKey: ['dashboard', name, userId] })));
}

/** Events may have been missed: everything the dashboard shows of this person is stale. */
export function refreshDashboard(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'dashboard' && queryKey[2] === userId,
  });
}
