import type { FastifyInstance, RouteOptions } from 'fastify';
import type { App } from '../http/types.js';
import { staffOnly } from './access.js';

const STAFF_PATH = /^\/api\/staff(\/|$)/;
/** Set on the staff API's scope, so the app can tell routes registered in it from the others. */
const STAFF_SCOPE = 'staffApiScope';

/**
 * The staff API (`/api/staff/*`) denies by default: its routes are registered inside this scope,
 * whose `onRequest` hook requires a staff role (anonymous 401, authors 403) before any route's own
 * hooks, body parsing or handler run. A route narrows it with its own hook (`adminOnly`); a route
 * that forgets one is still staff-only. Only staff routes belong here.
 */
export async function registerStaffApi(app: App, routes: (staff: App) => Promise<void>): Promise<void> {
  await app.register(async (staff: App) => {
    staff.decorate(STAFF_SCOPE, true);
    staff.addHook('onRequest', staffOnly);
    staff.addHook('onRoute', (route) => {
      if (!STAFF_PATH.test(route.url)) throw new Error(`${route.url} is not a staff API route: register it elsewhere`);
    });
    await routes(staff);
  });
}

/** Refuses to build an app with a `/api/staff/*` route registered outside the staff API's scope. */
export function guardStaffRoutes(app: App): void {
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    if (STAFF_PATH.test(route.url) && !this.hasDecorator(STAFF_SCOPE)) {
      throw new Error(`${route.url} must be registered inside the staff API's scope (registerStaffApi)`);
    }
  });
}
