import {
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatReceiptsSchema,
  markChatReadBodySchema,
  sendChatMessageBodySchema,
  sendChatMessageResponseSchema,
} from '@app/contracts/chat-schemas';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@app/contracts/chat';
import { chatAttachmentUploadResponseSchema } from '@app/contracts/chat-schemas';
import { requireAuthorId } from '../authors/author-sync.js';
import { registerUploads } from '../files/uploads.js';
import type { Database } from '../db/connect.js';
import { AppError } from '../http/errors.js';
import type { App } from '../http/types.js';
import { markReceipts, type MessageSender } from './chat-actions.js';
import { storeAttachment } from './chat-attachments.js';
import { loadHistory } from './chat-store.js';

/**
 * The signed-in author's own conversation (`/api/me/chat/*`). The author comes from the token,
 * never from the request: an `author_id` in a body is ignored.
 */
export async function registerAuthorChatRoutes(
  app: App,
  { database, send }: { database: Database; send: MessageSender },
): Promise<void> {
  const { db } = database;

  app.get(
    '/api/me/chat/messages',
    { schema: { querystring: chatHistoryQuerySchema, response: { 200: chatHistorySchema } } },
    async (request) => loadHistory(db, await requireAuthorId(request, db), request.query.limit),
  );

  app.post(
    '/api/me/chat/messages',
    {
      schema: {
        body: sendChatMessageBodySchema,
        response: { 200: sendChatMessageResponseSchema, 201: sendChatMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const body = request.body;
      if (body.activity_type === 'chat_support') {
        throw new AppError(403, 'forbidden', 'Only the support team can reply as support');
      }
      const authorId = await requireAuthorId(request, db);
      const { message, created } = await send(user.id, {
        authorId,
        sender: 'user',
        clientId: body.client_id,
        text: body.description,
        attachmentId: body.attachment_id,
      });
      return reply.status(created ? 201 : 200).send({ message });
    },
  );

  app.post(
    '/api/me/chat/read',
    { schema: { body: markChatReadBodySchema, response: { 200: chatReceiptsSchema } } },
    async (request) => markReceipts(database, await requireAuthorId(request, db), 'user', 'read', request.body.up_to),
  );

  await registerAuthorAttachmentRoutes(app, database);
}

/** The author's uploads to their conversation (`chat-attachments.ts` says whose files they are). */
async function registerAuthorAttachmentRoutes(app: App, database: Database): Promise<void> {
  await app.register(async (scope: App) => {
    await registerUploads(scope, CHAT_ATTACHMENT_MAX_BYTES);

    scope.post(
      '/api/me/chat/attachments',
      { schema: { response: { 201: chatAttachmentUploadResponseSchema } } },
      async (request, reply) => {
        const authorId = await requireAuthorId(request, database.db);
        return reply.status(201).send({ attachment: await storeAttachment(database, request, authorId) });
      },
    );
  });
}
