import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/navigation';
import { PageIntro, Section } from '../../components/page-intro';
import { QueryState } from '../../components/query-state';
import { PageMeta } from '../seo/page-meta';
import { BookCover } from './book-cover';
import { booksQuery } from './book-queries';

export function BooksPage() {
  const books = useQuery(booksQuery);
  return (
    <>
      <PageMeta
        title="Books by Our Authors"
        description="Novels, memoirs, children's books and nonfiction published with Quillbridge Publishing by independent authors."
        path="/books"
      />
      <PageIntro
        eyebrow="Our authors"
        title="Books by Our Authors"
        lead="Every title here was written by an independent author and produced with our editors, designers and narrators. The rights and the royalties stay with the author."
      />
      <Section>
        <QueryState
          query={books}
          loading="Loading books"
          failure="The books could not be loaded. Please try again later."
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-center text-slate-700">New titles are on their way.</p>
            ) : (
              <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
                {list.map((book) => (
                  <li key={book.id}>
                    <Link
                      to={`/books/${book.id}`}
                      className="group block rounded-md focus-visible:outline-2 focus-visible:outline-ink"
                    >
                      <BookCover book={book} />
                      <h2 className="mt-3 text-lg font-semibold text-ink-dark group-hover:underline">{book.title}</h2>
                      <p className="text-sm text-slate-700">
                        {book.authorName} · {book.genre}
                      </p>
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Section>
    </>
  );
}
