import type { PublicEpisode } from '@app/contracts/public-content';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { episodesQuery } from './episode-queries';

/** Loads the episodes (newest first) and hands them to `children`, with loading and error states. */
export function EpisodeList({ children }: { children: (episodes: PublicEpisode[]) => ReactNode }) {
  const { data: episodes, isPending, isError } = useQuery(episodesQuery);
  if (isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label="Loading episodes" />
      </div>
    );
  }
  if (isError)
    return <p className="text-center text-slate-700">The episodes could not be loaded. Please try again later.</p>;
  if (episodes.length === 0) return <p className="text-center text-slate-700">The first episode is on its way.</p>;
  return <>{children(episodes)}</>;
}
