import { myEarningsSchema } from '@app/contracts/author-earnings-api';
import { requireAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { myEarnings } from './author-earnings.js';

/** The author's own paid, pending and estimated-unpaid earnings. */
export function registerAuthorEarningsRoutes(app: App, { database }: { database: Database }): void {
  app.get('/api/me/earnings', { schema: { response: { 200: myEarningsSchema } } }, async (request) =>
    myEarnings(database.db, await requireAuthorId(request, database.db)),
  );
}
