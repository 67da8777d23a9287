import type { PublicEpisode } from '@app/contracts/public-content';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { NotFoundContent } from '../../components/not-found-content';
import { QueryState } from '../../components/query-state';
import { Link } from '../../lib/navigation';
import { PageMeta, useSiteOrigin } from '../seo/page-meta';
import { podcastEpisodeJsonLd } from '../seo/structured-data';
import { EpisodeCard, episodePath } from './episode-card';
import { episodeQuery } from './episode-queries';
import { PODCAST_NAME } from './podcast-page';

/** `/all-episodes/{id}`: one episode with its show notes and audio, or the not-found page (404). */
export function EpisodeDetailPage({ id }: { id: string }) {
  const episode = useQuery(episodeQuery(id));
  return (
    <QueryState
      query={episode}
      loading="Loading episode"
      failure="This episode could not be loaded. Please try again later."
      page
    >
      {(found) =>
        found ? (
          <EpisodeDetail episode={found} />
        ) : (
          <NotFoundContent
            title="Episode not found"
            message="We could not find that episode. It may have been removed."
          />
        )
      }
    </QueryState>
  );
}

function EpisodeDetail({ episode }: { episode: PublicEpisode }) {
  const origin = useSiteOrigin();
  const path = episodePath(episode);
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <PageMeta
        title={`${episode.title} | ${PODCAST_NAME}`}
        description={episode.summary.slice(0, 155)}
        path={path}
        ogType="article"
        jsonLd={import.meta.env.SSR ? podcastEpisodeJsonLd(episode, `${origin}${path}`) : undefined}
      />
      <Link to="/all-episodes" className="inline-flex items-center gap-1 font-semibold text-ink hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All episodes
      </Link>
      <div className="mt-6">
        <EpisodeCard episode={episode} full headingLevel={1} />
      </div>
    </div>
  );
}
