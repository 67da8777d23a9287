import { describe, expect, it } from 'vitest';
import {
  invoiceAmount,
  invoiceDueDate,
  invoiceNumber,
  invoiceStatusTone,
  isOverdue,
  isPaidStatus,
} from './invoice-status.js';

/** The checklist's frozen clock: 2025-06-15 12:00 local time. */
const NOW = new Date(2025, 5, 15, 12);
const inst = (status: string | null, due_date: string | null = null) => ({ status, due_date });

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

describe('invoiceNumber', () => {
  it('is the number given when billed', () => {
    expect(invoiceNumber({ id: '8f14e45f-ceea-467a-9575-3b1d2c0a9e21', invoice_number: '2026-0007' })).toBe(
      '2026-0007',
    );
  });

  it('is the last 8 characters, upper-cased, for drafts and older invoices', () => {
    expect(invoiceNumber({ id: '8f14e45f-ceea-467a-9575-3b1d2c0a9e21', invoice_number: null })).toBe('2C0A9E21');
    expect(invoiceNumber({ id: 'abc' })).toBe('ABC');
  });

  it('is DRAFT without an id', () => {
    expect(invoiceNumber({ id: '' })).toBe('DRAFT');
    expect(invoiceNumber({ id: null })).toBe('DRAFT');
    expect(invoiceNumber({})).toBe('DRAFT');
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

describe('invoiceStatusTone', () => {
  it('colours paid synonyms green, overdue red and cancelled grey', () => {
    expect(invoiceStatusTone('fully-paid')).toBe('success');
    expect(invoiceStatusTone('Overdue')).toBe('danger');
    expect(invoiceStatusTone('cancelled')).toBe('neutral');
    expect(invoiceStatusTone('partially-paid')).toBe('info');
    expect(invoiceStatusTone('draft')).toBe('warning');
  });
});
