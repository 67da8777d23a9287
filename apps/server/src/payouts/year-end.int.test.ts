import type { PayoutRun } from '@app/contracts/payout-runs-api';
import type { MyTaxYears, TaxYear, TaxYearCorrection } from '@app/contracts/year-end-api';
import { sql } from 'kysely';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.js';
import { bearer, people, seedChecklistFixture, tokenFor } from '../../test/support/checklist-fixture.js';
import { seedStatement } from '../../test/support/sales.js';
import { staffMember, type StaffMember } from '../../test/support/staff.js';
import { ach, call as callAs, enterPayee, PASSWORD, usePassword, w8ben, w9 } from '../../test/support/payouts.js';

let t: TestApp;
let admin: StaffMember;
let support: StaffMember;

const THIS_YEAR = new Date().getUTCFullYear();
const LAST_YEAR = THIS_YEAR - 1;
const { A, B, L } = people;
const wire = { method: 'wire', account_holder: 'Lee Gacy', iban: 'GB82 WEST 1234 5698 7654 32', bic: 'NWBKGB2L' };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  callAs(t, method, url, headers, payload);
const authorHeaders = async (author: { id: string; email: string }) => bearer(await tokenFor(t.database.db, author));

/**
 * A payout run of last December, already sent, as confirming it then would have left it: each
 * payout in the ledger at its gross amount, the tax withheld on the run's item.
 */
