import { toCalendarDay } from '@app/contracts/dates';
import {
  staffContactMessageSchema,
  staffContactUpdateSchema,
  staffQuoteRequestSchema,
  staffQuoteUpdateSchema,
  staffSubscriberSchema,
} from '@app/contracts/staff-api';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/connect.js';
import type { ContactMessagesTable, QuoteRequestsTable } from '../db/schema.js';
import { attachment, toCsv } from '../files/csv.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { updateAudited } from '../staff/audited-update.js';

/** The inbox shows the most recent entries; older ones stay in the database. */
const INBOX_LIMIT = 500;

const iso = (value: Date | string) => new Date(value).toISOString();

const toQuote = (row: Selectable<QuoteRequestsTable>) => ({ ...row, created_at: iso(row.created_at) });
const toContact = ({ consent: _consent, ...row }: Selectable<ContactMessagesTable>) => ({
  ...row,
  created_at: iso(row.created_at),
  handled_at: row.handled_at === null ? null : iso(row.handled_at),
});

const quoteParams = z.object({ quoteId: z.uuid({ error: 'Unknown request' }) });
const contactParams = z.object({ messageId: z.uuid({ error: 'Unknown message' }) });

/** What the public site collects: quote and checkout requests, contact messages, newsletter subscribers. */
export function registerStaffInboxRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.get(
    '/api/staff/inbox/quotes',
    { schema: { response: { 200: z.object({ quotes: z.array(staffQuoteRequestSchema) }) } } },
    async () => ({
      quotes: (
        await db.selectFrom('quote_requests').selectAll().orderBy('created_at', 'desc').limit(INBOX_LIMIT).execute()
      ).map(toQuote),
    }),
  );

  app.patch(
    '/api/staff/inbox/quotes/:quoteId',
    {
      onRequest: adminOnly,
      schema: { params: quoteParams, body: staffQuoteUpdateSchema, response: { 200: staffQuoteRequestSchema } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const quote = await updateAudited(db, actor, {
        table: 'quote_requests',
        id: request.params.quoteId,
        what: 'Quote request',
        changes: () => ({ status: request.body.status }),
        audit: (before) => ({
          action: 'quote_request.status',
          entityType: 'quote_request',
          authorId: before.author_id,
        }),
      });
      return toQuote(quote);
    },
  );

  app.get(
    '/api/staff/inbox/contact',
    {
      schema: { response: { 200: z.object({ messages: z.array(staffContactMessageSchema) }) } },
    },
    async () => ({
      messages: (
        await db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').limit(INBOX_LIMIT).execute()
      ).map(toContact),
    }),
  );

  app.patch(
    '/api/staff/inbox/contact/:messageId',
    {
      onRequest: adminOnly,
      schema: { params: contactParams, body: staffContactUpdateSchema, response: { 200: staffContactMessageSchema } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const message = await updateAudited(db, actor, {
        table: 'contact_messages',
        id: request.params.messageId,
        what: 'Message',
        changes: (before) => ({ handled_at: request.body.handled ? (before.handled_at ?? new Date()) : null }),
        audit: () => ({ action: 'contact_message.handled', entityType: 'contact_message' }),
      });
      return toContact(message);
    },
  );

  const subscribers = () =>
    db
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'email', 'status', 'created_at', 'confirmed_at'])
      .orderBy('created_at', 'desc')
      .execute();

  app.get(
    '/api/staff/inbox/newsletter',
    {
      schema: { response: { 200: z.object({ subscribers: z.array(staffSubscriberSchema) }) } },
    },
    async () => ({
      subscribers: (await subscribers()).map((row) => ({
        ...row,
        created_at: iso(row.created_at),
        confirmed_at: row.confirmed_at === null ? null : iso(row.confirmed_at),
      })),
    }),
  );

  app.get('/api/staff/inbox/newsletter.csv', async (_request, reply) => {
    const rows = await subscribers();
    const csv = toCsv(
      ['Email', 'Status', 'Subscribed', 'Confirmed'],
      rows.map((row) => [
        row.email,
        row.status,
        iso(row.created_at),
        row.confirmed_at === null ? null : iso(row.confirmed_at),
      ]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`newsletter-subscribers-${toCalendarDay(new Date())}.csv`))
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
