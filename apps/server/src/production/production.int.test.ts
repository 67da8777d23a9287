import type { Production, ProductionQueues, ProjectStage, Proof, StageOwner } from '@app/contracts/production-api';
import { formatLongDate } from '@app/contracts/dates';
import { siteConfig } from '@app/contracts/site-config';
import { PDFDocument } from 'pdf-lib';
import { PRODUCTION_TOPIC, type ServerFrameOf } from '@app/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfPageTexts } from '../../../../e2e/support/pdf.js';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { sha256Hex } from '../agreements/signatures/seal.js';
import { CHUNK_BYTES } from '../files/chunked-files.js';
import { bearer, ids, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { hashPassword } from '../identity/passwords.js';
import { remindCorrectionsWaiting, remindProofsDue } from './production-reminders.js';
import { openSocket } from '../../test/support/realtime-client.js';
import { auditRows, multipartFile, staffMember, type StaffMember } from '../../test/support/staff.js';

/** Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
let t: TestApp;
let admin: StaffMember;
let support: StaffMember;
let alice: { authorization: string };
let aliceToken: string;
let bob: { authorization: string };
const PASSWORD = 'a long approval password';
const SERVICE = 'proof-route-package';

async function pdf(label: string, pages = 4): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 1; page <= pages; page++) document.addPage().drawText(`${label}, page ${page}`);
  return Buffer.from(await document.save());
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

async function upload(url: string, headers: object, fileName: string, type: string, bytes: Buffer) {
  return t.app.inject({
    method: 'POST',
    url,
    ...multipartFile(headers as Record<string, string>, fileName, type, bytes),
  });
}

/** A new project of author A (made by an admin) with a first proof sent by support. */
async function projectWithProof(label = 'First proof', extra: object = {}) {
  const created = await inject('POST', `/api/staff/authors/${people.A.id}/projects`, admin.headers, {
    service: 'Proof route package',
    book_title: label,
    project_status: 'in_progress',
    start_date: null,
    completion_date: null,
    amount: null,
    total_amount: null,
    notes: null,
  });
  expect(created.statusCode, created.body).toBe(201);
  const projectId = created.json().id as string;
  const bytes = await pdf(label);
  const proof = await sendVersion(projectId, bytes, extra);
  return { projectId, proof, bytes };
}

async function sendVersion(projectId: string, bytes: Buffer, extra: object = {}) {
  const uploaded = await upload(
    `/api/staff/projects/${projectId}/files?kind=proof`,
    support.headers,
    'interior.pdf',
    'application/pdf',
    bytes,
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const sent = await inject('POST', `/api/staff/projects/${projectId}/proofs`, support.headers, {
    file_version_id: uploaded.json().id,
    ...extra,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json<Proof>();
}

const proofUrl = (projectId: string, proofId: string, action: string) =>
  `/api/me/projects/${projectId}/proofs/${proofId}/${action}`;

const comment = { page: 3, x: 0.25, y: 0.6, note: 'Typo in the second line', text_change: 'their, not there' };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedChecklistFixture(db);
  admin = await staffMember(db, ['admin']);
  support = await staffMember(db, ['support']);
  aliceToken = await tokenFor(db, people.A);
  alice = bearer(aliceToken);
  bob = bearer(await tokenFor(db, people.B));
  await db
    .updateTable('identity_users')
    .set({ encrypted_password: await hashPassword(PASSWORD) })
    .where('id', '=', people.A.id)
    .execute();
  await db
    .insertInto('catalogue_services')
    .values({
      id: SERVICE,
      name: 'Proof route package',
      category: 'Publishing',
      description: 'Test',
      icon: 'book',
      price: 0,
      features: '[]',
    })
    .execute();
});
afterAll(() => t.close());

describe('stage templates and project stages', () => {
  it('admins set a package template (audited), support may not; a project starts its stages from it', async () => {
    const stages = {
      stages: [
        { name: 'Copy editing', planned_days: 10 },
        { name: 'Design', planned_days: 5 },
      ],
    };
    const bySupport = await inject('PUT', `/api/staff/catalogue/${SERVICE}/stages`, support.headers, stages);
    expect(bySupport.statusCode).toBe(403);
    const bad = await inject('PUT', `/api/staff/catalogue/${SERVICE}/stages`, admin.headers, {
      stages: [{ name: '', planned_days: 400 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['stages.0.name']));
    const saved = await inject('PUT', `/api/staff/catalogue/${SERVICE}/stages`, admin.headers, stages);
    expect(saved.json()).toEqual([
      { position: 0, name: 'Copy editing', planned_days: 10 },
      { position: 1, name: 'Design', planned_days: 5 },
    ]);
    expect((await auditRows(t.database.db, SERVICE)).map((row) => row.action)).toEqual(['catalogue_service.stages']);

    const started = await inject('POST', `/api/staff/projects/${ids.P1}/stages`, admin.headers, {
      service_id: SERVICE,
      start_on: '2026-03-02',
    });
    expect(started.statusCode, started.body).toBe(201);
    const [editing, design] = started.json();
    expect([editing.planned_start, editing.planned_end, design.planned_end]).toEqual([
      '2026-03-02',
      '2026-03-12',
      '2026-03-17',
    ]);
    const again = await inject('POST', `/api/staff/projects/${ids.P1}/stages`, admin.headers, {
      service_id: SERVICE,
      start_on: '2026-03-02',
    });
    expect(again.statusCode).toBe(409);

    const updated = await inject('PATCH', `/api/staff/projects/${ids.P1}/stages/${editing.id}`, support.headers, {
      actual_start: '2026-03-03',
      owner_id: support.id,
      next_step: 'Send the edited manuscript',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ actual_start: '2026-03-03', owner_email: support.email });
    const backwards = await inject('PATCH', `/api/staff/projects/${ids.P1}/stages/${editing.id}`, support.headers, {
      actual_end: '2026-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('actual_end');

    const timeline = await inject('GET', `/api/me/projects/${ids.P1}/production`, alice);
    expect(timeline.json<Production>().stages.map((stage) => [stage.name, stage.next_step])).toEqual([
      ['Copy editing', 'Send the edited manuscript'],
      ['Design', null],
    ]);
  });
});

describe('files', () => {
  it('keeps each upload as a new version, both ways, and checks the real type', async () => {
    const manuscript = Buffer.from('Chapter one\nIt was a dark and stormy night.\n');
    const first = await upload(
      `/api/me/projects/${ids.P2}/files?kind=manuscript`,
      alice,
      'book.txt',
      'text/plain',
      manuscript,
    );
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(
      `/api/staff/projects/${ids.P2}/files?kind=manuscript`,
      support.headers,
      'book.txt',
      'text/plain',
      Buffer.from('Chapter one, edited\n'),
    );
    expect(second.json()).toMatchObject({ version: 2, uploaded_by_role: 'staff', uploaded_by_email: support.email });
    const production = (await inject('GET', `/api/me/projects/${ids.P2}/production`, alice)).json<Production>();
    expect(production.files).toHaveLength(1);
    expect(production.files[0]!.versions.map((version) => [version.version, version.uploaded_by_role])).toEqual([
      [2, 'staff'],
      [1, 'author'],
    ]);
    const download = await inject('GET', `/api/me/projects/${ids.P2}/file-versions/${first.json().id}`, alice);
    expect(download.rawPayload.equals(manuscript)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');

    const disguised = await upload(
      `/api/me/projects/${ids.P2}/files?kind=proof`,
      alice,
      'proof.pdf',
      'application/pdf',
      Buffer.from('not really a PDF'),
    );
    expect(disguised.statusCode).toBe(415);
    const noKind = await upload(
      `/api/me/projects/${ids.P2}/files?kind=poster`,
      alice,
      'x.txt',
      'text/plain',
      manuscript,
    );
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.fields).toHaveProperty('kind');
    expect(await t.database.db.selectFrom('files').select('id').where('sha256', '=', '0'.repeat(64)).execute()).toEqual(
      [],
    );
  });

  it('stores a large file in chunks of CHUNK_BYTES and streams it back unchanged', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 12_345);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31) % 251;
    big.write('%PDF-1.7\n', 0);
    const uploaded = await upload(
      `/api/staff/projects/${ids.P3}/files?kind=interior`,
      support.headers,
      'big.pdf',
      'application/pdf',
      big,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ size_bytes: big.length, sha256: sha256Hex(big) });
    const chunks = await t.database.db
      .selectFrom('file_chunks as c')
      .innerJoin('production_file_versions as v', 'v.file_id', 'c.file_id')
      .select(({ fn }) => [fn.countAll<string>().as('count'), fn.max(fn('length', ['c.data'])).as('largest')])
      .where('v.id', '=', uploaded.json().id)
      .executeTakeFirstOrThrow();
    expect(Number(chunks.count)).toBe(Math.ceil(big.length / CHUNK_BYTES));
    expect(Number(chunks.largest)).toBe(CHUNK_BYTES);
    const download = await inject(
      'GET',
      `/api/staff/projects/${ids.P3}/file-versions/${uploaded.json().id}`,
      support.headers,
    );
    expect(sha256Hex(download.rawPayload)).toBe(sha256Hex(big));
  });

  it("answers 404 for another author's project and 401 to a visitor", async () => {
    expect((await inject('GET', `/api/me/projects/${ids.P1}/production`, bob)).statusCode).toBe(404);
    const bobUpload = await upload(
      `/api/me/projects/${ids.P1}/files?kind=other`,
      bob,
      'x.txt',
      'text/plain',
      Buffer.from('x'),
    );
    expect(bobUpload.statusCode).toBe(404);
    expect((await inject('GET', `/api/me/projects/${ids.P1}/production`, {})).statusCode).toBe(401);
  });
});

describe('proof rounds', () => {
  it('comments, a request for changes, answers, the next version showing them, and free rounds', async () => {
    const { projectId, proof } = await projectWithProof('Round trip');
    expect(proof).toMatchObject({ version: 1, status: 'waiting_author', free_rounds_left: 2 });
    const dueInDays = (new Date(proof.due_at).getTime() - new Date(proof.sent_at).getTime()) / 86_400_000;
    expect(Math.round(dueInDays)).toBe(14);

    const bad = await inject('POST', proofUrl(projectId, proof.id, 'comments'), alice, { page: 0, x: 2, note: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['page', 'x', 'y', 'note']));
    const byBob = await inject('POST', proofUrl(projectId, proof.id, 'comments'), bob, comment);
    expect(byBob.statusCode).toBe(404);
    const pinned = await inject('POST', proofUrl(projectId, proof.id, 'comments'), alice, comment);
    expect(pinned.statusCode, pinned.body).toBe(201);
    expect(pinned.json()).toMatchObject({ ...comment, answer_status: null });

    const requested = await inject('POST', proofUrl(projectId, proof.id, 'request-changes'), alice);
    expect(requested.json()).toMatchObject({ status: 'changes_requested', extra_round_flagged_at: null });
    const tooLate = await inject('POST', proofUrl(projectId, proof.id, 'comments'), alice, comment);
    expect(tooLate.statusCode).toBe(409);

    const v2bytes = await pdf('Round trip v2');
    const uploaded = await upload(
      `/api/staff/projects/${projectId}/files?kind=proof`,
      support.headers,
      'interior.pdf',
      'application/pdf',
      v2bytes,
    );
    const unanswered = await inject('POST', `/api/staff/projects/${projectId}/proofs`, support.headers, {
      file_version_id: uploaded.json().id,
    });
    expect(unanswered.statusCode).toBe(409);
    const notPossible = await inject(
      'PATCH',
      `/api/staff/projects/${projectId}/proof-comments/${pinned.json().id}`,
      support.headers,
      { status: 'not_possible' },
    );
    expect(notPossible.statusCode).toBe(400);
    expect(notPossible.json().error.fields).toHaveProperty('text');
    const answered = await inject(
      'PATCH',
      `/api/staff/projects/${projectId}/proof-comments/${pinned.json().id}`,
      support.headers,
      { status: 'done' },
    );
    expect(answered.json()).toMatchObject({ answer_status: 'done', answered_in_proof_id: null });
    const v2 = await inject('POST', `/api/staff/projects/${projectId}/proofs`, support.headers, {
      file_version_id: uploaded.json().id,
    });
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json()).toMatchObject({ version: 2, free_rounds_left: 1, status: 'waiting_author' });
    expect(v2.json().answers.map((each: { id: string }) => each.id)).toEqual([pinned.json().id]);
    const actions = (await auditRows(t.database.db, projectId)).map((row) => row.action);
    expect(actions).toEqual([
      'project.create',
      'project.file_upload',
      'project.proof_send',
      'project.file_upload',
      'project.comment_answer',
      'project.proof_send',
    ]);
  });

  it('flags a request beyond the free rounds for staff instead of accepting it silently', async () => {
    const { projectId, proof } = await projectWithProof('No free rounds', { free_rounds_left: 0 });
    const requested = await inject('POST', proofUrl(projectId, proof.id, 'request-changes'), alice);
    expect(requested.json().status).toBe('changes_requested');
    expect(requested.json().extra_round_flagged_at).not.toBeNull();
    const staffView = (
      await inject('GET', `/api/staff/projects/${projectId}/production`, support.headers)
    ).json<Production>();
    expect(staffView.proofs[0]!.extra_round_flagged_at).toBe(requested.json().extra_round_flagged_at);
  });
});

describe('approval', () => {
  it('needs the password, keeps who, when, where and the SHA-256, and gives a certificate that verifies the file', async () => {
    // The very bytes sent: pdf-lib stamps the time, so a second rendering may differ.
    const { projectId, proof, bytes } = await projectWithProof('Approve me');
    const wrong = await inject('POST', proofUrl(projectId, proof.id, 'approve'), alice, { password: 'wrong' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.fields).toHaveProperty('password');
    const missing = await inject('POST', proofUrl(projectId, proof.id, 'approve'), alice, {});
    expect(missing.statusCode).toBe(400);
    const noCertificate = await inject('GET', proofUrl(projectId, proof.id, 'certificate'), alice);
    expect(noCertificate.statusCode).toBe(409);

    const approved = await t.app.inject({
      method: 'POST',
      url: proofUrl(projectId, proof.id, 'approve'),
      headers: { ...alice, 'user-agent': 'Proof reader browser' },
      remoteAddress: '203.0.113.9',
      payload: { password: PASSWORD },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      approval: {
        approver_email: people.A.email,
        ip: '203.0.113.9',
        user_agent: 'Proof reader browser',
        proof_of_identity: 'password',
        approved_sha256: sha256Hex(bytes),
      },
    });
    const twice = await inject('POST', proofUrl(projectId, proof.id, 'approve'), alice, { password: PASSWORD });
    expect(twice.statusCode).toBe(409);

    const certificate = await inject('GET', proofUrl(projectId, proof.id, 'certificate'), alice);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPageTexts(certificate.rawPayload)).join('\n');
    expect(text).toContain(sha256Hex(bytes));
    expect(text).toContain('203.0.113.9');

    const same = await upload(proofUrl(projectId, proof.id, 'verify'), alice, 'copy.pdf', 'application/pdf', bytes);
    expect(same.json()).toMatchObject({ matches: true, sha256: sha256Hex(bytes) });
    const changed = Buffer.concat([bytes, Buffer.from('\n% changed')]);
    const other = await upload(proofUrl(projectId, proof.id, 'verify'), alice, 'copy.pdf', 'application/pdf', changed);
    expect(other.json()).toMatchObject({ matches: false });
    const byStaff = await upload(
      `/api/staff/projects/${projectId}/proofs/${proof.id}/verify`,
      support.headers,
      'copy.pdf',
      'application/pdf',
      bytes,
    );
    expect(byStaff.json().matches).toBe(true);

    const after = await upload(
      `/api/staff/projects/${projectId}/files?kind=proof`,
      support.headers,
      'v2.pdf',
      'application/pdf',
      bytes,
    );
    const replaced = await inject('POST', `/api/staff/projects/${projectId}/proofs`, support.headers, {
      file_version_id: after.json().id,
    });
    expect(replaced.statusCode).toBe(409);
  });

  it('refuses to approve a superseded proof', async () => {
    const { projectId, proof } = await projectWithProof('Superseded');
    await sendVersion(projectId, await pdf('Superseded v2'));
    const late = await inject('POST', proofUrl(projectId, proof.id, 'approve'), alice, { password: PASSWORD });
    expect(late.statusCode).toBe(409);
    const stored = await t.database.db
      .selectFrom('production_proof_approvals')
      .select('proof_id')
      .where('proof_id', '=', proof.id)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('staff queues and reminders', () => {
  const HOUR = 3_600_000;
  const queues = async () =>
    (await inject('GET', '/api/staff/production/queues', support.headers)).json<ProductionQueues>();
  /** The mails of one kind about one project (the sweeps also find the other tests' proofs). */
  const mailsAbout = (projectId: string, recipient: string, kind: string) =>
    t.database.db
      .selectFrom('mail_messages')
      .select(['subject', 'text_body'])
      .where('recipient', '=', recipient)
      .where('kind', '=', kind)
      .where('text_body', 'like', `%${projectId}%`)
      .execute();

  it('lists proofs waiting on authors with days left, and reminds the author once, in their language', async () => {
    const { projectId, proof } = await projectWithProof('Waiting on Alice');
    const waiting = (await queues()).proofs_waiting.find((row) => row.proof_id === proof.id);
    expect(waiting).toMatchObject({ project_id: projectId, author_id: people.A.id, version: 1, days_left: 14 });

    await t.database.db
      .updateTable('identity_users')
      .set({ user_metadata: JSON.stringify({ locale: 'fr' }) })
      .where('id', '=', people.A.id)
      .execute();
    const sweep = { now: new Date(new Date(proof.due_at).getTime() - 2 * 24 * HOUR), siteUrl: 'https://example.com' };
    expect(await remindProofsDue(t.database.db, t.mailQueue, { ...sweep, now: new Date(proof.sent_at) })).toBe(0);
    expect(await remindProofsDue(t.database.db, t.mailQueue, sweep)).toBeGreaterThanOrEqual(1);
    expect(await remindProofsDue(t.database.db, t.mailQueue, sweep)).toBe(0);
    const mails = await mailsAbout(projectId, people.A.email, 'production.proof_due');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Votre épreuve attend votre relecture');
    expect(mails[0]!.text_body).toContain('« Waiting on Alice »');
    expect(mails[0]!.text_body).toContain(`https://example.com/dashboard/orders/${projectId}/proofs`);
  });

  it('lists corrections waiting on staff with the comments to answer, and mails the team once', async () => {
    const { projectId, proof } = await projectWithProof('Corrections wait', { free_rounds_left: 0 });
    await inject('POST', proofUrl(projectId, proof.id, 'comments'), alice, comment);
    const requested = await inject('POST', proofUrl(projectId, proof.id, 'request-changes'), alice);
    const waiting = (await queues()).corrections_waiting.find((row) => row.proof_id === proof.id);
    expect(waiting).toMatchObject({ project_id: projectId, open_comments: 1 });
    expect(waiting!.extra_round_flagged_at).not.toBeNull();
    expect((await queues()).proofs_waiting.map((row) => row.proof_id)).not.toContain(proof.id);

    const requestedAt = new Date(requested.json<Proof>().changes_requested_at!).getTime();
    const early = { now: new Date(requestedAt + HOUR), siteUrl: 'https://example.com' };
    const late = { now: new Date(requestedAt + 25 * HOUR), siteUrl: 'https://example.com' };
    expect(await remindCorrectionsWaiting(t.database.db, t.mailQueue, early)).toBe(0);
    expect(await remindCorrectionsWaiting(t.database.db, t.mailQueue, late)).toBeGreaterThanOrEqual(1);
    expect(await remindCorrectionsWaiting(t.database.db, t.mailQueue, late)).toBe(0);
    const mails = await mailsAbout(projectId, siteConfig.email, 'production.corrections_waiting');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Corrections waiting: Corrections wait');
    expect(mails[0]!.text_body).toContain('Comments still to answer: 1.');
    expect(mails[0]!.text_body).toContain('beyond the free ones');
  });

  it('lists the staff who can own a stage, and a stage takes one of them; authors may not list them', async () => {
    const listed = await inject('GET', '/api/staff/production/owners', support.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    const owners = listed.json<StageOwner[]>();
    expect(owners).toContainEqual({ id: admin.id, name: admin.email, email: admin.email, role: 'admin' });
    expect(owners).toContainEqual({ id: support.id, name: support.email, email: support.email, role: 'support' });
    expect(owners.map((owner) => owner.id)).not.toContain(people.A.id);
    expect((await inject('GET', '/api/staff/production/owners', alice)).statusCode).toBe(403);

    const { stages } = (
      await inject('GET', `/api/staff/projects/${ids.P1}/production`, support.headers)
    ).json<Production>();
    const url = `/api/staff/projects/${ids.P1}/stages/${stages[0]!.id}`;
    const owned = await inject('PATCH', url, support.headers, { owner_id: admin.id });
    expect(owned.json<ProjectStage>().owner_email).toBe(admin.email);
    const author = await inject('PATCH', url, support.headers, { owner_id: people.A.id });
    expect(author.statusCode).toBe(400);
  });

  it('lists stages past their planned end until they are done; authors may not read the queues', async () => {
    const { stages } = (
      await inject('GET', `/api/staff/projects/${ids.P1}/production`, support.headers)
    ).json<Production>();
    const stage = stages.at(-1)!;
    await inject('PATCH', `/api/staff/projects/${ids.P1}/stages/${stage.id}`, support.headers, {
      planned_start: '2020-01-01',
      planned_end: '2020-01-10',
      actual_end: null,
    });
    const late = (await queues()).overdue_stages.find((row) => row.stage_id === stage.id);
    expect(late).toMatchObject({ project_id: ids.P1, name: stage.name, planned_end: '2020-01-10' });
    expect(late!.days_late).toBeGreaterThan(0);

    const done = await inject('PATCH', `/api/staff/projects/${ids.P1}/stages/${stage.id}`, support.headers, {
      actual_start: '2020-01-01',
      actual_end: '2020-01-12',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await queues()).overdue_stages.map((row) => row.stage_id)).not.toContain(stage.id);
    expect((await inject('GET', '/api/staff/production/queues', alice)).statusCode).toBe(403);
  });
});

describe('mails at each step', () => {
  /** Every mail of one kind to one recipient that names the project. */
  const mailsAbout = (projectId: string, recipient: string, kind: string) =>
    t.database.db
      .selectFrom('mail_messages')
      .select(['subject', 'text_body'])
      .where('recipient', '=', recipient)
      .where('kind', '=', kind)
      .where('text_body', 'like', `%${projectId}%`)
      .execute();
  const authorLocaleIs = (locale: string | null) =>
    t.database.db
      .updateTable('identity_users')
      .set({ user_metadata: JSON.stringify(locale ? { locale } : {}) })
      .where('id', '=', people.A.id)
      .execute();

  it('mails the author each proof once, in their language, with the due date and free rounds left', async () => {
    await authorLocaleIs('pl');
    const { projectId, proof } = await projectWithProof('Mail round', { due_on: '2031-05-20', free_rounds_left: 2 });
    const [first] = await mailsAbout(projectId, people.A.email, 'production.proof_sent');
    expect(await mailsAbout(projectId, people.A.email, 'production.proof_sent')).toHaveLength(1);
    expect(first!.subject).toBe('Nowa korekta czeka na Twoje sprawdzenie');
    expect(first!.text_body).toContain('Korekta 1 książki „Mail round”');
    expect(first!.text_body).toContain(formatLongDate(new Date('2031-05-20T23:59:59Z')));
    expect(first!.text_body).toContain('Pozostałe bezpłatne rundy poprawek: 2.');
    expect(first!.text_body).toContain(`/dashboard/orders/${projectId}/proofs`);

    await inject('POST', proofUrl(projectId, proof.id, 'comments'), alice, comment);
    const requested = await inject('POST', proofUrl(projectId, proof.id, 'request-changes'), alice);
    expect(requested.statusCode, requested.body).toBe(200);
    const again = await inject('POST', proofUrl(projectId, proof.id, 'request-changes'), alice);
    expect(again.statusCode).toBe(409);
    const changes = await mailsAbout(projectId, siteConfig.email, 'production.changes_requested');
    expect(changes).toHaveLength(1);
    expect(changes[0]!.subject).toBe('Changes requested: Mail round');
    expect(changes[0]!.text_body).toContain('Comments to answer: 1.');

    const [open] = (
      await inject('GET', `/api/staff/projects/${projectId}/production`, support.headers)
    ).json<Production>().proofs[0]!.comments;
    await inject('PATCH', `/api/staff/projects/${projectId}/proof-comments/${open!.id}`, support.headers, {
      status: 'done',
    });
    const second = await sendVersion(projectId, await pdf('Mail round v2'));
    const sent = await mailsAbout(projectId, people.A.email, 'production.proof_sent');
    expect(sent).toHaveLength(2);
    expect(sent.map((mail) => mail.text_body).join('\n')).toContain('Pozostałe bezpłatne rundy poprawek: 1.');

    const approved = await inject('POST', proofUrl(projectId, second.id, 'approve'), alice, { password: PASSWORD });
    expect(approved.statusCode, approved.body).toBe(200);
    const approvals = await mailsAbout(projectId, siteConfig.email, 'production.proof_approved');
    expect(approvals).toHaveLength(1);
    expect(approvals[0]!.subject).toBe('Proof approved: Mail round');
    expect(approvals[0]!.text_body).toContain('approved proof 2 of “Mail round”');
    await authorLocaleIs(null);
  });

  it('mails the author once when a stage is marked done, in their language', async () => {
    await authorLocaleIs('cs');
    const { stages } = (
      await inject('GET', `/api/staff/projects/${ids.P1}/production`, support.headers)
    ).json<Production>();
    const stage = stages[0]!;
    const url = `/api/staff/projects/${ids.P1}/stages/${stage.id}`;
    const stageMails = () =>
      t.database.db
        .selectFrom('mail_messages')
        .select(['recipient', 'subject', 'text_body'])
        .where('kind', '=', 'production.stage_done')
        .where('idempotency_key', '=', `stage-done:${stage.id}`)
        .execute();
    await inject('PATCH', url, support.headers, { actual_start: '2020-02-01', actual_end: null });
    expect(await stageMails()).toHaveLength(0);
    const done = await inject('PATCH', url, support.headers, { actual_end: '2020-02-03' });
    expect(done.statusCode, done.body).toBe(200);
    await inject('PATCH', url, support.headers, { actual_end: '2020-02-04' });
    const mails = await stageMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(people.A.email);
    expect(mails[0]!.subject).toBe('Fáze výroby vaší knihy je hotová');
    expect(mails[0]!.text_body).toContain(`Fáze „${stage.name}”`);
    await authorLocaleIs(null);
  });
});

describe('live updates to staff', () => {
  it('tells staff sockets following production when an author comments, decides or uploads; authors may not follow', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const staffSocket = await openSocket(baseUrl, support.token);
    const authorSocket = await openSocket(baseUrl, aliceToken);
    try {
      expect(await staffSocket.subscribe(PRODUCTION_TOPIC)).toEqual({ type: 'subscribed', topic: PRODUCTION_TOPIC });
      expect(await authorSocket.subscribe(PRODUCTION_TOPIC)).toMatchObject({ type: 'error', code: 'forbidden' });

      const { projectId, proof } = await projectWithProof('Live proof');
      const production = () =>
        staffSocket.frames.filter((frame): frame is ServerFrameOf<'production'> => frame.type === 'production');
      const commented = await inject('POST', `${proofUrl(projectId, proof.id, 'comments')}`, alice, comment);
      expect(commented.statusCode, commented.body).toBe(201);
      await vi.waitFor(() => expect(production()).toHaveLength(1), { timeout: 20_000 });
      const asked = await inject('POST', proofUrl(projectId, proof.id, 'request-changes'), alice);
      expect(asked.statusCode, asked.body).toBe(200);
      await vi.waitFor(() => expect(production()).toHaveLength(2), { timeout: 20_000 });
      const uploaded = await upload(
        `/api/me/projects/${projectId}/files?kind=manuscript`,
        alice,
        'changes.txt',
        'text/plain',
        Buffer.from('Page 3: their, not there.\n'),
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      await vi.waitFor(() => expect(production()).toHaveLength(3), { timeout: 20_000 });
      expect(production()).toEqual(Array.from({ length: 3 }, () => ({ type: 'production', projectId })));
      expect(authorSocket.frames.filter((frame) => frame.type === 'production')).toEqual([]);
    } finally {
      await Promise.all([staffSocket.close(), authorSocket.close()]);
    }
  });
});
