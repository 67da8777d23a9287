import { siteConfig } from '@app/contracts/site-config';
import { Link } from '../../lib/navigation';
import { PageIntro, Section } from '../../components/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { PageMeta } from '../seo/page-meta';
import { EpisodeCard } from './episode-card';
import { EpisodeList } from './episode-list';

export const PODCAST_NAME = `The ${siteConfig.name} Podcast`;

export function PodcastPage() {
  return (
    <>
      <PageMeta
        title={`${PODCAST_NAME}: Conversations on Writing and Publishing`}
        description="Candid conversations with authors, editors, narrators and marketers about writing, publishing and finding readers."
        path="/podcast"
      />
      <PageIntro
        eyebrow="Podcast"
        title={PODCAST_NAME}
        lead="Every other week we sit down with an author or a publishing professional and talk honestly about what it takes to make a book and get it read: covers, editing, audio, advertising and the long road in between."
      >
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/all-episodes" className={buttonClasses('default', 'lg')}>
            Browse all episodes
          </Link>
          <Link to="/contact" className={buttonClasses('outline', 'lg')}>
            Be a guest on the show
          </Link>
        </div>
      </PageIntro>
      <Section title="Latest episodes">
        <EpisodeList>
          {(episodes) => (
            <div className="grid gap-6 md:grid-cols-3">
              {episodes.slice(0, 3).map((episode) => (
                <EpisodeCard key={episode.id} episode={episode} />
              ))}
            </div>
          )}
        </EpisodeList>
      </Section>
      <Section title="Feature your book on the show">
        <p className="max-w-3xl text-lg text-slate-800">
          Our Podcast Feature service books you as a guest: a prepared interview about your book, a professionally
          edited episode, and clips you can share with your readers. Ask for it in your quote or add it from the
          marketing services page.
        </p>
        <Link to="/marketing-services" className={buttonClasses('secondary', 'md', 'mt-6')}>
          See marketing services
        </Link>
      </Section>
    </>
  );
}
