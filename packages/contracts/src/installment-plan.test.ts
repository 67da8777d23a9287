import { describe, expect, it } from 'vitest';
import { addMonthsToCalendarDay, generateInstallmentPlan, planTotal } from './installment-plan.js';

describe('addMonthsToCalendarDay', () => {
  it('keeps the day of month, or uses the month’s last day when it has fewer', () => {
    expect(addMonthsToCalendarDay('2025-01-15', 1)).toBe('2025-02-15');
    expect(addMonthsToCalendarDay('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsToCalendarDay('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsToCalendarDay('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonthsToCalendarDay('2025-03-31', 0)).toBe('2025-03-31');
  });

  it('refuses a day that does not exist', () => {
    expect(() => addMonthsToCalendarDay('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('generateInstallmentPlan', () => {
  it('splits evenly into monthly installments', () => {
    expect(generateInstallmentPlan(4800, 3, '2025-01-31')).toEqual([
      { amount: 1600, due_date: '2025-01-31' },
      { amount: 1600, due_date: '2025-02-28' },
      { amount: 1600, due_date: '2025-03-31' },
    ]);
  });

  it('gives leftover cents to the first installments so the sum is exact', () => {
    const plan = generateInstallmentPlan(1000, 3, '2025-04-01');
    expect(plan.map((row) => row.amount)).toEqual([333.34, 333.33, 333.33]);
    expect(planTotal(plan)).toBe(1000);
    expect(planTotal(generateInstallmentPlan(0.1 + 0.2, 2, '2025-04-01'))).toBe(0.3);
  });

  it('refuses counts outside 1 to 36 and negative totals', () => {
    expect(() => generateInstallmentPlan(100, 0, '2025-01-01')).toThrow(RangeError);
    expect(() => generateInstallmentPlan(100, 37, '2025-01-01')).toThrow(RangeError);
    expect(() => generateInstallmentPlan(100, 1.5, '2025-01-01')).toThrow(RangeError);
    expect(() => generateInstallmentPlan(-1, 2, '2025-01-01')).toThrow(RangeError);
  });
});
