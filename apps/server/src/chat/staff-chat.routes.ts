import {
  chatAttachmentUploadResponseSchema,
  chatHistoryQuerySchema,
  chatReceiptsSchema,
  markChatReadBodySchema,
  sendChatMessageBodySchema,
  sendChatMessageResponseSchema,
  staffConversationDetailSchema,
  staffConversationListSchema,
} from '@app/contracts/chat-schemas';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@app/contracts/chat';
import { isUuid } from '@app/contracts/dashboard-api';
import { z } from 'zod';
import type { Database } from '../db/connect.js';
import { registerUploads } from '../files/uploads.js';
import { AppError, notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { markReceipts, type MessageSender } from './chat-actions.js';
import { storeAttachment } from './chat-attachments.js';
import { findAttachment, findAuthorContact, listConversations, loadHistory } from './chat-store.js';

const conversationParamsSchema = z.object({ authorId: z.uuid() });

/** The support team's inbox (`/api/staff/*`): every conversation, for support and admin roles only. */
export async function registerStaffChatRoutes(
  app: App,
  { database, send }: { database: Database; send: MessageSender },
): Promise<void> {
  const { db } = database;

  app.get(
    '/api/staff/conversations',
    { schema: { querystring: chatHistoryQuerySchema, response: { 200: staffConversationListSchema } } },
    async (request) => {
      return { conversations: await listConversations(db, request.query.limit) };
    },
  );

  app.get(
    '/api/staff/conversations/:authorId/messages',
    {
      schema: {
        params: conversationParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: staffConversationDetailSchema },
      },
    },
    async (request) => {
      const author = await findAuthorContact(db, request.params.authorId);
      const history = await loadHistory(db, author.id, request.query.limit);
      return { ...history, authorName: author.full_name, authorEmail: author.email };
    },
  );

  app.post(
    '/api/staff/conversations/:authorId/messages',
    {
      schema: {
        params: conversationParamsSchema,
        body: sendChatMessageBodySchema,
        response: { 200: sendChatMessageResponseSchema, 201: sendChatMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const body = request.body;
      if (body.activity_type === 'chat_user') {
        throw new AppError(400, 'validation_failed', 'Replies are sent as support', {
          activity_type: ['Replies are sent as support'],
        });
      }
      // An author away from the site hears of the reply by mail: see chat/reply-notice.ts.
      const { message, created } = await send(user.id, {
        authorId: request.params.authorId,
        sender: 'support',
        clientId: body.client_id,
        text: body.description,
        attachmentId: body.attachment_id,
      });
      return reply.status(created ? 201 : 200).send({ message });
    },
  );

  app.post(
    '/api/staff/conversations/:authorId/read',
    {
      schema: { params: conversationParamsSchema, body: markChatReadBodySchema, response: { 200: chatReceiptsSchema } },
    },
    async (request) => {
      return markReceipts(database, request.params.authorId, 'support', 'read', request.body.up_to);
    },
  );

  await registerStaffAttachmentRoutes(app, database);
}

/** The team's uploads to a conversation and downloads from it (inside the staff API's scope). */
async function registerStaffAttachmentRoutes(staff: App, database: Database): Promise<void> {
  const { db } = database;
  await staff.register(async (scope: App) => {
    await registerUploads(scope, CHAT_ATTACHMENT_MAX_BYTES);

    scope.post(
      '/api/staff/conversations/:authorId/attachments',
      { schema: { params: conversationParamsSchema, response: { 201: chatAttachmentUploadResponseSchema } } },
      async (request, reply) => {
        const author = await findAuthorContact(db, request.params.authorId);
        return reply.status(201).send({ attachment: await storeAttachment(database, request, author.id) });
      },
    );
  });

  staff.get(
    '/api/staff/conversations/:authorId/attachments/:fileId',
    { schema: { params: conversationParamsSchema.extend({ fileId: z.string() }) } },
    async (request, reply) => {
      const { authorId, fileId } = request.params;
      const file = isUuid(fileId) ? await findAttachment(db, authorId, fileId) : undefined;
      if (!file) throw notFound('File');
      // Always a download: an uploaded page must never run on our origin.
      return reply
        .type(file.content_type)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('etag', `"${file.sha256}"`)
        .send(Buffer.from(file.data));
    },
  );
}
