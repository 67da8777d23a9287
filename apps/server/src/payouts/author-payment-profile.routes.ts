import {
  paymentProfileInputSchema,
  paymentProfileResponseSchema,
  paymentProfileSchema,
} from '@app/contracts/payouts-api';
import { findOrCreateAuthor } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { PayeeDataBox } from './payee-data.js';
import { findPaymentProfile, maskedProfile, savePaymentProfile } from './payment-profiles.js';

interface Deps {
  database: Database;
  payeeData: PayeeDataBox;
}

/** The author's own payment profile (`/api/me/payment-profile`), shown masked. */
export function registerPaymentProfileRoutes(app: App, { database, payeeData }: Deps): void {
  const { db } = database;

  app.get(
    '/api/me/payment-profile',
    { schema: { response: { 200: paymentProfileResponseSchema } } },
    async (request) => {
      const author = await findOrCreateAuthor(db, await request.requireUser());
      const row = await findPaymentProfile(db, author.id);
      return { profile: row ? maskedProfile(row, payeeData) : null };
    },
  );

  app.put(
    '/api/me/payment-profile',
    { schema: { body: paymentProfileInputSchema, response: { 200: paymentProfileSchema } } },
    async (request) => {
      const author = await findOrCreateAuthor(db, await request.requireUser());
      const { after } = await db
        .transaction()
        .execute((trx) => savePaymentProfile(trx, payeeData, author.id, request.body, author.email));
      return maskedProfile(after, payeeData);
    },
  );
}
