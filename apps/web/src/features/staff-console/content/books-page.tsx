import { zodResolver } from '@hookform/resolvers/zod';
import { formatLongDate } from '@app/contracts/dates';
import { staffBookCreateSchema, type StaffBook, type StaffBookCreate } from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
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

const toValues = (book?: StaffBook): StaffBookCreate => ({
  id: book?.id ?? '',
  title: book?.title ?? '',
  subtitle: book?.subtitle ?? null,
  author_name: book?.author_name ?? '',
  author_id: book?.author_id ?? null,
  genre: book?.genre ?? '',
  format: book?.format ?? 'Paperback',
  description: book?.description ?? '',
  published_on: book?.published_on ?? null,
  isbn: book?.isbn ?? null,
  pages: book?.pages ?? null,
  cover_color: book?.cover_color ?? '#1f3a5f',
  buy_url: book?.buy_url ?? null,
});

/** /staff/content/books: the books shown on the public site. */
export function BooksPage() {
  const isAdmin = useIsAdmin();
  const books = useQuery(staffQueries.books());
  return (
    <>
      <PageHeading title="Books" description="Books on the public site." actions={isAdmin && <BookDialog />} />
      <ContentList query={books} what="books">
        {(rows) =>
          rows.map((book) => (
            <div key={book.id} className="flex flex-wrap items-center gap-4 p-4">
              <div
                className="flex h-20 w-14 shrink-0 items-center justify-center overflow-hidden rounded"
                style={{ backgroundColor: book.cover_color }}
              >
                {book.cover_url && <img src={book.cover_url} alt="" className="h-full w-full object-cover" />}
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-dark">{book.title}</p>
                <p className="text-sm text-slate-700">
                  {book.author_name} · {book.genre} · {formatLongDate(book.published_on)}
                </p>
              </div>
              {isAdmin && (
                <div className="flex flex-wrap gap-2">
                  <CoverUpload book={book} />
                  <BookDialog book={book} />
                  <DeleteButton path={`/api/staff/books/${book.id}`} what={`“${book.title}”`} />
                </div>
              )}
            </div>
          ))
        }
      </ContentList>
    </>
  );
}

function BookDialog({ book }: { book?: StaffBook }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(staffBookCreateSchema), values: toValues(book) });
  const { errors } = form.formState;
  const save = useStaffMutation({
    mutationFn: ({ id, ...fields }: StaffBookCreate) =>
      book
        ? apiFetch(`/api/staff/books/${book.id}`, { method: 'PATCH', body: fields })
        : apiFetch('/api/staff/books', { method: 'POST', body: { id, ...fields } }),
    success: book ? 'Book saved.' : 'Book added.',
    setError: form.setError,
    onSuccess: () => setOpen(false),
  });
  const title = book ? `Edit ${book.title}` : 'New book';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={book ? 'outline' : 'default'} size={book ? 'sm' : 'md'} onClick={() => setOpen(true)}>
        {book ? 'Edit' : 'New book'}
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
            <FormField
              label="Address on the site"
              hint="e.g. the-salt-road, cannot change later"
              error={errors.id?.message}
            >
              <Input {...form.register('id')} disabled={Boolean(book)} />
            </FormField>
            <FormField label="Subtitle" error={errors.subtitle?.message}>
              <Input {...form.register('subtitle', asOptionalText)} />
            </FormField>
            <FormField label="Author name" error={errors.author_name?.message}>
              <Input {...form.register('author_name')} />
            </FormField>
            <FormField label="Genre" error={errors.genre?.message}>
              <Input {...form.register('genre')} />
            </FormField>
            <FormField label="Format" error={errors.format?.message}>
              <Input {...form.register('format')} />
            </FormField>
            <FormField label="Published on" error={errors.published_on?.message}>
              <Input type="date" {...form.register('published_on', asOptionalText)} />
            </FormField>
            <FormField label="ISBN" error={errors.isbn?.message}>
              <Input {...form.register('isbn', asOptionalText)} />
            </FormField>
            <FormField label="Pages" error={errors.pages?.message}>
              <Input type="number" min="1" {...form.register('pages', asNumber)} />
            </FormField>
            <FormField label="Cover colour" hint="Shown until a cover is uploaded" error={errors.cover_color?.message}>
              <Input {...form.register('cover_color')} />
            </FormField>
            <FormField label="Where to buy" error={errors.buy_url?.message}>
              <Input type="url" {...form.register('buy_url', asOptionalText)} />
            </FormField>
            <FormField
              label="Linked author record (id)"
              hint="Counts on their dashboard"
              error={errors.author_id?.message}
            >
              <Input {...form.register('author_id', asOptionalText)} />
            </FormField>
          </div>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={5} {...form.register('description')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save book'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CoverUpload({ book }: { book: StaffBook }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useStaffMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch(`/api/staff/books/${book.id}/cover`, { method: 'PUT', body });
    },
    success: 'Cover uploaded.',
  });
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        Cover of {book.title}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
          event.target.value = '';
        }}
      />
      <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? 'Uploading…' : 'Upload cover'}
      </Button>
    </>
  );
}
