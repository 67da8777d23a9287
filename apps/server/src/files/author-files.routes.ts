import { isUuid } from '@app/contracts/dashboard-api';
import { z } from 'zod';
import { requireAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { findOwnedFile } from './file-store.js';
import { sendStoredFile } from './send-file.js';

/** GET /api/me/files/{id}: the bytes of a file, for its owner only (anyone else gets 404). */
export function registerFileRoutes(app: App, { database }: { database: Database }): void {
  app.get('/api/me/files/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const authorId = await requireAuthorId(request, database.db);
    const file = isUuid(request.params.id) ? await findOwnedFile(database.db, authorId, request.params.id) : undefined;
    if (!file) throw notFound('File');
    return sendStoredFile(reply.header('etag', `"${file.sha256}"`), file, 'private, max-age=3600');
  });
}