async function paidLastDecember(payees: { author: { id: string }; grossCents: number; withheldCents: number }[]) {
  const { db } = t.database;
  const run = await db
    .insertInto('payout_runs')
    .values({
      period: `${LAST_YEAR}-12`,
      status: 'sent',
      currency: 'USD',
      pay_date: `${LAST_YEAR}-12-15`,
      created_by_email: admin.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, { author, grossCents, withheldCents }] of payees.entries()) {
    const payout = await db
      .insertInto('royalty_payouts')
      .values({
        author_id: author.id,
        paid_on: `${LAST_YEAR}-12-15`,
        amount: (grossCents / 100).toFixed(2),
        currency: 'USD',
        method: 'bank-transfer',
        reference: `Payout run ${LAST_YEAR}-12`,
        created_by_email: admin.email,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('payout_run_items')
      .values({
        run_id: run.id,
        author_id: author.id,
        payout_id: payout.id,
        method: 'ach',
        gross_cents: grossCents,
        withholding_percent: withheldCents ? 30 : 0,
        withholding_cents: withheldCents,
        net_cents: grossCents - withheldCents,
        details_sealed: 'not read by these tests',
        sort_order: index,
      })
      .execute();
  }
}

/** The text a pdf-lib page draws: its content streams inflated, the hex strings of each Tj. */
function pdfText(pdf: Buffer): string {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)];
  return streams
    .flatMap(([, body]) => {
      try {
        return [inflateSync(Buffer.from(body!, 'latin1')).toString('latin1')];
      } catch {
        return [];
      }
    })
    .flatMap((content) => [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
    .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
    .join('\n');
}

const yearOf = async (year: number) => {
  const response = await call('GET', `/api/staff/tax-years/${year}`, admin.headers);
  expect(response.statusCode, response.body).toBe(200);
  const table = response.json<TaxYear>();
  return { table, of: (author: { id: string }) => table.payees.find((payee) => payee.author_id === author.id) };
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await seedChecklistFixture(db);
  admin = await staffMember(db, ['admin'], 'year-admin@example.com');
  support = await staffMember(db, ['support'], 'year-support@example.com');
  for (const author of [A, B, L]) await tokenFor(db, author);
  await usePassword(t);
  await enterPayee(t, admin, A, ach, w9);
  await enterPayee(t, admin, B, { method: 'paypal', email: 'bob.paypal@example.com' }, { ...w9, name: 'Bob Ode' });
  await enterPayee(t, admin, L, wire, w8ben({}));
  await paidLastDecember([
    { author: A, grossCents: 123457, withheldCents: 0 },
    { author: B, grossCents: 999, withheldCents: 0 },
    // 30 % of 100.05, rounded once when the run was confirmed.
    { author: L, grossCents: 10005, withheldCents: 3002 },
  ]);
});
afterAll(() => t?.close());

describe('year-end figures', () => {
  it('gives admins each payee’s year with the 1099-MISC box 2 and the 1042-S figures', async () => {
    expect((await call('GET', `/api/staff/tax-years/${LAST_YEAR}`, support.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/tax-years/last', admin.headers)).statusCode).toBe(400);
    const { table, of } = await yearOf(LAST_YEAR);
    expect(of(A)).toMatchObject({
      form: 'w9',
      paid_cents: 123457,
      withheld_cents: 0,
      form_1099_misc: { box2_royalties_cents: 123457 },
      form_1042s: null,
    });
    // Under $10 to a US person: nothing to report.
    expect(of(B)).toMatchObject({ form: 'w9', paid_cents: 999, form_1099_misc: null, form_1042s: null });
    expect(of(L)).toMatchObject({
      form: 'w8ben',
      paid_cents: 10005,
      withheld_cents: 3002,
      net_cents: 7003,
      form_1099_misc: null,
      form_1042s: {
        income_code: '12',
        gross_income_cents: 10005,
        chapter3_exemption_code: '00',
        tax_rate_percent: 30,
        withheld_cents: 3002,
        country: 'GB',
      },
    });
    expect(table.totals).toEqual({ paid_cents: 123457 + 999 + 10005, withheld_cents: 3002 });
    expect((await yearOf(THIS_YEAR)).table.payees).toEqual([]);
  });

  it('corrects an ended year with new lines dated after it: the year includes them, the payouts stay', async () => {
    const correct = (
      author: { id: string },
      tax_year: number,
      paid_cents: number,
      withheld_cents: number,
      note: string,
    ) =>
      call('POST', `/api/staff/authors/${author.id}/tax-year-corrections`, admin.headers, {
        tax_year,
        paid_cents,
        withheld_cents,
        note,
      });
    const withheldMore = await correct(L, LAST_YEAR, 1000, 300, 'December payout underreported');
    expect(withheldMore.statusCode, withheldMore.body).toBe(201);
    const correction = withheldMore.json<TaxYearCorrection>();
    expect(correction.recorded_on > `${LAST_YEAR}-12-31`).toBe(true);
    const oneCent = await correct(B, LAST_YEAR, 1, 0, 'Bank charge refunded');
    expect(oneCent.statusCode, oneCent.body).toBe(201);

    const { of } = await yearOf(LAST_YEAR);
    expect(of(L)).toMatchObject({
      paid_cents: 11005,
      withheld_cents: 3302,
      corrections: 1,
      form_1042s: { gross_income_cents: 11005, withheld_cents: 3302 },
    });
    // $9.99 and a cent: $10.00, the 1099-MISC threshold reached.
    expect(of(B)).toMatchObject({ paid_cents: 1000, form_1099_misc: { box2_royalties_cents: 1000 } });
    const ledger = await t.database.db
      .selectFrom('royalty_payouts')
      .select('amount')
      .where('author_id', '=', L.id)
      .execute();
    expect(ledger.map((row) => String(row.amount))).toEqual(['100.05']);
    expect((await yearOf(THIS_YEAR)).table.payees).toEqual([]);

    const thisYear = await correct(L, THIS_YEAR, 5, 0, 'Too early');
    expect(thisYear.statusCode).toBe(400);
    expect(thisYear.json().error.fields).toHaveProperty('tax_year');
    await expect(
      t.database.db
        .updateTable('tax_year_corrections')
        .set({ note: 'edited' })
        .where('id', '=', correction.id)
        .execute(),
    ).rejects.toThrow(/kept as recorded/);
    await expect(
      t.database.db.deleteFrom('tax_year_corrections').where('id', '=', correction.id).execute(),
    ).rejects.toThrow(/kept as recorded/);
    const trail = await t.database.db
      .selectFrom('staff_audit_log')
      .select(['action', 'author_id'])
      .where('entity_type', '=', 'tax_year')
      .execute();
    expect(trail).toEqual([
      { action: 'tax_year.correct', author_id: L.id },
      { action: 'tax_year.correct', author_id: B.id },
    ]);
  });

  it('exports the year as a CSV for the tax software, with the payees’ TINs, and audits it', async () => {
    const response = await call('GET', `/api/staff/tax-years/${LAST_YEAR}/csv`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`tax-year-${LAST_YEAR}.csv`);
    const [header, ...rows] = response.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'Tax year,Return,Payee id,Payee name,Tax form,TIN type,TIN,Address,City,State or region,' +
        'Postal code,Country,Royalties paid,Tax withheld,1099-MISC box 2 royalties,1042-S income code,' +
        '1042-S gross income,1042-S chapter 3 exemption code,1042-S chapter 3 tax rate,1042-S federal tax withheld,' +
        'Correction lines,Currency',
    );
    expect(rows).toContain(
      `${LAST_YEAR},1099-MISC,${A.id},Alice Walker,W-9,SSN,123-45-6789,1 Main Street,Springfield,IL,62701,US,` +
        '1234.57,0.00,1234.57,,,,,,0,USD',
    );
    expect(rows).toContain(
      `${LAST_YEAR},1042-S,${L.id},Foreign Writer,W-8BEN,,,10 High Street,London,,,GB,110.05,33.02,,12,110.05,00,30,33.02,1,USD`,
    );
    const exported = await t.database.db
      .selectFrom('staff_audit_log')
      .select('after')
      .where('action', '=', 'tax_year.export')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(exported.after)).not.toContain('123-45-6789');
  });

  it('shows each author their own years and a year-end statement PDF', async () => {
    const headers = await authorHeaders(L);
    const mine = await call('GET', '/api/me/tax-years', headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<MyTaxYears>().years).toEqual([
      expect.objectContaining({ author_id: L.id, year: LAST_YEAR, paid_cents: 11005, withheld_cents: 3302 }),
    ]);
    const pdf = await call('GET', `/api/me/tax-years/${LAST_YEAR}/statement.pdf`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Year-end royalty statement ${LAST_YEAR}`);
    expect(text).toContain('Royalties paid: $110.05');
    expect(text).toContain('US tax withheld: $33.02');
    expect(text).toContain('Paid to you: $77.03');
    expect(text).toContain('Form 1042-S, income code 12 (royalties): gross income $110.05');
    expect(text).toContain(`${LAST_YEAR}-12-15 Payout run ${LAST_YEAR}-12: paid $100.05, withheld $30.02`);
    expect(text).toMatch(/December payout underreported: paid \+\$10\.00, withheld \+\$3\.00/);
    // Nothing paid to A this year; another author's year is not found either.
    expect((await call('GET', `/api/me/tax-years/${THIS_YEAR}/statement.pdf`, headers)).statusCode).toBe(404);
    const aHeaders = await authorHeaders(A);
    const aYears = (await call('GET', '/api/me/tax-years', aHeaders)).json<MyTaxYears>().years;
    expect(aYears.map((year) => [year.author_id, year.paid_cents])).toEqual([[A.id, 123457]]);
  });

  it('pays a payee abroad by wire in a run: the wire list holds the IBAN, BIC and net amount', async () => {
    await seedStatement(t.database.db, L.id, '200.00');
    const period = new Date().toISOString().slice(0, 7);
    const payDate = new Date().toISOString().slice(0, 10);
    const confirmed = await call('POST', '/api/staff/payout-runs', admin.headers, { period, pay_date: payDate });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const run = confirmed.json<PayoutRun>();
    expect(run.items).toEqual([
      expect.objectContaining({
        author_id: L.id,
        method: 'wire',
        gross_cents: 9995,
        withholding_cents: 2999,
        net_cents: 6996,
      }),
    ]);
    const wires = await call('GET', `/api/staff/payout-runs/${run.id}/files/wires`, admin.headers);
    expect(wires.statusCode, wires.body).toBe(200);
    expect(wires.body).toBe(
      'Payee,IBAN,BIC,Amount,Currency,Reference\r\n' +
        `Lee Gacy,GB82WEST12345698765432,NWBKGB2L,69.96,USD,Royalties ${period}\r\n`,
    );
    const profile = await call('GET', `/api/staff/authors/${L.id}/payment-profile`, support.headers);
    expect(profile.json().profile.summary).toBe('Wire to IBAN GB •••• 5432 (BIC NWBKGB2L)');
    expect(profile.body).not.toContain('12345698');
    const { of } = await yearOf(THIS_YEAR);
    expect(of(L)).toMatchObject({ paid_cents: 9995, withheld_cents: 2999, corrections: 0 });
  });

  it('reports each payment under the tax form on file when its run was confirmed, after the payee changes form', async () => {
    // L was paid this month under a W-8BEN (the test above); now they sign a W-9 and are paid again.
    const headers = await authorHeaders(L);
    const beforeW9 = new Date();
    const signed = await call('PUT', '/api/me/tax-profile', headers, {
      profile: { ...w9, name: 'Lee Gacy', tin: '123-45-6780' },
      password: PASSWORD,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    // Payouts recorded by hand are classified by the form signed by their day, from the audit trail.
    const formOn = async (moment: Date) =>
      (await sql<{ form: string }>`select tax_form_on(${L.id}, ${moment}) as form`.execute(t.database.db)).rows[0]!
        .form;
    expect(await formOn(beforeW9)).toBe('w8ben');
    expect(await formOn(new Date(Date.now() + 60_000))).toBe('w9');
    // Owed 100.00 more: the new statement's closing balance less the two payouts not yet on one.
    await t.database.db
      .insertInto('royalty_statements')
      .values({
        author_id: L.id,
        period: `${THIS_YEAR}-01`,
        period_label: `January ${THIS_YEAR}`,
        period_start: `${THIS_YEAR}-01-01`,
        period_end: `${THIS_YEAR}-01-31`,
        currency: 'USD',
        opening_balance: 0,
        royalties: '300.00',
        payouts: 0,
        closing_balance: '300.00',
        issued_by_email: admin.email,
      })
      .execute();
    const thisMonth = new Date().toISOString().slice(0, 7);
    const otherPeriod = thisMonth.endsWith('-01') ? `${THIS_YEAR}-02` : `${THIS_YEAR}-01`;
    const confirmed = await call('POST', '/api/staff/payout-runs', admin.headers, {
      period: otherPeriod,
      pay_date: new Date().toISOString().slice(0, 10),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json<PayoutRun>().items).toEqual([
      expect.objectContaining({ author_id: L.id, gross_cents: 10000, withholding_cents: 0 }),
    ]);

    const { of } = await yearOf(THIS_YEAR);
    expect(of(L)).toMatchObject({
      form: 'w9',
      paid_cents: 19995,
      withheld_cents: 2999,
      form_1099_misc: { box2_royalties_cents: 10000 },
      form_1042s: {
        gross_income_cents: 9995,
        chapter3_exemption_code: '00',
        tax_rate_percent: 30,
        withheld_cents: 2999,
        country: 'GB',
      },
    });
    // The tax software gets one line per return, each with the recipient of that form.
    const csv = await call('GET', `/api/staff/tax-years/${THIS_YEAR}/csv`, admin.headers);
    const lines = csv.body.split('\r\n').filter((line) => line.includes(L.id));
    expect(lines).toEqual([
      `${THIS_YEAR},1099-MISC,${L.id},Lee Gacy,W-9,SSN,123-45-6780,1 Main Street,Springfield,IL,62701,US,` +
        '100.00,0.00,100.00,,,,,,0,USD',
      `${THIS_YEAR},1042-S,${L.id},Foreign Writer,W-8BEN,,,10 High Street,London,,,GB,99.95,29.99,,12,99.95,00,30,29.99,0,USD`,
    ]);
    const pdf = await call('GET', `/api/me/tax-years/${THIS_YEAR}/statement.pdf`, headers);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Form 1099-MISC, box 2 (Royalties): $100.00');
    expect(text).toContain('Form 1042-S, income code 12 (royalties): gross income $99.95');
  });
});
