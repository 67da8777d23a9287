import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/harness.js';
import { ids, people, seedChecklistFixture } from '../../test/support/checklist-fixture.js';
import { saveFile } from '../files/file-store.js';
import { DEAD_UPLOAD_AFTER_MS, sweepDeadUploads } from './dead-uploads.js';
import {
  addFileVersion,
  approveProof,
  requestChanges,
  sendProof,
  startStagesFromTemplate,
} from './production-store.js';

/** Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
let testDb: TestDatabase;
const db = () => testDb.database.db;
const SERVICE = 'proof-test-package';
const staffEmail = 'production@example.com';

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedChecklistFixture(db());
  await db()
    .insertInto('catalogue_services')
    .values({
      id: SERVICE,
      name: 'Proof test package',
      category: 'Publishing',
      description: 'Test',
      icon: 'book',
      price: 0,
      features: '[]',
    })
    .execute();
});
afterAll(() => testDb.dispose());

/** A new project of author A with a proof PDF version stored. */
async function projectWithProofFile(content = 'proof one') {
  const project = await db()
    .insertInto('production_projects')
    .values({ author_id: people.A.id, service: 'Proof test package' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = await uploadVersion(project.id, content);
  return { projectId: project.id, version };
}

async function uploadVersion(projectId: string, content: string) {
  const stored = await saveFile(db(), {
    ownerAuthorId: people.A.id,
    productionProjectId: projectId,
    purpose: 'production',
    fileName: 'interior.pdf',
    contentType: 'application/pdf',
    bytes: new TextEncoder().encode(content),
  });
  return addFileVersion(db(), {
    projectId,
    kind: 'proof',
    name: 'interior.pdf',
    fileId: stored.id,
    uploadedByRole: 'staff',
    uploadedById: null,
    uploadedByEmail: staffEmail,
  });
}

const approval = (proofId: string) => ({
  proofId,
  authorId: people.A.id,
  approverEmail: people.A.email,
  ip: '203.0.113.7',
  userAgent: 'test browser',
  proofOfIdentity: 'password',
});

describe('production stages', () => {
  it('starts a project with its package template, planned one stage after the other', async () => {
    await db()
      .insertInto('production_stage_templates')
      .values([
        { service_id: SERVICE, position: 0, name: 'Editing', planned_days: 10 },
        { service_id: SERVICE, position: 1, name: 'Interior design', planned_days: 5 },
      ])
      .execute();
    expect(await startStagesFromTemplate(db(), ids.P1, SERVICE, '2026-01-01')).toBe(2);
    const stages = await db()
      .selectFrom('production_project_stages')
      .select(['name', 'planned_start', 'planned_end'])
      .where('project_id', '=', ids.P1)
      .orderBy('position')
      .execute();
    expect(stages.map((s) => [s.name, String(s.planned_start), String(s.planned_end)])).toEqual([
      ['Editing', expect.stringContaining('2026-01-01'), expect.stringContaining('2026-01-11')],
      ['Interior design', expect.stringContaining('2026-01-11'), expect.stringContaining('2026-01-16')],
    ]);
  });
});

describe('file versions', () => {
  it('numbers each upload as a new version and never changes or removes one', async () => {
    const { projectId, version: first } = await projectWithProofFile('first');
    const second = await uploadVersion(projectId, 'second');
    expect([first.version, second.version]).toEqual([1, 2]);
    expect(second.sha256).not.toBe(first.sha256);
    expect(Number(second.size_bytes)).toBe(6);
    await expect(
      db()
        .updateTable('production_file_versions')
        .set({ sha256: '0'.repeat(64) })
        .where('id', '=', first.id)
        .execute(),
    ).rejects.toMatchObject({ message: expect.stringContaining('cannot be changed') });
    await expect(
      db().deleteFrom('production_file_versions').where('id', '=', first.id).execute(),
    ).rejects.toMatchObject({ message: expect.stringContaining('cannot be removed') });
    const kept = await db()
      .selectFrom('production_file_versions')
      .select('sha256')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(kept.sha256).toBe(first.sha256);
  });
});

describe('proofs', () => {
  it('gives a proof 14 days for review and approves it with the exact file hash', async () => {
    const { projectId, version } = await projectWithProofFile();
    const proof = await sendProof(db(), {
      projectId,
      fileVersionId: version.id,
      sentByEmail: staffEmail,
      freeRoundsLeft: 2,
    });
    const days = (proof.due_at.getTime() - proof.sent_at.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    const approved = await approveProof(db(), approval(proof.id));
    expect(approved).toMatchObject({
      approved_sha256: version.sha256,
      ip: '203.0.113.7',
      proof_of_identity: 'password',
    });
    const after = await db()
      .selectFrom('production_proofs')
      .select('status')
      .where('id', '=', proof.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('approved');
    await expect(approveProof(db(), approval(proof.id))).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      db()
        .updateTable('production_proof_approvals')
        .set({ approved_sha256: '0'.repeat(64) })
        .where('proof_id', '=', proof.id)
        .execute(),
    ).rejects.toMatchObject({ message: expect.stringContaining('cannot be changed') });
  });

  it('refuses to approve a superseded proof, and to replace an approved one', async () => {
    const { projectId, version } = await projectWithProofFile();
    const first = await sendProof(db(), {
      projectId,
      fileVersionId: version.id,
      sentByEmail: staffEmail,
      freeRoundsLeft: 1,
    });
    const next = await uploadVersion(projectId, 'proof two');
    const second = await sendProof(db(), {
      projectId,
      fileVersionId: next.id,
      sentByEmail: staffEmail,
      freeRoundsLeft: 0,
    });
    expect(second).toMatchObject({ version: 2, supersedes: first.id });
    await expect(approveProof(db(), approval(first.id))).rejects.toMatchObject({ statusCode: 409 });
    expect(await db().selectFrom('production_proof_approvals').where('proof_id', '=', first.id).execute()).toEqual([]);
    await approveProof(db(), approval(second.id));
    const third = await uploadVersion(projectId, 'proof three');
    await expect(
      sendProof(db(), { projectId, fileVersionId: third.id, sentByEmail: staffEmail, freeRoundsLeft: 0 }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('lets exactly one of a concurrent approval and supersession win', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { projectId, version } = await projectWithProofFile(`race ${attempt}`);
      const proof = await sendProof(db(), {
        projectId,
        fileVersionId: version.id,
        sentByEmail: staffEmail,
        freeRoundsLeft: 1,
      });
      const next = await uploadVersion(projectId, `race ${attempt} v2`);
      const results = await Promise.allSettled([
        approveProof(db(), approval(proof.id)),
        sendProof(db(), { projectId, fileVersionId: next.id, sentByEmail: staffEmail, freeRoundsLeft: 0 }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 409 });
      const rows = await db()
        .selectFrom('production_proofs')
        .select('status')
        .where('project_id', '=', projectId)
        .orderBy('version')
        .execute();
      const approvals = await db().selectFrom('production_proof_approvals').where('proof_id', '=', proof.id).execute();
      if (results[0].status === 'fulfilled') {
        expect(rows.map((r) => r.status)).toEqual(['approved']);
        expect(approvals).toHaveLength(1);
      } else {
        expect(rows.map((r) => r.status)).toEqual(['superseded', 'waiting_author']);
        expect(approvals).toHaveLength(0);
      }
    }
  });

  it('flags a change request beyond the free rounds for staff to quote', async () => {
    const { projectId, version } = await projectWithProofFile();
    const free = await sendProof(db(), {
      projectId,
      fileVersionId: version.id,
      sentByEmail: staffEmail,
      freeRoundsLeft: 1,
    });
    expect((await requestChanges(db(), free.id)).extra_round_flagged_at).toBeNull();
    const next = await uploadVersion(projectId, 'after round one');
    const paid = await sendProof(db(), {
      projectId,
      fileVersionId: next.id,
      sentByEmail: staffEmail,
      freeRoundsLeft: 0,
    });
    const flagged = await requestChanges(db(), paid.id);
    expect(flagged.status).toBe('changes_requested');
    expect(flagged.extra_round_flagged_at).toBeInstanceOf(Date);
    await expect(requestChanges(db(), paid.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('removes a project with its stages, files, versions, proofs and approvals', async () => {
    const { projectId, version } = await projectWithProofFile('to be removed');
    const proof = await sendProof(db(), {
      projectId,
      fileVersionId: version.id,
      sentByEmail: staffEmail,
      freeRoundsLeft: 0,
    });
    await approveProof(db(), approval(proof.id));
    await db().deleteFrom('production_projects').where('id', '=', projectId).execute();
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from production_file_versions where id = ${version.id}`.execute(db());
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe('dead uploads', () => {
  it('removes files of uploads that never became a version once a day old, with their chunks; versions and young uploads stay', async () => {
    const { projectId, version } = await projectWithProofFile('kept');
    const storedFile = (fileName: string, sha256: string) =>
      db()
        .insertInto('files')
        .values({
          owner_author_id: people.A.id,
          production_project_id: projectId,
          purpose: 'production',
          file_name: fileName,
          content_type: 'application/pdf',
          size_bytes: 0,
          sha256,
          data: new Uint8Array(),
          chunked: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    // Died mid-stream (its hash still the placeholder), and stored but never recorded as a version.
    const died = await storedFile('died.pdf', '0'.repeat(64));
    await db()
      .insertInto('file_chunks')
      .values({ file_id: died.id, position: 0, data: new Uint8Array([1, 2, 3]) })
      .execute();
    const unrecorded = await storedFile('unrecorded.pdf', 'a'.repeat(64));
    const streaming = await storedFile('streaming.pdf', '0'.repeat(64));
    const dayOld = new Date(Date.now() - DEAD_UPLOAD_AFTER_MS - 60_000);
    await db()
      .updateTable('files')
      .set({ created_at: dayOld })
      .where('id', 'in', [died.id, unrecorded.id, version.file_id])
      .execute();

    expect(await sweepDeadUploads(db(), new Date())).toBe(2);
    const left = await db().selectFrom('files').select('id').where('production_project_id', '=', projectId).execute();
    expect(left.map((row) => row.id).sort()).toEqual([streaming.id, version.file_id].sort());
    expect(await db().selectFrom('file_chunks').select('file_id').where('file_id', '=', died.id).execute()).toEqual([]);
    expect(await sweepDeadUploads(db(), new Date())).toBe(0);
  });
});
