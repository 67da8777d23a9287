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
import type { TaxProfilesTable } from './payouts.tables.js';

type Executor = Kysely<DB> | Transaction<DB>;

const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

type TaxForm = TaxProfilesTable['form'];

/** A payee with something paid or corrected in the year, and the tax form on file now. */
interface YearPayee {
  author_id: string;
  author_name: string;
  author_email: string;
  form: TaxForm | null;
  withholding_percent: number | null;
  tax_details_sealed: string | null;
}

/**
 * What was paid to one payee in the year under one tax form: each payout counts under the form of
 * its run item (the form on file when the run was confirmed); a payout recorded by hand, under the
 * form they had signed by its day (`tax_form_on`, migration 0053). Null: no form at all.
 */
interface FormTotals {
  author_id: string;
  form: TaxForm | null;
  paid_cents: number;
  withheld_cents: number;
  /** The rate and the form's details (sealed) of its latest payout in a run, if any. */
  withholding_percent: number | null;
  tax_details_sealed: string | null;
  last_paid_on: string;
}

interface Corrections {
  author_id: string;
  paid_cents: number;
  withheld_cents: number;
  lines: number;
}

/**
 * One payee's year under one tax form: the payouts under it and, for the form of the payee's
 * latest payout (else the form on file), the year's correction lines. Each is one information
 * return (a 1099-MISC, a 1042-S) or none; a payee who changed form has one part per form.
 */
export interface YearPart {
  form: TaxForm | null;
  paid_cents: number;
  withheld_cents: number;
  corrections: number;
  withholding_percent: number;
  /** The form's details: the taxpayer number and address the return is filed with. */
  details: TaxFormDetails | null;
}

async function yearPayees(db: Executor, year: number, authorId?: string) {
  const { from, to } = yearRange(year);
  const onlyAuthor = (column: string) => (authorId ? sql`and ${sql.ref(column)} = ${authorId}` : sql``);
  const [payees, byForm, corrected] = await Promise.all([
    sql<YearPayee>`
      select a.id as author_id, coalesce(nullif(a.full_name, ''), a.email) as author_name, a.email as author_email,
             tp.form, tp.withholding_percent, tp.details_sealed as tax_details_sealed
        from authors a
        left join tax_profiles tp on tp.author_id = a.id
       where (exists (select 1 from royalty_payouts p
                       where p.author_id = a.id and p.paid_on >= ${from}::date and p.paid_on < ${to}::date)
              or exists (select 1 from tax_year_corrections c where c.author_id = a.id and c.tax_year = ${year}))
             ${onlyAuthor('a.id')}
       order by lower(coalesce(nullif(a.full_name, ''), a.email)), a.id`.execute(db),
    sql<FormTotals>`
      with payments as (
        select p.id, p.author_id, p.paid_on, (p.amount * 100)::bigint as paid_cents,
               coalesce(i.withholding_cents, 0)::bigint as withheld_cents, i.withholding_percent,
               coalesce(i.tax_form, tax_form_on(p.author_id, (p.paid_on + 1)::timestamptz)) as form,
               i.tax_details_sealed
          from royalty_payouts p
          left join payout_run_items i on i.payout_id = p.id
         where p.paid_on >= ${from}::date and p.paid_on < ${to}::date ${onlyAuthor('p.author_id')}
      )
      select author_id, form, sum(paid_cents)::bigint as paid_cents, sum(withheld_cents)::bigint as withheld_cents,
             (array_agg(withholding_percent order by paid_on desc, id desc)
                filter (where withholding_percent is not null))[1] as withholding_percent,
             (array_agg(tax_details_sealed order by paid_on desc, id desc)
                filter (where tax_details_sealed is not null))[1] as tax_details_sealed,
             max(paid_on)::text as last_paid_on
        from payments
       group by author_id, form`.execute(db),
    sql<Corrections>`
      select author_id, sum(paid_cents)::bigint as paid_cents, sum(withheld_cents)::bigint as withheld_cents,
             count(*)::int as lines
        from tax_year_corrections
       where tax_year = ${year} ${onlyAuthor('author_id')}
       group by author_id`.execute(db),
  ]);
  return { payees: payees.rows, byForm: byForm.rows, corrected: corrected.rows };
}

/** The order of a payee's parts: US person, foreign person, no form. */
const FORM_ORDER: (TaxForm | null)[] = ['w9', 'w8ben', null];

