import { describe, expect, it } from 'vitest';
import {
  dialogStatus,
  invoiceAmount,
  invoiceDueDate,
  invoiceNumber,
  invoicePayment,
  invoiceStatusTone,
  invoiceTotals,
  isOverdue,
  isPaidStatus,
} from './invoice-status.js';

/** The checklist's frozen clock: 2025-06-15 12:00 local time. */
const NOW = new Date(2025, 5, 15, 12);
const inst = (status: string | null, due_date: string | null = null, amount = 100) => ({ status, due_date, amount });

describe('isPaidStatus', () => {
  it('treats paid, fully-paid and settled as paid in any case', () => {
    for (const status of ['paid', 'PAID', 'Paid', 'fully-paid', 'Settled']) expect(isPaidStatus(status)).toBe(true);
    for (const status of ['pending', 'partial', 'unpaid', '', null, undefined])
      expect(isPaidStatus(status)).toBe(false);
  });
});

describe('invoiceAmount', () => {
  it('is total_amount, falling back to amount only when total_amount is null', () => {
    expect(invoiceAmount({ total_amount: 1000, amount: 900 })).toBe(1000);
    expect(invoiceAmount({ total_amount: null, amount: 250 })).toBe(250);
    expect(invoiceAmount({ total_amount: 0, amount: 900 })).toBe(0);
    expect(invoiceAmount({})).toBeNull();
  });
});

describe('invoiceTotals', () => {
  it('adds paid invoices (any case) to Paid to date and the rest to Outstanding', () => {
    const totals = invoiceTotals([
      { status: 'paid', total_amount: 1000, amount: 900 },
      { status: 'PAID', total_amount: null, amount: 250 },
      { status: 'Paid', total_amount: 300 },
      { status: 'pending', total_amount: 500 },
      { status: 'overdue', amount: 120.5 },
    ]);
    expect(totals).toEqual({ paidToDate: 1550, outstanding: 620.5 });
  });

  it('counts fully-paid and settled as paid, and cancelled in neither', () => {
    const totals = invoiceTotals([
      { status: 'fully-paid', total_amount: 70 },
      { status: 'settled', total_amount: '30.25' },
      { status: 'cancelled', total_amount: 999 },
      { status: 'draft', total_amount: 300 },
    ]);
    expect(totals).toEqual({ paidToDate: 100.25, outstanding: 300 });
  });

  it('matches the fixture of author A', () => {
    const totals = invoiceTotals([
      { status: 'paid', total_amount: 1000, amount: 900 },
      { status: 'PAID', total_amount: null, amount: 250 },
      { status: 'pending', total_amount: 500 },
      { status: 'overdue', total_amount: null, amount: 120.5 },
      { status: 'draft', total_amount: 300 },
    ]);
    expect(totals).toEqual({ paidToDate: 1250, outstanding: 920.5 });
  });

  it('is zero for no invoices', () => {
    expect(invoiceTotals([])).toEqual({ paidToDate: 0, outstanding: 0 });
  });
});

describe('invoiceNumber', () => {
  it('is the last 8 characters, upper-cased', () => {
    expect(invoiceNumber('8f14e45f-ceea-467a-9575-3b1d2c0a9e21')).toBe('2C0A9E21');
    expect(invoiceNumber('abc')).toBe('ABC');
  });

  it('is DRAFT without an id', () => {
    expect(invoiceNumber('')).toBe('DRAFT');
    expect(invoiceNumber(null)).toBe('DRAFT');
    expect(invoiceNumber(undefined)).toBe('DRAFT');
  });
});

describe('invoiceDueDate', () => {
  it('keeps an own due date', () => {
    expect(invoiceDueDate({ due_date: '2024-05-31', issue_date: '2024-05-01' }, NOW)).toBe('2024-05-31');
  });

  it('defaults to 30 days after the issue date', () => {
    expect(invoiceDueDate({ issue_date: '2024-03-01', due_date: null }, NOW)).toBe('2024-03-31');
  });

  it('defaults to 30 days after today without an issue date (not one month)', () => {
    expect(invoiceDueDate({}, new Date(2025, 0, 31, 12))).toBe('2025-03-02');
    expect(invoiceDueDate({}, NOW)).toBe('2025-07-15');
  });
});

describe('isOverdue', () => {
  it('is overdue when pending, unpaid or without status and due before today', () => {
    expect(isOverdue(inst('pending', '2025-06-01'), NOW)).toBe(true);
    expect(isOverdue(inst('unpaid', '2025-06-14'), NOW)).toBe(true);
    expect(isOverdue(inst(null, '2025-01-01'), NOW)).toBe(true);
  });

  it('is not overdue when due today or later, paid or without a due date', () => {
    expect(isOverdue(inst('unpaid', '2025-06-15'), NOW)).toBe(false);
    expect(isOverdue(inst('pending', '2025-07-01'), NOW)).toBe(false);
    expect(isOverdue(inst('paid', '2025-01-01'), NOW)).toBe(false);
    expect(isOverdue(inst('pending', null), NOW)).toBe(false);
    expect(isOverdue(inst('partial', '2025-01-01'), NOW)).toBe(false);
  });

  it('is always overdue with an explicit overdue status', () => {
    expect(isOverdue(inst('overdue', '2099-01-01'), NOW)).toBe(true);
    expect(isOverdue(inst('OVERDUE', null), NOW)).toBe(true);
  });
});

