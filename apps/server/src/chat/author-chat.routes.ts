import { chatHistoryQuerySchema, chatHistorySchema, chatReceiptsSchema, markChatReadBodySchema, sendChatMessageBodySchema, sendChatMessageResponseSchema } from '@app/contracts/chat-schemas';
import { requireAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import { AppError } from '../http/errors.js';
import type { App } from '../http/types.js';
import { markReceipts, type MessageSender } from './chat-actions.js';
import { loadHistory } from './chat-store.js';

/**
 * The signed-in author's own conversation (`/api/me/chat/*`). The author comes from the token,
 * never from the request: an `author_id` in a body is ignored.
 */
export function registerAuthorChatRoutes(app: App, database: Database, send: MessageSender): void {
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
}
