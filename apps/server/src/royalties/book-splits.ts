import type { BookSplit, BookSplitInput } from '@app/contracts/royalties-api';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit, type Actor } from '../audit/audit-log.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { conflict, invalidField } from '../staff/errors.js';
import { inTransaction } from '../db/in-transaction.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** A book's splits, newest first, with each payee's name. */
export async function listBookSplits(db: Executor, bookId: string): Promise<BookSplit[]> {
  const rows = await db
    .selectFrom('book_splits as s')
    .innerJoin('authors as a', 'a.id', 's.author_id')
    .select(['s.effective_from', 's.author_id', 's.share_bp', 'a.full_name', 'a.email'])
    .where('s.book_id', '=', bookId)
    .orderBy('s.effective_from', 'desc')
    .orderBy('s.share_bp', 'desc')
    .orderBy('s.author_id')
    .execute();
  const splits = new Map<string, BookSplit>();
  for (const row of rows) {
    const split = splits.get(row.effective_from) ?? { effective_from: row.effective_from, payees: [] };
    split.payees.push({ author_id: row.author_id, author_name: row.full_name || row.email, share_bp: row.share_bp });
    splits.set(row.effective_from, split);
  }
  return [...splits.values()];
}

/** The book, locked for the change of its splits: 404 when there is none. */
async function lockBook(trx: Transaction<DB>, bookId: string) {
  const book = await trx
    .selectFrom('books')
    .select(['id', 'author_id'])
    .where('id', '=', bookId)
    .forUpdate()
    .executeTakeFirst();
  if (!book) throw notFound('Book');
  return book;
}

/**
 * Refuses (409) a change of the book's splits from a date once a statement reports a sale of the
 * book from that date: issued statements never change.
 */
async function refuseOnceStated(trx: Transaction<DB>, bookId: string, from: string, advice: string) {
  const stated = await trx
    .selectFrom('sales_lines')
    .select('sale_date')
    .where('book_id', '=', bookId)
    .where('sale_date', '>=', from)
    .where('statement_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (stated) throw conflict(`A statement already reports sales of this book from that date: ${advice}`);
}

/**
 * Sets a book's split from a date (replacing the one of that date). Refused when a payee is no
 * author, or when a statement already reports a sale of the book from that date: issued
 * statements never change.
 */
export async function setBookSplit(
  db: Kysely<DB>,
  actor: Actor,
  bookId: string,
  input: BookSplitInput,
): Promise<BookSplit> {
  return inTransaction(db, async (trx) => {
    const book = await lockBook(trx, bookId);
    const ids = input.payees.map((payee) => payee.author_id);
    const found = await trx.selectFrom('authors').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw invalidField('payees', 'Every payee must be an author');
    await refuseOnceStated(trx, book.id, input.effective_from, 'choose a later date');
    const before = (await listBookSplits(trx, book.id)).find((split) => split.effective_from === input.effective_from);
    await trx
      .deleteFrom('book_splits')
      .where('book_id', '=', book.id)
      .where('effective_from', '=', input.effective_from)
      .execute();
    await trx
      .insertInto('book_splits')
      .values(input.payees.map((payee) => ({ book_id: book.id, effective_from: input.effective_from, ...payee })))
      .execute();
    const after = (await listBookSplits(trx, book.id)).find((split) => split.effective_from === input.effective_from)!;
    await recordAudit(trx, actor, {
      action: 'book_split.set',
      entityType: 'book',
      entityId: book.id,
      authorId: book.author_id,
      before: before ?? null,
      after,
    });
    return after;
  });
}

/**
 * Removes a book's split of a date: its sales fall under the split before it, or go to the book's
 * author alone when it was the first. Refused (409) on the same rule as setting one: once a
 * statement reports a sale of the book from that date. 404 for an unknown book or date.
 */
export async function removeBookSplit(db: Kysely<DB>, actor: Actor, bookId: string, effectiveFrom: string) {
  await inTransaction(db, async (trx) => {
    const book = await lockBook(trx, bookId);
    const before = (await listBookSplits(trx, book.id)).find((split) => split.effective_from === effectiveFrom);
    if (!before) throw notFound('Split');
    await refuseOnceStated(trx, book.id, effectiveFrom, 'it can no longer be removed');
    await trx
      .deleteFrom('book_splits')
      .where('book_id', '=', book.id)
      .where('effective_from', '=', effectiveFrom)
      .execute();
    await recordAudit(trx, actor, {
      action: 'book_split.delete',
      entityType: 'book',
      entityId: book.id,
      authorId: book.author_id,
      before,
      after: null,
    });
  });
}
