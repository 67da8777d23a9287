import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, type ChatAttachment } from '@app/contracts/chat';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connect.js';
import { saveFile } from '../files/file-store.js';
import { readSingleUpload } from '../files/uploads.js';
import { CHAT_ATTACHMENT_PURPOSE } from './chat-store.js';

/**
 * Files attached to a conversation. They belong to the conversation's author whoever uploads
 * them, so the author downloads them with their other files (`/api/me/files/{id}`) and the team
 * through the conversation; nobody else can reach them.
 */
const uploadRules = {
  field: 'file',
  allowedTypes: Object.keys(CHAT_ATTACHMENT_TYPES),
  maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
  typeHint: 'Attach a PDF, Word, Excel, text, CSV or image file (JPEG, PNG, GIF, WebP)',
};

/** Stores an uploaded attachment as the conversation author's file. */
export async function storeAttachment(
  database: Database,
  request: FastifyRequest,
  authorId: string,
): Promise<ChatAttachment> {
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
