import type { PublicBook } from '@app/contracts/public-content';
import { cn } from '../../components/ui/cn';

/** The cover image when there is one, else a typographic cover in the book's colour (2:3). */
export function BookCover({ book, className }: { book: PublicBook; className?: string }) {
  if (book.coverUrl) {
    return (
      <img
        src={book.coverUrl}
        alt={`Cover of ${book.title}`}
        width={400}
        height={600}
        loading="lazy"
        className={cn('aspect-[2/3] w-full rounded-md object-cover shadow-md', className)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={`Cover of ${book.title}`}
      style={{ backgroundColor: book.coverColor }}
      className={cn(
        'flex aspect-[2/3] w-full flex-col justify-between rounded-md p-5 text-white shadow-md ring-1 ring-black/10',
        className,
      )}
    >
      <span className="font-serif text-2xl leading-tight">{book.title}</span>
      <span className="text-sm tracking-wider uppercase opacity-90">{book.authorName}</span>
    </div>
  );
}
