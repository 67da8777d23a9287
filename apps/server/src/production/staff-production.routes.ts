import {
  FREE_CORRECTION_ROUNDS,
  PROOF_CONTENT_TYPE,
  PROOF_REVIEW_DAYS,
  fileUploadQuerySchema,
  fileVersionSchema,
  productionSchema,
  projectStageSchema,
  projectStageUpdateSchema,
  projectStagesStartSchema,
  proofCommentAnswerSchema,
  proofCommentSchema,
  proofSchema,
  proofSendSchema,
  productionQueuesSchema,
  proofVerifySchema,
  stageTemplatePutSchema,
  stageOwnerSchema,
  stageTemplateSchema,
} from '@app/contracts/production-api';
import { dateOrderProblem } from '@app/contracts/staff-api';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { actorOf, recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { updateAudited } from '../staff/audited-update.js';
import { conflict, invalidField } from '../staff/errors.js';
import { registerProductionUploads, sendFileVersion, uploadProjectFile } from './production-files.js';
import { mailProofSent, mailStageDone, type ProductionMailDeps } from './production-mails.js';
import { findProject, sendProof, startStagesFromTemplate } from './production-store.js';
import { loadProductionQueues } from './production-queues.js';
import { loadComment, loadProduction, loadProof, toFileVersion } from './production-view.js';
import { sendApprovalCertificate, verifyApprovedCopy } from './proof-lookup.js';

const serviceParams = z.object({ serviceId: z.string().max(80) });
const projectParams = z.object({ projectId: z.uuid({ error: 'Unknown project' }) });
const stageParams = projectParams.extend({ stageId: z.uuid({ error: 'Unknown stage' }) });
const versionParams = projectParams.extend({ versionId: z.uuid({ error: 'Unknown file version' }) });
const proofParams = projectParams.extend({ proofId: z.uuid({ error: 'Unknown proof' }) });
const commentParams = projectParams.extend({ commentId: z.uuid({ error: 'Unknown comment' }) });

/** Staff accounts who can own a stage (admins and support), by name. */
const stageOwners = (db: Kysely<DB>) =>
  db
    .selectFrom('identity_users')
    .select([
      'id',
      'email',
      sql<string>`coalesce(nullif(user_metadata->>'full_name', ''), email)`.as('name'),
      sql<'admin' | 'support'>`case when app_metadata->'roles' ? 'admin' then 'admin' else 'support' end`.as('role'),
    ])
    .where(sql<boolean>`app_metadata->'roles' ?| array['admin', 'support']`)
    .orderBy('name')
    .orderBy('email');

const templateOf = (db: Kysely<DB>, serviceId: string) =>
  db
    .selectFrom('production_stage_templates')
    .select(['position', 'name', 'planned_days'])
    .where('service_id', '=', serviceId)
    .orderBy('position')
    .execute();

/** Staff's side of production: package templates (admins), stages, files and proofs (all staff). */
export async function registerStaffProductionRoutes(
  app: App,
  { database, ...mail }: { database: Database } & ProductionMailDeps,
): Promise<void> {
  const { db } = database;

  app.get(
    '/api/staff/catalogue/:serviceId/stages',
    { schema: { params: serviceParams, response: { 200: z.array(stageTemplateSchema) } } },
    async (request) => templateOf(db, request.params.serviceId),
  );

  app.put(
    '/api/staff/catalogue/:serviceId/stages',
    {
      onRequest: adminOnly,
      schema: { params: serviceParams, body: stageTemplatePutSchema, response: { 200: z.array(stageTemplateSchema) } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const { serviceId } = request.params;
      return db.transaction().execute(async (trx) => {
        const service = await trx
          .selectFrom('catalogue_services')
          .select('id')
          .where('id', '=', serviceId)
          .forUpdate()
          .executeTakeFirst();
        if (!service) throw notFound('Service');
        const before = await templateOf(trx, serviceId);
        await trx.deleteFrom('production_stage_templates').where('service_id', '=', serviceId).execute();
        const stages = request.body.stages.map((stage, position) => ({ service_id: serviceId, position, ...stage }));
        if (stages.length > 0) await trx.insertInto('production_stage_templates').values(stages).execute();
        const after = await templateOf(trx, serviceId);
        await recordAudit(trx, actor, {
          action: 'catalogue_service.stages',
          entityType: 'catalogue_service',
          entityId: serviceId,
          before: { stages: before },
          after: { stages: after },
        });
        return after;
      });
    },
  );

  app.get('/api/staff/production/owners', { schema: { response: { 200: z.array(stageOwnerSchema) } } }, async () =>
    stageOwners(db).execute(),
  );

  app.get('/api/staff/production/queues', { schema: { response: { 200: productionQueuesSchema } } }, async () =>
    loadProductionQueues(db, new Date()),
  );

  app.get(
    '/api/staff/projects/:projectId/production',
    { schema: { params: projectParams, response: { 200: productionSchema } } },
    async (request) => {
      await findProject(db, request.params.projectId);
      return loadProduction(db, request.params.projectId);
    },
  );

  app.post(
    '/api/staff/projects/:projectId/stages',
    {
      onRequest: adminOnly,
      schema: { params: projectParams, body: projectStagesStartSchema, response: { 201: z.array(projectStageSchema) } },
    },
    async (request, reply) => {
      const actor = await currentActor(request);
      const project = await findProject(db, request.params.projectId);
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('production_projects').select('id').where('id', '=', project.id).forUpdate().execute();
        const existing = await trx
          .selectFrom('production_project_stages')
          .select('id')
          .where('project_id', '=', project.id)
          .executeTakeFirst();
        if (existing) throw conflict('This project already has its stages');
        const created = await startStagesFromTemplate(trx, project.id, request.body.service_id, request.body.start_on);
        if (created === 0) throw invalidField('service_id', 'This package has no production stages yet');
        await recordAudit(trx, actor, {
          action: 'project.stages_start',
          entityType: 'project',
          entityId: project.id,
          authorId: project.author_id,
          before: null,
          after: { service_id: request.body.service_id, start_on: request.body.start_on, stages: created },
        });
      });
      return reply.status(201).send((await loadProduction(db, project.id)).stages);
    },
  );

  app.patch(
    '/api/staff/projects/:projectId/stages/:stageId',
    { schema: { params: stageParams, body: projectStageUpdateSchema, response: { 200: projectStageSchema } } },
    async (request) => {
      const user = await request.requireUser();
      const project = await findProject(db, request.params.projectId);
      const changes = request.body;
      if (changes.owner_id) {
        const owner = await stageOwners(db).where('id', '=', changes.owner_id).executeTakeFirst();
        if (!owner) throw invalidField('owner_id', 'Choose a staff member');
      }
      let wasDone = false;
      const updated = await updateAudited(db, actorOf(user), {
        table: 'production_project_stages',
        id: request.params.stageId,
        what: 'Stage',
        changes: (before) => {
          if (before.project_id !== project.id) throw notFound('Stage');
          wasDone = before.actual_end !== null;
          const after = { ...before, ...changes };
          if (dateOrderProblem(after.planned_start, after.planned_end)) {
            throw invalidField('planned_end', 'The planned end cannot be before the planned start');
          }
          if (dateOrderProblem(after.actual_start, after.actual_end)) {
            throw invalidField('actual_end', 'The end cannot be before the start');
          }
          return changes;
        },
        audit: () => ({ action: 'project.stage_update', entityType: 'project', authorId: project.author_id }),
      });
      if (!wasDone && updated.actual_end !== null) await mailStageDone(db, mail, updated);
      const stage = (await loadProduction(db, project.id)).stages.find((each) => each.id === request.params.stageId);
      if (!stage) throw notFound('Stage');
      return stage;
    },
  );

  app.get(
    '/api/staff/projects/:projectId/file-versions/:versionId',
    { schema: { params: versionParams } },
    async (request, reply) => sendFileVersion(db, reply, request.params.projectId, request.params.versionId),
  );

  app.post(
    '/api/staff/projects/:projectId/proofs',
    { schema: { params: projectParams, body: proofSendSchema, response: { 201: proofSchema } } },
    async (request, reply) => {
      const actor = await currentActor(request);
      const project = await findProject(db, request.params.projectId);
      const body = request.body;
      const proof = await db.transaction().execute(async (trx) => {
        const version = await trx
          .selectFrom('production_file_versions as v')
          .innerJoin('production_project_files as f', 'f.id', 'v.project_file_id')
          .select(['v.id', 'v.content_type'])
          .where('v.id', '=', body.file_version_id)
          .where('f.project_id', '=', project.id)
          .executeTakeFirst();
        if (!version) throw invalidField('file_version_id', 'Choose a file of this project');
        if (version.content_type !== PROOF_CONTENT_TYPE) throw invalidField('file_version_id', 'A proof must be a PDF');
        const live = await trx
          .selectFrom('production_proofs')
          .select(['id', 'status', 'free_rounds_left'])
          .where('project_id', '=', project.id)
          .where('status', '<>', 'superseded')
          .forUpdate()
          .executeTakeFirst();
        if (live) {
          const open = await trx
            .selectFrom('production_proof_comments')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('proof_id', '=', live.id)
            .where('answer_status', 'is', null)
            .executeTakeFirstOrThrow();
          if (Number(open.count) > 0) {
            throw conflict('Answer every comment on the current proof before sending the next version');
          }
        }
        // A request for changes spends one free round; a version sent without one keeps them.
        const freeRounds =
          body.free_rounds_left ??
          (live
            ? Math.max(live.free_rounds_left - (live.status === 'changes_requested' ? 1 : 0), 0)
            : FREE_CORRECTION_ROUNDS);
        const dueAt = body.due_on
          ? new Date(`${body.due_on}T23:59:59Z`)
          : new Date(Date.now() + PROOF_REVIEW_DAYS * 24 * 60 * 60 * 1000);
        const sent = await sendProof(trx, {
          projectId: project.id,
          fileVersionId: version.id,
          sentByEmail: actor.email,
          freeRoundsLeft: freeRounds,
          dueAt,
        });
        if (live) {
          await trx
            .updateTable('production_proof_comments')
            .set({ answered_in_proof_id: sent.id })
            .where('proof_id', '=', live.id)
            .execute();
        }
        await mailProofSent(trx, mail, sent);
        await recordAudit(trx, actor, {
          action: 'project.proof_send',
          entityType: 'project',
          entityId: project.id,
          authorId: project.author_id,
          before: live ?? null,
          after: sent,
        });
        return sent;
      });
      return reply.status(201).send(await loadProof(db, project.id, proof.id));
    },
  );

  app.patch(
    '/api/staff/projects/:projectId/proof-comments/:commentId',
    { schema: { params: commentParams, body: proofCommentAnswerSchema, response: { 200: proofCommentSchema } } },
    async (request) => {
      const actor = await currentActor(request);
      const project = await findProject(db, request.params.projectId);
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('production_proof_comments as c')
          .innerJoin('production_proofs as p', 'p.id', 'c.proof_id')
          .selectAll('c')
          .select('p.status as proof_status')
          .where('c.id', '=', request.params.commentId)
          .where('p.project_id', '=', project.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('Comment');
        if (before.proof_status === 'superseded' || before.proof_status === 'approved') {
          throw conflict('This comment belongs to a proof that is closed');
        }
        const after = await trx
          .updateTable('production_proof_comments')
          .set({
            answer_status: request.body.status,
            answer_text: request.body.text,
            answered_by_email: actor.email,
            answered_at: new Date(),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          action: 'project.comment_answer',
          entityType: 'project',
          entityId: project.id,
          authorId: project.author_id,
          before,
          after,
        });
      });
      return loadComment(db, project.id, request.params.commentId);
    },
  );

  app.get(
    '/api/staff/projects/:projectId/proofs/:proofId/certificate',
    { schema: { params: proofParams } },
    async (request, reply) => {
      const project = await findProject(db, request.params.projectId);
      return sendApprovalCertificate(db, reply, project, request.params.proofId);
    },
  );

  await app.register(async (scope: App) => {
    await registerProductionUploads(scope);
    // Support may upload: files are history (versions), never overwritten.
    scope.post(
      '/api/staff/projects/:projectId/files',
      {
        schema: { params: projectParams, querystring: fileUploadQuerySchema, response: { 201: fileVersionSchema } },
      },
      async (request, reply) => {
        const actor = await currentActor(request);
        const project = await findProject(db, request.params.projectId);
        const version = await uploadProjectFile(
          db,
          request,
          {
            projectId: project.id,
            authorId: project.author_id,
            kind: request.query.kind,
            uploader: { role: 'staff', id: actor.id, email: actor.email },
          },
          async (trx, stored) => {
            await recordAudit(trx, actor, {
              action: 'project.file_upload',
              entityType: 'project',
              entityId: project.id,
              authorId: project.author_id,
              before: null,
              after: stored,
            });
          },
        );
        return reply.status(201).send(toFileVersion(version));
      },
    );
    scope.post(
      '/api/staff/projects/:projectId/proofs/:proofId/verify',
      { schema: { params: proofParams, response: { 200: proofVerifySchema } } },
      async (request) => {
        await findProject(db, request.params.projectId);
        return verifyApprovedCopy(db, request, request.params.projectId, request.params.proofId);
      },
    );
  });
}
