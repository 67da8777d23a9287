import {
  paymentPreferenceSchema,
  paymentPreferenceUpdateSchema,
  reminderPreferenceSchema,
} from '@app/contracts/dashboard-api';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { findOrCreateAuthor } from '../authors/author-sync.js';

/**
 * The preferred payment method and whether to get courtesy payment reminders, kept on the author
 * so they follow them across devices.
 */
export function registerPaymentPreferenceRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.get('/api/me/payment-method', { schema: { response: { 200: paymentPreferenceSchema } } }, async (request) => {
    const author = await findOrCreateAuthor(db, await request.requireUser());
    return { method: author.payment_method };
  });

  app.put(
    '/api/me/payment-method',
    { schema: { body: paymentPreferenceUpdateSchema, response: { 200: paymentPreferenceSchema } } },
    async (request) => {
      const author = await findOrCreateAuthor(db, await request.requireUser());
      const updated = await db
        .updateTable('authors')
        .set({ payment_method: request.body.method, updated_at: new Date() })
        .where('id', '=', author.id)
        .returning('payment_method')
        .executeTakeFirstOrThrow();
      return { method: updated.payment_method };
    },
  );

  app.get('/api/me/reminders', { schema: { response: { 200: reminderPreferenceSchema } } }, async (request) => {
    const author = await findOrCreateAuthor(db, await request.requireUser());
    return { payment_reminders: author.payment_reminders };
  });

  app.put(
    '/api/me/reminders',
    { schema: { body: reminderPreferenceSchema, response: { 200: reminderPreferenceSchema } } },
    async (request) => {
      const author = await findOrCreateAuthor(db, await request.requireUser());
      return db
        .updateTable('authors')
        .set({ payment_reminders: request.body.payment_reminders, updated_at: new Date() })
        .where('id', '=', author.id)
        .returning('payment_reminders')
        .executeTakeFirstOrThrow();
    },
  );
}
