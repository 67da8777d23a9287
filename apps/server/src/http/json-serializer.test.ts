import { invoiceSummarySchema, type InvoiceSummary } from '@app/contracts/dashboard-api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonSerializer, ResponseShapeError } from './json-serializer.js';

const invoiceList = z.array(invoiceSummarySchema);
const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

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

describe('compileJsonSerializer', () => {
  const serialize = compileJsonSerializer(invoiceList);

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

  it('writes an answer already in the schema’s form, or one that would write itself otherwise, as zod does', () => {
    const inSchemaOrder = [invoice, { ...invoice, received: undefined, invoice_number: undefined }];
    expect(serialize(inSchemaOrder)).toBe(viaZod(invoiceList, inSchemaOrder));
    // JSON.stringify alone would call toJSON, or miss a key the prototype holds: zod copies own keys.
    const withToJson = Object.assign(Object.create({ toJSON: () => 'not the invoice' }) as object, invoice);
    const inherited = Object.assign(Object.create({ currency: 'EUR' }) as object, { ...invoice, currency: undefined });
    delete (inherited as { currency?: string }).currency;
    const odd = [withToJson, inherited] as InvoiceSummary[];
    expect(serialize(odd)).toBe(viaZod(invoiceList, odd));
  });

  it('refuses what the schema refuses', () => {
    const wrong: unknown[] = [
      [{ ...invoice, amount: '12.50' }],
      [{ ...invoice, amount: Number.NaN }],
      [{ ...invoice, total_amount: Infinity }],
      [{ ...invoice, id: undefined }],
      [{ ...invoice, status: null }],
      [{ ...invoice, installments: [{ ...installment, installment_number: 1.5 }] }],
      [{ ...invoice, received: {} }],
      [null],
      { 0: invoice },
    ];
    for (const value of wrong) {
      expect(invoiceList.safeParse(value).success).toBe(false);
      expect(() => serialize(value as InvoiceSummary[])).toThrow(ResponseShapeError);
    }
  });

  it('writes booleans and integers as zod does', () => {
    const schema = z.object({ flag: z.boolean(), count: z.number().int(), list: z.array(z.boolean().nullable()) });
    const value = { flag: false, count: 9_007_199_254_740_991, list: [true, null] };
    expect(compileJsonSerializer(schema)(value)).toBe(viaZod(schema, value));
    expect(() => compileJsonSerializer(schema)({ ...value, count: 2 ** 53 })).toThrow(ResponseShapeError);
  });

  it('refuses, when the route is built, schemas whose checks or transforms it would not apply', () => {
    for (const schema of [
      z.string().min(1),
      z.number().positive(),
      z.array(z.string()).max(3),
      z.strictObject({ id: z.string() }),
      z.looseObject({ id: z.string() }),
      z.string().transform((text) => text.length),
      z.date(),
      z.union([z.string(), z.number()]),
    ]) {
      expect(() => compileJsonSerializer(schema)).toThrow(/not supported/);
    }
  });
});
