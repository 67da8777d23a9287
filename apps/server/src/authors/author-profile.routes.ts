import {
  authorBookSchema,
  authorProfileSchema,
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  profileUpdateSchema,
} from '@app/contracts/dashboard-api';
import { z } from 'zod';
import type { Database } from '../db/connect.js';
import { fileUrl, saveFile } from '../files/file-store.js';
import { readSingleUpload, registerUploads } from '../files/uploads.js';
import type { App } from '../http/types.js';
import { findOrCreateAuthor, syncAuthor } from './author-sync.js';
import { toProfile } from './profile.js';

/** The author's own profile: read (with the sign-in sync), update, photo, linked books. */
export async function registerProfileRoutes(app: App, { database }: { database: Database }): Promise<void> {
  const { db } = database;

  app.get('/api/me/profile', { schema: { response: { 200: authorProfileSchema } } }, async (request) => {
    return toProfile(await syncAuthor(db, await request.requireUser()));
  });

  app.patch(
    '/api/me/profile',
    { schema: { body: profileUpdateSchema, response: { 200: authorProfileSchema } } },
    async (request) => {
      const author = await findOrCreateAuthor(db, await request.requireUser());
      // Only the editable fields: email, status and services are managed elsewhere.
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
      const updated = await db
        .updateTable('authors')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', author.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toProfile(updated);
    },
  );

  app.get('/api/me/books', { schema: { response: { 200: z.array(authorBookSchema) } } }, async (request) => {
    const author = await findOrCreateAuthor(db, await request.requireUser());
    return db
      .selectFrom('books')
      .select(['id', 'title', 'published_on'])
      .where('author_id', '=', author.id)
      .orderBy('published_on', (ob) => ob.desc().nullsLast())
      .execute();
  });

  await app.register(async (scope: App) => {
    await registerUploads(scope, AVATAR_MAX_BYTES);
    scope.put('/api/me/avatar', { schema: { response: { 200: authorProfileSchema } } }, async (request) => {
      const author = await findOrCreateAuthor(db, await request.requireUser());
      const upload = await readSingleUpload(request, {
        field: 'file',
        allowedTypes: AVATAR_CONTENT_TYPES,
        maxBytes: AVATAR_MAX_BYTES,
        typeHint: 'Use a PNG, JPEG, WebP or GIF image',
      });
      return db.transaction().execute(async (trx) => {
        const file = await saveFile(trx, { ownerAuthorId: author.id, purpose: 'avatar', ...upload });
        const updated = await trx
          .updateTable('authors')
          .set({ avatar_url: fileUrl(file.id), updated_at: new Date() })
          .where('id', '=', author.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // A replaced photo is no longer shown anywhere.
        await trx
          .deleteFrom('files')
          .where('owner_author_id', '=', author.id)
          .where('purpose', '=', 'avatar')
          .where('id', '!=', file.id)
          .execute();
        return toProfile(updated);
      });
    });
  });
}
