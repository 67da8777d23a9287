import { zodResolver } from '@hookform/resolvers/zod';
import {
  staffTestimonialCreateSchema,
  type StaffTestimonial,
  type StaffTestimonialCreate,
} from '@app/contracts/staff-api';
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
import { StatusBadge } from '../../dashboard-layout/status-badge';
import { asNumber, asOptionalText } from '../form-helpers';
import { Select } from '../select';
import { staffQueries } from '../staff-queries';
import { useStaffMutation } from '../use-staff-mutation';
import { useIsAdmin } from '../use-staff-role';
import { ContentList } from './content-table';
import { DeleteButton } from './delete-button';

const toValues = (testimonial: StaffTestimonial | undefined, nextPosition: number): StaffTestimonialCreate => ({
  author_name: testimonial?.author_name ?? '',
  book_title: testimonial?.book_title ?? '',
  service: testimonial?.service ?? '',
  quote: testimonial?.quote ?? '',
  rating: testimonial?.rating ?? 5,
  location: testimonial?.location ?? null,
  published: testimonial?.published ?? true,
  sort_order: testimonial?.sort_order ?? nextPosition,
});

/** /staff/content/testimonials: what authors say, in display order; unpublished ones stay off the site. */
export function TestimonialsPage() {
  const isAdmin = useIsAdmin();
  const testimonials = useQuery(staffQueries.testimonials());
  const nextPosition = Math.max(-1, ...(testimonials.data ?? []).map((row) => row.sort_order)) + 1;
  return (
    <>
      <PageHeading
        title="Testimonials"
        description="Shown on the public site in this order."
        actions={isAdmin && <TestimonialDialog nextPosition={nextPosition} />}
      />
      <ContentList query={testimonials} what="testimonials">
        {(rows) =>
          rows.map((row) => (
            <div key={row.id} className="flex flex-wrap items-start gap-4 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-dark">
                  {row.author_name} · {row.book_title}{' '}
                  {!row.published && <StatusBadge tone="neutral">Hidden</StatusBadge>}
                </p>
                <p className="text-sm text-slate-700">
                  {row.service} · {row.rating}/5
                </p>
                <p className="mt-1 text-sm italic">“{row.quote}”</p>
              </div>
              {isAdmin && (
                <div className="flex gap-2">
                  <TestimonialDialog testimonial={row} nextPosition={nextPosition} />
                  <DeleteButton path={`/api/staff/testimonials/${row.id}`} what={`${row.author_name}'s testimonial`} />
                </div>
              )}
            </div>
          ))
        }
      </ContentList>
    </>
  );
}

function TestimonialDialog({ testimonial, nextPosition }: { testimonial?: StaffTestimonial; nextPosition: number }) {
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(staffTestimonialCreateSchema),
    values: toValues(testimonial, nextPosition),
  });
  const { errors } = form.formState;
  const save = useStaffMutation({
    mutationFn: (body: StaffTestimonialCreate) =>
      testimonial
        ? apiFetch(`/api/staff/testimonials/${testimonial.id}`, { method: 'PATCH', body })
        : apiFetch('/api/staff/testimonials', { method: 'POST', body }),
    success: testimonial ? 'Testimonial saved.' : 'Testimonial added.',
    setError: form.setError,
    onSuccess: () => setOpen(false),
  });
  const title = testimonial ? `Edit ${testimonial.author_name}'s testimonial` : 'New testimonial';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant={testimonial ? 'outline' : 'default'}
        size={testimonial ? 'sm' : 'md'}
        onClick={() => setOpen(true)}
      >
        {testimonial ? 'Edit' : 'New testimonial'}
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
            <FormField label="Author" error={errors.author_name?.message}>
              <Input {...form.register('author_name')} />
            </FormField>
            <FormField label="Book" error={errors.book_title?.message}>
              <Input {...form.register('book_title')} />
            </FormField>
            <FormField label="Service" error={errors.service?.message}>
              <Input {...form.register('service')} />
            </FormField>
            <FormField label="Location" error={errors.location?.message}>
              <Input {...form.register('location', asOptionalText)} />
            </FormField>
            <FormField label="Rating" error={errors.rating?.message}>
              <Input type="number" min="1" max="5" {...form.register('rating', asNumber)} />
            </FormField>
            <FormField label="Position" hint="Lower comes first" error={errors.sort_order?.message}>
              <Input type="number" min="0" {...form.register('sort_order', asNumber)} />
            </FormField>
            <FormField label="On the public site" error={errors.published?.message}>
              <Select
                {...form.register('published', { setValueAs: (value) => value === true || value === 'true' })}
                options={[
                  { value: 'true', label: 'Published' },
                  { value: 'false', label: 'Hidden' },
                ]}
              />
            </FormField>
          </div>
          <FormField label="Quote" error={errors.quote?.message}>
            <Textarea rows={4} {...form.register('quote')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save testimonial'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
