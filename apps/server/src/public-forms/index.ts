import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { MailQueue } from '../mail/mail-queue.js';
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
import { resultPageRenderer, type RenderResultPage } from './result-page.js';
import { registerFormRateLimit } from './rate-limits.js';

/**
 * The visitor forms of the public site, rate limited per client IP. Contact and newsletter also
 * take the browser's own form post, for visitors without JavaScript, and answer it with a page.
 */
export async function registerPublicForms(
  app: App,
  deps: {
    database: Database;
    mailQueue: MailQueue;
    siteUrl: string;
    rateLimits: RateLimitStore;
    /** The site's renderer of result pages; null when the web app is not built. */
    siteResultPages: RenderResultPage | null;
  },
): Promise<void> {
  const renderResultPage = resultPageRenderer(app, deps.siteResultPages);
  await app.register(async (scope) => {
    await registerFormRateLimit(scope, deps.rateLimits);
    await registerFormPostPages(scope, renderResultPage, {
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
    registerNewsletterRoutes(scope, { ...deps, renderResultPage });
    registerQuoteRequestRoute(scope, deps);
  });
}
