import {
  COVER_CONTENT_TYPES,
  COVER_MAX_BYTES,
  staffBookCreateSchema,
  staffBookSchema,
  staffBookUpdateSchema,
} from '@app/contracts/staff-api';
import type { Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { recordAudit, type Actor } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import type { BooksTable, DB } from '../db/schema.js';
import { readSingleUpload, registerUploads } from '../files/uploads.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { conflict, invalidField, isUniqueViolation } from '../staff/errors.js';
import { deletePublicImage, savePublicImage } from './public-images.js';
import { lockRow } from '../staff/lock-row.js';

const bookParams = z.object({ bookId: z.string().max(80) });

const toBook = ({ created_at: _created, ...row }: Selectable<BooksTable>) => row;

/** The linked author must exist, so the book counts on their dashboard. */
async function checkLinkedAuthor(trx: Transaction<DB>, authorId: string | null | undefined) {
  if (!authorId) return;
  const author = await trx.selectFrom('authors').select('id').where('id', '=', authorId).executeTakeFirst();
  if (!author) throw invalidField('author_id', 'Choose an existing author');
}

const audit = (trx: Transaction<DB>, actor: Actor, action: string, before: object | null, after: object | null) => {
  const row = (after ?? before) as { id: string; author_id: string | null };
  return recordAudit(trx, actor, {
    action,
    entityType: 'book',
    entityId: row.id,
    authorId: row.author_id,
    before,
    after,
  });
};

/** Books of the public catalogue: list, create, edit, delete, cover upload. */
export async function registerStaffBookRoutes(app: App, { database }: { database: Database }): Promise<void> {
  const { db } = database;

  app.get(
    '/api/staff/books',
    { schema: { response: { 200: z.object({ books: z.array(staffBookSchema) }) } } },
    async () => ({
      books: (
        await db
          .selectFrom('books')
          .selectAll()
          .orderBy('published_on', (ob) => ob.desc().nullsLast())
          .orderBy('title')
          .execute()
      ).map(toBook),
    }),
  );

  app.post(
    '/api/staff/books',
    { onRequest: adminOnly, schema: { body: staffBookCreateSchema, response: { 201: staffBookSchema } } },
    async (request, reply) => {
      const actor = await currentActor(request);
      try {
        const book = await db.transaction().execute(async (trx) => {
          await checkLinkedAuthor(trx, request.body.author_id);
          const row = await trx.insertInto('books').values(request.body).returningAll().executeTakeFirstOrThrow();
          await audit(trx, actor, 'book.create', null, row);
          return row;
        });
        return reply.status(201).send(toBook(book));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidField('id', 'Another book already uses this id');
        throw error;
      }
    },
  );

  app.patch(
    '/api/staff/books/:bookId',
    {
      onRequest: adminOnly,
      schema: { params: bookParams, body: staffBookUpdateSchema, response: { 200: staffBookSchema } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const book = await db.transaction().execute(async (trx) => {
        const before = await lockRow(trx, 'books', request.params.bookId, 'Book');
        await checkLinkedAuthor(trx, request.body.author_id);
        const after = await trx
          .updateTable('books')
          .set(request.body)
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, actor, 'book.update', before, after);
        return after;
      });
      return toBook(book);
    },
  );

  app.delete(
    '/api/staff/books/:bookId',
    { onRequest: adminOnly, schema: { params: bookParams } },
    async (request, reply) => {
      const actor = await currentActor(request);
      await db.transaction().execute(async (trx) => {
        const before = await lockRow(trx, 'books', request.params.bookId, 'Book');
        const sold = await trx
          .selectFrom('sales_lines')
          .select('id')
          .where('book_id', '=', before.id)
          .limit(1)
          .executeTakeFirst();
        if (sold) throw conflict('This book has recorded sales: it stays in the catalogue for its statements');
        await trx.deleteFrom('books').where('id', '=', before.id).execute();
        await deletePublicImage(trx, before.cover_url);
        await audit(trx, actor, 'book.delete', before, null);
      });
      return reply.status(204).send();
    },
  );

  await app.register(async (scope: App) => {
    await registerUploads(scope, COVER_MAX_BYTES);
    scope.put(
      '/api/staff/books/:bookId/cover',
      { onRequest: adminOnly, schema: { params: bookParams, response: { 200: staffBookSchema } } },
      async (request) => {
        const actor = await currentActor(request);
        const exists = await db
          .selectFrom('books')
          .select('id')
          .where('id', '=', request.params.bookId)
          .executeTakeFirst();
        if (!exists) throw notFound('Book');
        const upload = await readSingleUpload(request, {
          field: 'file',
          allowedTypes: COVER_CONTENT_TYPES,
          maxBytes: COVER_MAX_BYTES,
          typeHint: 'Upload the cover as a PNG, JPEG or WebP image',
        });
        const book = await db.transaction().execute(async (trx) => {
          const before = await lockRow(trx, 'books', exists.id, 'Book');
          const coverUrl = await savePublicImage(trx, upload);
          const after = await trx
            .updateTable('books')
            .set({ cover_url: coverUrl })
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await deletePublicImage(trx, before.cover_url);
          await audit(trx, actor, 'book.cover', before, after);
          return after;
        });
        return toBook(book);
      },
    );
  });
}
