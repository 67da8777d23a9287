import { contactMessageSchema } from '@app/contracts/public-forms';
import { siteConfig } from '@app/contracts/site-config';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { Mailer } from '../mail/mailer.js';
import { escapeHtml } from './mail-format.js';
import { FORM_RATE_LIMITS } from './rate-limits.js';

/**
 * POST /api/contact: the message is stored first, then mailed to the company. A mail failure is
 * logged, not shown to the visitor: the message is safe in the database for the team.
 */
export function registerContactRoute(app: App, { database, mailer }: { database: Database; mailer: Mailer }): void {
  app.post(
    '/api/contact',
    { schema: { body: contactMessageSchema }, config: { rateLimit: FORM_RATE_LIMITS.contact } },
    async (request, reply) => {
      const input = request.body;
      const row = await database.db
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

      const lines = [
        `From: ${input.name} <${input.email}>`,
        input.phone ? `Phone: ${input.phone}` : null,
        input.subject ? `Subject: ${input.subject}` : null,
        '',
        input.message,
      ].filter((line): line is string => line !== null);
      try {
        await mailer.send({
          to: siteConfig.email,
          subject: `Website message from ${input.name}${input.subject ? `: ${input.subject}` : ''}`,
          text: lines.join('\n'),
          html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
        });
      } catch (error) {
        request.log.error({ err: error, contactMessageId: row.id }, 'contact message stored but not mailed');
      }
      return reply.status(201).send({ id: row.id });
    },
  );
}
