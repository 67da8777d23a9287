import { contactMessageSchema } from '@app/contracts/public-forms';
import { siteConfig } from '@app/contracts/site-config';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { composeMail } from '../mail/compose.js';
import { FORM_RATE_LIMITS } from './rate-limits.js';

/**
 * POST /api/contact: the message and its mail to the company are stored in one transaction; the
 * mail queue sends it, retrying while the mail server is down.
 */
export function registerContactRoute(
  app: App,
  { database, mailQueue }: { database: Database; mailQueue: MailQueue },
): void {
  app.post(
    '/api/contact',
    { schema: { body: contactMessageSchema }, config: { rateLimit: FORM_RATE_LIMITS.contact } },
    async (request, reply) => {
      const input = request.body;
      const lines = [
        `From: ${input.name} <${input.email}>`,
        input.phone ? `Phone: ${input.phone}` : null,
        input.subject ? `Subject: ${input.subject}` : null,
        '',
        input.message,
      ].filter((line): line is string => line !== null);
      const row = await database.db.transaction().execute(async (trx) => {
        const stored = await trx
          .insertInto('contact_messages')
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            subject: input.subject ?? null,
            message: input.message,
            consent: input.consent,
          })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        await mailQueue.enqueue(trx, {
          kind: 'contact',
          key: `contact:${stored.id}`,
          ...composeMail({
            to: siteConfig.email,
            subject: `Website message from ${input.name}${input.subject ? `: ${input.subject}` : ''}`,
            locale: 'en',
            parts: [{ lines }],
            signed: false,
          }),
        });
        return stored;
      });
      return reply.status(201).send({ id: row.id });
    },
  );
}
