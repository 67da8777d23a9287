// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the validators ship no types: declared beside this file for every workspace that imports it
/// <reference path="./tin-validators.d.ts" />
import { isValid as isEin } from 'ein-validator';
import { isValid as isSsn } from 'ssn-validator';
import { freshProofFields, proofGiven } from './agreement-signature.js';
import { countryCode, requiredText } from './payouts-api.js';
import { z } from './zod.js';

/**
 * The tax form an author signs before they can be paid (docs/payouts.md): a W-9 for a US person,
 * a W-8BEN for a foreign person. The server seals it like bank details; reads show it masked.
 */

export const TAX_FORMS = ['w9', 'w8ben'] as const;
export type TaxForm = (typeof TAX_FORMS)[number];

/** The IRS rate on US-source royalties paid to a foreign person who claims no treaty benefit. */
export const STATUTORY_WITHHOLDING_PERCENT = 30;

export const TAX_CLASSIFICATIONS = [
  'individual',
  'c_corporation',
  's_corporation',
  'partnership',
  'trust_estate',
  'llc',
  'other',
] as const;

const certified = z.literal(true, { error: 'Certify that the information is correct' });
const optionalText = z.string().trim().max(100, 'Use at most 100 characters').default('');

const w9Schema = z
  .object({
    form: z.literal('w9'),
    name: requiredText('your name as shown on your income tax return'),
    business_name: optionalText,
    tax_classification: z.enum(TAX_CLASSIFICATIONS, { error: 'Choose the federal tax classification' }),
    tin_type: z.enum(['ssn', 'ein'], { error: 'Choose SSN or EIN' }),
    tin: z.string().trim().max(11),
    address_line1: requiredText('the street address'),
    city: requiredText('the city'),
    state: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'Choose a state (two-letter code)'),
    postal_code: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Enter the ZIP code: 5 digits, or 5+4'),
    certification: certified,
  })
  .refine((form) => (form.tin_type === 'ssn' ? isSsn(form.tin) : isEin(form.tin)), {
    message: 'Enter a valid taxpayer identification number (SSN 123-45-6789 or EIN 12-3456789)',
    path: ['tin'],
  });

const w8benSchema = z
  .object({
    form: z.literal('w8ben'),
    name: requiredText('your name'),
    country: countryCode.refine((code) => code !== 'US', 'A US person signs a W-9 instead'),
    address_line1: requiredText('the street address of your permanent residence'),
    city: requiredText('the city'),
    postal_code: optionalText,
    foreign_tin: optionalText,
    date_of_birth: z.iso.date('Enter your date of birth'),
    treaty_claim: z.boolean(),
    treaty_article: z.string().trim().max(40, 'Use at most 40 characters').default(''),
    /** The treaty's rate on royalties, in whole percent: below the statutory 30 %. */
    treaty_rate: z
      .number()
      .int('Whole percent only')
      .min(0)
      .max(STATUTORY_WITHHOLDING_PERCENT - 1)
      .nullish(),
    certification: certified,
  })
  .refine((form) => !form.treaty_claim || (form.treaty_article !== '' && form.treaty_rate != null), {
    message: 'Name the treaty article and its rate on royalties',
    path: ['treaty_rate'],
  });

export const taxFormSchema = z.discriminatedUnion('form', [w9Schema, w8benSchema], {
  error: 'Choose the W-9 (US person) or the W-8BEN (foreign person)',
});
export type TaxFormInput = z.input<typeof taxFormSchema>;
export type TaxFormDetails = z.infer<typeof taxFormSchema>;

/** Signing: the form with a fresh proof of identity, as agreements are signed. */
export const taxProfileSignSchema = z.object({ profile: taxFormSchema, ...freshProofFields }).refine(...proofGiven);
export type TaxProfileSign = z.input<typeof taxProfileSignSchema>;

/** The share of each payout withheld for the IRS: none for a US person, else the treaty's or 30 %. */
export function withholdingPercent(form: TaxFormDetails): number {
  if (form.form === 'w9') return 0;
  return form.treaty_claim && form.treaty_rate != null ? form.treaty_rate : STATUTORY_WITHHOLDING_PERCENT;
}

/** Tax withheld from a gross amount in cents, rounded once to the nearest cent (half up). */
export const withholdingCents = (grossCents: number, percent: number): number =>
  Math.floor((grossCents * percent + 50) / 100);

/** A tax profile as shown: the form, the name, the number masked to its last four digits. */
export const taxProfileSchema = z.object({
  form: z.enum(TAX_FORMS),
  name: z.string(),
  /** e.g. "SSN •••-••-6789", "EIN ••-•••6789", "Foreign TIN •••• 4321", "" */
  tin: z.string(),
  country: z.string(),
  withholding_percent: z.number(),
  treaty: z.string().nullable(),
  signed_at: z.string(),
  signed_by_email: z.string(),
});
export type TaxProfile = z.infer<typeof taxProfileSchema>;

/**
 * `null` while the author has signed none. The author's own read also says which fresh proof
 * signing asks of them (their authenticator code when they have one, else their password).
 */
export const taxProfileResponseSchema = z.object({
  profile: taxProfileSchema.nullable(),
  proof: z.enum(['password', 'code']).optional(),
});
export type TaxProfileResponse = z.infer<typeof taxProfileResponseSchema>;
