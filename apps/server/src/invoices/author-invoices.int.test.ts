import { invoiceStanding, invoiceTotals } from '@app/contracts/invoice-standing';
import { invoiceSummarySchema, type InvoiceDetail, type InvoiceSummary } from '@app/contracts/dashboard-api';
import { toAmount } from '@app/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/support/harness.js';
import { bearer, ids, people, startFixtureApp, tokenFor } from '../../test/support/checklist-fixture.js';

let t: TestApp;
let tokenA: string;

beforeAll(async () => {
  ({ t, tokenA } = await startFixtureApp());
});
afterAll(() => t.close());

describe('GET /api/me/invoices', () => {
  it("lists the author's invoices, newest issue date first, with the spec's fields", async () => {
    const response = await t.app.inject({ url: '/api/me/invoices', headers: bearer(tokenA) });
    expect(response.statusCode).toBe(200);
    const invoices = response.json<InvoiceSummary[]>();
    expect(invoices.map((invoice) => invoice.id)).toEqual([ids.I1, ids.I2, ids.I3, ids.I4, ids.I5]);
    expect(Object.keys(invoices[0]!).sort()).toEqual(
      [
        'amount',
        'amount_paid',
        'currency',
        'due_date',
        'id',
        'invoice_number',
        'installments',
        'issue_date',
        'order_number',
        'paid_date',
        'payment_method',
        'received',
        'service',
        'status',
        'total_amount',
      ].sort(),
    );
    expect(invoices[0]).toMatchObject({
      total_amount: 1000,
      amount: 900,
      issue_date: '2024-05-01',
      due_date: '2024-05-31',
      currency: 'USD',
    });
    expect(invoices[3]).toMatchObject({ total_amount: null, amount: 120.5 });
  });

  it('answers the JSON its response schema validates, byte for byte', async () => {
    const response = await t.app.inject({ url: '/api/me/invoices', headers: bearer(tokenA) });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const schemaValidated = z.array(invoiceSummarySchema).parse(response.json());
    expect(schemaValidated.some((invoice) => invoice.installments.length > 0)).toBe(true);
    expect(response.body).toBe(JSON.stringify(schemaValidated));
  });

  it("gives the fixture's header totals: recorded installments count as paid, drafts are not owed yet", async () => {
    const response = await t.app.inject({ url: '/api/me/invoices', headers: bearer(tokenA) });
    expect(invoiceTotals(response.json<InvoiceSummary[]>())).toEqual({ paidToDate: 1450, outstanding: 420.5 });
  });

  it('reads an invoice with one recorded installment the same in the list and in its dialog', async () => {
    const list = await t.app.inject({ url: '/api/me/invoices', headers: bearer(tokenA) });
    const row = list.json<InvoiceSummary[]>().find((invoice) => invoice.id === ids.I3)!;
    const detail = await t.app.inject({ url: `/api/me/invoices/${ids.I3}`, headers: bearer(tokenA) });
    const expected = { status: 'overdue', total: 500, paid: 200, balance: 300, progress: { paidCount: 1, total: 4 } };
    expect(invoiceStanding(row)).toEqual(expected);
    expect(invoiceStanding(detail.json<InvoiceDetail>())).toEqual(expected);
  });

  it('is an empty list for an author with no invoices', async () => {
    const response = await t.app.inject({
      url: '/api/me/invoices',
      headers: bearer(await tokenFor(t.database.db, people.E)),
    });
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/me/invoices amounts', () => {
  it('are the numbers toAmount makes of the stored decimals, NaN as null', async () => {
    const { db } = t.database;
    const { author_id } = await db
      .selectFrom('invoices')
      .select('author_id')
      .where('id', '=', ids.I1)
      .executeTakeFirstOrThrow();
    const decimals = ['0.07', '0.10', '19.99', '1234567890.12', '9999999999.99', '0.00', 'NaN'];
    const stored = await db
      .insertInto('invoices')
      .values(decimals.map((amount, n) => ({ author_id, service: `Amounts ${n}`, amount, total_amount: amount })))
      .returning(['id', 'amount', 'total_amount'])
      .execute();
    try {
      const list = (await t.app.inject({ url: '/api/me/invoices', headers: bearer(tokenA) })).json<InvoiceSummary[]>();
      const listed = stored.map((row) => list.find((invoice) => invoice.id === row.id));
      expect(listed.map((invoice) => [invoice?.amount, invoice?.total_amount])).toEqual(
        stored.map((row) => [toAmount(row.amount), toAmount(row.total_amount)]),
      );
      expect(listed.map((invoice) => invoice?.amount)).toEqual([
        0.07,
        0.1,
        19.99,
        1234567890.12,
        9999999999.99,
        0,
        null,
      ]);
    } finally {
      await db
        .deleteFrom('invoices')
        .where(
          'id',
          'in',
          stored.map((row) => row.id),
        )
        .execute();
    }
  });
});

describe('GET /api/me/invoices/:id', () => {
  it("returns every field of the dialog and the project's installments by number", async () => {
    const response = await t.app.inject({ url: `/api/me/invoices/${ids.I3}`, headers: bearer(tokenA) });
    expect(response.statusCode).toBe(200);
    const invoice = response.json<InvoiceDetail>();
    expect(invoice).toMatchObject({ id: ids.I3, production_project_id: ids.P1, due_date: null, paid_date: null });
    expect(invoice.installments.map((row) => [row.installment_number, row.status, row.amount])).toEqual([
      [1, 'paid', 200],
      [2, 'unpaid', 150],
      [3, 'unpaid', 150],
      [null, null, 50],
    ]);
  });

  it('includes payment details and no schedule without a project', async () => {
    const response = await t.app.inject({ url: `/api/me/invoices/${ids.I1}`, headers: bearer(tokenA) });
    expect(response.json()).toMatchObject({
      paid_date: '2024-05-10',
      gateway_name: 'PayPal',
      gateway_reference: 'PP-123',
      processing_fees: 12.5,
      installments: [],
    });
  });

  it('is 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await t.app.inject({ url: `/api/me/invoices/${id}`, headers: bearer(tokenA) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Invoice not found' } });
    }
  });
});

