import type { TitleConfirmation } from '@app/contracts/royalties-api';
import {
  naturalKey,
  normalizeIdentifier,
  normalizeTitle,
  readSalesRow,
  type ColumnMapping,
  type SalesLine,
} from '@app/contracts/royalties';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { DB } from '../db/schema.js';
import type { FileRow } from './sales-file.js';

export interface BookRef {
  id: string;
  title: string;
  author_id: string | null;
}

/** The books a report's rows can belong to, by identifier (ISBN, learned ASINs) and by title. */
export interface BookIndex {
  byId: Map<string, BookRef>;
  byIdentifier: Map<string, BookRef>;
  byTitle: Map<string, BookRef>;
}

export async function loadBookIndex(db: Kysely<DB>): Promise<BookIndex> {
  const books = await db.selectFrom('books').select(['id', 'title', 'isbn', 'author_id']).orderBy('id').execute();
  const learned = await db.selectFrom('book_identifiers').selectAll().execute();
  const index: BookIndex = { byId: new Map(), byIdentifier: new Map(), byTitle: new Map() };
  for (const book of books) {
    const ref = { id: book.id, title: book.title, author_id: book.author_id };
    index.byId.set(book.id, ref);
    if (book.isbn) index.byIdentifier.set(normalizeIdentifier(book.isbn), ref);
    if (!index.byTitle.has(normalizeTitle(book.title))) index.byTitle.set(normalizeTitle(book.title), ref);
  }
  for (const { identifier, book_id } of learned) {
    const book = index.byId.get(book_id);
    if (book) index.byIdentifier.set(identifier, book);
  }
  return index;
}

/** A confirmed title match's key: the title as compared, and the identifier the rows carry. */
export const confirmationKey = (title: string | null, identifier: string | null) =>
  `${normalizeTitle(title ?? '')}\u001f${identifier ? normalizeIdentifier(identifier) : ''}`;

export type ClassifiedRow =
  | {
      status: 'ready';
      line: SalesLine;
      book: BookRef & { author_id: string };
      rowKey: string;
      /** The confirmation that matched the row, when no identifier of the catalogue did. */
      confirmedBy: TitleConfirmation | null;
    }
  | { status: 'needs_confirmation'; line: SalesLine; candidate: BookRef }
  | { status: 'failed'; reason: string; unknownIdentifier?: string };

/**
 * The books staff confirmed in a preview. A confirmation that names an identifier holds for every
 * row of the file carrying it, whatever their title (a row may carry the ASIN alone); one without
 * an identifier holds for the rows of that title that carry none.
 */
function confirmedBooks(books: BookIndex, confirmations: readonly TitleConfirmation[]) {
  const byIdentifier = new Map<string, { book: BookRef; confirmation: TitleConfirmation }>();
  const byTitle = new Map<string, { book: BookRef; confirmation: TitleConfirmation }>();
  for (const confirmation of confirmations) {
    const book = books.byId.get(confirmation.book_id);
    if (!book) continue;
    const identifier = confirmation.identifier ? normalizeIdentifier(confirmation.identifier) : '';
    if (identifier) byIdentifier.set(identifier, { book, confirmation });
    else byTitle.set(confirmationKey(confirmation.title, null), { book, confirmation });
  }
  return (line: SalesLine) =>
    line.identifier ? byIdentifier.get(line.identifier) : byTitle.get(confirmationKey(line.title, null));
}

/** A sheet's key among a file's mappings: its name, or '' for a CSV file. */
export const sheetKey = (sheet: string | null) => sheet ?? '';

/**
 * Reads, validates and matches the rows of one file in order, each through its sheet's mapping.
 * Identical lines are told apart by their place among their twins (see naturalKey), so the
 * classifier keeps a count per line.
 */
export function rowClassifier(
  storeName: string,
  mappings: ReadonlyMap<string, ColumnMapping>,
  books: BookIndex,
  confirmations: readonly TitleConfirmation[],
): (row: FileRow) => ClassifiedRow {
  const confirmedFor = confirmedBooks(books, confirmations);
  const occurrences = new Map<string, number>();
  return (row) => {
    const mapping = mappings.get(sheetKey(row.sheet));
    if (!mapping) return { status: 'failed', reason: `The sheet ${row.sheet ?? ''} has no column mapping` };
    const result = readSalesRow(row.cells, mapping, { channel: storeName, format: row.sheet ?? undefined });
    if (!result.ok) return { status: 'failed', reason: result.reason };
    const { line } = result;
    let book = line.identifier ? books.byIdentifier.get(line.identifier) : undefined;
    const confirmed = book ? undefined : confirmedFor(line);
    book ??= confirmed?.book;
    if (!book) {
      const candidate = line.title ? books.byTitle.get(normalizeTitle(line.title)) : undefined;
      if (candidate) return { status: 'needs_confirmation', line, candidate };
      return {
        status: 'failed',
        reason: `No book matches "${line.identifier ?? line.title}"`,
        ...(line.identifier ? { unknownIdentifier: line.identifier } : {}),
      };
    }
    if (!book.author_id) return { status: 'failed', reason: `"${book.title}" has no author` };
    const twin = naturalKey(line, 0);
    const occurrence = (occurrences.get(twin) ?? 0) + 1;
    occurrences.set(twin, occurrence);
    const rowKey = createHash('sha256').update(naturalKey(line, occurrence)).digest('base64url');
    return {
      status: 'ready',
      line,
      book: { ...book, author_id: book.author_id },
      rowKey,
      confirmedBy: confirmed?.confirmation ?? null,
    };
  };
}
