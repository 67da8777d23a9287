import type { PublicBook } from '@app/contracts/public-content';
import { cn } from '../../components/ui/cn';

/** Relative luminance of a #rrggbb colour (WCAG), 1 for anything else. */
function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return 1;
  const channels = [0, 2, 4].map((i) => parseInt(match[1]!.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White text on dark covers, near-black on light ones: whichever contrasts more. */
export const coverTextColor = (background: string) =>
  (luminance(background) + 0.05) / 0.05 > 1.05 / (luminance(background) + 0.05) ? '#111827' : '#ffffff';

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
      style={{ backgroundColor: book.coverColor, color: coverTextColor(book.coverColor) }}
      className={cn(
        'flex aspect-[2/3] w-full flex-col justify-between rounded-md p-5 shadow-md ring-1 ring-black/10',
        className,
      )}
    >
      <span className="font-serif text-2xl leading-tight">{book.title}</span>
      <span className="text-sm tracking-wider uppercase">{book.authorName}</span>
    </div>
  );
}
