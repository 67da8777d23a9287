import { addDaysToCalendarDay, toCalendarDay } from '@app/contracts/dates';
import { INVOICE_STATES } from '@app/contracts/invoice-standing';
import { addToAgeing, emptyAgeing, overdueOf, type AgeingAmounts } from '@app/contracts/receivables';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { toInstallment } from '../installments/installment.js';
import { planColumn, toInvoiceDetail } from '../invoices/invoice.js';
import { summarizeInvoices, summarizeMatchingInvoices } from './invoice-list.js';
import { ageingReport, staffHome } from './reports.js';

/**
 * The ageing report, Today's overdue figure and the invoice list's unfiltered totals read summary
 * rows kept up to date by the database as invoices and installments change (migrations 0041
 * and 0055 to 0057). After any sequence of changes, and as days pass, they must equal the full derivation: the
 * contracts functions run over every invoice, and the list's sums over every row.
 */

let t: TestApp;
const authors = ['aaaaaaaa-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000002'];
const realToday = toCalendarDay(new Date());

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insertInto('authors')
    .values(authors.map((id, n) => ({ id, email: `ageing-${n}@example.com`, full_name: `Ageing ${n}` })))
    .execute();
});
afterAll(() => t.close());

const money = fc.integer({ min: 1, max: 200_000 }).map((cents) => (cents / 100).toFixed(2));
/** Days around today: far enough back to be folded into one row, and ahead. */
const day = fc.option(
  fc.integer({ min: -400, max: 120 }).map((offset) => addDaysToCalendarDay(realToday, offset)),
  { nil: null },
);
const invoiceStatus = fc.constantFrom(
  'pending',
  'paid',
  'fully-paid',
  'overdue',
  'draft',
  'cancelled',
  'partial',
  'unpaid',
  'settled',
);
// 'late' is neither open nor paid: it holds an overdue balance past its due date without making the invoice overdue.
const installmentStatus = fc.option(fc.constantFrom('pending', 'paid', 'overdue', 'unpaid', 'Paid', 'late'), {
  nil: null,
});
/** Which existing row a change applies to (taken modulo how many there are). */
const pick = fc.nat();

// Invoices and installments are added more often than the rest changes them, so the runs hold some.
const change = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('add invoice' as const),
      author: fc.constantFrom(...authors),
      status: invoiceStatus,
      total: fc.option(money, { nil: null }),
      issued: day,
      due: day,
    }),
  },
  fc.record({
    kind: fc.constant('edit invoice' as const),
    pick,
    status: invoiceStatus,
    total: fc.option(money, { nil: null }),
    due: day,
  }),
  fc.record({ kind: fc.constant('receive on invoice' as const), pick, amount: money }),
  fc.record({ kind: fc.constant('mark invoice paid' as const), pick, on: day }),
  fc.record({ kind: fc.constant('move invoice' as const), pick, author: fc.constantFrom(...authors) }),
  fc.record({ kind: fc.constant('delete invoice' as const), pick }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('add installment' as const),
      pick,
      amount: money,
      due: day,
      status: installmentStatus,
    }),
  },
  fc.record({
    kind: fc.constant('edit installment' as const),
    pick,
    status: installmentStatus,
    due: day,
    paid: fc.option(money, { nil: null }),
  }),
  fc.record({ kind: fc.constant('delete installment' as const), pick }),
  fc.record({ kind: fc.constant('days pass' as const), days: fc.integer({ min: 1, max: 150 }) }),
);
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

