import { centsToDecimal } from '@app/contracts/payout-runs-api';
import type { TaxFormDetails } from '@app/contracts/tax-profile-api';
import type { TaxYear, YearEndPayee } from '@app/contracts/year-end-api';
import { toCsv } from '../files/csv.js';
import type { YearPart } from './year-end.js';

/** The columns of the year-end import file, documented in docs/payouts.md#the-year-end-file. */
const HEADER = [
  'Tax year',
  'Return',
  'Payee id',
  'Payee name',
  'Tax form',
  'TIN type',
  'TIN',
  'Address',
  'City',
  'State or region',
  'Postal code',
  'Country',
  'Royalties paid',
  'Tax withheld',
  '1099-MISC box 2 royalties',
  '1042-S income code',
  '1042-S gross income',
  '1042-S chapter 3 exemption code',
  '1042-S chapter 3 tax rate',
  '1042-S federal tax withheld',
  'Correction lines',
  'Currency',
];

/** Which information return a part of the payee's year calls for: none below the 1099-MISC threshold. */
function returnOf(payee: YearEndPayee, part: YearPart) {
  if (part.form === 'w9') return payee.form_1099_misc ? '1099-MISC' : '';
  if (part.form === 'w8ben') return payee.form_1042s ? '1042-S' : '';
  return 'tax form missing';
}

function recipient(form: TaxFormDetails | null) {
  if (!form) return ['', '', '', '', '', '', '', ''];
  if (form.form === 'w9') {
    return [
      'W-9',
      form.tin_type.toUpperCase(),
      form.tin,
      form.address_line1,
      form.city,
      form.state,
      form.postal_code,
      'US',
    ];
  }
  return [
    'W-8BEN',
    form.foreign_tin ? 'foreign' : '',
    form.foreign_tin,
    form.address_line1,
    form.city,
    '',
    form.postal_code,
    form.country,
  ];
}

const amount = (cents: number | undefined) => (cents === undefined ? '' : centsToDecimal(cents));

/**
 * The year as a generic CSV import for tax-filing software: one row per payee and tax form they
 * were paid under (one information return each), the recipient's identity from that form, the
 * amounts as plain decimals. Not any one vendor's layout: map the columns once in the software's
 * import screen.
 */
export function taxYearCsv(table: TaxYear, parts: ReadonlyMap<string, readonly YearPart[]>): string {
  const rows = table.payees.flatMap((payee) =>
    (parts.get(payee.author_id) ?? []).map((part) => {
      const filed = returnOf(payee, part);
      return [
        String(table.year),
        filed,
        payee.author_id,
        part.details?.name ?? payee.author_name,
        ...recipient(part.details),
        centsToDecimal(part.paid_cents),
        centsToDecimal(part.withheld_cents),
        amount(filed === '1099-MISC' ? payee.form_1099_misc?.box2_royalties_cents : undefined),
        filed === '1042-S' ? (payee.form_1042s?.income_code ?? '') : '',
        amount(filed === '1042-S' ? payee.form_1042s?.gross_income_cents : undefined),
        filed === '1042-S' ? (payee.form_1042s?.chapter3_exemption_code ?? '') : '',
        filed === '1042-S' && payee.form_1042s ? String(payee.form_1042s.tax_rate_percent) : '',
        amount(filed === '1042-S' ? payee.form_1042s?.withheld_cents : undefined),
        String(part.corrections),
        table.currency,
      ];
    }),
  );
  return toCsv(HEADER, rows);
}
