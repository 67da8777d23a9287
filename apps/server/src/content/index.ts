import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { registerContentRoutes } from './content.routes.js';
import { registerSitemapRoutes } from './sitemap.routes.js';

/** The public read API, /sitemap.xml and /robots.txt. */
export function registerPublicContent(app: App, { database, siteUrl }: { database: Database; siteUrl: string }): void {
  registerContentRoutes(app, database);
  registerSitemapRoutes(app, database, siteUrl);
}
