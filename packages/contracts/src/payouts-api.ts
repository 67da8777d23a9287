import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { emailAddress } from './email-address.js';
import { z } from './zod.js';

/**
 * How an author is paid (docs/payouts.md): the payment profile they enter in the dashboard
 * (`/api/me/payment-profile`) or staff enter for them (`/api/staff/authors/:id/payment-profile`).
 * The details are sealed on the server; reads show them masked.
 */

export const PAYMENT_PROFILE_METHODS = ['ach', 'paypal', 'cheque', 'wire'] as const;
export type PaymentProfileMethod = (typeof PAYMENT_PROFILE_METHODS)[number];

/** An ABA routing number: nine digits whose weighted sum (3, 7, 1, …) is a multiple of ten. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return sum % 10 === 0 && value !== '000000000';
}

/** A required line of printable text (a name, a street), at most 100 characters. */
export const requiredText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${what}`)
    .max(100, 'Use at most 100 characters')
    .refine((value) => [...value].every((c) => c >= ' ' && c !== '\u007f'), 'Use printable characters only');

/** A country as its ISO 3166 alpha-2 code. */
export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, 'Choose a country (two-letter code)');

const achSchema = z.object({
  method: z.literal('ach'),
  account_holder: requiredText('the account holder'),
  routing_number: z
    .string()
    .trim()
    .refine(isAbaRoutingNumber, 'Enter the 9-digit ABA routing number printed on your cheques'),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, 'Enter the account number: 4 to 17 digits'),
  account_type: z.enum(['checking', 'savings'], { error: 'Choose checking or savings' }),
});

const paypalSchema = z.object({
  method: z.literal('paypal'),
  email: emailAddress('Enter the email address of your PayPal account'),
});

const chequeSchema = z.object({
  method: z.literal('cheque'),
  payee_name: requiredText('the name to write on the cheque'),
  address_line1: requiredText('the street address'),
  address_line2: z.string().trim().max(100, 'Use at most 100 characters').default(''),
  city: requiredText('the city'),
  region: z.string().trim().max(100, 'Use at most 100 characters').default(''),
  postal_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{2,12}$/, 'Enter the postal code'),
  country: countryCode,
});

/** A bank account abroad, paid by international wire: its IBAN and its bank's BIC (SWIFT code). */
const wireSchema = z.object({
  method: z.literal('wire'),
  account_holder: requiredText('the account holder'),
  // Kept in the electronic form (no spaces, capitals), the form banks' files take.
  iban: z
    .string()
    .transform((value) => electronicFormatIBAN(value) ?? '')
    .refine((value) => isValidIBAN(value), 'Enter the IBAN of the account (its country code, check digits and number)'),
  bic: z
    .string()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .refine(isValidBIC, "Enter the bank's BIC (SWIFT code): 8 or 11 letters and digits"),
});

export const paymentProfileInputSchema = z.discriminatedUnion(
  'method',
  [achSchema, paypalSchema, chequeSchema, wireSchema],
  { error: 'Choose ACH bank transfer, PayPal, cheque or international wire' },
);
export type PaymentProfileInput = z.infer<typeof paymentProfileInputSchema>;

/** A payment profile as shown: the method and a masked summary (an account's last four digits). */
export const paymentProfileSchema = z.object({
  method: z.enum(PAYMENT_PROFILE_METHODS),
  /** e.g. "Checking •••• 9012 (routing •••• 0015)", "a•••@example.com", "Springfield, US". */
  summary: z.string(),
  holder: z.string(),
  updated_at: z.string(),
});
export type PaymentProfile = z.infer<typeof paymentProfileSchema>;

/** `null` while the author has none. */
export const paymentProfileResponseSchema = z.object({ profile: paymentProfileSchema.nullable() });

/** The full details, for an admin who must read them (each reveal is audited). */
export const paymentProfileRevealSchema = z.object({ details: z.record(z.string(), z.string()) });
