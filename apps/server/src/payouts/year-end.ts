import type { TaxFormDetails } from '@app/contracts/tax-profile-api';
import {
  FORM_1042S_INCOME_CODE,
  FORM_1099_MISC_THRESHOLD_CENTS,
  type TaxYear,
  type YearEndPayee,
} from '@app/contracts/year-end-api';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { PayeeDataBox } from './payee-data.js';
import './payouts.tables.js';

type Executor = Kysely<DB> | Transaction<DB>;

const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

/** One payee's figures for the year, with the tax form on file (sealed) for the forms' columns. */
interface YearFigures {
  author_id: string;
  author_name: string;
  author_email: string;
  paid_cents: number;
  withheld_cents: number;
  corrections: number;
  form: 'w9' | 'w8ben' | null;
  withholding_percent: number | null;
  tax_details_sealed: string | null;
}

/**
 * What each payee was paid in the calendar year (the payouts dated in it, at their gross amount),
 * the tax withheld from them (the payout runs' withholding), and the year's correction lines
 * recorded after it ended. The sums are exact: the ledger's numeric amounts become cents in SQL.
 */
async function yearFigures(db: Executor, year: number, authorId?: string): Promise<YearFigures[]> {
  const { from, to } = yearRange(year);
  const onlyAuthor = (column: string) => (authorId ? sql`and ${sql.ref(column)} = ${authorId}` : sql``);
  const { rows } = await sql<YearFigures>`
    with paid as (
      select p.author_id,
             (sum(p.amount) * 100)::bigint as paid_cents,
             coalesce(sum(i.withholding_cents), 0)::bigint as withheld_cents
        from royalty_payouts p
        left join payout_run_items i on i.payout_id = p.id
       where p.paid_on >= ${from}::date and p.paid_on < ${to}::date ${onlyAuthor('p.author_id')}
       group by p.author_id
    ), corrected as (
      select author_id, sum(paid_cents)::bigint as paid_cents, sum(withheld_cents)::bigint as withheld_cents,
             count(*)::int as lines
        from tax_year_corrections
       where tax_year = ${year} ${onlyAuthor('author_id')}
       group by author_id
    )
    select a.id as author_id,
           coalesce(nullif(a.full_name, ''), a.email) as author_name,
           a.email as author_email,
           (coalesce(paid.paid_cents, 0) + coalesce(corrected.paid_cents, 0))::bigint as paid_cents,
           (coalesce(paid.withheld_cents, 0) + coalesce(corrected.withheld_cents, 0))::bigint as withheld_cents,
           coalesce(corrected.lines, 0) as corrections,
           tp.form, tp.withholding_percent, tp.details_sealed as tax_details_sealed
      from authors a
      left join paid on paid.author_id = a.id
      left join corrected on corrected.author_id = a.id
      left join tax_profiles tp on tp.author_id = a.id
     where paid.author_id is not null or corrected.author_id is not null
     order by lower(coalesce(nullif(a.full_name, ''), a.email)), a.id`.execute(db);
  return rows;
}

/** The 1099-MISC and 1042-S figures of one payee's year. */
function toPayee(row: YearFigures, year: number, currency: string, tax: TaxFormDetails | null): YearEndPayee {
  const rate = row.withholding_percent ?? 0;
  return {
    author_id: row.author_id,
    author_name: row.author_name,
    author_email: row.author_email,
    year,
    currency,
    form: row.form,
    paid_cents: row.paid_cents,
    withheld_cents: row.withheld_cents,
    net_cents: row.paid_cents - row.withheld_cents,
    corrections: row.corrections,
    form_1099_misc:
      tax?.form === 'w9' && row.paid_cents >= FORM_1099_MISC_THRESHOLD_CENTS
        ? { box2_royalties_cents: row.paid_cents }
        : null,
    form_1042s:
      tax?.form === 'w8ben' && row.paid_cents > 0
        ? {
            income_code: FORM_1042S_INCOME_CODE,
            gross_income_cents: row.paid_cents,
            chapter3_exemption_code: rate === 0 && tax.treaty_claim ? '04' : '00',
            tax_rate_percent: rate,
            withheld_cents: row.withheld_cents,
            country: tax.country,
          }
        : null,
  };
}

const baseCurrency = async (db: Executor) =>
  (await db.selectFrom('royalty_settings').select('base_currency').executeTakeFirstOrThrow()).base_currency;

const openForm = (row: YearFigures, box: PayeeDataBox) =>
  row.tax_details_sealed ? box.open<TaxFormDetails>(row.tax_details_sealed) : null;

/**
 * Every payee's figures for the year, for staff and the tax software's import, with each payee's
 * tax form (opened: the import needs the taxpayer number and address).
 */
export async function taxYear(
  db: Executor,
  year: number,
  box: PayeeDataBox,
): Promise<{ table: TaxYear; forms: ReadonlyMap<string, TaxFormDetails | null> }> {
  const currency = await baseCurrency(db);
  const forms = new Map<string, TaxFormDetails | null>();
  const payees = (await yearFigures(db, year)).map((row) => {
    const form = openForm(row, box);
    forms.set(row.author_id, form);
    return toPayee(row, year, currency, form);
  });
  const table = {
    year,
    currency,
    payees,
    totals: {
      paid_cents: payees.reduce((sum, payee) => sum + payee.paid_cents, 0),
      withheld_cents: payees.reduce((sum, payee) => sum + payee.withheld_cents, 0),
    },
  };
  return { table, forms };
}

/** One author's figures for the year; null when nothing was paid or corrected in it. */
export async function authorTaxYear(
  db: Executor,
  authorId: string,
  year: number,
  box: PayeeDataBox,
): Promise<YearEndPayee | null> {
  const [row] = await yearFigures(db, year, authorId);
  return row ? toPayee(row, year, await baseCurrency(db), openForm(row, box)) : null;
}

/** The years an author was paid in, or whose figures were corrected, newest first. */
export async function authorTaxYears(db: Executor, authorId: string): Promise<number[]> {
  const { rows } = await sql<{ year: number }>`
    select extract(year from paid_on)::int as year from royalty_payouts where author_id = ${authorId}
    union
    select tax_year from tax_year_corrections where author_id = ${authorId}
    order by year desc`.execute(db);
  return rows.map((row) => row.year);
}

/** The lines behind an author's year: each payout dated in it and each correction of it. */
export async function authorYearLines(db: Executor, authorId: string, year: number) {
  const { from, to } = yearRange(year);
  const payouts = await db
    .selectFrom('royalty_payouts as p')
    .leftJoin('payout_run_items as i', 'i.payout_id', 'p.id')
    .select([
      'p.paid_on as date',
      'p.reference',
      sql<number>`(p.amount * 100)::bigint`.as('paid_cents'),
      sql<number>`coalesce(i.withholding_cents, 0)::bigint`.as('withheld_cents'),
    ])
    .where('p.author_id', '=', authorId)
    .where('p.paid_on', '>=', from)
    .where('p.paid_on', '<', to)
    .orderBy('p.paid_on')
    .orderBy('p.id')
    .execute();
  const corrections = await db
    .selectFrom('tax_year_corrections')
    .select(['recorded_on as date', 'note', 'paid_cents', 'withheld_cents'])
    .where('author_id', '=', authorId)
    .where('tax_year', '=', year)
    .orderBy('created_at')
    .execute();
  return { payouts, corrections };
}
export type AuthorYearLines = Awaited<ReturnType<typeof authorYearLines>>;
