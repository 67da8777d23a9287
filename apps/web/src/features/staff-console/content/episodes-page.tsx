import { zodResolver } from '@hookform/resolvers/zod';
import { formatLongDate } from '@app/contracts/dates';
import { staffEpisodeCreateSchema, type StaffEpisode, type StaffEpisodeCreate } from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { apiFetch } from '../../../lib/api-client';
import { PageHeading } from '../../dashboard-layout/query-status';
import { asNumber, asOptionalText } from '../form-helpers';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { useIsAdmin } from '../use-staff-role';
import { ContentList } from './content-table';
import { DeleteButton } from './delete-button';
import { LinesField } from './lines-field';

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
            <div key={episode.id} className="flex flex-wrap items-center gap-4 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-dark">
                  #{episode.number} {episode.title}
                </p>
                <p className="text-sm text-slate-700">
                  {episode.guest_name} · {formatLongDate(episode.published_on)} ·{' '}
                  {Math.round(episode.duration_seconds / 60)} min
                </p>
              </div>
              {isAdmin && (
                <div className="flex gap-2">
                  <EpisodeDialog episode={episode} nextNumber={nextNumber} />
                  <DeleteButton path={`/api/staff/episodes/${episode.id}`} what={`episode ${episode.number}`} />
                </div>
              )}
            </div>
          ))
        }
      </ContentList>
    </>
  );
}

function EpisodeDialog({ episode, nextNumber }: { episode?: StaffEpisode; nextNumber: number }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(staffEpisodeCreateSchema), values: toValues(episode, nextNumber) });
  const { errors } = form.formState;
  const save = useStaffMutation({
    mutationFn: ({ id, ...fields }: StaffEpisodeCreate) =>
      episode
        ? apiFetch(`/api/staff/episodes/${episode.id}`, { method: 'PATCH', body: fields })
        : apiFetch('/api/staff/episodes', { method: 'POST', body: { id, ...fields } }),
    success: episode ? 'Episode saved.' : 'Episode added.',
    setError: form.setError,
    onSuccess: () => setOpen(false),
  });
  const title = episode ? `Edit episode ${episode.number}` : 'New episode';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={episode ? 'outline' : 'default'} size={episode ? 'sm' : 'md'} onClick={() => setOpen(true)}>
        {episode ? 'Edit' : 'New episode'}
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          aria-label={title}
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="space-y-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Title" error={errors.title?.message}>
              <Input {...form.register('title')} />
            </FormField>
            <FormField label="Address on the site" hint="Cannot change later" error={errors.id?.message}>
              <Input {...form.register('id')} disabled={Boolean(episode)} />
            </FormField>
            <FormField label="Number" error={errors.number?.message}>
              <Input type="number" min="1" {...form.register('number', asNumber)} />
            </FormField>
            <FormField label="Published on" error={errors.published_on?.message}>
              <Input type="date" {...form.register('published_on')} />
            </FormField>
            <FormField label="Guest" error={errors.guest_name?.message}>
              <Input {...form.register('guest_name')} />
            </FormField>
            <FormField label="Guest's title" error={errors.guest_title?.message}>
              <Input {...form.register('guest_title')} />
            </FormField>
            <FormField label="Length (seconds)" error={errors.duration_seconds?.message}>
              <Input type="number" min="1" {...form.register('duration_seconds', asNumber)} />
            </FormField>
            <FormField label="Audio link" error={errors.audio_url?.message}>
              <Input type="url" {...form.register('audio_url', asOptionalText)} />
            </FormField>
          </div>
          <FormField label="Summary" error={errors.summary?.message}>
            <Textarea rows={3} {...form.register('summary')} />
          </FormField>
          <LinesField control={form.control} name="show_notes" label="Show notes" />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save episode'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
