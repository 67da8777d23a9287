import { createBrowserRouter, type RouteObject } from 'react-router';
import { dashboardRoutes } from './routes/dashboard/routes';
import { LeaveApp } from './routes/leave-app';
import { withQueryClient } from './routes/query-routes';
import { staffRoutes } from './routes/staff/routes';

/** The client-routed app: the dashboard and the staff pages, which all use TanStack Query. */
export const appRoutes: RouteObject[] = [
  withQueryClient([...dashboardRoutes, ...staffRoutes]),
  { path: '*', Component: LeaveApp },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
