import { describe, expect, it } from 'vitest';
import type { InvoiceWithPlan } from './invoice-standing.js';
import {
  addToAgeing,
  ageingBucket,
  collections,
  emptyAgeing,
  lastMonths,
  openAmounts,
  overdueOf,
  paymentCalendar,
} from './receivables.js';

const NOW = new Date(2025, 5, 15, 12);
const invoice = (fields: Partial<InvoiceWithPlan>): InvoiceWithPlan => ({ installments: [], ...fields });
const inst = (status: string | null, due_date: string | null, amount: number, paid_date: string | null = null) => ({
  status,
  due_date,
  amount,
  paid_date,
});

describe('ageingBucket', () => {
  it('puts due today and later in current, then 1–30, 31–60, 61–90 and over 90 days past due', () => {
    const today = '2025-06-15';
    expect(ageingBucket('2025-07-01', today)).toBe('current');
    expect(ageingBucket('2025-06-15', today)).toBe('current');
    expect(ageingBucket('2025-06-14', today)).toBe('1-30');
    expect(ageingBucket('2025-05-16', today)).toBe('1-30');
    expect(ageingBucket('2025-05-15', today)).toBe('31-60');
    expect(ageingBucket('2025-04-16', today)).toBe('31-60');
    expect(ageingBucket('2025-04-15', today)).toBe('61-90');
    expect(ageingBucket('2025-03-17', today)).toBe('61-90');
    expect(ageingBucket('2025-03-16', today)).toBe('over-90');
    expect(ageingBucket('2020-01-01', today)).toBe('over-90');
  });

  it('counts whole days across a daylight-saving change and a leap day', () => {
    expect(ageingBucket('2024-02-28', '2024-03-29')).toBe('1-30');
    expect(ageingBucket('2024-02-28', '2024-03-30')).toBe('31-60');
  });
});

describe('openAmounts', () => {
  it('splits the balance over the unpaid installments, oldest first', () => {
    const rows = [inst('paid', '2025-03-01', 200), inst('unpaid', '2025-06-01', 150), inst(null, '2025-08-01', 150)];
    expect(openAmounts(invoice({ status: 'partial', total_amount: 500, installments: rows }), NOW)).toEqual([
      { due: '2025-06-01', amount: 150 },
      { due: '2025-08-01', amount: 150 },
    ]);
  });

  it('without a plan, the balance falls due with the invoice (issue date + 30 without a due date)', () => {
    expect(openAmounts(invoice({ status: 'pending', amount: 80, due_date: '2025-01-10' }), NOW)).toEqual([
      { due: '2025-01-10', amount: 80 },
    ]);
    expect(openAmounts(invoice({ status: 'pending', amount: 80, issue_date: '2025-06-01' }), NOW)).toEqual([
      { due: '2025-07-01', amount: 80 },
    ]);
  });

  it('is nothing for paid, cancelled and draft invoices', () => {
    for (const status of ['paid', 'cancelled', 'draft']) {
      expect(openAmounts(invoice({ status, amount: 80, due_date: '2025-01-10' }), NOW)).toEqual([]);
    }
  });
});

describe('addToAgeing', () => {
  it('adds up to the balances, and its overdue part is everything past due', () => {
    const buckets = emptyAgeing();
    addToAgeing(buckets, invoice({ status: 'pending', amount: 100, due_date: '2025-06-20' }), NOW);
    addToAgeing(buckets, invoice({ status: 'unpaid', amount: 40.1, due_date: '2025-06-01' }), NOW);
    addToAgeing(buckets, invoice({ status: 'overdue', amount: 60, due_date: '2025-01-01' }), NOW);
    expect(buckets).toEqual({ current: 100, '1-30': 40.1, '31-60': 0, '61-90': 0, 'over-90': 60, total: 200.1 });
    expect(overdueOf(buckets)).toBe(100.1);
  });
});

describe('collections', () => {
  it('dates each paid installment, then the rest of a paid invoice on its paid date', () => {
    const rows = [inst('paid', '2025-03-01', 200, '2025-03-02'), inst('unpaid', '2025-06-01', 300)];
    expect(collections(invoice({ status: 'partial', total_amount: 500, installments: rows }), NOW)).toEqual([
      { date: '2025-03-02', amount: 200 },
    ]);
    expect(
      collections(invoice({ status: 'paid', total_amount: 500, paid_date: '2025-05-05', installments: rows }), NOW),
    ).toEqual([
      { date: '2025-03-02', amount: 200 },
      { date: '2025-05-05', amount: 300 },
    ]);
    expect(collections(invoice({ status: 'pending', total_amount: 90 }), NOW)).toEqual([]);
  });

  it('dates each payment as received, partial ones included', () => {
    const received = [
      { paid_date: '2025-03-02', amount: '120.50' },
      { paid_date: '2025-04-10', amount: 79.5 },
    ];
    expect(collections(invoice({ status: 'partial', total_amount: 500, amount_paid: 200, received }), NOW)).toEqual([
      { date: '2025-03-02', amount: 120.5 },
      { date: '2025-04-10', amount: 79.5 },
    ]);
  });
});

describe('lastMonths', () => {
  it('lists the months up to this one, across a year end', () => {
    expect(lastMonths(3, new Date(2025, 0, 20))).toEqual(['2024-11', '2024-12', '2025-01']);
    expect(lastMonths(12, NOW)).toHaveLength(12);
  });
});

describe('paymentCalendar', () => {
  it('shows six months paid, then what falls due from this month on, late amounts in this month', () => {
    const rows = [
      inst('paid', '2025-03-01', 200, '2025-03-02'),
      inst('unpaid', '2025-05-01', 100),
      inst('unpaid', '2025-08-01', 200),
    ];
    const calendar = paymentCalendar([invoice({ status: 'partial', total_amount: 500, installments: rows })], NOW);
    expect(calendar.map((row) => row.month)).toEqual([
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
    ]);
    expect(calendar.find((row) => row.month === '2025-03')).toEqual({ month: '2025-03', paid: 200, due: 0 });
    expect(calendar.find((row) => row.month === '2025-06')).toEqual({ month: '2025-06', paid: 0, due: 100 });
    expect(calendar.find((row) => row.month === '2025-08')).toEqual({ month: '2025-08', paid: 0, due: 200 });
  });
});