/** The payee's parts of the year (see YearPart), with each form's details opened. */
function partsOf(
  payee: YearPayee,
  totals: readonly FormTotals[],
  corrected: Corrections | undefined,
  box: PayeeDataBox,
): YearPart[] {
  const latest = [...totals].sort((a, b) => b.last_paid_on.localeCompare(a.last_paid_on))[0];
  const correctedForm = latest ? latest.form : payee.form;
  const forms = new Set([...totals.map((part) => part.form), ...(corrected ? [correctedForm] : [])]);
  return FORM_ORDER.filter((form) => forms.has(form)).map((form) => {
    const paid = totals.find((part) => part.form === form);
    const corrections = form === correctedForm ? corrected : undefined;
    const onFile = form !== null && form === payee.form;
    const sealed = paid?.tax_details_sealed ?? (onFile ? payee.tax_details_sealed : null);
    return {
      form,
      paid_cents: Number(paid?.paid_cents ?? 0) + Number(corrections?.paid_cents ?? 0),
      withheld_cents: Number(paid?.withheld_cents ?? 0) + Number(corrections?.withheld_cents ?? 0),
      corrections: corrections?.lines ?? 0,
      withholding_percent: paid?.withholding_percent ?? (onFile ? payee.withholding_percent : null) ?? 0,
      details: sealed ? box.open<TaxFormDetails>(sealed) : null,
    };
  });
}

/** The 1099-MISC and 1042-S figures of one payee's year, from its parts. */
function toPayee(payee: YearPayee, parts: readonly YearPart[], year: number, currency: string): YearEndPayee {
  const sum = (pick: (part: YearPart) => number) => parts.reduce((total, part) => total + pick(part), 0);
  const paid = sum((part) => part.paid_cents);
  const withheld = sum((part) => part.withheld_cents);
  const usPerson = parts.find((part) => part.form === 'w9');
  const foreign = parts.find((part) => part.form === 'w8ben');
  const foreignForm = foreign?.details?.form === 'w8ben' ? foreign.details : null;
  return {
    author_id: payee.author_id,
    author_name: payee.author_name,
    author_email: payee.author_email,
    year,
    currency,
    form: payee.form,
    paid_cents: paid,
    withheld_cents: withheld,
    net_cents: paid - withheld,
    corrections: sum((part) => part.corrections),
    form_1099_misc:
      usPerson && usPerson.paid_cents >= FORM_1099_MISC_THRESHOLD_CENTS
        ? { box2_royalties_cents: usPerson.paid_cents }
        : null,
    form_1042s:
      foreign && foreign.paid_cents > 0
        ? {
            income_code: FORM_1042S_INCOME_CODE,
            gross_income_cents: foreign.paid_cents,
            chapter3_exemption_code: foreign.withholding_percent === 0 && foreignForm?.treaty_claim ? '04' : '00',
            tax_rate_percent: foreign.withholding_percent,
            withheld_cents: foreign.withheld_cents,
            country: foreignForm?.country ?? '',
          }
        : null,
  };
}

const baseCurrency = async (db: Executor) =>
  (await db.selectFrom('royalty_settings').select('base_currency').executeTakeFirstOrThrow()).base_currency;

/** Each payee's year with its parts: the figures and, for the tax software, one line per part. */
async function yearOf(db: Executor, year: number, box: PayeeDataBox, authorId?: string) {
  const [currency, { payees, byForm, corrected }] = await Promise.all([
    baseCurrency(db),
    yearPayees(db, year, authorId),
  ]);
  const totalsOf = new Map<string, FormTotals[]>();
  for (const part of byForm) totalsOf.set(part.author_id, [...(totalsOf.get(part.author_id) ?? []), part]);
  const correctedOf = new Map(corrected.map((line) => [line.author_id, line]));
  const figures = payees.map((payee) => {
    const parts = partsOf(payee, totalsOf.get(payee.author_id) ?? [], correctedOf.get(payee.author_id), box);
    return { payee: toPayee(payee, parts, year, currency), parts };
  });
  return { currency, figures };
}

/**
 * Every payee's figures for the year, for staff and the tax software's import, with each payee's
 * parts (their forms opened: the import needs the taxpayer numbers and addresses).
 */
export async function taxYear(
  db: Executor,
  year: number,
  box: PayeeDataBox,
): Promise<{ table: TaxYear; parts: ReadonlyMap<string, readonly YearPart[]> }> {
  const { currency, figures } = await yearOf(db, year, box);
  const payees = figures.map((figure) => figure.payee);
  const table = {
    year,
    currency,
    payees,
    totals: {
      paid_cents: payees.reduce((sum, payee) => sum + payee.paid_cents, 0),
      withheld_cents: payees.reduce((sum, payee) => sum + payee.withheld_cents, 0),
    },
  };
  return { table, parts: new Map(figures.map((figure) => [figure.payee.author_id, figure.parts])) };
}

/** One author's figures for the year; null when nothing was paid or corrected in it. */
export async function authorTaxYear(
  db: Executor,
  authorId: string,
  year: number,
  box: PayeeDataBox,
): Promise<YearEndPayee | null> {
  const [figure] = (await yearOf(db, year, box, authorId)).figures;
  return figure?.payee ?? null;
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
