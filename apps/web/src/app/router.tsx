import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { dashboardRoutes } from './routes/dashboard/routes';
import { publicRoutes } from './routes/public/routes';
import { withQueryClient } from './routes/query-routes';
import { staffRoutes } from './routes/staff/routes';

/**
 * Every route of the app: the public site (with its not-found page for unknown paths), the
 * dashboard and the staff pages, which all use TanStack Query. The browser (main.tsx) and the
 * server renderer (entry-server.tsx) both use this list.
 */
export const appRoutes: RouteObject[] = [...publicRoutes, withQueryClient([...dashboardRoutes, ...staffRoutes])];

type BrowserRouter = ReturnType<typeof createBrowserRouter>;
let browserRouter: BrowserRouter | null = null;

/**
 * Creates the browser's router. The lazy routes of the current URL are loaded first, so a page
 * rendered by the server hydrates with the same components instead of a loading state.
 */
export async function createAppRouter(): Promise<BrowserRouter> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  browserRouter = createBrowserRouter(appRoutes);
  return browserRouter;
}

function current(): BrowserRouter {
  if (!browserRouter) throw new Error('The router is not created yet');
  return browserRouter;
}

/** The browser's router as seen from outside the route tree (the session navigates through it). */
export const router = {
  navigate: (to: string) => current().navigate(to),
  get state() {
    return current().state;
  },
};
