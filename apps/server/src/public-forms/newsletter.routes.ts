import { newsletterSubscriptionSchema, type NewsletterOutcome } from '@app/contracts/public-forms';
import { siteConfig } from '@app/contracts/site-config';
import { sql } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { mayMailVisitor } from '../mail/recipient-limit.js';
import { composeMail } from '../mail/compose.js';
import { FORM_RATE_LIMITS } from './rate-limits.js';
import type { RenderResultPage } from './result-page.js';

/** Rolls a subscription back when its address has had as many mails as visitors may cause. */
class MailLimitReached extends Error {}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How long a mailed confirmation link stays the one to use: subscribing the address again within
 * it sends nothing, so a repeated or scripted form cannot flood an inbox; after it, a fresh link
 * replaces the old one (for a visitor who lost the mail).
 */
export const NEWSLETTER_CONFIRMATION_WINDOW_MS = 60 * 60 * 1000;

/**
 * Newsletter with double opt-in: POST /api/newsletter stores the address as pending and mails a
 * confirmation link; GET /api/newsletter/confirm?token= confirms it. Subscribing an address
 * twice is never an error and gets the same answer: a pending one gets a fresh link once the
 * confirmation window has passed, a confirmed one is left as it is.
 */
export function registerNewsletterRoutes(
  app: App,
  {
    database,
    mailQueue,
    siteUrl,
    renderResultPage,
  }: { database: Database; mailQueue: MailQueue; siteUrl: string; renderResultPage: RenderResultPage },
): void {
  const { db } = database;

  app.post(
    '/api/newsletter',
    { schema: { body: newsletterSubscriptionSchema }, config: { rateLimit: FORM_RATE_LIMITS.newsletter } },
    async (request): Promise<{ outcome: NewsletterOutcome }> => {
      const email = request.body.email;
      const token = randomBytes(32).toString('base64url');
      const byEmail = sql<string>`lower(email)`;
      const now = new Date();
      const newLink = { confirm_token_hash: hashToken(token), confirmation_sent_at: now };

      // The subscription and its confirmation mail are stored together.
      const subscribing = db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('newsletter_subscriptions')
          .values({ email, ...newLink })
          .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
          .returning('id')
          .executeTakeFirst();
        // Known but not confirmed (or unsubscribed): a new link replaces the old one, unless one went
        // out within the window. One conditional update, so requests at the same moment mail once.
        const renewed =
          created ??
          (await trx
            .updateTable('newsletter_subscriptions')
            .set({ status: 'pending', ...newLink })
            .where(byEmail, '=', email.toLowerCase())
            .where((eb) =>
              eb.or([
                eb('status', '=', 'unsubscribed'),
                eb.and([
                  eb('status', '=', 'pending'),
                  eb.or([
                    eb('confirmation_sent_at', 'is', null),
                    eb('confirmation_sent_at', '<', new Date(now.getTime() - NEWSLETTER_CONFIRMATION_WINDOW_MS)),
                  ]),
                ]),
              ]),
            )
            .returning('id')
            .executeTakeFirst());
        if (renewed) {
          // Past the limit of mails to the address nothing changes: the last link stays valid.
          if (!(await mayMailVisitor(trx, email))) throw new MailLimitReached();
          const link = `${siteUrl.replace(/\/$/, '')}/api/newsletter/confirm?token=${token}`;
          await mailQueue.enqueue(trx, {
            kind: 'newsletter-confirmation',
            ...composeMail({
              to: email,
              subject: `Confirm your subscription to ${siteConfig.name}`,
              locale: 'en',
              parts: [
                { lines: [`Thank you for subscribing to the ${siteConfig.name} newsletter.`] },
                { button: { label: 'Confirm my subscription', href: link } },
                { note: 'If you did not ask for this, ignore this message and you will not hear from us.' },
              ],
            }),
          });
        }
        return renewed;
      });
      const renewed = await subscribing.catch((error: unknown) => {
        if (error instanceof MailLimitReached) return undefined;
        throw error;
      });
      if (!renewed) {
        const known = await db
          .selectFrom('newsletter_subscriptions')
          .select('status')
          .where(byEmail, '=', email.toLowerCase())
          .executeTakeFirst();
        return { outcome: known?.status === 'confirmed' ? 'already_subscribed' : 'confirmation_sent' };
      }

      return { outcome: 'confirmation_sent' };
    },
  );

  app.get(
    '/api/newsletter/confirm',
    { schema: { querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const token = request.query.token;
      const confirmed = token
        ? await db
            .updateTable('newsletter_subscriptions')
            .set({ status: 'confirmed', confirmed_at: new Date(), confirm_token_hash: null })
            .where('confirm_token_hash', '=', hashToken(token))
            .where('status', '=', 'pending')
            .returning('id')
            .executeTakeFirst()
        : undefined;
      const resultPage = (title: string, message: string) =>
        renderResultPage(request.url, {
          title,
          paragraphs: [message],
          link: { href: '/', label: `Back to ${siteConfig.name}` },
        });
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!confirmed) {
        return reply
          .status(400)
          .send(
            await resultPage(
              'This link is not valid',
              'The confirmation link is incomplete, was already used or was replaced by a newer one. Subscribe again from the footer of our website to get a new link.',
            ),
          );
      }
      return reply.send(
        await resultPage(
          'You are subscribed',
          'Thank you for confirming. Our next newsletter will arrive in your inbox.',
        ),
      );
    },
  );
}
