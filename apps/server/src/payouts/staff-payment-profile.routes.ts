import {
  paymentProfileInputSchema,
  paymentProfileResponseSchema,
  paymentProfileRevealSchema,
  paymentProfileSchema,
  type PaymentProfileInput,
} from '@app/contracts/payouts-api';
import { recordAudit } from '../audit/audit-log.js';
import { authorParams, findAuthorOr404 } from '../authors/author-store.js';
import type { Database } from '../db/connect.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import type { PayeeDataBox } from './payee-data.js';
import { findPaymentProfile, maskedProfile, savePaymentProfile } from './payment-profiles.js';

interface Deps {
  database: Database;
  payeeData: PayeeDataBox;
}

/** The trail never holds the details: only the method, who entered them and when. */
const trailOf = (row: { method: string; updated_by_email: string; updated_at: Date } | undefined) =>
  row ? { method: row.method, updated_by_email: row.updated_by_email, updated_at: row.updated_at } : null;

/**
 * Staff read an author's payment profile masked, enter one on their behalf (admins), and reveal
 * the full details (admins): each change and each reveal goes into the audit trail.
 */
export function registerStaffPaymentProfileRoutes(app: App, { database, payeeData }: Deps): void {
  const { db } = database;

  app.get(
    '/api/staff/authors/:authorId/payment-profile',
    { schema: { params: authorParams, response: { 200: paymentProfileResponseSchema } } },
    async (request) => {
      await findAuthorOr404(db, request.params.authorId);
      const row = await findPaymentProfile(db, request.params.authorId);
      return { profile: row ? maskedProfile(row, payeeData) : null };
    },
  );

  app.put(
    '/api/staff/authors/:authorId/payment-profile',
    {
      onRequest: adminOnly,
      schema: { params: authorParams, body: paymentProfileInputSchema, response: { 200: paymentProfileSchema } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const { authorId } = request.params;
      await findAuthorOr404(db, authorId);
      const after = await db.transaction().execute(async (trx) => {
        const saved = await savePaymentProfile(trx, payeeData, authorId, request.body, actor.email);
        await recordAudit(trx, actor, {
          action: 'payment_profile.update',
          entityType: 'payment_profile',
          entityId: authorId,
          authorId,
          before: trailOf(saved.before),
          after: trailOf(saved.after),
        });
        return saved.after;
      });
      return maskedProfile(after, payeeData);
    },
  );

  app.post(
    '/api/staff/authors/:authorId/payment-profile/reveal',
    {
      onRequest: adminOnly,
      schema: {
        params: authorParams,
        response: { 200: paymentProfileRevealSchema },
      },
    },
    async (request) => {
      const actor = await currentActor(request);
      const { authorId } = request.params;
      return db.transaction().execute(async (trx) => {
        const row = await findPaymentProfile(trx, authorId);
        if (!row) throw notFound('Payment profile');
        await recordAudit(trx, actor, {
          action: 'payment_profile.reveal',
          entityType: 'payment_profile',
          entityId: authorId,
          authorId,
          before: null,
          after: { method: row.method, revealed: true },
        });
        return { details: payeeData.open<PaymentProfileInput>(row.details_sealed) as Record<string, string> };
      });
    },
  );
}
