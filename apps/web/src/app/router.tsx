import { createBrowserRouter } from 'react-router';
import { dashboardRoutes } from './routes/dashboard/routes';
import { NotFoundPage } from './routes/not-found';
import { publicRoutes } from './routes/public/routes';

export const router = createBrowserRouter([
  ...publicRoutes,
  ...dashboardRoutes,
  { path: '*', element: <NotFoundPage /> },
]);
