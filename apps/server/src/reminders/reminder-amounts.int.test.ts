import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { queuePaymentReminders } from './payment-reminders.js';

/** Noon (server time) of a day of March 2026: the reminder job's frozen "now". */
const march = (day: number) => new Date(2026, 2, day, 12);

describe('what a payment reminder asks for', () => {
  let t: TestApp;
  const member = { id: randomUUID(), email: 'member@example.com' };
  const newcomer = { id: randomUUID(), email: 'newcomer@example.com' };

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    await db.insertInto('identity_users').values({ id: member.id, email: member.email }).execute();
    await db
      .insertInto('authors')
      .values([
        { id: member.id, email: member.email, full_name: 'Mia', payment_method: 'paypal' },
        { id: newcomer.id, email: newcomer.email, full_name: 'Noor' },
      ])
      .execute();
    // $1,000 billed by wire transfer, $500 of it paid: the plan's second half is late.
    const halfPaid = await db
      .insertInto('invoices')
      .values({
        author_id: member.id,
        service: 'Editing',
        total_amount: '1000.00',
        due_date: '2026-03-10',
        status: 'partial',
        payment_method: 'wire-transfer',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('installment_payments')
      .values([
        { author_id: member.id, invoice_id: halfPaid.id, amount: '500.00', due_date: '2026-02-10', status: 'paid' },
        { author_id: member.id, invoice_id: halfPaid.id, amount: '500.00', due_date: '2026-03-10', status: 'pending' },
      ])
      .execute();
    // A draft, never billed, past its due date, with an installment of its own.
    const draft = await db
      .insertInto('invoices')
      .values({
        author_id: member.id,
        service: 'Marketing',
        total_amount: '700.00',
        due_date: '2026-03-10',
        status: 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('installment_payments')
      .values({
        author_id: member.id,
        invoice_id: draft.id,
        amount: '700.00',
        due_date: '2026-03-10',
        status: 'pending',
      })
      .execute();
    // An author without an account, $120 paid on a $300 invoice without a plan.
    await db
      .insertInto('invoices')
      .values({
        author_id: newcomer.id,
        service: 'Cover Design',
        total_amount: '300.00',
        amount_paid: '120.00',
        due_date: '2026-03-10',
        status: 'partial',
      })
      .execute();
    // The day after the due dates: the invoices are overdue; the draft's installment would be due.
    await queuePaymentReminders(db, t.mailQueue, { now: march(10), siteUrl: t.config.siteUrl });
    await queuePaymentReminders(db, t.mailQueue, { now: march(11), siteUrl: t.config.siteUrl });
  });
  afterAll(() => t.close());

  const mailsTo = (email: string) =>
    t.database.db
      .selectFrom('mail_messages')
      .select(['kind', 'subject', 'text_body', 'html_body'])
      .where('recipient', '=', email)
      .orderBy('kind')
      .execute();

  it('quotes what is still owed, never the total, and never dunns a draft', async () => {
    const mails = await mailsTo(member.email);
    const { invoice_number: number } = await t.database.db
      .selectFrom('invoices')
      .select('invoice_number')
      .where('service', '=', 'Editing')
      .executeTakeFirstOrThrow();
    expect(number).toMatch(/^\d{4}-\d{4}$/);
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['reminder.installment_due_today', `Payment due today: Editing · #${number}`],
      ['reminder.invoice_overdue', `Invoice overdue: Editing · #${number}`],
    ]);
    expect(mails[0]!.text_body).toContain('A payment of $500.00 for Editing is due today');
    expect(mails[1]!.text_body).toContain(
      'Your invoice for Editing was due on Mar 10, 2026: $500.00 of it is still owed.',
    );
    expect(mails.map((mail) => mail.text_body).join('\n')).not.toMatch(/Marketing|\$700|\$1,000/);
  });

  it('tells how to pay with the invoice’s own method, and links a member to the dashboard', async () => {
    const [, overdue] = await mailsTo(member.email);
    expect(overdue!.text_body).toContain('How to pay (Wire Transfer):');
    expect(overdue!.text_body).toMatch(/Use invoice [0-9A-Z-]+ as the transfer reference\./);
    expect(overdue!.text_body).toContain(`View your payments: ${t.config.siteUrl}/dashboard/payment`);
  });

  it('offers an author without an account an invitation instead of a dashboard link', async () => {
    const [overdue] = await mailsTo(newcomer.email);
    expect(overdue!.text_body).toContain('$180.00 of it is still owed');
    expect(overdue!.text_body).toContain('How to pay (PayPal):');
    expect(overdue!.text_body).toContain('Reply to this email and we will send you an invitation');
    expect(overdue!.text_body).not.toContain('/dashboard');
    expect(overdue!.html_body).not.toContain('/dashboard');
  });
});
