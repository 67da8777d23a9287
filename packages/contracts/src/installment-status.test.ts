import { describe, expect, it } from 'vitest';
import { installmentLabel, installmentPosition, installmentTone } from './installment-status.js';

const NOW = new Date(2025, 5, 15, 12);
const inst = (status: string | null, due_date: string | null) => ({ status, due_date });

describe('installmentLabel', () => {
  it('reads Paid, Overdue or Pending', () => {
    expect(installmentLabel(inst('paid', '2025-01-01'), NOW)).toBe('Paid');
    expect(installmentLabel(inst('PAID', '2025-01-01'), NOW)).toBe('Paid');
    expect(installmentLabel(inst('unpaid', '2025-06-01'), NOW)).toBe('Overdue');
    expect(installmentLabel(inst('unpaid', '2025-07-01'), NOW)).toBe('Pending');
    expect(installmentLabel(inst(null, '2025-07-01'), NOW)).toBe('Pending');
  });

  it('treats a missing status and pending past due as overdue, and due today as pending', () => {
    expect(installmentLabel(inst(null, '2025-01-01'), NOW)).toBe('Overdue');
    expect(installmentLabel(inst('pending', '2025-06-01'), NOW)).toBe('Overdue');
    expect(installmentLabel(inst('unpaid', '2025-06-15'), NOW)).toBe('Pending');
  });
});

describe('installmentTone', () => {
  it('is green for paid, red for overdue and orange otherwise', () => {
    expect(installmentTone('paid')).toBe('success');
    expect(installmentTone('PAID')).toBe('success');
    expect(installmentTone('Overdue')).toBe('danger');
    for (const label of ['pending', 'unpaid', 'partial', '']) expect(installmentTone(label)).toBe('warning');
  });

  it('follows the displayed label, so an unpaid row past due is red', () => {
    expect(installmentTone(installmentLabel(inst('unpaid', '2020-01-15'), NOW))).toBe('danger');
  });
});

describe('installmentPosition', () => {
  it('shows 1 for a missing number and the dash for a missing total', () => {
    expect(installmentPosition({ installment_number: 2, total_installments: 3 })).toEqual({ number: 2, total: '3' });
    expect(installmentPosition({ installment_number: null, total_installments: null })).toEqual({
      number: 1,
      total: '—',
    });
  });
});
