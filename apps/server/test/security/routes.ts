import type { App } from '../../src/http/types.js';

/**
 * Every route of the app as "METHOD /path" (Fastify's patterns, e.g. `/api/me/invoices/:id`),
 * read from `printRoutes`. HEAD twins of GET routes are left out: Fastify adds them itself.
 */
export function listRoutes(app: App): string[] {
  const routes: string[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    segments.length = depth;
    segments[depth] = match[2] ?? '';
    const path = segments.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
