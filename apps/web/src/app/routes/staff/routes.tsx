import type { RouteObject } from 'react-router';
import { staffConsoleRoutes } from '../../../features/staff-console/routes';

/**
 * /staff/inbox: the support team's inbox, loaded on first visit inside the console's frame (which
 * checks the role); /staff itself is the console's home.
 */
export const staffRoutes: RouteObject[] = staffConsoleRoutes([
  {
    lazy: async () => ({ Component: (await import('./staff-layout')).StaffLayout }),
    children: [
      { path: '/staff/inbox', lazy: async () => ({ Component: (await import('./no-conversation')).NoConversation }) },
      {
        path: '/staff/conversations/:authorId',
        lazy: async () => ({ Component: (await import('./conversation-page')).StaffConversationPage }),
      },
    ],
  },
]);
