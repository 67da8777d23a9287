import {
  fileUploadQuerySchema,
  fileVersionSchema,
  productionSchema,
  proofApproveSchema,
  proofCommentCreateSchema,
  proofCommentSchema,
  proofSchema,
  proofVerifySchema,
} from '@app/contracts/production-api';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { clientOf } from '../agreements/signatures/signature-store.js';
import { requireAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { App } from '../http/types.js';
import { reauthenticate } from '../identity/reauthenticate.js';
import type { SecretBox } from '../identity/secrets.js';
import type { RateLimitStore } from '../rate-limits/counter-store.js';
import { conflict } from '../staff/errors.js';
import { registerProductionUploads, sendFileVersion, uploadProjectFile } from './production-files.js';
import { approveProof, findProject, requestChanges, type ProjectRow } from './production-store.js';
import { mailProofDecision, type ProductionMailDeps } from './production-mails.js';
import { loadComment, loadProduction, loadProof, toFileVersion } from './production-view.js';
import { publishProductionChanged } from '../realtime/production-events.js';
import { projectProof, sendApprovalCertificate, verifyApprovedCopy } from './proof-lookup.js';

export interface AuthorProductionDeps extends ProductionMailDeps {
  database: Database;
  box: SecretBox;
  rateLimits: RateLimitStore;
}

// `:id` like the author's other project routes (one parameter name per position).
const projectParams = z.object({ id: z.uuid({ error: 'Unknown project' }) });
const proofParams = projectParams.extend({ proofId: z.uuid({ error: 'Unknown proof' }) });
const versionParams = projectParams.extend({ versionId: z.uuid({ error: 'Unknown file version' }) });

const ownProjects = new WeakMap<FastifyRequest, ProjectRow>();

/**
 * The route guard, run as an `onRequest` hook: anonymous 401, another author's (or no) project
 * 404, before an upload's body is even read. A malformed id is left to the schema's 400.
 */
const ownProjectGuard = (db: Kysely<DB>) => async (request: FastifyRequest) => {
  await request.requireUser();
  const parsed = projectParams.safeParse(request.params);
  if (!parsed.success) return;
  const authorId = await requireAuthorId(request, db);
  ownProjects.set(request, await findProject(db, parsed.data.id, authorId));
};

function ownProject(request: FastifyRequest): ProjectRow {
  const project = ownProjects.get(request);
  if (!project) throw notFound('Project');
  return project;
}

/** A proof of the author's project that still waits on them (409 otherwise). */
async function waitingProof(db: Kysely<DB>, projectId: string, proofId: string) {
  const proof = await projectProof(db, projectId, proofId);
  if (proof.status !== 'waiting_author') throw conflict('This proof is no longer waiting for your review');
  return proof;
}

/**
 * The author's side of production: the stage timeline, files (upload, download, history) and
 * proofs (comment, request changes, approve with a fresh proof of identity, certificate).
 */
export async function registerAuthorProductionRoutes(app: App, deps: AuthorProductionDeps): Promise<void> {
  const { db } = deps.database;
  const base = '/api/me/projects/:id';
  const onRequest = ownProjectGuard(db);

  app.get(
    `${base}/production`,
    { onRequest, schema: { params: projectParams, response: { 200: productionSchema } } },
    async (request) => loadProduction(db, ownProject(request).id),
  );

  app.get(
    `${base}/file-versions/:versionId`,
    { onRequest, schema: { params: versionParams } },
    async (request, reply) => sendFileVersion(db, reply, ownProject(request).id, request.params.versionId),
  );

  app.post(
    `${base}/proofs/:proofId/comments`,
    {
      onRequest,
      schema: { params: proofParams, body: proofCommentCreateSchema, response: { 201: proofCommentSchema } },
    },
    async (request, reply) => {
      const project = ownProject(request);
      const proof = await waitingProof(db, project.id, request.params.proofId);
      const { page, x, y, note, text_change } = request.body;
      const comment = await db.transaction().execute(async (trx) => {
        const saved = await trx
          .insertInto('production_proof_comments')
          .values({
            proof_id: proof.id,
            page,
            x,
            y,
            note,
            text_change: text_change ?? null,
            author_id: project.author_id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await publishProductionChanged(trx, project.id);
        return saved;
      });
      return reply.status(201).send(await loadComment(db, project.id, comment.id));
    },
  );

  app.post(
    `${base}/proofs/:proofId/request-changes`,
    { onRequest, schema: { params: proofParams, response: { 200: proofSchema } } },
    async (request) => {
      const project = ownProject(request);
      const proof = await projectProof(db, project.id, request.params.proofId);
      await db.transaction().execute(async (trx) => {
        await requestChanges(trx, proof.id);
        await mailProofDecision(trx, deps, { ...proof, decision: 'changes_requested' });
        await publishProductionChanged(trx, project.id);
      });
      return loadProof(db, project.id, request.params.proofId);
    },
  );

  app.post(
    `${base}/proofs/:proofId/approve`,
    { onRequest, schema: { params: proofParams, body: proofApproveSchema, response: { 200: proofSchema } } },
    async (request) => {
      const project = ownProject(request);
      const proof = await waitingProof(db, project.id, request.params.proofId);
      const user = await request.requireUser();
      const proofOfIdentity = await reauthenticate(db, deps, user.id, request.body);
      const client = clientOf(request);
      await db.transaction().execute(async (trx) => {
        await approveProof(trx, {
          proofId: proof.id,
          authorId: project.author_id,
          approverEmail: user.email,
          ip: client.ip,
          userAgent: client.userAgent,
          proofOfIdentity,
        });
        await mailProofDecision(trx, deps, { ...proof, decision: 'approved' });
        await publishProductionChanged(trx, project.id);
      });
      return loadProof(db, project.id, proof.id);
    },
  );

  app.get(
    `${base}/proofs/:proofId/certificate`,
    { onRequest, schema: { params: proofParams } },
    async (request, reply) => {
      const project = ownProject(request);
      return sendApprovalCertificate(db, reply, project, request.params.proofId);
    },
  );

  await app.register(async (scope: App) => {
    await registerProductionUploads(scope);
    scope.post(
      `${base}/files`,
      {
        onRequest,
        schema: { params: projectParams, querystring: fileUploadQuerySchema, response: { 201: fileVersionSchema } },
      },
      async (request, reply) => {
        const project = ownProject(request);
        const user = await request.requireUser();
        const version = await uploadProjectFile(db, request, {
          projectId: project.id,
          authorId: project.author_id,
          kind: request.query.kind,
          uploader: { role: 'author', id: user.id, email: user.email },
        });
        await publishProductionChanged(db, project.id);
        return reply.status(201).send(toFileVersion(version));
      },
    );
    scope.post(
      `${base}/proofs/:proofId/verify`,
      { onRequest, schema: { params: proofParams, response: { 200: proofVerifySchema } } },
      async (request) => verifyApprovedCopy(db, request, ownProject(request).id, request.params.proofId),
    );
  });
}
