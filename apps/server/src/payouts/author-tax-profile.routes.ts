import { taxProfileResponseSchema, taxProfileSchema, taxProfileSignSchema } from '@app/contracts/tax-profile-api';
import { recordAudit } from '../audit/audit-log.js';
import { findOrCreateAuthor } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { proofKind, reauthenticate } from '../identity/reauthenticate.js';
import type { SecretBox } from '../identity/secrets.js';
import type { RateLimitStore } from '../rate-limits/counter-store.js';
import type { PayeeDataBox } from './payee-data.js';
import { findTaxProfile, maskedTaxProfile, saveTaxProfile, taxTrailOf } from './tax-profiles.js';

interface Deps {
  database: Database;
  payeeData: PayeeDataBox;
  /** What re-authentication needs: the identity service's secret box and attempt limits. */
  box: SecretBox;
  rateLimits: RateLimitStore;
}

/**
 * The author's tax form (`/api/me/tax-profile`): signed with the password or authenticator code
 * again, as an agreement is, stored sealed, shown masked, and audited.
 */
export function registerTaxProfileRoutes(app: App, deps: Deps): void {
  const { db } = deps.database;

  app.get('/api/me/tax-profile', { schema: { response: { 200: taxProfileResponseSchema } } }, async (request) => {
    const user = await request.requireUser();
    const author = await findOrCreateAuthor(db, user);
    const row = await findTaxProfile(db, author.id);
    return { profile: row ? maskedTaxProfile(row, deps.payeeData) : null, proof: await proofKind(db, user.id) };
  });

  app.put(
    '/api/me/tax-profile',
    {
      // Anonymous callers get 401 before the form is even read.
      onRequest: async (request) => void (await request.requireUser()),
      schema: { body: taxProfileSignSchema, response: { 200: taxProfileSchema } },
    },
    async (request) => {
      const user = await request.requireUser();
      const author = await findOrCreateAuthor(db, user);
      const proof = await reauthenticate(db, deps, user.id, request.body);
      const after = await db.transaction().execute(async (trx) => {
        const saved = await saveTaxProfile(trx, deps.payeeData, author.id, request.body.profile, {
          email: user.email,
          proof,
        });
        await recordAudit(
          trx,
          { id: user.id, email: user.email },
          {
            action: 'tax_profile.sign',
            entityType: 'tax_profile',
            entityId: author.id,
            authorId: author.id,
            before: taxTrailOf(saved.before),
            after: taxTrailOf(saved.after),
          },
        );
        return saved.after;
      });
      return maskedTaxProfile(after, deps.payeeData);
    },
  );
}
