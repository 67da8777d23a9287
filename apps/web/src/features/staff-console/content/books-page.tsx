import { zodResolver } from '@hookform/resolvers/zod';
import { formatLongDate } from '@app/contracts/dates';
import { staffBookCreateSchema, type StaffBook, type StaffBookCreate } from '@app/contracts/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { PageHeading } from '../../dashboard-layout/query-status';
import { InputField, TextareaField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { FileUploadButton } from '../file-upload-button';
import { asNumber, asOptionalText } from '../form-helpers';
import { staffQueries } from '../staff-queries';
import { useIsAdmin } from '../use-staff-role';
import { ContentList, ContentRow } from './content-table';
import { DeleteButton } from './delete-button';
import { useContentEditor } from './use-content-editor';

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
            <ContentRow
              key={book.id}
              picture={
                <div
                  className="flex h-20 w-14 shrink-0 items-center justify-center overflow-hidden rounded"
                  style={{ backgroundColor: book.cover_color }}
                >
                  {book.cover_url && <img src={book.cover_url} alt="" className="h-full w-full object-cover" />}
                </div>
              }
              title={book.title}
              details={`${book.author_name} · ${book.genre} · ${formatLongDate(book.published_on)}`}
              actions={
                isAdmin && (
                  <>
                    <FileUploadButton
                      path={`/api/staff/books/${book.id}/cover`}
                      success="Cover uploaded."
                      inputLabel={`Cover of ${book.title}`}
                      accept="image/png,image/jpeg,image/webp"
                    >
                      Upload cover
                    </FileUploadButton>
                    <BookDialog book={book} />
                    <DeleteButton path={`/api/staff/books/${book.id}`} what={`“${book.title}”`} />
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

function BookDialog({ book }: { book?: StaffBook }) {
  const form = useForm({ resolver: zodResolver(staffBookCreateSchema), values: toValues(book) });
  const editor = useContentEditor(form, { collection: '/api/staff/books', id: book?.id, noun: 'book' });
  return (
    <EditorDialog {...editor} title={book ? `Edit ${book.title}` : 'New book'} wide>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="title" label="Title" />
        <InputField
          form={form}
          name="id"
          label="Address on the site"
          hint="e.g. the-salt-road, cannot change later"
          disabled={Boolean(book)}
        />
        <InputField form={form} name="subtitle" label="Subtitle" registerOptions={asOptionalText} />
        <InputField form={form} name="author_name" label="Author name" />
        <InputField form={form} name="genre" label="Genre" />
        <InputField form={form} name="format" label="Format" />
        <InputField form={form} name="published_on" label="Published on" type="date" registerOptions={asOptionalText} />
        <InputField form={form} name="isbn" label="ISBN" registerOptions={asOptionalText} />
        <InputField form={form} name="pages" label="Pages" type="number" min="1" registerOptions={asNumber} />
        <InputField form={form} name="cover_color" label="Cover colour" hint="Shown until a cover is uploaded" />
        <InputField form={form} name="buy_url" label="Where to buy" type="url" registerOptions={asOptionalText} />
        <InputField
          form={form}
          name="author_id"
          label="Linked author record (id)"
          hint="Counts on their dashboard"
          registerOptions={asOptionalText}
        />
      </div>
      <TextareaField form={form} name="description" label="Description" rows={5} />
    </EditorDialog>
  );
}
