import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { Mailer } from '../mail/mailer.js';
import type { RateLimitStore } from '../rate-limits/counter-store.js';
import {
  contactSentMessage,
  newsletterOutcomeMessages,
  type NewsletterOutcome,
} from '@app/contracts/public-form-messages';
import { registerContactRoute } from './contact.routes.js';
import { registerFormPostPages } from './form-posts.js';
import { registerNewsletterRoutes } from './newsletter.routes.js';
import { registerQuoteRequestRoute } from './quote-requests.routes.js';
import { registerFormRateLimit } from './rate-limits.js';

/**
 * The visitor forms of the public site, rate limited per client IP. Contact and newsletter also
 * take the browser's own form post, for visitors without JavaScript.
 */
export async function registerPublicForms(
  app: App,
  deps: { database: Database; mailer: Mailer; siteUrl: string; rateLimits: RateLimitStore },
): Promise<void> {
  await app.register(async (scope) => {
    await registerFormRateLimit(scope, deps.rateLimits);
    await registerFormPostPages(scope, {
      '/api/contact': {
        formPage: '/contact',
        checkboxes: ['consent'],
        success: () => ({ title: contactSentMessage.title, paragraphs: [contactSentMessage.body] }),
      },
      '/api/newsletter': {
        formPage: '/',
        success: (answer) => ({
          title: 'Newsletter',
          paragraphs: [newsletterOutcomeMessages[(answer as { outcome: NewsletterOutcome }).outcome]],
        }),
      },
    });
    registerContactRoute(scope, deps);
    registerNewsletterRoutes(scope, deps);
    registerQuoteRequestRoute(scope, deps);
  });
}
