import { zodResolver } from '@hookform/resolvers/zod';
import { formatLongDate } from '@app/contracts/dates';
import { staffEpisodeCreateSchema, type StaffEpisode, type StaffEpisodeCreate } from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { PageHeading } from '../../dashboard-layout/query-status';
import { InputField, TextareaField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { asNumber, asOptionalText } from '../form-helpers';
import { staffQueries } from '../staff-queries';
import { useIsAdmin } from '../use-staff-role';
import { ContentList, ContentRow } from './content-table';
import { DeleteButton } from './delete-button';
import { LinesField } from './lines-field';
import { useContentEditor } from './use-content-editor';

const toValues = (episode: StaffEpisode | undefined, nextNumber: number): StaffEpisodeCreate => ({
  id: episode?.id ?? '',
  number: episode?.number ?? nextNumber,
  title: episode?.title ?? '',
  summary: episode?.summary ?? '',
  guest_name: episode?.guest_name ?? '',
  guest_title: episode?.guest_title ?? '',
  duration_seconds: episode?.duration_seconds ?? 1800,
  published_on: episode?.published_on ?? '',
  show_notes: episode?.show_notes ?? [],
  audio_url: episode?.audio_url ?? null,
});

/** /staff/content/episodes: the podcast's episodes. */
export function EpisodesPage() {
  const isAdmin = useIsAdmin();
  const episodes = useQuery(staffQueries.episodes());
  const nextNumber = Math.max(0, ...(episodes.data ?? []).map((episode) => episode.number)) + 1;
  return (
    <>
      <PageHeading
        title="Podcast episodes"
        description="Episodes on the public podcast pages."
        actions={isAdmin && <EpisodeDialog nextNumber={nextNumber} />}
      />
      <ContentList query={episodes} what="episodes">
        {(rows) =>
          rows.map((episode) => (
            <ContentRow
              key={episode.id}
              title={`#${episode.number} ${episode.title}`}
              details={`${episode.guest_name} · ${formatLongDate(episode.published_on)} · ${Math.round(episode.duration_seconds / 60)} min`}
              actions={
                isAdmin && (
                  <>
                    <EpisodeDialog episode={episode} nextNumber={nextNumber} />
                    <DeleteButton path={`/api/staff/episodes/${episode.id}`} what={`episode ${episode.number}`} />
                  </>
                )
              }
            />
          ))
        }
      </ContentList>
    </>
  );
}

function EpisodeDialog({ episode, nextNumber }: { episode?: StaffEpisode; nextNumber: number }) {
  const form = useForm({ resolver: zodResolver(staffEpisodeCreateSchema), values: toValues(episode, nextNumber) });
  const editor = useContentEditor(form, { collection: '/api/staff/episodes', id: episode?.id, noun: 'episode' });
  return (
    <EditorDialog {...editor} title={episode ? `Edit episode ${episode.number}` : 'New episode'} wide>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="title" label="Title" />
        <InputField
          form={form}
          name="id"
          label="Address on the site"
          hint="Cannot change later"
          disabled={Boolean(episode)}
        />
        <InputField form={form} name="number" label="Number" type="number" min="1" registerOptions={asNumber} />
        <InputField form={form} name="published_on" label="Published on" type="date" />
        <InputField form={form} name="guest_name" label="Guest" />
        <InputField form={form} name="guest_title" label="Guest's title" />
        <InputField
          form={form}
          name="duration_seconds"
          label="Length (seconds)"
          type="number"
          min="1"
          registerOptions={asNumber}
        />
        <InputField form={form} name="audio_url" label="Audio link" type="url" registerOptions={asOptionalText} />
      </div>
      <TextareaField form={form} name="summary" label="Summary" rows={3} />
      <LinesField control={form.control} name="show_notes" label="Show notes" />
    </EditorDialog>
  );
}
