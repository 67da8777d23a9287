import { PageIntro, Section } from '../../components/page-intro';
import { PageMeta, useSiteOrigin } from '../seo/page-meta';
import { podcastEpisodeJsonLd } from '../seo/structured-data';
import { EpisodeCard, episodePath } from './episode-card';
import { EpisodeList } from './episode-list';
import { PODCAST_NAME } from './podcast-page';
import { useQuery } from '@tanstack/react-query';
import { episodesQuery } from './episode-queries';

export function AllEpisodesPage() {
  const origin = useSiteOrigin();
  const { data: episodes = [] } = useQuery(episodesQuery);
  return (
    <>
      <PageMeta
        title={`All Episodes | ${PODCAST_NAME}`}
        description="Every episode of the Quillbridge Publishing podcast, with show notes: covers, editing, audiobooks, advertising and more."
        path="/all-episodes"
        jsonLd={
          import.meta.env.SSR
            ? episodes.map((episode) => podcastEpisodeJsonLd(episode, `${origin}${episodePath(episode)}`))
            : undefined
        }
      />
      <PageIntro
        eyebrow={PODCAST_NAME}
        title="All Episodes"
        lead="Every conversation so far, newest first, with show notes."
      />
      <Section>
        <EpisodeList>
          {(list) => (
            <div className="mx-auto max-w-3xl space-y-6">
              {list.map((episode) => (
                <EpisodeCard key={episode.id} episode={episode} full headingLevel={2} />
              ))}
            </div>
          )}
        </EpisodeList>
      </Section>
    </>
  );
}
