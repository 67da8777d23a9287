import { z } from './zod.js';
import { siteConfig } from './site-config.js';

export const paymentMethodIds = ['paypal', 'check-by-mail', 'wire-transfer', 'credit-card'] as const;
export const paymentMethodIdSchema = z.enum(paymentMethodIds);
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  badge: 'Recommended' | 'Secondary';
  /** Recommended badges are green, Secondary grey. */
  badgeTone: 'success' | 'neutral';
  description: string;
  /** How to pay an invoice with this method (there is no card processing on the site). */
  instructions: (invoiceNumber: string) => string[];
}

const { address, legalName, email, phone } = siteConfig;
const mailingAddress = `${legalName}, ${address.street}, ${address.suite}, ${address.city}, ${address.region} ${address.postalCode}`;

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 'paypal',
    label: 'PayPal',
    badge: 'Recommended',
    badgeTone: 'success',
    description: 'Fast and secure online payment',
    instructions: (invoice) => [
      `Send the amount due with PayPal to ${email}.`,
      `Write invoice ${invoice} in the payment note so we can match it.`,
      'Your invoice is marked paid once PayPal confirms the transfer, usually the same day.',
    ],
  },
  {
    id: 'check-by-mail',
    label: 'Check by Mail',
    badge: 'Recommended',
    badgeTone: 'success',
    description: 'Traditional payment via postal mail',
    instructions: (invoice) => [
      `Make the check payable to ${legalName}.`,
      `Write invoice ${invoice} on the memo line.`,
      `Mail it to ${mailingAddress}.`,
    ],
  },
  {
    id: 'wire-transfer',
    label: 'Wire Transfer',
    badge: 'Recommended',
    badgeTone: 'success',
    description: 'Direct bank-to-bank transfer',
    instructions: (invoice) => [
      `Email ${email} with invoice ${invoice} and we will send our bank details.`,
      `Confirm those details by phone on ${phone.display} before you send: we never change them by email alone.`,
      `Use invoice ${invoice} as the transfer reference.`,
    ],
  },
  {
    id: 'credit-card',
    label: 'Credit/Debit Card',
    badge: 'Secondary',
    badgeTone: 'neutral',
    description: 'Pay with Visa, Mastercard, or Amex',
    instructions: (invoice) => [
      `Call ${phone.display} (${siteConfig.businessHours}) and quote invoice ${invoice}.`,
      'Our billing team takes the card payment over the phone and emails your receipt.',
    ],
  },
];

/** The picker's pre-selected choice when nothing is stored yet. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'paypal';

export const findPaymentMethod = (id: string | null | undefined): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((method) => method.id === id);

/** How a stored method reads on screen and in exports: its label, never its id. */
export const paymentMethodLabel = (id: string | null | undefined): string | null =>
  findPaymentMethod(id)?.label ?? (id?.trim() ? id.trim() : null);

/** Browser storage key of an author's preference. */
export const paymentMethodStorageKey = (userId: string): string => `payment_method_${userId}`;

/**
 * The one method an invoice is paid with, wherever it is shown (invoice, print, Pay now, reminder
 * mails): the invoice's own method when it names one, else the author's preferred method, else the
 * default. Its label and its instructions always agree.
 */
export const invoicePaymentMethod = (
  invoiceMethod: string | null | undefined,
  preferred: string | null | undefined,
): PaymentMethod =>
  findPaymentMethod(invoiceMethod) ?? findPaymentMethod(preferred) ?? findPaymentMethod(DEFAULT_PAYMENT_METHOD)!;
