import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { Mailer } from '../mail/mailer.js';
import { registerContactRoute } from './contact.routes.js';
import { registerNewsletterRoutes } from './newsletter.routes.js';
import { registerQuoteRequestRoute } from './quote-requests.routes.js';
import { registerFormRateLimit } from './rate-limits.js';

/** The visitor forms of the public site, rate limited per client IP. */
export async function registerPublicForms(
  app: App,
  deps: { database: Database; mailer: Mailer; siteUrl: string },
): Promise<void> {
  await app.register(async (scope) => {
    await registerFormRateLimit(scope);
    registerContactRoute(scope, deps);
    registerNewsletterRoutes(scope, deps);
    registerQuoteRequestRoute(scope, deps);
  });
}
