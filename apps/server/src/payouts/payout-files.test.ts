import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AchOriginator } from './nacha.js';
import { payeeDataBox } from './payee-data.js';
import { payoutRunFile, type AchSettings } from './payout-files.js';
import type { RunItemRow } from './payout-runs.js';
import type { PayoutRunsTable } from './payouts.tables.js';

const box = payeeDataBox(Buffer.alloc(32, 5));
const originator: AchOriginator = {
  bankRouting: '011000015',
  bankName: 'First Bank',
  companyName: 'Quillbridge Pub',
  companyId: '1123456789',
  offsetAccount: '555000111',
};
const realBank: AchSettings = { originator, demoSettings: [] };

const run: Selectable<PayoutRunsTable> = {
  id: 'run-1',
  period: '2026-11',
  status: 'confirmed',
  currency: 'USD',
  pay_date: '2026-11-30',
  created_at: new Date('2026-11-28T10:00:00Z'),
  created_by_email: 'admin@example.com',
  sent_at: null,
  sent_by_email: null,
  cancelled_at: null,
  cancelled_by_email: null,
};

function item(method: RunItemRow['method'], details: object, netCents: number): RunItemRow {
  return {
    id: `item-${netCents}`,
    author_id: '6f1c2a9e-0000-4000-8000-000000000001',
    payout_id: null,
    method,
    gross_cents: netCents,
    withholding_percent: 0,
    withholding_cents: 0,
    net_cents: netCents,
    details_sealed: box.seal(details),
    author_email: 'ada@example.com',
    author_name: 'Ada Writer',
  };
}

const achItem = item(
  'ach',
  {
    method: 'ach',
    account_holder: 'Ada',
    routing_number: '021000021',
    account_number: '1234567',
    account_type: 'checking',
  },
  10_000,
);

describe('payoutRunFile', () => {
  it('lists the wires abroad with the payee, IBAN, BIC, net amount, currency and reference', () => {
    const wire = item(
      'wire',
      { method: 'wire', account_holder: 'Zoé Müller', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      70_035,
    );
    const file = payoutRunFile('wires', run, [achItem, wire], box, realBank);
    expect(file.name).toBe('payout-run-2026-11-wires.csv');
    expect(file.body).toBe(
      'Payee,IBAN,BIC,Amount,Currency,Reference\r\n' +
        'Zoé Müller,DE89370400440532013000,COBADEFFXXX,700.35,USD,Royalties 2026-11\r\n',
    );
    expect(() => payoutRunFile('wires', run, [achItem], box, realBank)).toThrow(/Wire in this run/);
  });

  it("refuses a NACHA file while ACH settings hold the demo bank's values, naming them", () => {
    const demo: AchSettings = { originator, demoSettings: ['ACH_BANK_NAME', 'ACH_COMPANY_ID'] };
    expect(() => payoutRunFile('nacha', run, [achItem], box, demo)).toThrow(
      "No ACH file with the demo bank's details: set ACH_BANK_NAME, ACH_COMPANY_ID to the company's own bank and account",
    );
    expect(payoutRunFile('nacha', run, [achItem], box, realBank).body).toMatch(/^101 011000015/);
  });
});
