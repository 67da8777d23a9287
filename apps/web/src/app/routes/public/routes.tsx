import type { RouteObject } from 'react-router';
import { HomePage } from '../home';

/** Every public page, inside the public layout. */
export const publicRoutes: RouteObject[] = [{ path: '/', element: <HomePage /> }];
