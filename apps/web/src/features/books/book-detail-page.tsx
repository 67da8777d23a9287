import type { PublicBook } from '@app/contracts/public-content';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { ArrowLeft } from 'lucide-react';
import { Link } from '../../lib/navigation';
import { NotFoundContent } from '../../components/not-found-content';
import { QueryState } from '../../components/query-state';
import { buttonClasses } from '../../components/ui/button';
import { PageMeta, useSiteOrigin } from '../seo/page-meta';
import { bookJsonLd } from '../seo/structured-data';
import { BookCover } from './book-cover';
import { bookQuery } from './book-queries';

/** `/books/{id}`: one book, or the not-found page (404) for an unknown id. */
export function BookDetailPage({ id }: { id: string }) {
  const book = useQuery(bookQuery(id));
  return (
    <QueryState
      query={book}
      loading="Loading book"
      failure="This book could not be loaded. Please try again later."
      page
    >
      {(found) =>
        found ? (
          <BookDetail book={found} />
        ) : (
          <NotFoundContent title="Book not found" message="We could not find that book. It may have been removed." />
        )
      }
    </QueryState>
  );
}

function BookDetail({ book }: { book: PublicBook }) {
  const origin = useSiteOrigin();
  const path = `/books/${book.id}`;
  const facts = [
    ['Author', book.authorName],
    ['Genre', book.genre],
    ['Formats', book.format],
    ['Published', book.publishedOn ? format(parseISO(book.publishedOn), 'MMMM d, yyyy') : null],
    ['Pages', book.pages ? String(book.pages) : null],
    ['ISBN', book.isbn],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));

  return (
    <article className="mx-auto max-w-6xl px-4 sm:px-6">
      <PageMeta
        title={`${book.title} by ${book.authorName}`}
        description={book.description.split('\n')[0]?.slice(0, 155) ?? book.title}
        path={path}
        ogType="book"
        jsonLd={import.meta.env.SSR ? bookJsonLd(book, `${origin}${path}`) : undefined}
      />
      <Link to="/books" className="inline-flex items-center gap-1 font-semibold text-ink hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All books
      </Link>
      <div className="mt-6 grid gap-10 pb-16 md:grid-cols-[280px_1fr]">
        <BookCover book={book} className="max-w-[280px]" />
        <div>
          <h1 className="font-serif text-4xl text-ink-dark">{book.title}</h1>
          {book.subtitle && <p className="mt-2 text-xl text-slate-700">{book.subtitle}</p>}
          <p className="mt-2 text-lg text-slate-700">by {book.authorName}</p>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800">
            {book.description.split(/\n+/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-8 grid gap-x-6 gap-y-3 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="font-semibold text-ink-dark">{value}</dd>
              </div>
            ))}
          </dl>
          {book.buyUrl && (
            <a
              href={book.buyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('default', 'lg', 'mt-8')}
            >
              Buy this book
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
