import type { PublicEpisode } from '@app/contracts/public-content';
import { format, parseISO } from 'date-fns';
import { Mic } from 'lucide-react';
import { Link } from '../../lib/navigation';

/** The episode's own page. */
export const episodePath = (episode: PublicEpisode) => `/all-episodes/${episode.id}`;

const headings = { 1: ['h1', 'h2'], 2: ['h2', 'h3'], 3: ['h3', 'h4'] } as const;

/**
 * One episode: number, date, length, guest, summary and, in full, the show notes and audio.
 * Its title links to the episode's page, except on that page, where it is the level-1 heading.
 */
export function EpisodeCard({
  episode,
  full = false,
  headingLevel = 3,
}: {
  episode: PublicEpisode;
  full?: boolean;
  /** The card's title level under the page's own headings; 1 when the card is the page. */
  headingLevel?: 1 | 2 | 3;
}) {
  const [Title, Subtitle] = headings[headingLevel];
  const minutes = Math.round(episode.durationSeconds / 60);
  return (
    <article className="rounded-xl bg-white p-6 shadow-sm">
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1 font-semibold text-ink">
          <Mic aria-hidden="true" className="h-4 w-4" /> Episode {episode.number}
        </span>
        <time dateTime={episode.publishedOn}>{format(parseISO(episode.publishedOn), 'MMM d, yyyy')}</time>
        <span>{minutes} min</span>
      </p>
      {headingLevel === 1 ? (
        <Title className="mt-2 font-serif text-4xl leading-tight text-ink-dark">{episode.title}</Title>
      ) : (
        <Title className="mt-2 text-xl font-semibold text-ink-dark">
          <Link to={episodePath(episode)} className="underline-offset-4 hover:underline">
            {episode.title}
          </Link>
        </Title>
      )}
      <p className="mt-1 text-sm text-slate-700">
        With {episode.guestName}, {episode.guestTitle}
      </p>
      <p className="mt-3 text-slate-800">{episode.summary}</p>
      {full && episode.showNotes.length > 0 && (
        <>
          <Subtitle className="mt-4 font-semibold text-ink-dark">Show notes</Subtitle>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {episode.showNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
      {full && episode.audioUrl && (
        <audio controls preload="none" src={episode.audioUrl} className="mt-4 w-full">
          <a href={episode.audioUrl}>Download the episode</a>
        </audio>
      )}
    </article>
  );
}
