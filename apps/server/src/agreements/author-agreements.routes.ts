import { contractDocumentSchema } from '@app/contracts/dashboard-api';
import { z } from 'zod';
import { requireAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import { authorUrls, withSignatures } from './signatures/signature-store.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The author's agreement documents, newest first (all columns but the owner). */
export function registerAgreementRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;
  app.get('/api/me/contracts', { schema: { response: { 200: z.array(contractDocumentSchema) } } }, async (request) => {
    const authorId = await requireAuthorId(request, db);
    const rows = await db
      .selectFrom('contract_documents')
      .select([
        'id',
        'service_name',
        'email_subject',
        'recipient_name',
        'recipient_email',
        'status',
        'created_at',
        'signed_at',
        'document_file_url',
        'signing_url',
      ])
      .where('author_id', '=', authorId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const contracts = rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      signed_at: iso(row.signed_at),
    }));
    return withSignatures(db, contracts, new Date(), authorUrls);
  });
}
