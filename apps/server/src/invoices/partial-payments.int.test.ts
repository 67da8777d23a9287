import { invoiceStanding } from '@app/contracts/invoice-standing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, ids, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { auditRows, staffMember, type StaffMember } from '../../test/support/staff.js';

let t: TestApp;
let admin: StaffMember;
let aliceToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedChecklistFixture(t.database.db);
  admin = await staffMember(t.database.db, ['admin']);
  aliceToken = await tokenFor(t.database.db, people.A);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

const newInvoice = (fields: object = {}) =>
  call('POST', `/api/staff/authors/${people.A.id}/invoices`, {
    service: 'Cover Design',
    order_number: null,
    currency: 'USD',
    amount: null,
    total_amount: 1000,
    total_service_amount: null,
    issue_date: '2025-03-01',
    due_date: '2099-03-31',
    items: [],
    gst_rate: null,
    notes: null,
    production_project_id: ids.P1,
    status: 'pending',
    ...fields,
  });

const pay = (invoiceId: string, fields: object) =>
  call('POST', `/api/staff/invoices/${invoiceId}/payments`, {
    installment_id: null,
    payment_method: 'paypal',
    gateway_name: null,
    gateway_reference: 'PP-1',
    processing_fees: 1.25,
    paid_date: '2025-04-02',
    ...fields,
  });

/** The invoice as the author's dashboard derives it, and as the staff list sums it. */
async function everywhere(invoiceId: string) {
  const mine = await t.app.inject({ url: `/api/me/invoices/${invoiceId}`, headers: bearer(aliceToken) });
  const standing = invoiceStanding(mine.json());
  const list = (await call('GET', `/api/staff/invoices?author_id=${people.A.id}&page_size=200`)).json() as {
    rows: { id: string; paid: number; balance: number; status: string }[];
  };
  const row = list.rows.find((candidate) => candidate.id === invoiceId)!;
  return { author: { paid: standing.paid, balance: standing.balance, status: standing.status }, list: row };
}

describe('recording a payment of any amount', () => {
  it('takes part of an invoice without a plan, refuses more than the balance, then settles it', async () => {
    const id = (await newInvoice({ production_project_id: null })).json().id as string;
    const first = await pay(id, { amount: 250.5 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'partial', paid_date: null, payment_method: 'paypal' });
    expect(first.json().payments).toEqual([
      expect.objectContaining({
        amount: 250.5,
        paid_date: '2025-04-02',
        gateway_reference: 'PP-1',
        processing_fees: 1.25,
      }),
    ]);
    const seen = await everywhere(id);
    expect(seen.author).toEqual({ paid: 250.5, balance: 749.5, status: 'partially-paid' });
    expect(seen.list).toMatchObject({ paid: 250.5, balance: 749.5, status: 'partially-paid' });

    const over = await pay(id, { amount: 749.51 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'conflict',
      message: 'The payment of $749.51 is more than the $749.50 still due on this invoice',
      fields: { amount: [expect.any(String)] },
    });
    const zero = await pay(id, { amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields.amount).toEqual(['Enter an amount above 0']);
    expect((await everywhere(id)).author).toEqual({ paid: 250.5, balance: 749.5, status: 'partially-paid' });

    const rest = await pay(id, { amount: 749.5, paid_date: '2025-05-01' });
    expect(rest.json()).toMatchObject({ status: 'paid', paid_date: '2025-05-01', processing_fees: 2.5 });
    expect(rest.json().payments.map((row: { amount: number }) => row.amount)).toEqual([250.5, 749.5]);
    expect((await everywhere(id)).list).toMatchObject({ paid: 1000, balance: 0, status: 'paid' });
  });

  it('applies a payment to the installments oldest due first, a part of one kept on it', async () => {
    const id = (await newInvoice()).json().id as string;
    const planned = await call('PUT', `/api/staff/invoices/${id}/installments`, {
      installments: [
        { amount: 300, due_date: '2099-06-01' },
        { amount: 300, due_date: '2099-04-01' },
        { amount: 400, due_date: '2099-05-01' },
      ],
    });
    expect(planned.statusCode).toBe(200);
    const response = await pay(id, { amount: 450 });
    expect(response.statusCode).toBe(200);
    const byDue = [...response.json().installments].sort((a, b) => a.due_date.localeCompare(b.due_date));
    expect(byDue.map((row) => [row.due_date, row.status, row.amount_paid])).toEqual([
      ['2099-04-01', 'paid', 300],
      ['2099-05-01', 'pending', 150],
      ['2099-06-01', 'pending', 0],
    ]);
    const seen = await everywhere(id);
    expect(seen.author).toEqual({ paid: 450, balance: 550, status: 'partially-paid' });
    expect(seen.list).toMatchObject({ paid: 450, balance: 550 });

    const replan = await call('PUT', `/api/staff/invoices/${id}/installments`, {
      installments: [{ amount: 1000, due_date: '2099-04-01' }],
    });
    expect(replan.statusCode).toBe(409);
    expect((await pay(id, { amount: 550.01 })).statusCode).toBe(409);
    const [audit] = (await auditRows(t.database.db, id)).filter((row) => row.action === 'invoice.payment');
    expect(audit?.after).toMatchObject({ payment: { amount: 450 } });

    const rest = await pay(id, { amount: 550 });
    expect(rest.json().status).toBe('paid');
    expect(rest.json().installments.map((row: { status: string }) => row.status)).toEqual(['paid', 'paid', 'paid']);
  });

  it('refuses a payment on a draft, which is not billed yet', async () => {
    const id = (await newInvoice({ status: 'draft' })).json().id as string;
    const response = await pay(id, { amount: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/not billed yet/);
  });
});
