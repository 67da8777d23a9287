import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { waitForMail } from '../../test/support/outbox.js';
import { bearer, tokenFor } from '../../test/support/checklist-fixture.js';
import { queuePaymentReminders } from './payment-reminders.js';

/** Noon (server time) of a day of March 2026: the reminder job's frozen "now". */
const march = (day: number) => new Date(2026, 2, day, 12);

describe('payment reminders', () => {
  let t: TestApp;
  const french = { id: randomUUID(), email: 'amelie@example.com' };
  const quiet = { id: randomUUID(), email: 'quiet@example.com' };

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    await db
      .insertInto('identity_users')
      .values([
        { id: french.id, email: french.email, user_metadata: JSON.stringify({ locale: 'fr' }) },
        { id: quiet.id, email: quiet.email },
      ])
      .execute();
    await db
      .insertInto('authors')
      .values([
        { id: french.id, email: french.email, full_name: 'Amélie' },
        { id: quiet.id, email: quiet.email, full_name: 'Quinn' },
      ])
      .execute();
    for (const author of [french, quiet]) {
      const invoice = await db
        .insertInto('invoices')
        .values({
          author_id: author.id,
          service: 'Audiobook Production',
          total_amount: '1250.00',
          due_date: '2026-03-10',
          status: 'pending',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('installment_payments')
        .values({
          author_id: author.id,
          invoice_id: invoice.id,
          amount: '250.00',
          due_date: '2026-03-10',
          status: 'pending',
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  it('lets an author turn the courtesy reminders off from the dashboard', async () => {
    const headers = bearer(await tokenFor(t.database.db, quiet));
    const read = () => t.app.inject({ method: 'GET', url: '/api/me/reminders', headers });
    expect((await read()).json()).toEqual({ payment_reminders: true });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/reminders',
      headers,
      payload: { payment_reminders: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/me/reminders',
      headers,
      payload: { payment_reminders: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await read()).json()).toEqual({ payment_reminders: false });
  });

  const run = (day: number) =>
    queuePaymentReminders(t.database.db, t.mailQueue, { now: march(day), siteUrl: t.config.siteUrl });
  const mailsTo = (email: string) =>
    t.database.db
      .selectFrom('mail_messages')
      .select(['kind', 'subject', 'text_body'])
      .where('recipient', '=', email)
      .orderBy('created_at')
      .execute();

  it('sends each reminder once, on its day, in the author’s language, and skips the ones turned off', async () => {
    await run(2);
    expect(await mailsTo(french.email)).toEqual([]);

    // Seven days ahead; the job runs every hour, and twice the same day stores one mail.
    await run(3);
    await run(3);
    await run(4);
    const soon = await mailsTo(french.email);
    expect(soon).toHaveLength(1);
    expect(soon[0]).toMatchObject({
      kind: 'reminder.installment_due_soon',
      subject: expect.stringMatching(/^Paiement bientôt dû : Audiobook Production · #\d{4}-\d{4}$/),
    });
    expect(soon[0]!.text_body).toContain('Un paiement de $250.00 pour Audiobook Production est dû le Mar 10, 2026.');
    expect(soon[0]!.text_body).toContain(`${t.config.siteUrl}/dashboard/payment`);
    const sent = await waitForMail(t.dataDir, french.email);
    expect(sent.subject).toMatch(/^Paiement bientôt dû : Audiobook Production · #\d{4}-\d{4}$/);

    await run(10);
    await run(11);
    await run(17);
    await run(18);
    expect((await mailsTo(french.email)).map((mail) => mail.kind)).toEqual([
      'reminder.installment_due_soon',
      'reminder.installment_due_today',
      'reminder.invoice_overdue',
      'reminder.installment_overdue',
    ]);
    const overdue = (await mailsTo(french.email))[2]!;
    expect(overdue.text_body).toContain(
      'Votre facture pour Audiobook Production était due le Mar 10, 2026 : il en reste $1,250.00 à régler.',
    );

    // Reminders turned off: only the overdue notices, in English (no locale on file).
    expect((await mailsTo(quiet.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Invoice overdue: Audiobook Production · #\d{4}-\d{4}$/),
      expect.stringMatching(/^Payment overdue: Audiobook Production · #\d{4}-\d{4}$/),
    ]);
  });

  it('sends nothing for what is paid', async () => {
    await t.database.db.updateTable('installment_payments').set({ status: 'paid', paid_date: '2026-03-20' }).execute();
    await t.database.db.updateTable('invoices').set({ status: 'paid', paid_date: '2026-03-20' }).execute();
    const before = (await mailsTo(french.email)).length;
    await t.database.db.updateTable('installment_payments').set({ due_date: '2026-04-01' }).execute();
    await run(25);
    await run(31);
    await run(1 + 31);
    expect(await mailsTo(french.email)).toHaveLength(before);
  });
});
