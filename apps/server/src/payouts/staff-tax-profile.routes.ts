import { taxProfileResponseSchema } from '@app/contracts/tax-profile-api';
import { authorParams, findAuthorOr404 } from '../authors/author-store.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import type { PayeeDataBox } from './payee-data.js';
import { findTaxProfile, maskedTaxProfile } from './tax-profiles.js';

/** Staff read an author's tax profile masked. */
export function registerStaffTaxProfileRoutes(
  app: App,
  { database, payeeData }: { database: Database; payeeData: PayeeDataBox },
): void {
  app.get(
    '/api/staff/authors/:authorId/tax-profile',
    { schema: { params: authorParams, response: { 200: taxProfileResponseSchema } } },
    async (request) => {
      await findAuthorOr404(database.db, request.params.authorId);
      const row = await findTaxProfile(database.db, request.params.authorId);
      return { profile: row ? maskedTaxProfile(row, payeeData) : null };
    },
  );
}
