import { projectSchema } from '@app/contracts/dashboard-api';
import { hasRole } from '../auth/request-user.js';
import {
  dateOrderProblem,
  PROJECT_PROGRESS_FIELDS,
  staffProjectCreateSchema,
  staffProjectUpdateSchema,
} from '@app/contracts/staff-api';
import { z } from 'zod';
import { recordAudit, actorOf } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import { AppError } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { authorParams, findAuthorOr404, toProject } from '../authors/author-store.js';
import { invalidField } from '../staff/errors.js';
import { updateAudited } from '../staff/audited-update.js';

const projectParams = z.object({ projectId: z.uuid({ error: 'Unknown project' }) });

/** Production projects: admins create them and edit everything; support updates their progress. */
export function registerStaffProjectRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.post(
    '/api/staff/authors/:authorId/projects',
    {
      onRequest: adminOnly,
      schema: { params: authorParams, body: staffProjectCreateSchema, response: { 201: projectSchema } },
    },
    async (request, reply) => {
      const actor = await currentActor(request);
      const { authorId } = request.params;
      await findAuthorOr404(db, authorId);
      const project = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('production_projects')
          .values({ ...request.body, author_id: authorId })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'project.create',
          entityType: 'project',
          entityId: row.id,
          authorId,
          before: null,
          after: row,
        });
        return row;
      });
      return reply.status(201).send(toProject(project));
    },
  );

  app.patch(
    '/api/staff/projects/:projectId',
    {
      schema: { params: projectParams, body: staffProjectUpdateSchema, response: { 200: projectSchema } },
    },
    async (request) => {
      const user = await request.requireUser();
      const changes = request.body;
      const progressOnly = Object.keys(changes).every((key) =>
        (PROJECT_PROGRESS_FIELDS as readonly string[]).includes(key),
      );
      if (!progressOnly && !hasRole(user, 'admin')) {
        throw new AppError(403, 'forbidden', 'Support may update a project’s status, milestone note and dates only');
      }
      const project = await updateAudited(db, actorOf(user), {
        table: 'production_projects',
        id: request.params.projectId,
        what: 'Project',
        changes: (before) => {
          const start = changes.start_date === undefined ? before.start_date : changes.start_date;
          const end = changes.completion_date === undefined ? before.completion_date : changes.completion_date;
          if (dateOrderProblem(start, end))
            throw invalidField('completion_date', 'Completion cannot be before the start');
          return { ...changes, updated_at: new Date() };
        },
        audit: (before) => ({ action: 'project.update', entityType: 'project', authorId: before.author_id }),
      });
      return toProject(project);
    },
  );
}
