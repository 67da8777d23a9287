import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, type ChatAttachment } from '@app/contracts/chat';
import { chatAttachmentUploadResponseSchema } from '@app/contracts/chat-schemas';
import { isUuid } from '@app/contracts/dashboard-api';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import { saveFile } from '../files/file-store.js';
import { readSingleUpload, registerUploads } from '../files/uploads.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { CHAT_ATTACHMENT_PURPOSE, findAttachment, findAuthorContact } from './chat-store.js';
import { conversationParamsSchema } from './staff-chat.routes.js';

const uploadRules = {
  field: 'file',
  allowedTypes: Object.keys(CHAT_ATTACHMENT_TYPES),
  maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
  typeHint: 'Attach a PDF, Word, Excel, text, CSV or image file (JPEG, PNG, GIF, WebP)',
};

/** Stores an uploaded attachment as the conversation author's file. */
async function storeAttachment(database: Database, request: FastifyRequest, authorId: string): Promise<ChatAttachment> {
  const upload = await readSingleUpload(request, uploadRules);
  const file = await saveFile(database.db, {
    ownerAuthorId: authorId,
    purpose: CHAT_ATTACHMENT_PURPOSE,
    fileName: upload.fileName,
    contentType: upload.contentType,
    bytes: upload.bytes,
  });
  return { id: file.id, fileName: file.file_name, contentType: file.content_type, sizeBytes: file.size_bytes };
}

/**
 * Files attached to a conversation. They belong to the conversation's author whoever uploads
 * them, so the author downloads them with their other files (`/api/me/files/{id}`) and the team
 * through the conversation; nobody else can reach them.
 */
export async function registerAuthorAttachmentRoutes(app: App, database: Database): Promise<void> {
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

/** The team's uploads to a conversation and downloads from it (inside the staff API's scope). */
export async function registerStaffAttachmentRoutes(staff: App, database: Database): Promise<void> {
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
