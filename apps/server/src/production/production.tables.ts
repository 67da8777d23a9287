import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a default. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: a calendar day as 'YYYY-MM-DD'. */
type CalendarDay = string;
/** A `bigint` column: read as text by the driver, written as a number. */
type BigCount = ColumnType<string, number | bigint | string, number | bigint | string>;

export type ProjectFileKind = 'manuscript' | 'image' | 'cover' | 'interior' | 'proof' | 'other';
export type ProofStatus = 'waiting_author' | 'changes_requested' | 'approved' | 'superseded';

export interface ProductionStageTemplatesTable {
  id: Generated<string>;
  service_id: string;
  position: number;
  name: string;
  planned_days: Generated<number>;
}

export interface ProductionProjectStagesTable {
  id: Generated<string>;
  project_id: string;
  position: number;
  name: string;
  planned_start: CalendarDay | null;
  planned_end: CalendarDay | null;
  actual_start: CalendarDay | null;
  actual_end: CalendarDay | null;
  owner_id: string | null;
  next_step: string | null;
}

export interface ProductionProjectFilesTable {
  id: Generated<string>;
  project_id: string;
  kind: ProjectFileKind;
  name: string;
  created_at: DefaultTimestamp;
}

export interface ProductionFileVersionsTable {
  id: Generated<string>;
  project_file_id: string;
  version: number;
  file_id: string;
  size_bytes: BigCount;
  sha256: string;
  content_type: string;
  uploaded_by_role: 'author' | 'staff';
  uploaded_by_id: string | null;
  uploaded_by_email: string;
  created_at: DefaultTimestamp;
}

export interface ProductionProofsTable {
  id: Generated<string>;
  project_id: string;
  version: number;
  file_version_id: string;
  status: Generated<ProofStatus>;
  sent_by_email: string;
  sent_at: DefaultTimestamp;
  due_at: DefaultTimestamp;
  free_rounds_left: number;
  extra_round_flagged_at: Timestamp | null;
  changes_requested_at: Timestamp | null;
  supersedes: string | null;
  /** Migration 0051: when the author was reminded of the due date, and staff of the corrections. */
  due_reminder_sent_at: Timestamp | null;
  corrections_reminder_sent_at: Timestamp | null;
}

export interface ProductionProofCommentsTable {
  id: Generated<string>;
  proof_id: string;
  page: number;
  x: number;
  y: number;
  note: string;
  text_change: string | null;
  author_id: string;
  created_at: DefaultTimestamp;
  answer_status: 'done' | 'not_possible' | null;
  answer_text: string | null;
  answered_by_email: string | null;
  answered_at: Timestamp | null;
  answered_in_proof_id: string | null;
}

export interface ProductionProofApprovalsTable {
  proof_id: string;
  author_id: string;
  approver_email: string;
  approved_at: DefaultTimestamp;
  ip: string;
  user_agent: string;
  proof_of_identity: string;
  approved_sha256: string;
}

/** Tables of migrations 0039_production_proofs.sql and 0051_production_reminders.sql, merged into Kysely's DB. */
declare module '../db/schema.js' {
  interface DB {
    production_stage_templates: ProductionStageTemplatesTable;
    production_project_stages: ProductionProjectStagesTable;
    production_project_files: ProductionProjectFilesTable;
    production_file_versions: ProductionFileVersionsTable;
    production_proofs: ProductionProofsTable;
    production_proof_comments: ProductionProofCommentsTable;
    production_proof_approvals: ProductionProofApprovalsTable;
  }
}
