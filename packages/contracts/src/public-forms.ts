import { MAX_UNIT_QUANTITY } from './service-quantity.js';
import { z } from './zod.js';
import { emailAddress } from './email-address.js';

/** Visitor forms of the public site: one schema each, used by the form and by the server. */

const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'Use at most 254 characters')
  .pipe(emailAddress('Enter a valid email address, like name@example.com'));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const contactMessageSchema = z.object({
  name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(120, 'Use at most 120 characters'),
  email,
  phone: optionalText(40),
  subject: optionalText(160),
  message: z
    .string({ error: 'Write your message' })
    .trim()
    .min(10, 'Write at least 10 characters so we can help')
    .max(5000, 'Use at most 5000 characters'),
  consent: z.literal(true, { error: 'Please agree so we can use your details to reply' }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const newsletterSubscriptionSchema = z.object({ email });
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;

/**
 * A cart line names a catalogue service and a quantity only: its title, category and price are
 * the catalogue's, looked up by the server (anything else a client sends is dropped). The server
 * also checks the quantity against the service: a word count for a price per word, else at most
 * MAX_SERVICE_QUANTITY.
 */
export const quoteRequestItemSchema = z.object({
  id: z.string().trim().min(1).max(120),
  quantity: z
    .number({ error: 'Enter a quantity' })
    .int('Enter a whole number')
    .min(1, 'Enter at least 1')
    .max(MAX_UNIT_QUANTITY, `Enter at most ${MAX_UNIT_QUANTITY.toLocaleString('en-US')}`),
});

export const quoteRequestSchema = z.object({
  name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(120, 'Use at most 120 characters'),
  email,
  phone: optionalText(40),
  notes: optionalText(5000),
  items: z
    .array(quoteRequestItemSchema, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(50, 'Send at most 50 services at once'),
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

export interface QuoteRequestCreated {
  reference: string;
}

export type { NewsletterOutcome } from './public-form-messages.js';
