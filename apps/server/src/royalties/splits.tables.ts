import type { ColumnType } from 'kysely';

/** A payee's share of a book's royalty from a date (migration 0052_book_splits.sql). */
export interface BookSplitsTable {
  book_id: string;
  /** 'YYYY-MM-DD' */
  effective_from: string;
  author_id: string;
  share_bp: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The statement of one payee that reports a sale under a split. */
export interface SalesLineStatementsTable {
  /** bigint: text on the way out. */
  sales_line_id: string;
  author_id: string;
  statement_id: string;
}

declare module '../db/schema.js' {
  interface DB {
    book_splits: BookSplitsTable;
    sales_line_statements: SalesLineStatementsTable;
  }
}
