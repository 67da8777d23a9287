import { ESIGN_CONSENT_TEXT } from '@app/contracts/agreement-signature';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../../../e2e/support/pdf.js';
import { createTestApp, signedInToken, TEST_JWT_SECRET, type TestApp } from '../../../test/support/harness.js';
import { bearer, people, seedChecklistFixture, tokenFor } from '../../../test/support/checklist-fixture.js';
import { hashPassword } from '../../identity/passwords.js';
import { secretBox } from '../../identity/secrets.js';
import { multipartFile, staffMember, type StaffMember } from '../../../test/support/staff.js';
import { sha256Hex } from './seal.js';

let t: TestApp;
let admin: StaffMember;
let support: StaffMember;
let alice: { authorization: string };
let bob: { authorization: string };
const PASSWORD = 'a long signing password';

async function twoPagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Page one of the agreement');
  document.addPage().drawText('Page two: the signature page');
  return Buffer.from(await document.save());
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

/** A new agreement of author A with its PDF attached, sent for signature. */
async function sentAgreement(body: object = {}): Promise<{ id: string; pdf: Buffer }> {
  const created = await inject('POST', `/api/staff/authors/${people.A.id}/agreements`, admin.headers, {
    service_name: 'Publishing Agreement',
    email_subject: null,
    recipient_name: null,
    recipient_email: null,
    status: 'draft',
    signing_url: null,
  });
  const id = created.json().id as string;
  const pdf = await twoPagePdf();
  const upload = await t.app.inject({
    method: 'PUT',
    url: `/api/staff/agreements/${id}/document`,
    ...multipartFile(admin.headers, 'publishing.pdf', 'application/pdf', pdf),
  });
  expect(upload.statusCode).toBe(200);
  const sent = await inject('POST', `/api/staff/agreements/${id}/signature`, admin.headers, body);
  expect(sent.statusCode).toBe(201);
  return { id, pdf };
}

const signBody = (extra: object = {}) => ({ consent: true, typed_name: 'Alice Walker', password: PASSWORD, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedChecklistFixture(db);
  admin = await staffMember(db, ['admin']);
  support = await staffMember(db, ['support']);
  alice = bearer(await tokenFor(db, people.A));
  bob = bearer(await tokenFor(db, people.B));
  const encrypted = await hashPassword(PASSWORD);
  await db
    .updateTable('identity_users')
    .set({ encrypted_password: encrypted })
    .where('id', 'in', [people.A.id, admin.id])
    .execute();
});
afterAll(() => t.close());

describe('sending for signature', () => {
  it('is for admins: support gets 403, an agreement with an outside link or no PDF gets 409', async () => {
    const { id } = await sentAgreement();
    const bySupport = await inject('POST', `/api/staff/agreements/${id}/signature`, support.headers, {});
    expect(bySupport.statusCode).toBe(403);
    const again = await inject('POST', `/api/staff/agreements/${id}/signature`, admin.headers, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This agreement is already out for signature');
    const byHand = await inject('POST', `/api/staff/agreements/${id}/sign`, admin.headers, { signed_on: '2026-01-05' });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error.message).toBe(
      'This agreement is out for signature in the app: the author signs it there',
    );
    const outside = await inject('POST', `/api/staff/authors/${people.A.id}/agreements`, admin.headers, {
      service_name: 'Outside',
      email_subject: null,
      recipient_name: null,
      recipient_email: null,
      status: 'sent',
      signing_url: 'https://sign.example.com/env/1',
    });
    const refused = await inject('POST', `/api/staff/agreements/${outside.json().id}/signature`, admin.headers, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/outside signing link/);
    const mail = await t.database.db
      .selectFrom('mail_messages')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'agreement.sent')
      .execute();
    expect(mail).toContainEqual({ recipient: people.A.email, subject: 'Please sign "Publishing Agreement"' });
  });
});

