import type { StaffConversation } from '@app/contracts/chat';
import { useOutletContext } from 'react-router';
import type { RealtimeClient } from '../../../lib/realtime';

/** What the staff area hands its pages: the shared socket and the inbox as last loaded. */
export interface StaffContext {
  realtime: RealtimeClient | null;
  conversations: StaffConversation[];
}

export const useStaffContext = () => useOutletContext<StaffContext>();

export const staffInboxQueryKey = ['staff', 'conversations'] as const;