async function ids(table: 'invoices' | 'installment_payments') {
  const rows = await t.database.db.selectFrom(table).select(['id']).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Applies one change; returns the new "today" when days pass. */
async function apply(step: Change, today: string): Promise<string> {
  const { db } = t.database;
  if (step.kind === 'days pass') return addDaysToCalendarDay(today, step.days);
  if (step.kind === 'add invoice') {
    await db
      .insertInto('invoices')
      .values({
        author_id: step.author,
        service: 'Editing',
        status: step.status,
        total_amount: step.total,
        issue_date: step.issued,
        due_date: step.due,
      })
      .execute();
    return today;
  }
  const table = step.kind.endsWith('installment') ? 'installment_payments' : 'invoices';
  const existing = await ids(table);
  const id = existing[step.pick % Math.max(1, existing.length)];
  if (id === undefined) return today;
  switch (step.kind) {
    case 'edit invoice':
      await db
        .updateTable('invoices')
        .set({ status: step.status, total_amount: step.total, due_date: step.due })
        .where('id', '=', id)
        .execute();
      break;
    case 'receive on invoice':
      await db
        .updateTable('invoices')
        .set({ amount_paid: sql`amount_paid + ${step.amount}::numeric` })
        .where('id', '=', id)
        .execute();
      break;
    case 'mark invoice paid':
      await db.updateTable('invoices').set({ paid_date: step.on }).where('id', '=', id).execute();
      break;
    case 'move invoice':
      await db.updateTable('invoices').set({ author_id: step.author }).where('id', '=', id).execute();
      break;
    case 'delete invoice':
      await db.deleteFrom('invoices').where('id', '=', id).execute();
      break;
    case 'add installment':
      await db
        .insertInto('installment_payments')
        .values({
          invoice_id: id,
          author_id: sql<string>`(select author_id from invoices where id = ${id})`,
          amount: step.amount,
          due_date: step.due,
          status: step.status,
        })
        .execute();
      break;
    case 'edit installment':
      await db
        .updateTable('installment_payments')
        .set({
          status: step.status,
          due_date: step.due,
          amount_paid: step.paid === null ? '0' : sql<string>`least(amount, ${step.paid}::numeric)`,
        })
        .where('id', '=', id)
        .execute();
      break;
    case 'delete installment':
      await db.deleteFrom('installment_payments').where('id', '=', id).execute();
      break;
  }
  return today;
}

/** The figures derived from every invoice by the contracts functions, as of `now`. */
async function derived(now: Date) {
  const invoices = await t.database.db.selectFrom('invoices').selectAll().select(planColumn).execute();
  const byAuthor = new Map<string, AgeingAmounts>();
  const totals = emptyAgeing();
  let overdueCount = 0;
  for (const row of invoices) {
    const invoice = toInvoiceDetail(row, row.installments.map(toInstallment));
    const own = emptyAgeing();
    addToAgeing(own, invoice, now);
    if (overdueOf(own) > 0) overdueCount += 1;
    const author = byAuthor.get(row.author_id) ?? emptyAgeing();
    addToAgeing(author, invoice, now);
    addToAgeing(totals, invoice, now);
    byAuthor.set(row.author_id, author);
  }
  const rows = [...byAuthor.entries()].filter(([, buckets]) => buckets.total > 0).sort();
  return { rows, totals, overdue: { count: overdueCount, balance: overdueOf(totals) } };
}

const noon = (day: string) => new Date(`${day}T12:00:00`);

/**
 * Days the list's totals are read on: `today`, and the days around the due days the rows hold
 * (the day before, on and after each), picked by `picks`. Only days from the horizon on: the
 * summary folds older ones, and the list reads it on today's date.
 */
async function readingDays(today: string, picks: number[]) {
  const { db } = t.database;
  const [horizon, dues] = await Promise.all([
    db.selectFrom('receivables_horizon').select('since').executeTakeFirstOrThrow(),
    sql<{ day: string }>`select distinct d as day from (
      select due_date as d from invoices union select issue_date + 30 from invoices
      union select due_date from installment_payments) dues where d is not null order by day`.execute(db),
  ]);
  const around = dues.rows.flatMap(({ day }) => [-1, 0, 1].map((offset) => addDaysToCalendarDay(day, offset)));
  const days = around.filter((day) => day >= horizon.since);
  return [today, ...picks.flatMap((pick) => (days.length > 0 ? [days[pick % days.length]!] : []))];
}

describe('the ageing report, Today’s overdue figure and the list’s totals, kept as invoices change', () => {
  // 40 runs, each reading every total on up to five days: about 10 s, several times that on a busy machine.
  it('equal the full derivation after any sequence of changes, as days pass', async () => {
    const { db } = t.database;
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { minLength: 1, maxLength: 20 }),
        fc.array(pick, { maxLength: 4 }),
        async (steps, picks) => {
          await db.deleteFrom('invoices').execute();
          // Deleting every invoice takes back every open amount.
          expect(await db.selectFrom('receivables_by_due').selectAll().execute()).toEqual([]);
          // Each run starts from the real day; the summary is empty, so the horizon may move back.
          await sql`update receivables_horizon set since = ${addDaysToCalendarDay(realToday, -120)}::date`.execute(db);
          let today = realToday;
          for (const step of steps) today = await apply(step, today);
          const expected = await derived(noon(today));
          // The report a page of one author at a time: every author once, largest balance first.
          let report = await ageingReport(db, { page_size: 1 }, noon(today));
          const rows = [...report.rows];
          while (report.next !== null) {
            report = await ageingReport(db, { page_size: 1, after: report.next }, noon(today));
            rows.push(...report.rows);
          }
          expect(rows.map(({ author_id, author_name: _name, ...buckets }) => [author_id, buckets]).sort()).toEqual(
            expected.rows,
          );
          expect(rows.map((row) => row.total)).toEqual(rows.map((row) => row.total).sort((a, b) => b - a));
          expect(report.authors).toBe(expected.rows.length);
          expect(report.totals).toEqual(expected.totals);
          expect((await staffHome(db, noon(today))).overdue).toEqual(expected.overdue);
          // The list's count and sums over every invoice and under each status filter, kept, equal
          // those summed over the matching rows, today and on days around the due days.
          for (const day of await readingDays(today, picks)) {
            for (const status of [undefined, ...INVOICE_STATES]) {
              expect([day, status, await summarizeInvoices(db, { status }, day)]).toEqual([
                day,
                status,
                await summarizeMatchingInvoices(db, { status }, day),
              ]);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
