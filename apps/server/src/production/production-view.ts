import type { Production, ProofComment } from '@app/contracts/production-api';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { ProductionProofCommentsTable } from './production.tables.js';
import './production.tables.js';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toComment(row: Selectable<ProductionProofCommentsTable>): ProofComment {
  return {
    id: row.id,
    proof_id: row.proof_id,
    page: row.page,
    x: row.x,
    y: row.y,
    note: row.note,
    text_change: row.text_change,
    created_at: new Date(row.created_at).toISOString(),
    answer_status: row.answer_status,
    answer_text: row.answer_text,
    answered_at: iso(row.answered_at),
    answered_in_proof_id: row.answered_in_proof_id,
  };
}

/** A project's stages, files with their versions and proofs with comments and approval, as both sides see them. */
export async function loadProduction(db: Kysely<DB>, projectId: string): Promise<Production> {
  const [stages, files, versions, proofs, comments, approvals] = await Promise.all([
    db
      .selectFrom('production_project_stages as s')
      .leftJoin('identity_users as u', 'u.id', 's.owner_id')
      .select([
        's.id',
        's.position',
        's.name',
        's.planned_start',
        's.planned_end',
        's.actual_start',
        's.actual_end',
        'u.email as owner_email',
        's.next_step',
      ])
      .where('s.project_id', '=', projectId)
      .orderBy('s.position')
      .execute(),
    db
      .selectFrom('production_project_files')
      .select(['id', 'kind', 'name'])
      .where('project_id', '=', projectId)
      .orderBy('kind')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('production_file_versions as v')
      .innerJoin('production_project_files as f', 'f.id', 'v.project_file_id')
      .select([
        'v.id',
        'v.project_file_id',
        'v.version',
        'v.size_bytes',
        'v.sha256',
        'v.content_type',
        'v.uploaded_by_role',
        'v.uploaded_by_email',
        'v.created_at',
        'f.name',
      ])
      .where('f.project_id', '=', projectId)
      .orderBy('v.version', 'desc')
      .execute(),
    db
      .selectFrom('production_proofs')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('version', 'desc')
      .execute(),
    db
      .selectFrom('production_proof_comments as c')
      .innerJoin('production_proofs as p', 'p.id', 'c.proof_id')
      .selectAll('c')
      .where('p.project_id', '=', projectId)
      .orderBy('c.page')
      .orderBy('c.created_at')
      .execute(),
    db
      .selectFrom('production_proof_approvals as a')
      .innerJoin('production_proofs as p', 'p.id', 'a.proof_id')
      .selectAll('a')
      .where('p.project_id', '=', projectId)
      .execute(),
  ]);
  const versionById = new Map(versions.map((version) => [version.id, version]));
  return {
    project_id: projectId,
    stages,
    files: files.map((file) => ({
      ...file,
      versions: versions.filter((version) => version.project_file_id === file.id).map(toFileVersion),
    })),
    proofs: proofs.map((proof) => {
      const approval = approvals.find((row) => row.proof_id === proof.id);
      const file = versionById.get(proof.file_version_id);
      return {
        id: proof.id,
        version: proof.version,
        status: proof.status,
        file_version_id: proof.file_version_id,
        file_name: file?.name ?? '',
        sha256: file?.sha256 ?? '',
        sent_at: new Date(proof.sent_at).toISOString(),
        due_at: new Date(proof.due_at).toISOString(),
        free_rounds_left: proof.free_rounds_left,
        extra_round_flagged_at: iso(proof.extra_round_flagged_at),
        changes_requested_at: iso(proof.changes_requested_at),
        comments: comments.filter((comment) => comment.proof_id === proof.id).map(toComment),
        answers: comments.filter((comment) => comment.answered_in_proof_id === proof.id).map(toComment),
        approval: approval
          ? {
              approver_email: approval.approver_email,
              approved_at: new Date(approval.approved_at).toISOString(),
              ip: approval.ip,
              user_agent: approval.user_agent,
              proof_of_identity: approval.proof_of_identity,
              approved_sha256: approval.approved_sha256,
            }
          : null,
      };
    }),
  };
}

/** One proof of the project as the API shows it (404 when it is not the project's). */
export async function loadProof(db: Kysely<DB>, projectId: string, proofId: string) {
  const proof = (await loadProduction(db, projectId)).proofs.find((each) => each.id === proofId);
  if (!proof) throw notFound('Proof');
  return proof;
}

/** One comment on a proof of the project as the API shows it. */
export async function loadComment(db: Kysely<DB>, projectId: string, commentId: string) {
  const production = await loadProduction(db, projectId);
  const comment = production.proofs.flatMap((proof) => proof.comments).find((each) => each.id === commentId);
  if (!comment) throw notFound('Comment');
  return comment;
}

/** A stored version as the API shows it. */
export const toFileVersion = (version: {
  id: string;
  version: number;
  size_bytes: string;
  sha256: string;
  content_type: string;
  uploaded_by_role: 'author' | 'staff';
  uploaded_by_email: string;
  created_at: Date;
}) => ({
  id: version.id,
  version: version.version,
  size_bytes: Number(version.size_bytes),
  sha256: version.sha256,
  content_type: version.content_type,
  uploaded_by_role: version.uploaded_by_role,
  uploaded_by_email: version.uploaded_by_email,
  created_at: new Date(version.created_at).toISOString(),
});
