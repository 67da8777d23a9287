import { describe, expect, it } from 'vitest';
import {
  invoiceStanding,
  invoiceStateLabel,
  invoiceTotals,
  isPayable,
  type InvoiceWithPlan,
} from './invoice-standing.js';

/** The checklist's frozen clock: 2025-06-15 12:00 local time. */
const NOW = new Date(2025, 5, 15, 12);
const inst = (status: string | null, due_date: string | null = null, amount = 100) => ({ status, due_date, amount });
const invoice = (fields: Partial<InvoiceWithPlan>): InvoiceWithPlan => ({ installments: [], ...fields });

describe('invoiceStanding', () => {
  it('reads one recorded installment of four the same way everywhere: overdue, 1/4, balance = total − paid', () => {
    const standing = invoiceStanding(
      invoice({
        status: 'pending',
        total_amount: 500,
        due_date: '2099-01-01',
        installments: [
          inst('paid', '2025-04-01', 200),
          inst('unpaid', '2025-06-01', 100),
          inst('unpaid', '2099-01-01', 100),
          inst(null, '2099-02-01', 100),
        ],
      }),
      NOW,
    );
    expect(standing).toEqual({
      status: 'overdue',
      total: 500,
      paid: 200,
      balance: 300,
      progress: { paidCount: 1, total: 4 },
    });
    expect(isPayable(standing)).toBe(true);
  });

  it('is partially paid with a payment recorded and nothing past due', () => {
    const rows = [inst('paid', '2025-04-01', 150.1), inst('unpaid', '2025-07-01', 349.9)];
    expect(invoiceStanding(invoice({ status: 'partial', total_amount: 500, installments: rows }), NOW)).toMatchObject({
      status: 'partially-paid',
      paid: 150.1,
      balance: 349.9,
    });
  });

  it('is paid by a paid status, a paid date, every installment paid, or payments covering the total', () => {
    for (const fields of [
      { status: 'Settled', total_amount: 80 },
      { status: 'pending', total_amount: 80, paid_date: '2025-06-01' },
      { status: 'partial', total_amount: 80, installments: [inst('paid', null, 40), inst('PAID', null, 40)] },
      { status: 'pending', total_amount: 80, installments: [inst('paid', null, 80), inst('unpaid', '2020-01-01', 0)] },
    ]) {
      const standing = invoiceStanding(invoice(fields), NOW);
      expect(standing).toMatchObject({ status: 'paid', paid: 80, balance: 0 });
      expect(isPayable(standing)).toBe(false);
    }
  });

  it('keeps drafts as drafts: not billed yet, so no balance due and nothing to pay', () => {
    const standing = invoiceStanding(invoice({ status: 'draft', total_amount: 300, due_date: '2020-01-01' }), NOW);
    expect(standing).toMatchObject({ status: 'draft', total: 300, paid: 0, balance: 0 });
    expect(isPayable(standing)).toBe(false);
    expect(invoiceStateLabel(standing.status)).toBe('not billed yet');
  });

  it('counts partial payments: on the invoice without a plan, on its installments with one', () => {
    expect(
      invoiceStanding(
        invoice({ status: 'partial', total_amount: 1000, amount_paid: '500.00', due_date: '2099-01-01' }),
        NOW,
      ),
    ).toMatchObject({ status: 'partially-paid', paid: 500, balance: 500 });
    const rows = [
      { ...inst('paid', '2025-05-01', 300) },
      { ...inst('pending', '2099-07-01', 300), amount_paid: 120.5 },
      inst('pending', '2099-08-01', 400),
    ];
    expect(invoiceStanding(invoice({ status: 'partial', total_amount: 1000, installments: rows }), NOW)).toMatchObject({
      status: 'partially-paid',
      paid: 420.5,
      balance: 579.5,
      progress: { paidCount: 1, total: 3 },
    });
  });

  it('owes nothing on a cancelled invoice', () => {
    const standing = invoiceStanding(invoice({ status: 'cancelled', total_amount: 900, due_date: '2020-01-01' }), NOW);
    expect(standing).toMatchObject({ status: 'cancelled', paid: 0, balance: 0 });
  });

  it('without a plan, is overdue past its due date (not on it) or when marked overdue', () => {
    const status = (fields: Partial<InvoiceWithPlan>) => invoiceStanding(invoice(fields), NOW).status;
    expect(status({ status: 'pending', due_date: '2025-06-14', amount: 10 })).toBe('overdue');
    expect(status({ status: 'unpaid', due_date: '2025-06-15', amount: 10 })).toBe('pending');
    expect(status({ status: 'partial', due_date: '2025-06-01', amount: 10 })).toBe('overdue');
    expect(status({ status: 'overdue', due_date: '2099-01-01', amount: 10 })).toBe('overdue');
    expect(status({ status: 'pending', amount: 10 })).toBe('pending');
  });

  it('with a plan, follows the installments rather than the invoice due date', () => {
    const rows = [inst('pending', '2099-01-01', 50)];
    expect(
      invoiceStanding(invoice({ status: 'pending', due_date: '2020-01-01', amount: 50, installments: rows }), NOW),
    ).toMatchObject({ status: 'pending', balance: 50 });
  });

  it('has no balance without an amount', () => {
    expect(invoiceStanding(invoice({ status: 'pending' }), NOW)).toMatchObject({ total: null, paid: 0, balance: null });
  });
});

describe('invoiceTotals', () => {
  it('sums recorded payments into Paid to date and balances owed now into Outstanding', () => {
    const totals = invoiceTotals(
      [
        invoice({ status: 'paid', total_amount: 1000, amount: 900 }),
        invoice({ status: 'PAID', total_amount: null, amount: 250 }),
        invoice({ status: 'pending', total_amount: 500, installments: [inst('paid', null, 200), inst('unpaid')] }),
        invoice({ status: 'overdue', amount: 120.5 }),
        invoice({ status: 'draft', total_amount: 300 }),
        invoice({ status: 'cancelled', total_amount: 999 }),
      ],
      NOW,
    );
    expect(totals).toEqual({ paidToDate: 1450, outstanding: 420.5 });
  });

  it('is zero for no invoices', () => {
    expect(invoiceTotals([], NOW)).toEqual({ paidToDate: 0, outstanding: 0 });
  });
});
