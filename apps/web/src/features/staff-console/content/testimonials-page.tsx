import { zodResolver } from '@hookform/resolvers/zod';
import {
  staffTestimonialCreateSchema,
  type StaffTestimonial,
  type StaffTestimonialCreate,
} from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { PageHeading } from '../../dashboard-layout/query-status';
import { StatusBadge } from '../../dashboard-layout/status-badge';
import { InputField, SelectField, TextareaField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { asNumber, asOptionalText } from '../form-helpers';
import { staffQueries } from '../staff-queries';
import { useIsAdmin } from '../use-staff-role';
import { ContentList, ContentRow } from './content-table';
import { DeleteButton } from './delete-button';
import { useContentEditor } from './use-content-editor';

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
            <ContentRow
              key={row.id}
              title={
                <>
                  {row.author_name} · {row.book_title}{' '}
                  {!row.published && <StatusBadge tone="neutral">Hidden</StatusBadge>}
                </>
              }
              details={`${row.service} · ${row.rating}/5`}
              actions={
                isAdmin && (
                  <>
                    <TestimonialDialog testimonial={row} nextPosition={nextPosition} />
                    <DeleteButton
                      path={`/api/staff/testimonials/${row.id}`}
                      what={`${row.author_name}'s testimonial`}
                    />
                  </>
                )
              }
            >
              <p className="mt-1 text-sm italic">“{row.quote}”</p>
            </ContentRow>
          ))
        }
      </ContentList>
    </>
  );
}

function TestimonialDialog({ testimonial, nextPosition }: { testimonial?: StaffTestimonial; nextPosition: number }) {
  const form = useForm({
    resolver: zodResolver(staffTestimonialCreateSchema),
    values: toValues(testimonial, nextPosition),
  });
  const editor = useContentEditor(form, {
    collection: '/api/staff/testimonials',
    id: testimonial?.id,
    noun: 'testimonial',
  });
  return (
    <EditorDialog
      {...editor}
      title={testimonial ? `Edit ${testimonial.author_name}'s testimonial` : 'New testimonial'}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="author_name" label="Author" />
        <InputField form={form} name="book_title" label="Book" />
        <InputField form={form} name="service" label="Service" />
        <InputField form={form} name="location" label="Location" registerOptions={asOptionalText} />
        <InputField form={form} name="rating" label="Rating" type="number" min="1" max="5" registerOptions={asNumber} />
        <InputField
          form={form}
          name="sort_order"
          label="Position"
          hint="Lower comes first"
          type="number"
          min="0"
          registerOptions={asNumber}
        />
        <SelectField
          form={form}
          name="published"
          label="On the public site"
          registerOptions={{ setValueAs: (value) => value === true || value === 'true' }}
          options={[
            { value: 'true', label: 'Published' },
            { value: 'false', label: 'Hidden' },
          ]}
        />
      </div>
      <TextareaField form={form} name="quote" label="Quote" rows={4} />
    </EditorDialog>
  );
}
