import type { ChatAttachment } from '@app/contracts/chat';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-provider';
import { downloadWithToken } from '../dashboard-layout/download';
import type { ConversationApi } from './chat-api';

/** Saves an attachment under its own name; a failure says so instead of failing silently. */
export function useAttachmentDownload(api: ConversationApi) {
  const { getAccessToken } = useAuth();
  return async (attachment: ChatAttachment) => {
    try {
      await downloadWithToken(api.downloadPath(attachment), await getAccessToken(), attachment.fileName);
    } catch {
      toast.error('Download failed', { description: 'Please try again later' });
    }
  };
}
