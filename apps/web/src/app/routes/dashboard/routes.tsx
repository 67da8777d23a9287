import type { RouteObject } from 'react-router';

/** /dashboard and its pages, behind sign-in. */
export const dashboardRoutes: RouteObject[] = [];
