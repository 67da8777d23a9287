import { TAX_FORMS } from './tax-profile-api.js';
import { z } from './zod.js';

/**
 * Year-end figures (docs/payouts.md#year-end): per payee and calendar year, the royalties paid and
 * the US tax withheld, with what the 1099-MISC (US persons) and the 1042-S (foreign persons)
 * report. Amounts are integer cents. A year is corrected after it ended by new correction lines,
 * never by editing what was paid.
 */

/** Royalties below this, paid to a US person in a year, are not reported on a 1099-MISC. */
export const FORM_1099_MISC_THRESHOLD_CENTS = 1000;

/**
 * The 1042-S income code of book royalties: 12, "other royalties (for example, copyright, software,
 * broadcasting, endorsement payments)". Code 10 is industrial royalties, 11 film and television
 * copyright royalties.
 */
export const FORM_1042S_INCOME_CODE = '12';

const cents = z.number().int();

export const taxYearParams = z.object({
  year: z.coerce
    .number({ error: 'Choose a year' })
    .int('Choose a year')
    .min(2000, 'Choose a year')
    .max(2999, 'Choose a year'),
});

export const yearEndPayeeSchema = z.object({
  author_id: z.string(),
  author_name: z.string(),
  author_email: z.string(),
  year: z.number().int(),
  currency: z.string(),
  /** The tax form on file; null when the payee has none (paid by hand before signing one). */
  form: z.enum(TAX_FORMS).nullable(),
  paid_cents: cents,
  withheld_cents: cents,
  /** What reached the payee: paid less withheld. */
  net_cents: cents,
  /** Correction lines recorded after the year ended, included in the figures above. */
  corrections: z.number().int(),
  /** US persons (W-9) paid at least $10 in the year. */
  form_1099_misc: z.object({ box2_royalties_cents: cents }).nullable(),
  /** Foreign persons (W-8BEN). */
  form_1042s: z
    .object({
      income_code: z.literal(FORM_1042S_INCOME_CODE),
      gross_income_cents: cents,
      /** "00" when tax is withheld; "04" when a treaty exempts the royalties entirely. */
      chapter3_exemption_code: z.enum(['00', '04']),
      tax_rate_percent: z.number().int(),
      withheld_cents: cents,
      country: z.string(),
    })
    .nullable(),
});
export type YearEndPayee = z.infer<typeof yearEndPayeeSchema>;

export const taxYearSchema = z.object({
  year: z.number().int(),
  currency: z.string(),
  payees: z.array(yearEndPayeeSchema),
  totals: z.object({ paid_cents: cents, withheld_cents: cents }),
});
export type TaxYear = z.infer<typeof taxYearSchema>;

/** The signed-in author's years, newest first: each year they were paid or a year was corrected. */
export const myTaxYearsSchema = z.object({ years: z.array(yearEndPayeeSchema) });
export type MyTaxYears = z.infer<typeof myTaxYearsSchema>;

/** A change to a past year's figures: amounts in cents, negative to reduce them. */
const centsChange = z.number({ error: 'Enter the change in cents' }).int('Whole cents only').min(-1e11).max(1e11);
const correctionFields = z.object({
  tax_year: z.number({ error: 'Choose the year to correct' }).int().min(2000).max(2999),
  paid_cents: centsChange,
  withheld_cents: centsChange,
  note: z.string().trim().min(1, 'Say what the correction is for').max(200, 'Use at most 200 characters'),
});

export const taxYearCorrectionInputSchema = correctionFields.refine(
  (input) => input.paid_cents !== 0 || input.withheld_cents !== 0,
  {
    message: 'Enter a change to the royalties paid or the tax withheld',
    path: ['paid_cents'],
  },
);
export type TaxYearCorrectionInput = z.infer<typeof taxYearCorrectionInputSchema>;

export const taxYearCorrectionSchema = correctionFields.extend({
  id: z.string(),
  author_id: z.string(),
  /** The day it was recorded: always after the year it corrects. */
  recorded_on: z.string(),
  created_by_email: z.string(),
});
export type TaxYearCorrection = z.infer<typeof taxYearCorrectionSchema>;
