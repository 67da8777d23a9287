import { describe, expect, it } from 'vitest';
import { isAbaRoutingNumber, paymentProfileInputSchema } from './payouts-api.js';

describe('isAbaRoutingNumber', () => {
  it('accepts routing numbers whose check digit is right', () => {
    for (const routing of ['011000015', '021000021', '121000358', '026009593']) {
      expect(isAbaRoutingNumber(routing)).toBe(true);
    }
  });

  it('refuses a wrong check digit, the wrong length, letters and all zeros', () => {
    for (const routing of ['011000016', '02100002', '0210000210', '02100002a', '000000000']) {
      expect(isAbaRoutingNumber(routing)).toBe(false);
    }
  });
});

describe('paymentProfileInputSchema', () => {
  it('takes an ACH account, a PayPal address and a postal address', () => {
    expect(
      paymentProfileInputSchema.parse({
        method: 'ach',
        account_holder: 'Ada Writer',
        routing_number: '011000015',
        account_number: '123456789012',
        account_type: 'checking',
      }).method,
    ).toBe('ach');
    expect(paymentProfileInputSchema.parse({ method: 'paypal', email: ' Ada@Example.com ' })).toEqual({
      method: 'paypal',
      email: 'Ada@example.com',
    });
    expect(
      paymentProfileInputSchema.parse({
        method: 'cheque',
        payee_name: 'Ada Writer',
        address_line1: '1 Main St',
        city: 'Springfield',
        postal_code: '62701',
        country: 'US',
      }),
    ).toMatchObject({ method: 'cheque', address_line2: '', region: '' });
  });

  it('names the field that is wrong', () => {
    const result = paymentProfileInputSchema.safeParse({
      method: 'ach',
      account_holder: 'Ada Writer',
      routing_number: '011000016',
      account_number: '12',
      account_type: 'checking',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['routing_number', 'account_number']);
    expect(paymentProfileInputSchema.safeParse({ method: 'bitcoin' }).success).toBe(false);
  });

  it('takes a wire account abroad with a valid IBAN and BIC, kept in electronic form', () => {
    expect(
      paymentProfileInputSchema.parse({
        method: 'wire',
        account_holder: 'Ada Writer',
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'cobadeff xxx',
      }),
    ).toEqual({ method: 'wire', account_holder: 'Ada Writer', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  });

  it('refuses an IBAN whose check digits are wrong and a BIC of the wrong form', () => {
    const result = paymentProfileInputSchema.safeParse({
      method: 'wire',
      account_holder: 'Ada Writer',
      iban: 'DE88370400440532013000',
      bic: 'COBA1',
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['iban', 'bic']);
    expect(
      paymentProfileInputSchema.safeParse({ method: 'wire', account_holder: 'A', iban: 42, bic: 'COBADEFF' }).success,
    ).toBe(false);
  });
});
