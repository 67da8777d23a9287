import { contentQueryKeys, type PublicEpisode } from '@app/contracts/public-content';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

export const episodesQuery = queryOptions({
  queryKey: contentQueryKeys.episodes,
  queryFn: async () => (await apiFetch<{ episodes: PublicEpisode[] }>('/api/episodes')).episodes,
});
