import { isUuid, projectSchema, projectUpdateRequestSchema, sharedFileSchema } from '@app/contracts/dashboard-api';
import { toAmount } from '@app/contracts/money';
import { z } from 'zod';
import { UPDATE_REQUEST_PREFIX } from './update-requests.js';
import { requireAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import { fileUrl, listProjectFiles } from '../files/file-store.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';

const projectColumns = [
  'id',
  'service',
  'project_status',
  'book_title',
  'start_date',
  'completion_date',
  'amount',
  'total_amount',
  'notes',
] as const;

const idParams = z.object({ id: z.string() });

/** The author's production projects (newest start first, undated last), update requests and shared files. */
export function registerProjectRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  /** The project when it is the author's, else 404. */
  const ownProject = async (authorId: string, id: string) => {
    const project = isUuid(id)
      ? await db
          .selectFrom('production_projects')
          .select(projectColumns)
          .where('id', '=', id)
          .where('author_id', '=', authorId)
          .executeTakeFirst()
      : undefined;
    if (!project) throw notFound('Project');
    return project;
  };

  app.get('/api/me/projects', { schema: { response: { 200: z.array(projectSchema) } } }, async (request) => {
    const authorId = await requireAuthorId(request, db);
    const rows = await db
      .selectFrom('production_projects')
      .select(projectColumns)
      .where('author_id', '=', authorId)
      .orderBy('start_date', (ob) => ob.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, amount: toAmount(row.amount), total_amount: toAmount(row.total_amount) }));
  });

  // "Request project update": a message to support in the author's chat.
  app.post(
    '/api/me/projects/:id/update-request',
    { schema: { params: idParams, body: projectUpdateRequestSchema.optional() } },
    async (request, reply) => {
      const authorId = await requireAuthorId(request, db);
      const project = await ownProject(authorId, request.params.id);
      const subject = project.book_title ? `${project.service} for "${project.book_title}"` : project.service;
      const note = request.body?.message ? `\n\n${request.body.message}` : '';
      const message = await db
        .insertInto('author_activities')
        .values({
          author_id: authorId,
          activity_type: 'chat_user',
          description: `${UPDATE_REQUEST_PREFIX}${subject}?${note}`,
        })
        .returning(['id', 'description', 'created_at'])
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ ...message, created_at: new Date(message.created_at).toISOString() });
    },
  );

  app.get(
    '/api/me/projects/:id/files',
    { schema: { params: idParams, response: { 200: z.array(sharedFileSchema) } } },
    async (request) => {
      const authorId = await requireAuthorId(request, db);
      const project = await ownProject(authorId, request.params.id);
      const files = await listProjectFiles(db, authorId, project.id);
      return files.map((file) => ({
        id: file.id,
        file_name: file.file_name,
        content_type: file.content_type,
        size_bytes: file.size_bytes,
        created_at: new Date(file.created_at).toISOString(),
        url: fileUrl(file.id),
      }));
    },
  );
}
