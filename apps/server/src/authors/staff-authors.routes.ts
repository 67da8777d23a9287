import { canInviteAuthor } from '@app/contracts/author-invitation';
import {
  staffAuthorCreateSchema,
  staffAuthorFileSchema,
  staffAuthorListSchema,
  staffAuthorProfileSchema,
  staffAuthorsQuerySchema,
  staffAuthorUpdateSchema,
} from '@app/contracts/staff-api';
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import { AppError } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { authorParams, findAccountState, findAuthorOr404, listAuthors, loadAuthorFile, toStaffProfile } from './author-store.js';
import { inviteThroughIdentity } from './author-invite.js';
import { updateAudited } from '../staff/audited-update.js';

const emailTaken = () =>
  new AppError(409, 'conflict', 'An author with this email already exists', {
    email: ['An author with this email already exists'],
  });

/** Authors: list, whole file, create before they have an account, edit (status included), invite. */
export function registerStaffAuthorRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.get(
    '/api/staff/authors',
    {
      schema: { querystring: staffAuthorsQuerySchema, response: { 200: staffAuthorListSchema } },
    },
    async (request) => ({ authors: await listAuthors(db, request.query) }),
  );

  app.get(
    '/api/staff/authors/:authorId',
    { schema: { params: authorParams, response: { 200: staffAuthorFileSchema } } },
    async (request) => loadAuthorFile(db, request.params.authorId),
  );

  app.post(
    '/api/staff/authors',
    { onRequest: adminOnly, schema: { body: staffAuthorCreateSchema, response: { 201: staffAuthorProfileSchema } } },
    async (request, reply) => {
      const actor = await currentActor(request);
      const { email, ...fields } = request.body;
      const created = await db.transaction().execute(async (trx) => {
        const author = await trx
          .insertInto('authors')
          .values({
            ...fields,
            email,
            author_status: fields.author_status ?? 'Active',
            country: fields.country ?? 'US',
          })
          // The only unique key a new row can hit is one author per email, whatever its case.
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!author) throw emailTaken();
        await recordAudit(trx, actor, {
          action: 'author.create',
          entityType: 'author',
          entityId: author.id,
          authorId: author.id,
          before: null,
          after: author,
        });
        return author;
      });
      return reply.status(201).send(toStaffProfile(created));
    },
  );

  app.patch(
    '/api/staff/authors/:authorId',
    {
      onRequest: adminOnly,
      schema: { params: authorParams, body: staffAuthorUpdateSchema, response: { 200: staffAuthorProfileSchema } },
    },
    async (request) => {
      const { authorId } = request.params;
      const updated = await updateAudited(db, await currentActor(request), {
        table: 'authors',
        id: authorId,
        what: 'Author',
        changes: () => ({ ...request.body, updated_at: new Date() }),
        audit: (before, after) => ({
          action: before.author_status === after.author_status ? 'author.update' : 'author.status',
          entityType: 'author',
          authorId,
        }),
      });
      return toStaffProfile(updated);
    },
  );

  app.post(
    '/api/staff/authors/:authorId/invite',
    {
      onRequest: adminOnly,
      schema: { params: authorParams, response: { 200: z.object({ account: z.literal('invited') }) } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const author = await findAuthorOr404(db, request.params.authorId);
      const account = await findAccountState(db, author.id);
      if (!canInviteAuthor(account)) {
        throw new AppError(409, 'conflict', 'This author already has an account or a pending invitation');
      }
      const identityUserId = await inviteThroughIdentity(app, request, {
        email: author.email,
        fullName: author.full_name,
      });
      await recordAudit(db, actor, {
        action: 'author.invite',
        entityType: 'author',
        entityId: author.id,
        authorId: author.id,
        before: { account },
        after: { account: 'invited', email: author.email, identity_user_id: identityUserId },
      });
      return { account: 'invited' as const };
    },
  );
}
