import type { PayoutProposal, PayoutRun } from '@app/contracts/payout-runs-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNachaFile } from '../../test/support/nacha-reference-reader.js';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { royaltyBalance } from '../royalties/statements.js';
import { seedStatement } from '../../test/support/sales.js';
import { staffMember, type StaffMember } from '../../test/support/staff.js';
import { ach, call as callAs, enterPayee, usePassword, w8ben, w9 } from '../../test/support/payouts.js';

let t: TestApp;
let admin: StaffMember;
let support: StaffMember;

const PERIOD = new Date().toISOString().slice(0, 7);
const PAY_DATE = new Date().toISOString().slice(0, 10);
const { A, B, E, L } = people;

const paypal = { method: 'paypal', email: 'bob.paypal@example.com' };
const cheque = {
  method: 'cheque',
  payee_name: 'Lee Gacy',
  address_line1: '5 Rue de Rivoli',
  city: 'Paris',
  postal_code: '75001',
  country: 'FR',
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  callAs(t, method, url, headers, payload);

const owe = (author: { id: string }, closingBalance: string) => seedStatement(t.database.db, author.id, closingBalance);

const payee = (author: { id: string; email: string }, profile: object, tax: object | null) =>
  enterPayee(t, admin, author, profile, tax);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedChecklistFixture(db);
  admin = await staffMember(db, ['admin'], 'runs-admin@example.com');
  support = await staffMember(db, ['support'], 'runs-support@example.com');
  for (const author of [A, B, E, L]) await tokenFor(db, author);
  await usePassword(t);
  await payee(A, ach, w9);
  await payee(B, paypal, w8ben({}));
  await payee(L, cheque, w8ben({ treaty_claim: true, treaty_article: 'Article 12', treaty_rate: 10 }));
  await payee(E, ach, null);
  await owe(A, '1234.57');
  await owe(B, '100.05');
  await owe(L, '75.55');
  await owe(E, '80.00');
});
afterAll(() => t?.close());

const balances = async () => Promise.all([A, B, L, E].map((author) => royaltyBalance(t.database.db, author.id)));
const confirm = (period = PERIOD) =>
  call('POST', '/api/staff/payout-runs', admin.headers, { period, pay_date: PAY_DATE });