describe('mails', () => {
  it('writes to the author in the language of their account', async () => {
    const { db } = t.database;
    await db
      .updateTable('identity_users')
      .set({ user_metadata: JSON.stringify({ locale: 'fr' }) })
      .where('id', '=', people.A.id)
      .execute();
    const { id } = await sentAgreement();
    await db.updateTable('identity_users').set({ user_metadata: null }).where('id', '=', people.A.id).execute();
    const request = await db
      .selectFrom('agreement_signature_requests')
      .select('id')
      .where('agreement_id', '=', id)
      .executeTakeFirstOrThrow();
    const mail = await db
      .selectFrom('mail_messages')
      .select(['recipient', 'subject', 'text_body'])
      .where('idempotency_key', '=', `agreement:sent:${request.id}:${people.A.email}`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Merci de signer « Publishing Agreement »');
    expect(mail.text_body).toContain(`/dashboard/contracts/${id}/sign`);
    // The deadline reads as a French date, not as an ISO day.
    expect(mail.text_body).toMatch(/avant le \d{1,2} \p{L}+ \d{4}/u);
    expect(mail.text_body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('signing', () => {
  let id: string;
  let pdf: Buffer;
  beforeAll(async () => ({ id, pdf } = await sentAgreement({ countersign: true })));

  it('hides the request from another author (404) and marks it viewed for its own', async () => {
    expect((await inject('GET', `/api/me/agreements/${id}/signature`, bob)).statusCode).toBe(404);
    expect((await inject('POST', `/api/me/agreements/${id}/signature/sign`, bob, signBody())).statusCode).toBe(404);
    const view = await inject('GET', `/api/me/agreements/${id}/signature`, alice);
    expect(view.json()).toMatchObject({ status: 'viewed', proof: 'password', original_sha256: sha256Hex(pdf) });
    const contracts = (await inject('GET', '/api/me/contracts', alice)).json();
    expect(contracts.find((row: { id: string }) => row.id === id).signature).toMatchObject({ status: 'viewed' });
  });

  it('refuses a wrong password and records the attempt', async () => {
    const wrong = await inject('POST', `/api/me/agreements/${id}/signature/sign`, alice, signBody({ password: 'no' }));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.fields).toEqual({ password: ['That password is not right'] });
    const invalid = await inject('POST', `/api/me/agreements/${id}/signature/sign`, alice, { typed_name: 'A' });
    expect(invalid.statusCode).toBe(400);
  });

  it('signs once under two concurrent submits and seals the PDF', async () => {
    const url = `/api/me/agreements/${id}/signature/sign`;
    const body = signBody({ time_zone: 'Europe/Budapest' });
    const answers = await Promise.all([inject('POST', url, alice, body), inject('POST', url, alice, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const signed = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.message).toBe(
      'This agreement is already signed',
    );
    expect(signed).toMatchObject({ status: 'signed', signer_name: 'Alice Walker' });
    const sealed = await inject('GET', signed.sealed_url, alice);
    expect(sealed.statusCode).toBe(200);
    expect(sha256Hex(sealed.rawPayload)).toBe(signed.signed_sha256);
    const document = await PDFDocument.load(sealed.rawPayload);
    expect(document.getPageCount()).toBe(3);
    // The certificate prints the moment in the signer's zone: the zone is kept with the signature.
    const kept = await t.database.db
      .selectFrom('agreement_signature_requests')
      .select('signer_time_zone')
      .where('agreement_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept.signer_time_zone).toBe('Europe/Budapest');
    const files = await t.database.db
      .selectFrom('files')
      .select('id')
      .where('purpose', '=', 'agreement_sealed')
      .where('owner_author_id', '=', people.A.id)
      .execute();
    expect(files).toHaveLength(1);
    const contract = (await inject('GET', '/api/me/contracts', alice))
      .json()
      .find((row: { id: string }) => row.id === id);
    expect(contract).toMatchObject({ status: 'signed', signed_at: signed.signed_at });
    const staffView = (await inject('GET', `/api/staff/agreements/${id}/signature`, support.headers)).json();
    expect(staffView.events.map((event: { event: string }) => event.event)).toEqual([
      'sent',
      'viewed',
      'proof_failed',
      'consented',
      'signed',
    ]);
    const stored = await t.database.db
      .selectFrom('agreement_signature_requests')
      .select(['consent_text', 'signer_proof'])
      .where('agreement_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ consent_text: ESIGN_CONSENT_TEXT, signer_proof: 'password' });
    const mails = await t.database.db
      .selectFrom('mail_messages')
      .select('text_body')
      .where('kind', '=', 'agreement.signed')
      .execute();
    expect(mails).toHaveLength(2);
    for (const { text_body: text } of mails) {
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(text).toMatch(/\p{L}+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2}/u);
    }
  });

  it('records the consent before the signature, in time and in order', async () => {
    const signed = (await inject('GET', `/api/me/agreements/${id}/signature`, alice)).json();
    const { events } = (await inject('GET', `/api/staff/agreements/${id}/signature`, support.headers)).json();
    const at = (name: string) =>
      Date.parse(events.find((event: { event: string }) => event.event === name).created_at as string);
    const stored = await t.database.db
      .selectFrom('agreement_signature_requests')
      .select(['consented_at', 'signed_at'])
      .where('agreement_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(at('consented')).toBe(new Date(stored.consented_at!).getTime());
    expect(at('signed')).toBe(Date.parse(signed.signed_at as string));
    expect(at('consented')).toBeLessThanOrEqual(at('signed'));
    const sealed = await inject('GET', signed.sealed_url as string, alice);
    const certificate = (await pdfPageTexts(sealed.rawPayload)).at(-1) ?? '';
    expect(certificate.indexOf('Consented to sign electronically at')).toBeGreaterThan(-1);
    expect(certificate.indexOf('Consented to sign electronically at')).toBeLessThan(certificate.indexOf('Signed at'));
  });

  it('keeps the sealed file immutable, in SQL too', async () => {
    const { db } = t.database;
    const row = await db
      .selectFrom('agreement_signature_requests')
      .select(['signed_file_id'])
      .where('agreement_id', '=', id)
      .executeTakeFirstOrThrow();
    await expect(
      sql`update files set data = ${Buffer.from('%PDF-forged')} where id = ${row.signed_file_id}`.execute(db),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      sql`update agreement_signature_requests set signed_sha256 = ${'0'.repeat(64)} where agreement_id = ${id}`.execute(
        db,
      ),
    ).rejects.toThrow(/cannot be replaced/);
    const replace = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/agreements/${id}/document`,
      ...multipartFile(admin.headers, 'other.pdf', 'application/pdf', await twoPagePdf()),
    });
    expect(replace.statusCode).toBe(409);
  });

  it('is countersigned by an admin only, with a second factor when the admin has one', async () => {
    const url = `/api/staff/agreements/${id}/signature/countersign`;
    const body = { consent: true, typed_name: 'Admin Person', password: PASSWORD };
    expect((await inject('POST', url, support.headers, body)).statusCode).toBe(403);
    // An admin with a second factor, signed in with it (aal2).
    const guarded = await staffMember(t.database.db, ['admin'], 'guarded-admin@example.com');
    const secret = new Secret({ size: 20 }).base32;
    await t.database.db
      .insertInto('identity_mfa_factors')
      .values({ user_id: guarded.id, status: 'verified', secret_encrypted: secretBox(TEST_JWT_SECRET).seal(secret) })
      .execute();
    const headers = bearer(
      await signedInToken(t.database.db, {
        sub: guarded.id,
        email: guarded.email,
        aud: '',
        aal: 'aal2',
        app_metadata: { provider: 'email', roles: ['admin'] },
        user_metadata: {},
      }),
    );
    const withPassword = await inject('POST', url, headers, body);
    expect(withPassword.statusCode).toBe(403);
    expect(withPassword.json().error.fields).toHaveProperty('code');
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const done = await inject('POST', url, headers, { ...body, password: undefined, code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', countersigner_name: 'Admin Person' });
    const contract = (await inject('GET', '/api/me/contracts', alice))
      .json()
      .find((row: { id: string }) => row.id === id);
    expect(contract.status).toBe('completed');
    expect((await inject('POST', url, admin.headers, { ...body, code })).statusCode).toBe(409);
  });

  it('verifies an uploaded copy against the stored hash', async () => {
    const sealed = await inject('GET', `/api/staff/agreements/${id}/signature/sealed`, support.headers);
    const check = (bytes: Buffer, headers = support.headers, url = `/api/staff/agreements/${id}/signature/verify`) =>
      t.app.inject({ method: 'POST', url, ...multipartFile(headers, 'copy.pdf', 'application/pdf', bytes) });
    const genuine = await check(sealed.rawPayload);
    expect(genuine.json()).toMatchObject({ matches: true, which: 'completed' });
    const modified = Buffer.concat([sealed.rawPayload, Buffer.from('\n% edited\n')]);
    expect((await check(modified)).json()).toMatchObject({ matches: false, which: null });
    expect((await check(pdf)).json()).toMatchObject({ matches: false, which: 'original' });
    const byAuthor = await check(sealed.rawPayload, alice, `/api/me/agreements/${id}/signature/verify`);
    expect(byAuthor.json()).toMatchObject({ matches: true });
    const byOther = await check(sealed.rawPayload, bob, `/api/me/agreements/${id}/signature/verify`);
    expect(byOther.statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('refuses an expired request and a cancelled agreement with 409', async () => {
    const { id } = await sentAgreement({ expires_in_days: 1 });
    await t.database.db
      .updateTable('agreement_signature_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('agreement_id', '=', id)
      .execute();
    const expired = await inject('POST', `/api/me/agreements/${id}/signature/sign`, alice, signBody());
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe('This signature request has expired: ask the team to send it again');
    // A new sending replaces the expired one.
    const resent = await inject('POST', `/api/staff/agreements/${id}/signature`, admin.headers, {});
    expect(resent.statusCode).toBe(201);
    await t.database.db.updateTable('contract_documents').set({ status: 'cancelled' }).where('id', '=', id).execute();
    const cancelled = await inject('POST', `/api/me/agreements/${id}/signature/sign`, alice, signBody());
    expect(cancelled.json().error.message).toBe('This agreement was cancelled: it can no longer be signed');
  });

  it('lets the author decline with a reason, then refuses to sign', async () => {
    const { id } = await sentAgreement();
    const declined = await inject('POST', `/api/me/agreements/${id}/signature/decline`, alice, {
      reason: 'The royalty rate is not what we agreed',
    });
    expect(declined.json()).toMatchObject({
      status: 'declined',
      decline_reason: 'The royalty rate is not what we agreed',
    });
    const sign = await inject('POST', `/api/me/agreements/${id}/signature/sign`, alice, signBody());
    expect(sign.statusCode).toBe(409);
  });

  it('never lets staff overwrite the outcome by hand (409), and keeps it', async () => {
    const status = async (id: string) =>
      (
        await t.database.db
          .selectFrom('contract_documents')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    const live = await sentAgreement();
    const liveEdit = await inject('PATCH', `/api/staff/agreements/${live.id}`, admin.headers, { status: 'signed' });
    expect(liveEdit.statusCode).toBe(409);
    expect(liveEdit.json().error.message).toBe(
      'This agreement is out for signature in the app: the author signs it there',
    );
    const declined = await sentAgreement();
    await inject('POST', `/api/me/agreements/${declined.id}/signature/decline`, alice, { reason: 'Not this version' });
    const markSigned = await inject('POST', `/api/staff/agreements/${declined.id}/sign`, admin.headers, {
      signed_on: '2026-01-05',
    });
    expect(markSigned.statusCode).toBe(409);
    expect(markSigned.json().error.message).toBe(
      'The author declined to sign this agreement in the app: send a new version for signature',
    );
    const declinedEdit = await inject('PATCH', `/api/staff/agreements/${declined.id}`, admin.headers, {
      status: 'completed',
    });
    expect(declinedEdit.statusCode).toBe(409);
    expect(await status(declined.id)).toBe('sent');
    const signed = await sentAgreement();
    expect((await inject('POST', `/api/me/agreements/${signed.id}/signature/sign`, alice, signBody())).statusCode).toBe(
      200,
    );
    const backToPending = await inject('PATCH', `/api/staff/agreements/${signed.id}`, admin.headers, {
      status: 'pending',
    });
    expect(backToPending.statusCode).toBe(409);
    expect(backToPending.json().error.message).toBe(
      'This agreement was signed in the app: its status follows the signature and cannot be changed by hand',
    );
    expect(await status(signed.id)).toBe('signed');
    const rename = await inject('PATCH', `/api/staff/agreements/${signed.id}`, admin.headers, {
      service_name: 'Publishing Agreement (2026)',
      status: 'signed',
    });
    expect(rename.statusCode).toBe(200);
  });

  it('stops guessing the password after a few attempts (429)', async () => {
    const { id } = await sentAgreement();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const guess = await inject(
        'POST',
        `/api/me/agreements/${id}/signature/sign`,
        alice,
        signBody({ password: `guess ${attempt}` }),
      );
      statuses.push(guess.statusCode);
    }
    expect(statuses).toContain(403);
    expect(statuses.at(-1)).toBe(429);
    const right = await inject('POST', `/api/me/agreements/${id}/signature/sign`, alice, signBody());
    expect(right.statusCode).toBe(429);
  });
});

/** A PNG of `width` × `height` black-and-white pixels, all white: tiny on the wire, huge decoded. */
function pngOf(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // no filter
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('a drawn signature too large to decode', () => {
  const bomb = pngOf(20_000, 20_000);
  let baseUrl: string;
  let id: string;
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ({ id } = await sentAgreement());
  });

  /** Sends all but the last byte of the body and resolves with the answer, if one comes before it. */
  function answerBeforeTheWholeBody(path: string, headers: Record<string, string>, body: object) {
    const bytes = Buffer.from(JSON.stringify(body));
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = httpRequest(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(bytes.length) },
      });
      call.on('response', (response: IncomingMessage) => {
        let text = '';
        response.on('data', (piece: Buffer) => (text += piece.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: text });
          call.destroy();
        });
      });
      call.on('error', reject);
      call.write(bytes.subarray(0, bytes.length - 1));
    });
  }

  it('is refused to an anonymous caller (401) and another author (404) before the body is read', async () => {
    const path = `/api/me/agreements/${id}/signature/sign`;
    const body = signBody({ drawn_signature: bomb });
    const anonymous = await answerBeforeTheWholeBody(path, {}, body);
    expect(anonymous.status).toBe(401);
    const other = await answerBeforeTheWholeBody(path, bob, body);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body).error.message).not.toContain('drawn');
  });

  it('is refused to its author from its PNG header (400), and changes nothing', async () => {
    const answer = await inject(
      'POST',
      `/api/me/agreements/${id}/signature/sign`,
      alice,
      signBody({ drawn_signature: bomb }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields.drawn_signature[0]).toBe(
      'The drawn signature is 20000 × 20000 pixels: at most 2000 × 1000 are accepted',
    );
    const view = await inject('GET', `/api/me/agreements/${id}/signature`, alice);
    expect(view.json().status).toBe('viewed');
  });

  it('keeps the server answering while such requests are under way', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${baseUrl}/api/me/agreements/${id}/signature/sign`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(signBody({ drawn_signature: bomb })),
      });
    const bombs = [post(alice), post(alice), post(alice), post({}), post({})];
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect((await Promise.all(bombs)).map((answer) => answer.status)).toEqual([400, 400, 400, 401, 401]);
  });
});
