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

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

const newInvoice = {
  service: 'Audiobook Services',
  order_number: 'QB-30001',
  currency: 'usd',
  amount: null,
  total_amount: 1000,
  total_service_amount: 1000,
  issue_date: '2025-03-01',
  due_date: '2025-03-31',
  items: [{ description: 'Narration, 6 finished hours', quantity: 6, unitPrice: 150 }],
  gst_rate: 5,
  notes: 'Thank you for your business.',
  production_project_id: ids.P1,
  status: 'pending',
};

const payment = {
  installment_id: null,
  payment_method: 'wire-transfer',
  gateway_name: 'Bank of Example',
  gateway_reference: 'WIRE-991',
  processing_fees: 2.5,
  paid_date: '2025-04-02',
};

const aliceInvoices = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/me/invoices', headers: bearer(aliceToken) })).json() as {
    id: string;
    status: string;
  }[];

describe('creating an invoice', () => {
  it('validates amounts, currency, dates and items, naming each field', async () => {
    const response = await call('POST', `/api/staff/authors/${people.A.id}/invoices`, {
      ...newInvoice,
      currency: 'dollars',
      total_amount: -5,
      gst_rate: 101,
      due_date: '2025-02-30',
      items: [{ description: '', quantity: 0, unitPrice: 1.234 }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'currency',
      'due_date',
      'gst_rate',
      'items.0.description',
      'items.0.quantity',
      'items.0.unitPrice',
      'total_amount',
    ]);
  });

  it('records an invoice with an amount and no total, worth its amount everywhere; neither is refused', async () => {
    const url = `/api/staff/authors/${people.A.id}/invoices`;
    const response = await call('POST', url, { ...newInvoice, total_amount: null, amount: 420 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amount: 420, total_amount: null });
    const listed = await t.app.inject({
      url: '/api/staff/invoices?min_amount=420&max_amount=420',
      headers: admin.headers,
    });
    expect(listed.json().rows.map((row: { id: string; total: number }) => [row.id, row.total])).toContainEqual([
      response.json().id,
      420,
    ]);
    const neither = await call('POST', url, { ...newInvoice, total_amount: null, amount: null });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields).toEqual({ total_amount: ['Enter a total or an amount'] });
    const cleared = await call('PATCH', `/api/staff/invoices/${response.json().id}`, { amount: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.fields).toEqual({ total_amount: ['Enter a total or an amount'] });
  });

  it('refuses a due date before the issue date and another author’s project', async () => {
    const early = await call('POST', `/api/staff/authors/${people.A.id}/invoices`, {
      ...newInvoice,
      due_date: '2025-02-01',
    });
    expect(early.json().error.fields).toEqual({ due_date: ['The due date cannot be before the issue date'] });
    const foreign = await call('POST', `/api/staff/authors/${people.A.id}/invoices`, {
      ...newInvoice,
      production_project_id: ids.BProject,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.production_project_id).toBeDefined();
  });

  it('creates it for the author, who sees it at once; the audit row holds the new invoice', async () => {
    const response = await call('POST', `/api/staff/authors/${people.A.id}/invoices`, newInvoice);
    expect(response.statusCode).toBe(201);
    const invoice = response.json();
    expect(invoice).toMatchObject({ currency: 'USD', total_amount: 1000, gst_rate: 5, installments: [] });
    expect((await aliceInvoices()).map((row) => row.id)).toContain(invoice.id);
    const [audit] = await auditRows(t.database.db, invoice.id);
    expect(audit).toMatchObject({ action: 'invoice.create', actor_email: admin.email, before: null });
    expect(audit?.after).toMatchObject({ order_number: 'QB-30001', items: newInvoice.items });
  });
});

describe('installment plans and payments', () => {
  let invoiceId: string;
  beforeAll(async () => {
    invoiceId = (await call('POST', `/api/staff/authors/${people.A.id}/invoices`, newInvoice)).json().id;
  });

  it('refuses a plan that does not add up to the total, and changes nothing', async () => {
    const response = await call('PUT', `/api/staff/invoices/${invoiceId}/installments`, {
      installments: [
        { amount: 500, due_date: '2025-04-01' },
        { amount: 400, due_date: '2025-05-01' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.installments[0]).toBe(
      'The installments add up to $900.00, the invoice total is $1,000.00',
    );
    expect((await call('GET', `/api/staff/invoices/${invoiceId}`)).json().installments).toEqual([]);
  });

  it('sets a plan on the invoice’s project, which the author’s invoice dialog shows', async () => {
    const response = await call('PUT', `/api/staff/invoices/${invoiceId}/installments`, {
      installments: [
        { amount: 333.34, due_date: '2025-04-01' },
        { amount: 333.33, due_date: '2025-05-01' },
        { amount: 333.33, due_date: '2025-06-01' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const plan = response.json().installments;
    expect(plan.map((row: { installment_number: number }) => row.installment_number)).toEqual([1, 2, 3]);
    expect(plan[0]).toMatchObject({ total_installments: 3, production_project_id: ids.P1, status: 'pending' });
    const dialog = await t.app.inject({
      method: 'GET',
      url: `/api/me/invoices/${invoiceId}`,
      headers: bearer(aliceToken),
    });
    expect(dialog.json().installments.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining(plan.map((row: { id: string }) => row.id)),
    );
  });

  it('moves one due date and records it', async () => {
    const plan = (await call('GET', `/api/staff/invoices/${invoiceId}`)).json().installments;
    const response = await call('PATCH', `/api/staff/installments/${plan[1].id}`, { due_date: '2025-05-15' });
    expect(response.statusCode).toBe(200);
    expect(response.json().installments[1].due_date).toBe('2025-05-15');
    const [audit] = await auditRows(t.database.db, plan[1].id);
    expect(audit?.before).toMatchObject({ due_date: '2025-05-01' });
    expect(audit?.after).toMatchObject({ due_date: '2025-05-15' });
  });

  it('refuses a new total while a plan exists', async () => {
    const response = await call('PATCH', `/api/staff/invoices/${invoiceId}`, { total_amount: 1200 });
    expect(response.statusCode).toBe(409);
  });

  it('records an installment payment: the invoice becomes partial, then paid with the last one', async () => {
    const plan = (await call('GET', `/api/staff/invoices/${invoiceId}`)).json().installments;
    const first = await call('POST', `/api/staff/invoices/${invoiceId}/payments`, {
      ...payment,
      installment_id: plan[0].id,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'partial', paid_date: null, processing_fees: 2.5 });
    expect(first.json().installments[0]).toMatchObject({ status: 'paid', paid_date: '2025-04-02' });

    const replan = await call('PUT', `/api/staff/invoices/${invoiceId}/installments`, {
      installments: [{ amount: 1000, due_date: '2025-04-01' }],
    });
    expect(replan.statusCode).toBe(409);
    const twice = await call('POST', `/api/staff/invoices/${invoiceId}/payments`, {
      ...payment,
      installment_id: plan[0].id,
    });
    expect(twice.statusCode).toBe(409);

    const rest = await call('POST', `/api/staff/invoices/${invoiceId}/payments`, {
      ...payment,
      processing_fees: 1,
      paid_date: '2025-06-01',
    });
    expect(rest.json()).toMatchObject({ status: 'paid', paid_date: '2025-06-01', processing_fees: 3.5 });
    expect(rest.json().installments.map((row: { status: string }) => row.status)).toEqual(plan.map(() => 'paid'));
    expect((await aliceInvoices()).find((row) => row.id === invoiceId)?.status).toBe('paid');

    const actions = (await auditRows(t.database.db, invoiceId)).map((row) => row.action);
    expect(actions).toEqual(['invoice.create', 'invoice.plan_set', 'invoice.payment', 'invoice.payment']);
  });

  it('moves the author’s totals when an invoice is paid', async () => {
    const file = async () => (await call('GET', `/api/staff/authors/${people.A.id}`)).json().totals;
    const before = await file();
    const response = await call('POST', `/api/staff/invoices/${ids.I3}/payments`, payment);
    expect(response.json().status).toBe('paid');
    // The balance moves: 500 less the 200 installment recorded before.
    expect(await file()).toEqual({
      paid_to_date: before.paid_to_date + 300,
      outstanding: before.outstanding - 300,
    });
    const paidAgain = await call('POST', `/api/staff/invoices/${ids.I3}/payments`, payment);
    expect(paidAgain.statusCode).toBe(409);
  });

  it('refuses a payment with an unknown method or an installment of another invoice', async () => {
    const method = await call('POST', `/api/staff/invoices/${ids.I5}/payments`, { ...payment, payment_method: 'cash' });
    expect(method.statusCode).toBe(400);
    expect(method.json().error.fields.payment_method).toBeDefined();
    const foreign = await call('POST', `/api/staff/invoices/${ids.I5}/payments`, {
      ...payment,
      installment_id: ids.BInstallment,
    });
    expect(foreign.json().error.fields).toEqual({ installment_id: ['Choose an installment of this invoice'] });
  });
});

describe('editing and cancelling', () => {
  it('edits fields and keeps before and after', async () => {
    const response = await call('PATCH', `/api/staff/invoices/${ids.I5}`, {
      notes: 'Due on delivery',
      status: 'unpaid',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notes: 'Due on delivery', status: 'unpaid' });
    const audit = (await auditRows(t.database.db, ids.I5)).at(-1);
    expect(audit?.before).toMatchObject({ status: 'draft', notes: null });
    expect(audit?.after).toMatchObject({ status: 'unpaid', notes: 'Due on delivery' });
  });

  it('refuses statuses that come from actions, and a due date before the stored issue date', async () => {
    const paid = await call('PATCH', `/api/staff/invoices/${ids.I5}`, { status: 'paid' });
    expect(paid.json().error.fields.status).toBeDefined();
    const early = await call('PATCH', `/api/staff/invoices/${ids.I5}`, { due_date: '2023-12-01' });
    expect(early.json().error.fields).toEqual({ due_date: ['The due date cannot be before the issue date'] });
  });

  it('cancels an unpaid invoice: it leaves the author’s outstanding total', async () => {
    const response = await call('POST', `/api/staff/invoices/${ids.I5}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('cancelled');
    expect((await call('POST', `/api/staff/invoices/${ids.I5}/cancel`)).statusCode).toBe(409);
    expect((await call('PATCH', `/api/staff/invoices/${ids.I5}`, { notes: 'x' })).statusCode).toBe(409);
    expect((await call('POST', `/api/staff/invoices/${ids.I5}/payments`, payment)).statusCode).toBe(409);
  });

  it('refuses to cancel a paid invoice', async () => {
    const response = await call('POST', `/api/staff/invoices/${ids.I1}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Payments were recorded on this invoice: it cannot be cancelled');
  });

  it('answers 404 for an unknown invoice', async () => {
    const response = await call('GET', '/api/staff/invoices/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});