describe('dialogStatus', () => {
  it('a paid_date means paid', () => {
    expect(dialogStatus({ status: 'pending', paid_date: '2025-06-01' }, [], NOW)).toEqual({
      status: 'paid',
      progress: null,
    });
  });

  it('all installments paid gives paid (3/3)', () => {
    const rows = [inst('paid', '2025-01-01'), inst('paid', '2025-02-01'), inst('paid', '2025-03-01')];
    expect(dialogStatus({ status: 'pending' }, rows, NOW)).toEqual({
      status: 'paid',
      progress: { paidCount: 3, total: 3 },
    });
  });

  it('any overdue installment gives overdue', () => {
    expect(
      dialogStatus(
        { status: 'pending' },
        [inst('paid', '2025-04-01'), inst('pending', '2025-06-01'), inst('pending', '2025-07-01')],
        NOW,
      ),
    ).toEqual({ status: 'overdue', progress: { paidCount: 1, total: 3 } });
    expect(
      dialogStatus({ status: 'pending' }, [inst('unpaid', '2025-06-14'), inst('unpaid', '2025-08-01')], NOW),
    ).toEqual({
      status: 'overdue',
      progress: { paidCount: 0, total: 2 },
    });
    expect(
      dialogStatus({ status: 'pending' }, [inst('overdue', '2099-01-01'), inst('paid', '2025-01-01')], NOW).status,
    ).toBe('overdue');
  });

  it('otherwise any paid installment gives partially-paid', () => {
    const rows = [inst('paid', '2025-04-01'), inst('unpaid', '2025-07-01'), inst('unpaid', '2025-08-01')];
    expect(dialogStatus({ status: 'pending' }, rows, NOW)).toEqual({
      status: 'partially-paid',
      progress: { paidCount: 1, total: 3 },
    });
  });

  it('otherwise draft shows pending and other statuses pass through', () => {
    const rows = [inst('pending', '2025-07-01'), inst('pending', '2025-08-01')];
    expect(dialogStatus({ status: 'draft' }, rows, NOW)).toEqual({
      status: 'pending',
      progress: { paidCount: 0, total: 2 },
    });
    expect(dialogStatus({ status: 'partial' }, rows, NOW).status).toBe('partial');
  });

  it('without installments: draft is pending, or paid with a paid_date; others pass through', () => {
    expect(dialogStatus({ status: 'draft', paid_date: null }, [], NOW).status).toBe('pending');
    expect(dialogStatus({ status: 'draft', paid_date: '2025-05-01' }, [], NOW).status).toBe('paid');
    for (const status of ['pending', 'cancelled', 'overdue', 'unpaid']) {
      expect(dialogStatus({ status }, [], NOW).status).toBe(status);
    }
    expect(dialogStatus({ status: 'Settled' }, [], NOW).status).toBe('settled');
  });

  it('due today is not overdue, and a paid_date beats the installment rules', () => {
    expect(dialogStatus({ status: 'pending' }, [inst('unpaid', '2025-06-15')], NOW).status).toBe('pending');
    expect(
      dialogStatus({ status: 'pending', paid_date: '2025-06-01' }, [inst('paid'), inst('unpaid', '2025-01-01')], NOW)
        .status,
    ).toBe('paid');
  });

  it('counts the loaded rows, so the fixture invoice I3 reads overdue (1/4)', () => {
    const rows = [
      inst('paid', '2024-03-01'),
      inst('unpaid', '2020-01-15'),
      inst('unpaid', '2099-01-15'),
      inst(null, '2099-01-15'),
    ];
    expect(dialogStatus({ status: 'pending' }, rows, NOW)).toEqual({
      status: 'overdue',
      progress: { paidCount: 1, total: 4 },
    });
  });
});

describe('invoicePayment', () => {
  it('a paid invoice is paid in full', () => {
    expect(invoicePayment({ status: 'PAID', total_amount: 1000 }, [])).toEqual({ total: 1000, paid: 1000, balance: 0 });
    expect(invoicePayment({ status: 'pending', total_amount: 80, paid_date: '2025-01-01' }, [])).toEqual({
      total: 80,
      paid: 80,
      balance: 0,
    });
  });

  it('otherwise sums the paid installments', () => {
    const rows = [inst('paid', null, 200), inst('Settled', null, 150.1), inst('unpaid', null, 500)];
    expect(invoicePayment({ status: 'pending', total_amount: 850.1 }, rows)).toEqual({
      total: 850.1,
      paid: 350.1,
      balance: 500,
    });
  });

  it('has no balance without an amount', () => {
    expect(invoicePayment({ status: 'pending' }, [])).toEqual({ total: null, paid: 0, balance: null });
  });
});

describe('invoiceStatusTone', () => {
  it('colours paid synonyms green, overdue red and cancelled grey', () => {
    expect(invoiceStatusTone('fully-paid')).toBe('success');
    expect(invoiceStatusTone('Overdue')).toBe('danger');
    expect(invoiceStatusTone('cancelled')).toBe('neutral');
    expect(invoiceStatusTone('partially-paid')).toBe('info');
    expect(invoiceStatusTone('draft')).toBe('warning');
  });
});
