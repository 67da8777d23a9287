import { toDate, toCalendarDay } from './dates.js';
import { sumAmounts, toCents } from './money.js';

export interface PlannedInstallment {
  amount: number;
  /** 'YYYY-MM-DD' */
  due_date: string;
}

/** Most installments a plan may have: three years of monthly payments. */
export const MAX_INSTALLMENTS = 36;

/**
 * A calendar day moved by whole months. The day of month is kept when it exists in the target
 * month, else the month's last day is used (Jan 31 + 1 month = Feb 28 or 29).
 */
export function addMonthsToCalendarDay(day: string, months: number): string {
  const date = toDate(day);
  if (!date) throw new RangeError(`Not a calendar day: ${day}`);
  const target = new Date(2000, 0, 1);
  target.setFullYear(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return toCalendarDay(target);
}

/**
 * Splits a total into `count` monthly installments, the first due on `firstDueDate`. Amounts are
 * whole cents that add up to the total exactly: the cents left over by an uneven split go one each
 * to the first installments.
 */
export function generateInstallmentPlan(total: number, count: number, firstDueDate: string): PlannedInstallment[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALLMENTS) {
    throw new RangeError(`An installment plan has 1 to ${MAX_INSTALLMENTS} installments`);
  }
  const cents = toCents(total);
  if (cents < 0) throw new RangeError('The total cannot be negative');
  const base = Math.floor(cents / count);
  const leftover = cents - base * count;
  return Array.from({ length: count }, (_, index) => ({
    amount: (base + (index < leftover ? 1 : 0)) / 100,
    due_date: addMonthsToCalendarDay(firstDueDate, index),
  }));
}

/** Sum of a plan's amounts, in exact cents. */
export const planTotal = (plan: readonly { amount: number }[]): number => sumAmounts(plan.map((row) => row.amount));
