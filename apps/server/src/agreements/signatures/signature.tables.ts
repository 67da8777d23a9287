import type { SignatureStatus } from '@app/contracts/agreement-signature';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AgreementSignatureRequestsTable {
  id: Generated<string>;
  agreement_id: string;
  author_id: string;
  title: string;
  original_file_id: string;
  original_sha256: string;
  countersign_required: Generated<boolean>;
  status: Generated<SignatureStatus>;
  signer_email: string;
  sent_by_email: string;
  sent_at: DefaultTimestamp;
  expires_at: Timestamp;
  viewed_at: Timestamp | null;
  consent_text: string | null;
  consented_at: Timestamp | null;
  signer_name: string | null;
  drawn_signature: Uint8Array | null;
  signed_at: Timestamp | null;
  signer_ip: string | null;
  signer_user_agent: string | null;
  signer_proof: string | null;
  /** The signer's time zone, as their browser reported it (migration 0035_b). */
  signer_time_zone: string | null;
  signed_file_id: string | null;
  signed_pages_sha256: string | null;
  signed_sha256: string | null;
  declined_at: Timestamp | null;
  decline_reason: string | null;
  countersigner_id: string | null;
  countersigner_name: string | null;
  countersigner_email: string | null;
  countersigned_at: Timestamp | null;
  countersigner_ip: string | null;
  countersigner_user_agent: string | null;
  countersigner_proof: string | null;
  countersigner_time_zone: string | null;
  completed_file_id: string | null;
  completed_pages_sha256: string | null;
  completed_sha256: string | null;
}

export interface AgreementSignatureEventsTable {
  id: Generated<string>;
  request_id: string;
  event: string;
  actor_id: string | null;
  actor_email: string | null;
  ip: string | null;
  user_agent: string | null;
  details: ColumnType<unknown, string | undefined, string>;
  created_at: DefaultTimestamp;
  position: Generated<string>;
}

export type SignatureRequestRow = Selectable<AgreementSignatureRequestsTable>;

/** Tables of migration 0020_agreement_signatures.sql, merged into Kysely's DB. */
declare module '../../db/schema.js' {
  interface DB {
    agreement_signature_requests: AgreementSignatureRequestsTable;
    agreement_signature_events: AgreementSignatureEventsTable;
  }
}
