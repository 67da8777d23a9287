import { mySalesSchema, statementIdParams, statementSchema } from '@app/contracts/royalties-api';
import { requireAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { mySales } from './my-sales.js';
import { sendStatementCsv } from './statement-csv.js';
import { loadStatement } from './statements.js';

/** The author's own sales, balance and statements: another author's statement is not found (404). */
export function registerAuthorRoyaltyRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.get('/api/me/royalties', { schema: { response: { 200: mySalesSchema } } }, async (request) =>
    mySales(db, await requireAuthorId(request, db)),
  );

  app.get(
    '/api/me/royalty-statements/:statementId',
    { schema: { params: statementIdParams, response: { 200: statementSchema } } },
    async (request) => loadStatement(db, request.params.statementId, await requireAuthorId(request, db)),
  );

  app.get(
    '/api/me/royalty-statements/:statementId/statement.csv',
    { schema: { params: statementIdParams } },
    async (request, reply) =>
      sendStatementCsv(reply, await loadStatement(db, request.params.statementId, await requireAuthorId(request, db))),
  );
}
