import { isUuid } from '@app/contracts/dashboard-api';
import { z } from 'zod';
import { requireAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import type { FastifyReply } from 'fastify';
import { findOwnedFile } from './file-store.js';

/** Shown in the browser; anything else is downloaded, so an uploaded page never runs on our origin. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

/** Answers with a stored file: shown inline when the browser can show it safely, else downloaded. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { file_name: string; content_type: string; data: Uint8Array },
  cacheControl = 'private, no-store',
) {
  const disposition = INLINE_TYPES.has(file.content_type) ? 'inline' : 'attachment';
  return reply
    .type(file.content_type)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(Buffer.from(file.data));
}

/** GET /api/me/files/{id}: the bytes of a file, for its owner only (anyone else gets 404). */
export function registerFileRoutes(app: App, { database }: { database: Database }): void {
  app.get('/api/me/files/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const authorId = await requireAuthorId(request, database.db);
    const file = isUuid(request.params.id) ? await findOwnedFile(database.db, authorId, request.params.id) : undefined;
    if (!file) throw notFound('File');
    return sendStoredFile(reply.header('etag', `"${file.sha256}"`), file, 'private, max-age=3600');
  });
}
