import type { RouteObject } from 'react-router';
import { staffConsoleRoutes } from '../../../features/staff-console/routes';

/** /staff: the support team's inbox, loaded on first visit (the layout checks the role). */
export const staffRoutes: RouteObject[] = [
  {
    path: '/staff',
    lazy: async () => ({ Component: (await import('./staff-layout')).StaffLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./no-conversation')).NoConversation }) },
      {
        path: 'conversations/:authorId',
        lazy: async () => ({ Component: (await import('./conversation-page')).StaffConversationPage }),
      },
    ],
  },
  ...staffConsoleRoutes,
];
