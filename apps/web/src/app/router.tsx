import { createBrowserRouter } from 'react-router';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';

export const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '*', element: <NotFoundPage /> },
]);
