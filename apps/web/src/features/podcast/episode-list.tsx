import type { PublicEpisode } from '@app/contracts/public-content';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../components/query-state';
import { episodesQuery } from './episode-queries';

/** Loads the episodes (newest first) and hands them to `children`, with loading and error states. */
export function EpisodeList({ children }: { children: (episodes: PublicEpisode[]) => ReactNode }) {
  const episodes = useQuery(episodesQuery);
  return (
    <QueryState
      query={episodes}
      loading="Loading episodes"
      failure="The episodes could not be loaded. Please try again later."
    >
      {(list) =>
        list.length === 0 ? (
          <p className="text-center text-slate-700">The first episode is on its way.</p>
        ) : (
          children(list)
        )
      }
    </QueryState>
  );
}
