import { invoiceNumber } from '@app/contracts/invoice-status';
import type { StaffInvoiceList } from '@app/contracts/receivables-api';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { staffMember, type StaffMember } from '../../test/support/staff.js';

let t: TestApp;
let admin: StaffMember;
const authorId = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffMember(t.database.db, ['admin']);
  await t.database.db.insertInto('authors').values({ id: authorId, email: 'numbers@example.com' }).execute();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

const create = async (fields: object) => {
  const response = await call('POST', `/api/staff/authors/${authorId}/invoices`, {
    service: 'Editing',
    order_number: null,
    currency: 'USD',
    amount: null,
    total_amount: 100,
    total_service_amount: null,
    issue_date: '2031-03-01',
    due_date: '2031-03-31',
    items: [],
    gst_rate: null,
    notes: null,
    production_project_id: null,
    status: 'pending',
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; invoice_number: string | null };
};

describe('invoice numbers', () => {
  it('are given in sequence per year when an invoice is billed, never to a draft', async () => {
    const draft = await create({ status: 'draft' });
    expect(draft.invoice_number).toBeNull();
    expect((await create({})).invoice_number).toBe('2031-0001');
    expect((await create({ status: 'unpaid' })).invoice_number).toBe('2031-0002');
    expect((await create({ issue_date: '2032-01-05', due_date: null })).invoice_number).toBe('2032-0001');

    // Billing the draft numbers it then; cancelling keeps the number, a draft cancelled gets none.
    const billed = await call('PATCH', `/api/staff/invoices/${draft.id}`, { status: 'pending' });
    expect(billed.json().invoice_number).toBe('2031-0003');
    const cancelled = await call('POST', `/api/staff/invoices/${draft.id}/cancel`, {});
    expect(cancelled.json().invoice_number).toBe('2031-0003');
    const never = await create({ status: 'draft' });
    expect((await call('POST', `/api/staff/invoices/${never.id}/cancel`, {})).json().invoice_number).toBeNull();
    expect((await create({})).invoice_number).toBe('2031-0004');
  });

  it('leave no gap when a billing is rolled back, and no duplicate when billed at once', async () => {
    const { db } = t.database;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('invoices')
          .values({ author_id: authorId, service: 'Lost', total_amount: '1', issue_date: '2033-01-01' })
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const numbers = await Promise.all(
      Array.from({ length: 8 }, () =>
        create({ issue_date: '2033-02-01', due_date: null }).then((row) => row.invoice_number),
      ),
    );
    expect(numbers.sort()).toEqual(Array.from({ length: 8 }, (_, n) => `2033-${String(n + 1).padStart(4, '0')}`));
  });

  it('are shown in the list, its CSV and the author’s invoices; older invoices keep their printed number', async () => {
    const { id: older } = await t.database.db
      .insertInto('invoices')
      .values({ author_id: authorId, service: 'Old', total_amount: '5', status: 'draft' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(invoiceNumber({ id: older, invoice_number: null })).toBe(older.slice(-8).toUpperCase());
    const list = (
      await call('GET', `/api/staff/invoices?author_id=${authorId}&page_size=200`)
    ).json() as StaffInvoiceList;
    const numbered = list.rows.filter((row) => row.invoice_number !== null);
    expect(numbered.map((row) => row.invoice_number)).toContain('2031-0001');
    const csv = (await call('GET', `/api/staff/invoices.csv?author_id=${authorId}&page_size=200`)).body;
    expect(csv).toContain('2031-0001,');
    expect(csv).toContain(`${older.slice(-8).toUpperCase()},`);
  });
});
