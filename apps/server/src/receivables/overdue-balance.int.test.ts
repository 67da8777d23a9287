import { addDaysToCalendarDay, toCalendarDay } from '@app/contracts/dates';
import type { AgeingReport, AuthorReceivables, StaffHome, StaffInvoiceSummary } from '@app/contracts/receivables-api';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { staffMember, type StaffMember } from '../../test/support/staff.js';

/**
 * One author with a bit of everything: a partly paid invoice past due, a plan with a paid, a partly
 * paid and a future installment, a draft past due, an invoice not yet due and a cancelled one.
 */
let t: TestApp;
let support: StaffMember;
const authorId = randomUUID();
const today = toCalendarDay(new Date());
const past = addDaysToCalendarDay(today, -40);
const later = addDaysToCalendarDay(today, 40);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  support = await staffMember(db, ['support']);
  await db.insertInto('authors').values({ id: authorId, email: 'mixed@example.com', full_name: 'Mixed' }).execute();
  const add = async (fields: object) =>
    (
      await db
        .insertInto('invoices')
        .values({ author_id: authorId, service: 'Work', issue_date: past, ...fields } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // $1,000 past due, $250 paid: $750 overdue.
  await add({ total_amount: '1000.00', amount_paid: '250.00', due_date: past, status: 'partial' });
  // $900 in three: the first paid, the second ($100 of it paid) past due, the third not yet due: $200 overdue.
  const planned = await add({ total_amount: '900.00', due_date: later, status: 'pending' });
  await db
    .insertInto('installment_payments')
    .values(
      [
        { amount: '300.00', due_date: past, status: 'paid', paid_date: past, installment_number: 1 },
        {
          amount: '300.00',
          due_date: addDaysToCalendarDay(today, -5),
          status: 'pending',
          amount_paid: '100.00',
          installment_number: 2,
        },
        { amount: '300.00', due_date: later, status: 'pending', installment_number: 3 },
      ].map((row) => ({ ...row, author_id: authorId, invoice_id: planned, total_installments: 3 })),
    )
    .execute();
  // Nothing overdue on these: a draft is not billed, the next is not due, the last is cancelled.
  await add({ total_amount: '700.00', due_date: past, status: 'draft' });
  await add({ total_amount: '400.00', due_date: later, status: 'pending' });
  await add({ total_amount: '300.00', due_date: past, status: 'cancelled' });
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ url, headers: support.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};

describe('one overdue balance on every screen', () => {
  it('is what is past due of billed invoices and installments, the same on Today, the file, the list and the ageing', async () => {
    const expected = 750 + 200;
    const home = await get<StaffHome>('/api/staff/home');
    expect(home.overdue).toEqual({ count: 2, balance: expected });
    const file = await get<AuthorReceivables>(`/api/staff/authors/${authorId}/receivables`);
    expect(file.overdue).toBe(expected);
    const list = await get<StaffInvoiceSummary>(`/api/staff/invoices/summary?author_id=${authorId}`);
    expect(list.totals.overdue).toBe(expected);
    const overdueList = await get<StaffInvoiceSummary>(
      `/api/staff/invoices/summary?author_id=${authorId}&status=overdue`,
    );
    expect(overdueList.totals.overdue).toBe(expected);
    const ageing = await get<AgeingReport>('/api/staff/reports/ageing');
    const row = ageing.rows.find((candidate) => candidate.author_id === authorId)!;
    expect(row.total - row.current).toBe(expected);
    expect(file.balance_due).toBe(750 + 500 + 400);
  });
});
