import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { findAgreementDocument } from '../files/file-store.js';

/**
 * The stored document of the agreement with this id: undefined when there is no such agreement or
 * its document is not one of its author's files (an outside address).
 */
export async function findDocumentOfAgreement(db: Kysely<DB>, agreementId: string) {
  const agreement = await db
    .selectFrom('contract_documents')
    .select(['author_id', 'document_file_url'])
    .where('id', '=', agreementId)
    .executeTakeFirst();
  return agreement && findAgreementDocument(db, agreement);
}
