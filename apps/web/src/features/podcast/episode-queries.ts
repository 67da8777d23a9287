import { contentQueryKeys, type PublicEpisode } from '@app/contracts/public-content';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { fetchOrNull } from '../../lib/content-query';

export const episodesQuery = queryOptions({
  queryKey: contentQueryKeys.episodes,
  queryFn: async () => (await apiFetch<{ episodes: PublicEpisode[] }>('/api/episodes')).episodes,
});

export const episodeQuery = (id: string) =>
  queryOptions({
    queryKey: contentQueryKeys.episode(id),
    queryFn: () =>
      fetchOrNull(`/api/episodes/${encodeURIComponent(id)}`, (body: { episode: PublicEpisode }) => body.episode),
  });
