import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../../e2e/support/pdf.js';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { hashPassword } from '../identity/passwords.js';
import { staffMember, type StaffMember } from '../../test/support/staff.js';

let t: TestApp;
let admin: StaffMember;
let alice: { authorization: string };
const PASSWORD = 'a long signing password';

const inject = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

const create = (fields: { service_name: string; status: string; signing_url?: string }) =>
  inject('POST', `/api/staff/authors/${people.A.id}/agreements`, admin.headers, {
    email_subject: `Please sign: ${fields.service_name}`,
    recipient_name: null,
    recipient_email: null,
    signing_url: null,
    ...fields,
  });

interface AuthorContract {
  id: string;
  document_file_url: string | null;
  signature: { status: string; sealed_url: string | null } | null;
}
const authorsView = async (id: string): Promise<AuthorContract> =>
  (await inject('GET', '/api/me/contracts', alice)).json().find((row: { id: string }) => row.id === id);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedChecklistFixture(db);
  admin = await staffMember(db, ['admin']);
  alice = bearer(await tokenFor(db, people.A));
  await db
    .updateTable('identity_users')
    .set({ encrypted_password: await hashPassword(PASSWORD) })
    .where('id', '=', people.A.id)
    .execute();
});
afterAll(() => t.close());

describe('an agreement staff create as waiting for the author’s signature', () => {
  it('gives the author the standard agreement to download and sign in the dashboard, and mails them', async () => {
    const created = await create({ service_name: 'Book Trailer Agreement', status: 'pending' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };

    const contract = await authorsView(id);
    expect(contract.signature).toMatchObject({ status: 'sent' });
    const document = await inject('GET', contract.document_file_url!, alice);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPageTexts(document.rawPayload)).join('\n');
    expect(text).toContain('Book Trailer Agreement');
    expect(text).toContain(people.A.name);

    const signed = await inject('POST', `/api/me/agreements/${id}/signature/sign`, alice, {
      consent: true,
      typed_name: people.A.name,
      password: PASSWORD,
    });
    expect(signed.statusCode).toBe(200);
    const sealed = await inject('GET', signed.json().sealed_url, alice);
    expect((await PDFDocument.load(sealed.rawPayload)).getPageCount()).toBe(3);
    expect((await authorsView(id)).signature).toMatchObject({ status: 'signed' });

    const mails = await t.database.db
      .selectFrom('mail_messages')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'agreement.sent')
      .execute();
    expect(mails).toEqual([{ recipient: people.A.email, subject: 'Please sign "Book Trailer Agreement"' }]);
  });

  it('leaves a draft, and an agreement signed through an outside link, without a document of ours', async () => {
    const draft = await create({ service_name: 'Draft Agreement', status: 'draft' });
    const outside = await create({
      service_name: 'Outside Agreement',
      status: 'pending',
      signing_url: 'https://sign.example.com/env/2',
    });
    for (const answer of [draft, outside]) {
      expect(answer.statusCode).toBe(201);
      expect(await authorsView(answer.json().id)).toMatchObject({ document_file_url: null, signature: null });
    }
  });
});
