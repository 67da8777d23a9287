import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/in-transaction.js';
import { AppError, notFound } from '../http/errors.js';
import type { ProjectFileKind } from './production.tables.js';
import './production.tables.js';
import '../files/files.tables.js';

export type ProjectRow = { id: string; author_id: string; service: string; book_title: string | null };

/** A project (404 for none), or only the author's own when `authorId` is given (404 for another's). */
export async function findProject(db: Kysely<DB>, projectId: string, authorId?: string): Promise<ProjectRow> {
  let query = db
    .selectFrom('production_projects')
    .select(['id', 'author_id', 'service', 'book_title'])
    .where('id', '=', projectId);
  if (authorId !== undefined) query = query.where('author_id', '=', authorId);
  const project = await query.executeTakeFirst();
  if (!project) throw notFound('Project');
  return project;
}

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Gives a project its package's production stages, planned one after the other from `startDay`
 * by each template step's planned days. Returns how many stages were created.
 */
export async function startStagesFromTemplate(
  db: Kysely<DB>,
  projectId: string,
  serviceId: string,
  startDay: string,
): Promise<number> {
  const steps = await db
    .selectFrom('production_stage_templates')
    .select(['position', 'name', 'planned_days'])
    .where('service_id', '=', serviceId)
    .orderBy('position')
    .execute();
  if (steps.length === 0) return 0;
  let day = startDay;
  const stages = steps.map((step) => {
    const planned_start = day;
    const planned_end = addDays(day, step.planned_days);
    day = planned_end;
    return { project_id: projectId, position: step.position, name: step.name, planned_start, planned_end };
  });
  await db.insertInto('production_project_stages').values(stages).execute();
  return stages.length;
}

export interface NewFileVersion {
  projectId: string;
  kind: ProjectFileKind;
  name: string;
  /** A row of `files` already holding the bytes. */
  fileId: string;
  uploadedByRole: 'author' | 'staff';
  uploadedById: string | null;
  uploadedByEmail: string;
}

/** Records a stored file as the next version of the project's file of that kind and name. */
export async function addFileVersion(db: Kysely<DB>, input: NewFileVersion) {
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('production_project_files')
      .values({ project_id: input.projectId, kind: input.kind, name: input.name })
      .onConflict((oc) => oc.columns(['project_id', 'kind', 'name']).doNothing())
      .execute();
    // Locking the file's row numbers concurrent uploads one after the other.
    const projectFile = await trx
      .selectFrom('production_project_files')
      .select('id')
      .where('project_id', '=', input.projectId)
      .where('kind', '=', input.kind)
      .where('name', '=', input.name)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const stored = await trx
      .selectFrom('files')
      .select(['size_bytes', 'sha256', 'content_type'])
      .where('id', '=', input.fileId)
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('production_file_versions')
      .values({
        project_file_id: projectFile.id,
        version: sql<number>`(select coalesce(max(version), 0) + 1 from production_file_versions
          where project_file_id = ${projectFile.id})`,
        file_id: input.fileId,
        size_bytes: stored.size_bytes,
        sha256: stored.sha256,
        content_type: stored.content_type,
        uploaded_by_role: input.uploadedByRole,
        uploaded_by_id: input.uploadedById,
        uploaded_by_email: input.uploadedByEmail,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export interface NewProof {
  projectId: string;
  fileVersionId: string;
  sentByEmail: string;
  freeRoundsLeft: number;
  dueAt?: Date;
}

/**
 * Sends a proof for the author's review. The project's live proof, if any, is superseded in the
 * same transaction; an approved proof is final, so sending after it is refused (409), and so is
 * superseding a proof that is being approved at this very moment: exactly one of them wins.
 */
export async function sendProof(db: Kysely<DB>, input: NewProof) {
  return inTransaction(db, async (trx) => {
    const live = await trx
      .selectFrom('production_proofs')
      .select(['id', 'version', 'status'])
      .where('project_id', '=', input.projectId)
      .where('status', '<>', 'superseded')
      .executeTakeFirst();
    if (live) {
      const superseded = await trx
        .updateTable('production_proofs')
        .set({ status: 'superseded' })
        .where('id', '=', live.id)
        .where('status', 'in', ['waiting_author', 'changes_requested'])
        .executeTakeFirst();
      if (superseded.numUpdatedRows !== 1n) {
        throw new AppError(409, 'conflict', 'The current proof was approved; it can no longer be replaced.');
      }
    }
    const last = await trx
      .selectFrom('production_proofs')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('project_id', '=', input.projectId)
      .executeTakeFirst();
    return trx
      .insertInto('production_proofs')
      .values({
        project_id: input.projectId,
        version: (last?.version ?? 0) + 1,
        file_version_id: input.fileVersionId,
        sent_by_email: input.sentByEmail,
        free_rounds_left: input.freeRoundsLeft,
        supersedes: live?.id ?? null,
        ...(input.dueAt ? { due_at: input.dueAt } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export interface ProofApproval {
  proofId: string;
  authorId: string;
  approverEmail: string;
  ip: string;
  userAgent: string;
  /** How the author proved it was them: 'password' or 'authenticator code'. */
  proofOfIdentity: string;
}

/**
 * Approves a proof waiting on its author, keeping the SHA-256 of the exact file approved. The
 * database refuses it once the proof was superseded or approved (409 here).
 */
export async function approveProof(db: Kysely<DB>, input: ProofApproval) {
  const proof = await db
    .selectFrom('production_proofs as p')
    .innerJoin('production_file_versions as v', 'v.id', 'p.file_version_id')
    .select('v.sha256')
    .where('p.id', '=', input.proofId)
    .executeTakeFirst();
  if (!proof) throw new AppError(404, 'not_found', 'No such proof.');
  try {
    return await db
      .insertInto('production_proof_approvals')
      .values({
        proof_id: input.proofId,
        author_id: input.authorId,
        approver_email: input.approverEmail,
        ip: input.ip,
        user_agent: input.userAgent,
        proof_of_identity: input.proofOfIdentity,
        approved_sha256: proof.sha256,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '23514' || code === '23505') {
      throw new AppError(409, 'conflict', 'This proof is no longer waiting for approval.');
    }
    throw error;
  }
}

/**
 * The author asks for changes: the proof goes back to staff. With no free round left the request
 * is still recorded but flagged for staff to quote the extra round.
 */
export async function requestChanges(db: Kysely<DB>, proofId: string) {
  const updated = await db
    .updateTable('production_proofs')
    .set({
      status: 'changes_requested',
      changes_requested_at: sql<Date>`now()`,
      extra_round_flagged_at: sql<Date | null>`case when free_rounds_left = 0 then now() end`,
    })
    .where('id', '=', proofId)
    .where('status', '=', 'waiting_author')
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new AppError(409, 'conflict', 'This proof is no longer waiting for review.');
  return updated;
}
