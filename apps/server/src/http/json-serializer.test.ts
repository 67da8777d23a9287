import { invoiceSummarySchema, type InvoiceSummary } from '@app/contracts/dashboard-api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSerializerCompiler } from './json-serializer.js';

const invoiceList = z.array(invoiceSummarySchema);
const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));
const compile = (schema: z.ZodType) => jsonSerializerCompiler({ schema });

const installment = {
  id: 'p-1',
  production_project_id: null,
  invoice_id: 'i-1',
  installment_number: 1,
  total_installments: 3,
  amount: 1600,
  total_service_amount: 4800.5,
  status: 'paid',
  due_date: '2026-10-02',
  paid_date: null,
  payment_method: 'wire-transfer',
  order_number: 'QB-24206',
  amount_paid: 0,
};

const invoice: InvoiceSummary = {
  id: 'i-1',
  service: 'Copy "Editing" \\ naïve \u2028 line\nbreak \u0007 😀',
  amount: -0,
  total_amount: null,
  issue_date: '2026-10-02',
  due_date: null,
  paid_date: null,
  status: 'partial',
  currency: 'USD',
  payment_method: null,
  order_number: null,
  invoice_number: '2026-0002',
  amount_paid: 1e21,
  received: [{ paid_date: '2026-10-03', amount: 0.1 + 0.2 }],
  installments: [installment, { ...installment, id: 'p-2', amount_paid: undefined }],
};

describe('jsonSerializerCompiler', () => {
  const serialize = compile(invoiceList);

  it("writes the invoice list exactly as zod's parse and JSON.stringify do", () => {
    // Keys in another order than the schema's, extra keys, optional keys absent or undefined.
    const { installments, id, ...rest } = invoice;
    const shuffled = { production_project_id: 'x', installments, ...rest, id, extra: { nested: true } };
    const sparse = { ...invoice, invoice_number: undefined, received: undefined, amount_paid: undefined };
    delete sparse.invoice_number;
    const invoices = [invoice, shuffled, sparse, { ...invoice, installments: [] }];
    expect(serialize(invoices)).toBe(viaZod(invoiceList, invoices));
    expect(serialize([])).toBe('[]');
  });

  it('refuses an answer that lacks a field the schema requires', () => {
    const { id: _id, ...withoutId } = invoice;
    expect(() => serialize([withoutId])).toThrow(/"id" is required/);
    const { status: _status, ...withoutStatus } = installment;
    expect(() => serialize([{ ...invoice, installments: [withoutStatus] }])).toThrow(/"status" is required/);
  });

  it('writes booleans and integers as zod does', () => {
    const schema = z.object({ flag: z.boolean(), count: z.number().int(), list: z.array(z.boolean().nullable()) });
    const value = { flag: false, count: 9_007_199_254_740_991, list: [true, null] };
    expect(compile(schema)(value)).toBe(viaZod(schema, value));
  });

  it('takes zod schemas only', () => {
    expect(() => jsonSerializerCompiler({ schema: { type: 'string' } })).toThrow(/zod response schema/);
  });
});
