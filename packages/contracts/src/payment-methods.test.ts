import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_METHOD,
  findPaymentMethod,
  invoicePaymentMethod,
  PAYMENT_METHODS,
  paymentMethodIdSchema,
  paymentMethodStorageKey,
} from './payment-methods.js';

describe('payment methods', () => {
  it('lists the four methods with their labels, badges and descriptions', () => {
    expect(
      PAYMENT_METHODS.map(({ id, label, badge, badgeTone, description }) => [id, label, badge, badgeTone, description]),
    ).toEqual([
      ['paypal', 'PayPal', 'Recommended', 'success', 'Fast and secure online payment'],
      ['check-by-mail', 'Check by Mail', 'Recommended', 'success', 'Traditional payment via postal mail'],
      ['wire-transfer', 'Wire Transfer', 'Recommended', 'success', 'Direct bank-to-bank transfer'],
      ['credit-card', 'Credit/Debit Card', 'Secondary', 'neutral', 'Pay with Visa, Mastercard, or Amex'],
    ]);
  });

  it('pre-selects PayPal and keys storage by user', () => {
    expect(DEFAULT_PAYMENT_METHOD).toBe('paypal');
    expect(paymentMethodStorageKey('u-1')).toBe('payment_method_u-1');
  });

  it('finds a method by id and rejects unknown ids', () => {
    expect(findPaymentMethod('wire-transfer')?.label).toBe('Wire Transfer');
    expect(findPaymentMethod('bitcoin')).toBeUndefined();
    expect(findPaymentMethod(null)).toBeUndefined();
    expect(paymentMethodIdSchema.safeParse('bitcoin').success).toBe(false);
  });

  it('gives payment instructions that quote the invoice number', () => {
    for (const method of PAYMENT_METHODS) {
      const steps = method.instructions('2C0A9E21');
      expect(steps.length).toBeGreaterThan(1);
      expect(steps.join(' ')).toContain('2C0A9E21');
    }
  });

  it('gives an invoice one method: its own, else the preferred one, else PayPal', () => {
    expect(invoicePaymentMethod('wire-transfer', 'paypal').label).toBe('Wire Transfer');
    expect(invoicePaymentMethod(null, 'check-by-mail').label).toBe('Check by Mail');
    expect(invoicePaymentMethod('cash', null).label).toBe('PayPal');
    expect(invoicePaymentMethod('wire-transfer', null).instructions('2026-0001')[0]).toContain('invoice 2026-0001');
  });
});
