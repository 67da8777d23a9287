import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { mailLocales } from '../identity/mail/mail-texts.js';
import { serverT } from '../i18n/i18n.js';
import { reminderTexts } from '../reminders/reminder-texts.js';
import { auditRows, staffMember, type StaffMember } from '../../test/support/staff.js';

let t: TestApp;
let admin: StaffMember;
let support: StaffMember;
const member = { id: randomUUID(), email: 'member-mail@example.com' };
const newcomer = { id: randomUUID(), email: 'newcomer-mail@example.com' };
const invoice = { late: '', due: '', draft: '', paid: '' };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  admin = await staffMember(db, ['admin']);
  support = await staffMember(db, ['support']);
  await db
    .insertInto('identity_users')
    .values({ id: member.id, email: member.email, user_metadata: JSON.stringify({ locale: 'hu' }) })
    .execute();
  await db
    .insertInto('authors')
    .values([
      { id: member.id, email: member.email, full_name: 'Mia' },
      { id: newcomer.id, email: newcomer.email, full_name: 'Noor' },
    ])
    .execute();
  const add = async (fields: object) =>
    (
      await db
        .insertInto('invoices')
        .values({ service: 'Editing', total_amount: '1000.00', payment_method: 'paypal', ...fields } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // $1,000 billed to the newcomer, $400 paid, past due.
  invoice.late = await add({
    author_id: newcomer.id,
    due_date: '2020-01-10',
    status: 'partial',
    amount_paid: '400.00',
  });
  invoice.due = await add({ author_id: member.id, due_date: '2099-01-10', status: 'pending' });
  invoice.draft = await add({ author_id: newcomer.id, due_date: '2020-01-10', status: 'draft' });
  invoice.paid = await add({ author_id: newcomer.id, due_date: '2020-01-10', status: 'paid' });
});
afterAll(() => t.close());

const send = (id: string, action: 'reminder' | 'email', who: StaffMember = admin) =>
  t.app.inject({ method: 'POST', url: `/api/staff/invoices/${id}/${action}`, headers: who.headers, payload: {} });

const mailsTo = (email: string) =>
  t.database.db.selectFrom('mail_messages').selectAll().where('recipient', '=', email).orderBy('created_at').execute();

describe('staff chase a payment from the invoice', () => {
  it('sends a reminder quoting what is owed, how to pay and the invitation, and records it on the file', async () => {
    const response = await send(invoice.late, 'reminder');
    expect(response.statusCode).toBe(200);
    const { invoice_number: number } = await t.database.db
      .selectFrom('invoices')
      .select('invoice_number')
      .where('id', '=', invoice.late)
      .executeTakeFirstOrThrow();
    expect(response.json()).toMatchObject({ to: newcomer.email, subject: `Invoice overdue: Editing · #${number}` });
    expect(number).toMatch(/^\d{4}-0001$/);
    const [mail] = await mailsTo(newcomer.email);
    expect(mail).toMatchObject({ kind: 'reminder.invoice_overdue' });
    expect(mail!.text_body).toContain('Your invoice for Editing was due on Jan 10, 2020: $600.00 of it is still owed.');
    expect(mail!.text_body).not.toContain('$1,000');
    expect(mail!.text_body).toContain('How to pay (PayPal)');
    expect(mail!.text_body).toContain(reminderTexts.en.invitation);
    expect(mail!.text_body).not.toContain('/dashboard/payment');
    const audit = await auditRows(t.database.db, invoice.late);
    expect(audit.at(-1)).toMatchObject({ action: 'invoice.remind', author_id: newcomer.id, actor_email: admin.email });
    expect(audit.at(-1)!.after).toMatchObject({ to: newcomer.email, owed: '600.00' });
  });

  it('refuses a second reminder of the same invoice soon after, with a clear JSON error', async () => {
    const before = (await mailsTo(newcomer.email)).length;
    const again = await send(invoice.late, 'reminder');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(again.json().error.message).toMatch(/just sent/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(newcomer.email)).toHaveLength(before);
  });

  it('emails the invoice itself, in the author’s language, with the dashboard link for an account holder', async () => {
    const response = await send(invoice.due, 'email');
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(member.email);
    expect(mail).toMatchObject({ kind: 'reminder.invoice_copy' });
    expect(mail!.subject).toMatch(/^Az Ön számlája: Editing · #\d{4}-\d{4}$/);
    expect(mail!.text_body).toContain('$1,000.00 nincs rendezve');
    expect(mail!.text_body).toContain('/dashboard/payment');
    expect((await auditRows(t.database.db, invoice.due)).at(-1)).toMatchObject({ action: 'invoice.email' });
  });

  it('sends a reminder before the due date as a reminder, not as an overdue notice', async () => {
    expect((await send(invoice.due, 'reminder')).statusCode).toBe(200);
    const mails = await mailsTo(member.email);
    expect(mails.map((mail) => mail.kind)).toContain('reminder.invoice_due');
  });

  it('writes in each of the 8 languages, saying what is still owed', async () => {
    const { db } = t.database;
    for (const locale of mailLocales) {
      const id = randomUUID();
      const email = `reader-${locale}@example.com`;
      await db
        .insertInto('identity_users')
        .values({ id, email, user_metadata: JSON.stringify({ locale }) })
        .execute();
      await db.insertInto('authors').values({ id, email }).execute();
      const { id: invoiceId } = await db
        .insertInto('invoices')
        .values({ author_id: id, service: 'Cover', total_amount: '900.00', amount_paid: '150.00', status: 'partial' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await send(invoiceId, 'reminder')).statusCode).toBe(200);
      const [mail] = await mailsTo(email);
      const t = serverT(locale, 'reminders');
      const subject = t('reminders.invoice_due.subject', { service: 'Cover' });
      expect(mail!.subject).toMatch(new RegExp(`^${subject} · #\\d{4}-\\d{4}$`));
      // Hungarian picks its article for the service: "A Cover", never the undecided "A(z)".
      const opening = t('reminders.invoice_due.body', { service: 'Cover', amount: '\0', date: '\0' }).split('\0')[0]!;
      if (locale === 'hu') expect(opening).toMatch(/^A Cover /);
      expect(mail!.text_body).toContain(opening);
      expect(mail!.text_body).not.toMatch(/\ba\(z\)/i);
      expect(mail!.text_body).toContain('$750.00');
      expect(mail!.text_body).not.toContain('$900');
    }
  });

  it('asks nothing on a draft or a paid invoice, and only admins send', async () => {
    const before = (await mailsTo(newcomer.email)).length;
    const draft = await send(invoice.draft, 'reminder');
    expect(draft.statusCode).toBe(409);
    expect(draft.json().error.message).toMatch(/draft/);
    expect((await send(invoice.paid, 'email')).statusCode).toBe(409);
    expect((await send(randomUUID(), 'email')).statusCode).toBe(404);
    expect((await send(invoice.late, 'email', support)).statusCode).toBe(403);
    expect(await mailsTo(newcomer.email)).toHaveLength(before);
  });
});
