import { centsToDecimal, type PayoutFile } from '@app/contracts/payout-runs-api';
import type { PaymentProfileInput } from '@app/contracts/payouts-api';
import type { Selectable } from 'kysely';
import { csvLines, toCsv } from '../files/csv.js';
import { notFound } from '../http/errors.js';
import { conflict } from '../staff/errors.js';
import { nachaFile, type AchOriginator } from './nacha.js';
import type { PayeeDataBox } from './payee-data.js';
import type { RunItemRow } from './payout-runs.js';
import type { PayoutRunsTable } from './payouts.tables.js';

type Details<M extends PaymentProfileInput['method']> = Extract<PaymentProfileInput, { method: M }>;

/** The run's payees paid by one method, with their details as they were at confirmation. */
function payeesBy<M extends PaymentProfileInput['method']>(items: readonly RunItemRow[], method: M, box: PayeeDataBox) {
  return items
    .filter((item) => item.method === method)
    .map((item) => ({ item, details: box.open<Details<M>>(item.details_sealed) }));
}

const memo = (run: Selectable<PayoutRunsTable>) => `Royalties ${run.period}`;

/** The company as ACH originator, and the settings of it still at the demo bank's values. */
export interface AchSettings {
  originator: AchOriginator;
  demoSettings: readonly string[];
}

export interface RunFile {
  name: string;
  type: string;
  body: string;
}

/**
 * One of a run's files, made afresh from what the run stored (the same bytes on every download):
 * the NACHA file of its bank transfers, the PayPal Payouts batch, the cheque register, the wire list.
 */
export function payoutRunFile(
  file: PayoutFile,
  run: Selectable<PayoutRunsTable>,
  items: readonly RunItemRow[],
  box: PayeeDataBox,
  ach: AchSettings,
): RunFile {
  const base = `payout-run-${run.period}`;
  if (file === 'nacha') {
    if (ach.demoSettings.length > 0) {
      throw conflict(
        `No ACH file with the demo bank's details: set ${ach.demoSettings.join(', ')} to the company's own bank and account`,
      );
    }
    const payees = payeesBy(items, 'ach', box);
    if (payees.length === 0) throw notFound('ACH payment in this run');
    const credits = payees.map(({ item, details }) => ({
      name: details.account_holder,
      // The author's id without dashes, cut to the field: enough for the bank's returns to name them.
      reference: item.author_id.replace(/-/g, '').slice(0, 15),
      routing: details.routing_number,
      account: details.account_number,
      accountType: details.account_type,
      amountCents: item.net_cents,
    }));
    return {
      name: `${base}.ach`,
      type: 'text/plain; charset=us-ascii',
      body: nachaFile(ach.originator, credits, {
        createdAt: run.created_at,
        effectiveDate: run.pay_date,
        description: 'ROYALTIES',
      }),
    };
  }
  if (file === 'paypal') {
    const payees = payeesBy(items, 'paypal', box);
    if (payees.length === 0) throw notFound('PayPal payment in this run');
    // PayPal's Payouts batch upload: recipient, amount, currency, reference, note; no header row.
    const rows = payees.map(({ item, details }) => [
      details.email,
      centsToDecimal(item.net_cents),
      run.currency,
      item.id,
      memo(run),
    ]);
    return { name: `${base}-paypal.csv`, type: 'text/csv; charset=utf-8', body: csvLines(rows) };
  }
  if (file === 'wires') {
    const payees = payeesBy(items, 'wire', box);
    if (payees.length === 0) throw notFound('Wire in this run');
    // The list the bank's international transfer upload, or a clerk at its counter, takes.
    const rows = payees.map(({ item, details }) => [
      details.account_holder,
      details.iban,
      details.bic,
      centsToDecimal(item.net_cents),
      run.currency,
      memo(run),
    ]);
    return {
      name: `${base}-wires.csv`,
      type: 'text/csv; charset=utf-8',
      body: toCsv(['Payee', 'IBAN', 'BIC', 'Amount', 'Currency', 'Reference'], rows),
    };
  }
  const payees = payeesBy(items, 'cheque', box);
  if (payees.length === 0) throw notFound('Cheque in this run');
  const header = [
    'Cheque number',
    'Date',
    'Payee',
    'Address line 1',
    'Address line 2',
    'City',
    'Region',
    'Postal code',
    'Country',
    'Amount',
    'Currency',
    'Memo',
  ];
  const rows = payees.map(({ item, details }) => [
    '',
    run.pay_date,
    details.payee_name,
    details.address_line1,
    details.address_line2,
    details.city,
    details.region,
    details.postal_code,
    details.country,
    centsToDecimal(item.net_cents),
    run.currency,
    memo(run),
  ]);
  return { name: `${base}-cheques.csv`, type: 'text/csv; charset=utf-8', body: toCsv(header, rows) };
}