describe('GET /api/me/invoices.csv', () => {
  it("exports the author's invoices as CSV", async () => {
    const response = await t.app.inject({ url: '/api/me/invoices.csv', headers: bearer(tokenA) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Invoice,Order number,Service,Issued,Due,Amount,Paid,Balance due,Currency,Status,Payment method',
    );
    expect(lines).toHaveLength(6);
    // Billed after sequential numbers came in: numbered in the year of its issue date.
    expect(lines[1]).toBe('2024-0001,QB-1,Audiobook Services,2024-05-01,2024-05-31,1000.00,1000.00,0.00,USD,paid,');
    expect(lines[3]).toContain(',500.00,200.00,300.00,USD,overdue,');
    expect(lines[4]).toContain(',120.50,0.00,120.50,USD,overdue,');
  });
});

describe('GET /api/me/installments', () => {
  it('lists every installment of the author by due date, oldest first', async () => {
    const response = await t.app.inject({ url: '/api/me/installments', headers: bearer(tokenA) });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ installment_number: number | null; due_date: string }[]>();
    expect(rows.map((row) => [row.installment_number, row.due_date])).toEqual([
      [2, '2020-01-15'],
      [1, '2024-03-01'],
      [null, '2099-01-15'],
      [3, '2099-01-15'],
    ]);
  });

  it('downloads the schedule as CSV with the displayed status', async () => {
    const response = await t.app.inject({ url: '/api/me/installments.csv', headers: bearer(tokenA) });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Installment,Of,Order number,Due date,Amount (USD),Status,Paid date');
    expect(lines.slice(1)).toEqual([
      '2,3,,2020-01-15,150.00,Overdue,',
      '1,3,,2024-03-01,200.00,Paid,',
      '1,,,2099-01-15,50.00,Pending,',
      '3,3,,2099-01-15,150.00,Pending,',
    ]);
  });
});
