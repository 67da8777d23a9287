import type { Production } from '@app/contracts/production-api';
import { apiFetch } from '../../lib/api-client';

/** A project's stages, files and proofs: the orders page and the proof page share the cache entry. */
export const productionQuery = (userId: string | undefined, projectId: string) => ({
  queryKey: ['dashboard', 'production', userId ?? '', projectId] as const,
  queryFn: () => apiFetch<Production>(`/api/me/projects/${encodeURIComponent(projectId)}/production`),
  enabled: Boolean(userId),
});
