import type { PublicEpisode } from '@app/contracts/public-content';
import { format, parseISO } from 'date-fns';
import { Mic } from 'lucide-react';

export const episodeAnchor = (episode: PublicEpisode) => `episode-${episode.number}`;

/** One episode: number, date, length, guest, summary and, in full, the show notes and audio. */
export function EpisodeCard({
  episode,
  full = false,
  headingLevel = 3,
}: {
  episode: PublicEpisode;
  full?: boolean;
  /** The card's title level under the page's own headings. */
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Subtitle = headingLevel === 2 ? 'h3' : 'h4';
  const minutes = Math.round(episode.durationSeconds / 60);
  return (
    <article id={episodeAnchor(episode)} className="scroll-mt-24 rounded-xl bg-white p-6 shadow-sm">
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1 font-semibold text-ink">
          <Mic aria-hidden="true" className="h-4 w-4" /> Episode {episode.number}
        </span>
        <time dateTime={episode.publishedOn}>{format(parseISO(episode.publishedOn), 'MMM d, yyyy')}</time>
        <span>{minutes} min</span>
      </p>
      <Title className="mt-2 text-xl font-semibold text-ink-dark">{episode.title}</Title>
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
