import {
  chatHistoryQuerySchema,
  chatReceiptsSchema,
  markChatReadBodySchema,
  sendChatMessageBodySchema,
  sendChatMessageResponseSchema,
  staffConversationDetailSchema,
  staffConversationListSchema,
} from '@app/contracts/chat-schemas';
import { z } from 'zod';
import type { Database } from '../db/connect.js';
import { AppError } from '../http/errors.js';
import type { App } from '../http/types.js';
import { markReceipts, type MessageSender } from './chat-actions.js';
import { findAuthorContact, listConversations, loadHistory } from './chat-store.js';

export const conversationParamsSchema = z.object({ authorId: z.uuid() });

/** The support team's inbox (`/api/staff/*`): every conversation, for support and admin roles only. */
export function registerStaffChatRoutes(app: App, database: Database, send: MessageSender): void {
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
}
