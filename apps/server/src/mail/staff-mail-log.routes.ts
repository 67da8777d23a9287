import { mailLogSchema, staffMailQuerySchema, type MailLogEntry } from '@app/contracts/staff-api';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import type { MailMessagesTable } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import type { MailQueue } from './mail-queue.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { conflict } from '../staff/errors.js';

const iso = (value: Date | string) => new Date(value).toISOString();

const toEntry = ({
  text_body: _text,
  html_body: _html,
  idempotency_key: _key,
  message_id: _id,
  ...row
}: Selectable<MailMessagesTable>): MailLogEntry => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  sent_at: row.sent_at === null ? null : iso(row.sent_at),
});

const mailParams = z.object({ mailId: z.uuid({ error: 'Unknown mail' }) });

/**
 * The mail log: every mail the server queued, newest first, by status, page by page (staff); and
 * Retry for a failed one (admins), recorded in the audit trail.
 */
export function registerStaffMailRoutes(
  app: App,
  { database, mailQueue }: { database: Database; mailQueue: MailQueue },
): void {
  const { db } = database;

  app.get(
    '/api/staff/mail',
    { schema: { querystring: staffMailQuerySchema, response: { 200: mailLogSchema } } },
    async (request) => {
      const { status, before, limit } = request.query;
      let query = db.selectFrom('mail_messages').selectAll();
      if (status) query = query.where('status', '=', status);
      if (before) query = query.where('created_at', '<', new Date(before));
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return { mails: rows.map(toEntry) };
    },
  );

  app.post(
    '/api/staff/mail/:mailId/retry',
    {
      onRequest: adminOnly,
      schema: { params: mailParams, response: { 200: z.object({ mail: mailLogSchema.shape.mails.element }) } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const mail = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('mail_messages')
          .selectAll()
          .where('id', '=', request.params.mailId)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('Mail');
        if (before.status !== 'failed') throw conflict('Only a failed mail can be sent again');
        await mailQueue.requeue(trx, before.id);
        const after = await trx
          .selectFrom('mail_messages')
          .selectAll()
          .where('id', '=', before.id)
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'mail_message.retry',
          entityType: 'mail_message',
          entityId: before.id,
          before: toEntry(before),
          after: toEntry(after),
        });
        return after;
      });
      return { mail: toEntry(mail) };
    },
  );
}