describe('payout runs', () => {
  it('proposes every payable author with amount, method and withholding in cents, to admins only', async () => {
    const url = `/api/staff/payout-runs/proposal?period=${PERIOD}`;
    expect((await call('GET', url, support.headers)).statusCode).toBe(403);
    const response = await call('GET', url, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const proposal = response.json<PayoutProposal>();
    const byAuthor = Object.fromEntries(proposal.items.map((item) => [item.author_id, item]));
    expect(byAuthor[A.id]).toMatchObject({
      method: 'ach',
      gross_cents: 123457,
      withholding_cents: 0,
      net_cents: 123457,
    });
    // 30 % of 100.05 is 30.015: rounded once, half up, to 30.02.
    expect(byAuthor[B.id]).toMatchObject({
      method: 'paypal',
      withholding_percent: 30,
      withholding_cents: 3002,
      net_cents: 7003,
    });
    // The treaty's 10 % of 75.55 is 7.555: 7.56.
    expect(byAuthor[L.id]).toMatchObject({
      method: 'cheque',
      withholding_percent: 10,
      withholding_cents: 756,
      net_cents: 6799,
    });
    expect(proposal.items).toHaveLength(3);
    expect(proposal.skipped).toEqual([
      { author_id: E.id, author_name: expect.any(String), balance_cents: 8000, missing: ['tax_profile'] },
    ]);
    expect(proposal.totals).toEqual({ gross_cents: 123457 + 10005 + 7555, withholding_cents: 3758, net_cents: 137259 });
    expect(response.body).not.toContain('987654321012');
  });

  it('names the authors owed less than the minimum payout among those left out', async () => {
    const minimum = (amount: number) =>
      t.database.db.updateTable('royalty_settings').set({ minimum_payout: amount }).execute();
    await minimum(100);
    try {
      const response = await call('GET', `/api/staff/payout-runs/proposal?period=${PERIOD}`, admin.headers);
      const proposal = response.json<PayoutProposal>();
      expect(proposal.minimum_payout_cents).toBe(10000);
      expect(proposal.items.map((item) => item.author_id).sort()).toEqual([A.id, B.id].sort());
      expect(proposal.skipped).toEqual([
        {
          author_id: E.id,
          author_name: expect.any(String),
          balance_cents: 8000,
          missing: ['minimum_payout', 'tax_profile'],
        },
        { author_id: L.id, author_name: expect.any(String), balance_cents: 7555, missing: ['minimum_payout'] },
      ]);
    } finally {
      await minimum(50);
    }
  });

  it('refuses a bad period or a past pay date, storing nothing', async () => {
    expect((await confirm('2026-13')).statusCode).toBe(400);
    const past = await call('POST', '/api/staff/payout-runs', admin.headers, {
      period: PERIOD,
      pay_date: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty('pay_date');
    expect(await t.database.db.selectFrom('payout_runs').selectAll().execute()).toEqual([]);
  });

  it('confirms one run when two confirmations of the period race, and pays each author once', async () => {
    const answers = await Promise.all([confirm(), confirm()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const run = answers.find((answer) => answer.statusCode === 201)!.json<PayoutRun>();
    expect(run).toMatchObject({ status: 'confirmed', payees: 3, totals: { net_cents: 137259 } });
    expect(await balances()).toEqual([0, 0, 0, 80]);
    const payouts = await t.database.db.selectFrom('royalty_payouts').select(['author_id', 'amount']).execute();
    expect(payouts.map((p) => [p.author_id, String(p.amount)]).sort()).toEqual(
      [
        [A.id, '1234.57'],
        [B.id, '100.05'],
        [L.id, '75.55'],
      ].sort(),
    );
    // Again and again: past the prepared statement's first runs, when it is planned once for any value.
    for (let attempt = 0; attempt < 7; attempt++) expect((await confirm()).statusCode).toBe(409);
    expect(await t.database.db.selectFrom('royalty_payouts').selectAll().execute()).toHaveLength(3);
  });

  it('produces a balanced NACHA file, a PayPal batch and a cheque register of the net amounts', async () => {
    const [run] = (await call('GET', '/api/staff/payout-runs', admin.headers)).json<{ runs: PayoutRun[] }>().runs;
    const files = `/api/staff/payout-runs/${run!.id}/files`;
    const nacha = await call('GET', `${files}/nacha`, admin.headers);
    expect(nacha.statusCode).toBe(200);
    expect(nacha.headers['content-disposition']).toContain(`payout-run-${PERIOD}.ach`);
    const file = readNachaFile(nacha.body);
    expect(file.immediateDestination).toBe(' 021000021');
    const [batch] = file.batches;
    expect(batch).toMatchObject({ secCode: 'PPD', totalCreditCents: 123457, totalDebitCents: 123457 });
    expect(batch!.entries[0]).toMatchObject({
      transactionCode: '22',
      routing: '011000015',
      account: '987654321012',
      amountCents: 123457,
      individualName: 'ALICE WALKER',
    });
    expect((await call('GET', `${files}/nacha`, admin.headers)).body).toBe(nacha.body);
    const paypalCsv = await call('GET', `${files}/paypal`, admin.headers);
    expect(paypalCsv.body).toMatch(
      new RegExp(`^bob\\.paypal@example\\.com,70\\.03,USD,[0-9a-f-]{36},Royalties ${PERIOD}\\r\\n$`),
    );
    const cheques = await call('GET', `${files}/cheques`, admin.headers);
    expect(cheques.body.split('\r\n')[1]).toBe(
      `,${PAY_DATE},Lee Gacy,5 Rue de Rivoli,,Paris,,75001,FR,67.99,USD,Royalties ${PERIOD}`,
    );
    expect((await call('GET', `${files}/nacha`, support.headers)).statusCode).toBe(403);
  });

  it('cancels a run not yet sent: the balances are owed again and the period can be run anew', async () => {
    const [run] = (await call('GET', '/api/staff/payout-runs', admin.headers)).json<{ runs: PayoutRun[] }>().runs;
    const cancelled = await call('POST', `/api/staff/payout-runs/${run!.id}/cancel`, admin.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PayoutRun>().status).toBe('cancelled');
    expect(await balances()).toEqual([1234.57, 100.05, 75.55, 80]);
    expect(await t.database.db.selectFrom('royalty_payouts').selectAll().execute()).toEqual([]);
    const trail = await t.database.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('entity_id', '=', run!.id)
      .execute();
    expect(trail.map((row) => row.action)).toEqual(['payout_run.confirm', 'payout_run.cancel']);
    expect((await confirm()).statusCode).toBe(201);
  });

  it('marks a run sent, mails each author a remittance advice once, and then refuses to cancel it', async () => {
    const [run] = (await call('GET', '/api/staff/payout-runs', admin.headers)).json<{ runs: PayoutRun[] }>().runs;
    const sent = await call('POST', `/api/staff/payout-runs/${run!.id}/sent`, admin.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<PayoutRun>().status).toBe('sent');
    expect((await call('POST', `/api/staff/payout-runs/${run!.id}/sent`, admin.headers)).statusCode).toBe(409);
    expect((await call('POST', `/api/staff/payout-runs/${run!.id}/cancel`, admin.headers)).statusCode).toBe(409);
    const mails = await t.database.db
      .selectFrom('mail_messages')
      .select(['recipient', 'subject', 'text_body'])
      .where('kind', '=', 'payout.remittance')
      .execute();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([A.email, B.email, L.email].sort());
    const bobs = mails.find((mail) => mail.recipient === B.email)!;
    expect(bobs.subject).toBe(`Your royalty payment for ${PERIOD}`);
    expect(bobs.text_body).toContain('US tax withheld (30 %): $30.02');
    expect(bobs.text_body).toContain('Paid to you: $70.03 by PayPal');
    expect(mails.find((mail) => mail.recipient === A.email)!.text_body).not.toContain('withheld');
    expect(await balances()).toEqual([0, 0, 0, 80]);
    const again = (
      await call('GET', `/api/staff/payout-runs/proposal?period=${PERIOD}`, admin.headers)
    ).json<PayoutProposal>();
    expect(again.items).toEqual([]);
  });
});
