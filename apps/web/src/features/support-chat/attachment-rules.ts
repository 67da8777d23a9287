import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, isChatAttachmentType } from '@app/contracts/chat';

/** What the file picker offers: the accepted types and their extensions. */
export const ATTACHMENT_ACCEPT = [...Object.keys(CHAT_ATTACHMENT_TYPES), ...Object.values(CHAT_ATTACHMENT_TYPES)].join(
  ',',
);

/** Why a file cannot be attached, checked before uploading (the server checks again). */
export function attachmentProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return 'The file is empty';
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return 'Files can be at most 10 MB';
  if (!isChatAttachmentType(file.type)) return 'Attach a PDF, Word, Excel, text, CSV or image file';
  return null;
}
