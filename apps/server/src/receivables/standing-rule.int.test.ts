import { addDaysToCalendarDay, toCalendarDay } from '@app/contracts/dates';
import { INVOICE_STATES, invoiceStanding } from '@app/contracts/invoice-standing';
import { toAmount } from '@app/contracts/money';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import type { InvoiceStatus } from '../db/schema.js';
import { toInstallment } from '../installments/installment.js';
import { planColumn, toInvoiceDetail } from '../invoices/invoice.js';
import { invoiceStandings } from './standing-sql.js';

/**
 * The invoice standing rule is written once, in TypeScript (`invoiceStanding`, contracts); the
 * database holds its day-independent parts as generated columns and trigger-kept plan facts
 * (migrations 0018, 0021, 0028) and `standing-sql.ts` decides the rest in SQL. This holds the two
 * equal on invoices drawn at random, through the real tables and triggers. Runs on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
let t: TestApp;
const AUTHOR = 'f0000000-0000-4000-8000-0000000000aa';
const today = toCalendarDay(new Date());

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insertInto('authors').values({ id: AUTHOR, email: 'standing@example.com' }).execute();
});
afterAll(() => t?.close());

/** An invoice's own status: one of the words its column allows. */
const invoiceStatus = fc.constantFrom<InvoiceStatus>(
  'paid',
  'fully-paid',
  'settled',
  'pending',
  'unpaid',
  'draft',
  'partial',
  'overdue',
  'cancelled',
);
/** An installment's status, free text as it was imported: any case, stray spaces, unknown words. */
const statusWord = fc
  .tuple(
    fc.constantFrom(
      'pending',
      'unpaid',
      'partial',
      'paid',
      'fully-paid',
      'settled',
      'cancelled',
      'draft',
      'overdue',
      '',
      'on hold',
    ),
    fc.constantFrom('', ' ', '  '),
    fc.boolean(),
  )
  .map(([word, pad, upper]) => `${pad}${upper ? word.toUpperCase() : word}${pad}`);
const day = fc.integer({ min: -90, max: 90 }).map((offset) => addDaysToCalendarDay(today, offset));
const money = fc.integer({ min: 0, max: 200_000 }).map((cents) => (cents / 100).toFixed(2));
/** Usually nothing: most invoices are neither paid by date nor part-paid. */
const mostlyNone = <T>(some: fc.Arbitrary<T>, none: T) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(none) }, { weight: 1, arbitrary: some });

const installment = fc.record({
  status: fc.option(statusWord, { nil: null }),
  amount: money,
  amount_paid: mostlyNone(money, '0.00'),
  due_date: fc.option(day, { nil: null }),
});

const invoice = fc.record({
  status: invoiceStatus,
  amount: fc.option(money, { nil: null }),
  total_amount: fc.option(money, { nil: null }),
  amount_paid: mostlyNone(money, '0.00'),
  paid_date: mostlyNone(day, null),
  issue_date: day,
  due_date: fc.option(day, { nil: null }),
  installments: fc.array(installment, { maxLength: 3 }),
});

class RolledBack extends Error {}

describe('the invoice standing rule', () => {
  it('is derived in the database exactly as invoiceStanding derives it, for any invoice and plan', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(invoice, async ({ installments, ...fields }) => {
        const compared = await t.database.db
          .transaction()
          .execute(async (trx) => {
            const { id } = await trx
              .insertInto('invoices')
              .values({ author_id: AUTHOR, service: 'Property', ...fields })
              .returning('id')
              .executeTakeFirstOrThrow();
            if (installments.length > 0) {
              await trx
                .insertInto('installment_payments')
                .values(installments.map((part) => ({ author_id: AUTHOR, invoice_id: id, ...part })))
                .execute();
            }
            const inDatabase = await invoiceStandings(trx, today).where('i.id', '=', id).executeTakeFirstOrThrow();
            const row = await trx
              .selectFrom('invoices')
              .selectAll()
              .select(planColumn)
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            throw new RolledBack(
              JSON.stringify({
                database: {
                  status: inDatabase.status,
                  total: toAmount(inDatabase.total),
                  paid: toAmount(inDatabase.paid),
                  balance: toAmount(inDatabase.balance),
                },
                rule: invoiceStanding(toInvoiceDetail(row, row.installments.map(toInstallment))),
              }),
            );
          })
          .catch((error: unknown) => {
            if (error instanceof RolledBack) return JSON.parse(error.message) as { database: object; rule: object };
            throw error;
          });
        const { status, total, paid, balance } = compared.rule as Record<string, unknown>;
        expect(compared.database).toEqual({ status, total, paid, balance });
        seen.add(String(status));
      }),
      { numRuns: 200 },
    );
    // The drawn invoices reached every branch of the rule.
    expect([...seen].sort()).toEqual([...INVOICE_STATES].sort());
  }, 180_000);
});
