import { createHash } from 'node:crypto';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/connect.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import type { Upload } from '../files/uploads.js';

export interface PublicImagesTable {
  id: Generated<string>;
  content_type: string;
  size_bytes: number;
  sha256: string;
  data: Uint8Array;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Table of migration 0007_staff.sql, merged into Kysely's DB. */
declare module '../db/schema.js' {
  interface DB {
    public_images: PublicImagesTable;
  }
}

const IMAGE_PATH = '/api/images/';

/** Where anyone downloads an image; a new upload gets a new id, so the URL's content never changes. */
export const publicImageUrl = (id: string) => `${IMAGE_PATH}${id}`;

export async function savePublicImage(trx: Transaction<DB>, upload: Upload): Promise<string> {
  const row = await trx
    .insertInto('public_images')
    .values({
      content_type: upload.contentType,
      size_bytes: upload.bytes.byteLength,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      data: upload.bytes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return publicImageUrl(row.id);
}

/** Removes an image we served at `url` (a replaced or deleted cover); other URLs are left alone. */
export async function deletePublicImage(trx: Kysely<DB> | Transaction<DB>, url: string | null): Promise<void> {
  const id = url?.startsWith(IMAGE_PATH) ? url.slice(IMAGE_PATH.length) : '';
  if (!z.uuid().safeParse(id).success) return;
  await trx.deleteFrom('public_images').where('id', '=', id).execute();
}

/** GET /api/images/{id}: public, cached for a year (the bytes behind an id never change). */
export function registerPublicImageRoute(app: App, { database }: { database: Database }): void {
  app.get('/api/images/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const { id } = request.params;
    const image = z.uuid().safeParse(id).success
      ? await database.db
          .selectFrom('public_images')
          .select(['content_type', 'sha256', 'data'])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
    if (!image) throw notFound('Image');
    return reply
      .type(image.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', `"${image.sha256}"`)
      .send(Buffer.from(image.data));
  });
}
