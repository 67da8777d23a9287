import type { FastifyReply } from 'fastify';

/** Shown in the browser; anything else is downloaded, so an uploaded page never runs on our origin. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

/** Answers with a stored file: shown inline when the browser can show it safely, else downloaded. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { file_name: string; content_type: string; data: Uint8Array },
  cacheControl = 'private, no-store',
) {
  const disposition = INLINE_TYPES.has(file.content_type) ? 'inline' : 'attachment';
  return reply
    .type(file.content_type)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(Buffer.from(file.data));
}
