import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { createTestApp } from './harness.js';
import { people, seedChecklistFixture } from './checklist-fixture.js';
import { staffMember } from './staff.js';

/** The sample store reports in test/fixtures/sales. */
export const salesFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/sales/${name}`, import.meta.url));

/** Author A's book (paperback ISBN in the catalogue; its ebook ISBN and ASIN are not) and author B's. */
export async function seedSalesBooks(db: Kysely<DB>): Promise<void> {
  const book = (id: string, title: string, authorId: string, isbn: string) => ({
    id,
    title,
    author_name: title,
    author_id: authorId,
    genre: 'Fiction',
    format: 'Paperback',
    description: 'A novel.',
    isbn,
  });
  await db
    .insertInto('books')
    .values([
      book('the-salt-road', 'The Salt Road', people.A.id, '978-1-23456-789-7'),
      book('harbor-lights', 'Harbor Lights', people.B.id, '9780987654321'),
    ])
    .execute();
}

/** A test app with the checklist's people, the sales books, and an admin of that address. */
export async function salesTestApp(adminEmail: string) {
  const t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  await seedSalesBooks(t.database.db);
  return { t, admin: await staffMember(t.database.db, ['admin'], adminEmail) };
}

/** A multipart body with the report (field `file`) and its options (field `options`, JSON). */
export function salesUpload(
  headers: Record<string, string>,
  fileName: string,
  bytes: Buffer,
  options: Record<string, unknown>,
) {
  const boundary = '----sales-report-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="options"\r\n\r\n${JSON.stringify(options)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An issued statement of author A, for the authorization matrix (A reads it, everyone else gets 404). */
export const STATEMENT_OF_A = 'a0000000-0000-4000-8000-0000000000f1';

export const seedStatementOfA = (db: Kysely<DB>) => seedStatement(db, people.A.id, 12.5, STATEMENT_OF_A);

/** An issued December 2025 statement of the author, closing at `closingBalance` (all of it royalties). */
export async function seedStatement(
  db: Kysely<DB>,
  authorId: string,
  closingBalance: number | string,
  id?: string,
): Promise<void> {
  await db
    .insertInto('royalty_statements')
    .values({
      ...(id ? { id } : {}),
      author_id: authorId,
      period: '2025-12',
      period_label: 'December 2025',
      period_start: '2025-12-01',
      period_end: '2025-12-31',
      currency: 'USD',
      opening_balance: 0,
      royalties: closingBalance,
      payouts: 0,
      closing_balance: closingBalance,
      issued_by_email: 'boss@example.com',
    })
    .execute();
}
