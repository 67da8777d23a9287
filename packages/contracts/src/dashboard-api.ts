import { SIGNATURE_STATUSES } from './agreement-signature.js';
import { z } from './zod.js';
import { emailAddress } from './email-address.js';
import { paymentMethodIdSchema } from './payment-methods.js';

/**
 * Wire shapes of the author data API (`/api/me/*`), shared by the server (response validation)
 * and the web app (types). Money is a number (null when absent), a calendar day is 'YYYY-MM-DD'
 * and an instant is an ISO 8601 string.
 */
const money = z.number().nullable();
const calendarDay = z.string().nullable();
const instant = z.string();

// ------------------------------------------------------------------------------------ profile

/** The author record's own fields, as both the author and staff see them. */
export const authorRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string(),
  bio: z.string().nullable(),
  author_status: z.string(),
  /** Free text: the services the author has acquired. */
  services: z.string().nullable(),
});

export type AuthorRecord = z.infer<typeof authorRecordSchema>;

export const authorProfileSchema = authorRecordSchema.extend({
  /** Where the signed-in author downloads their photo (`/api/me/files/{id}`), or null. */
  avatar_url: z.string().nullable(),
  backup_email: z.string().nullable(),
  backup_email_verified: z.boolean(),
  updated_at: instant,
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

/** An optional text field: trimmed, and blank means "clear it". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

/** PATCH /api/me/profile: the editable fields only (email and status are not among them). */
export const profileUpdateSchema = z.object({
  full_name: optionalText(120),
  phone: z
    .string()
    .trim()
    .max(40, 'Must be at most 40 characters')
    .regex(/^[0-9+()\-.\s x]*$/i, 'Use digits, spaces and + ( ) - . only')
    .nullable()
    .transform((value) => (value ? value : null))
    .optional(),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zip_code: optionalText(20),
  country: z.string().trim().min(1, 'Country is required').max(60, 'Must be at most 60 characters').optional(),
  bio: optionalText(2000),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const PROFILE_FIELDS = ['full_name', 'phone', 'address', 'city', 'state', 'zip_code', 'country', 'bio'] as const;

export const backupEmailRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(emailAddress('Enter a valid email address')),
});
export const backupEmailVerifySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This verification link is not valid'),
});

/** Books of the public catalogue linked to the author (Published Books tile). */
export const authorBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  published_on: calendarDay,
});
export type AuthorBook = z.infer<typeof authorBookSchema>;

// ----------------------------------------------------------------------------------- invoices

export const installmentSchema = z.object({
  id: z.string(),
  production_project_id: z.string().nullable(),
  invoice_id: z.string().nullable(),
  installment_number: z.number().int().nullable(),
  total_installments: z.number().int().nullable(),
  amount: money,
  total_service_amount: money,
  status: z.string().nullable(),
  due_date: calendarDay,
  paid_date: calendarDay,
  payment_method: z.string().nullable(),
  order_number: z.string().nullable(),
  /** Partial payments applied to it while it is not paid in full. */
  amount_paid: money.optional(),
});
export type Installment = z.infer<typeof installmentSchema>;

/** A payment recorded on an invoice, as its list row shows it. */
export const receivedPaymentSchema = z.object({ paid_date: z.string(), amount: z.number() });

/**
 * A row of the invoice list (spec §7 fields) with its installment plan, by installment number:
 * the rows recorded against the invoice, and its project's rows recorded against no invoice.
 * Status and balance are derived from both by `invoiceStanding` (contracts/invoice-standing.ts).
 */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  service: z.string(),
  amount: money,
  total_amount: money,
  issue_date: calendarDay,
  due_date: calendarDay,
  paid_date: calendarDay,
  status: z.string(),
  currency: z.string(),
  payment_method: z.string().nullable(),
  order_number: z.string().nullable(),
  installments: z.array(installmentSchema),
  // Optional fields last: a compiled serializer writes required fields first (http/json-serializer.ts).
  /** The sequential number given when billed (2026-0001): null on drafts and older invoices. */
  invoice_number: z.string().nullable().optional(),
  /** Payments recorded on the invoice while it has no plan. */
  amount_paid: money.optional(),
  /** Each payment recorded on the invoice (date and amount), oldest first. */
  received: z.array(receivedPaymentSchema).optional(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** Everything the invoice dialog shows: the whole invoice and its installment plan. */
export const invoiceDetailSchema = invoiceSummarySchema.extend({
  total_service_amount: money,
  gateway_name: z.string().nullable(),
  gateway_reference: z.string().nullable(),
  processing_fees: money,
  production_project_id: z.string().nullable(),
  installment_number: z.number().int().nullable(),
  total_installments: z.number().int().nullable(),
  items: z.array(z.object({ description: z.string(), quantity: z.number(), unitPrice: z.number() })),
  gst_rate: money,
  notes: z.string().nullable(),
  created_at: instant,
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

// ----------------------------------------------------------------------------------- projects

export const projectSchema = z.object({
  id: z.string(),
  service: z.string(),
  project_status: z.string().nullable(),
  book_title: z.string().nullable(),
  start_date: calendarDay,
  completion_date: calendarDay,
  amount: money,
  total_amount: money,
  notes: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const sharedFileSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: instant,
  /** Download path for the signed-in owner. */
  url: z.string(),
});
export type SharedFile = z.infer<typeof sharedFileSchema>;

export const projectUpdateRequestSchema = z.object({
  message: z.string().trim().max(1000, 'Must be at most 1000 characters').optional(),
});

// ---------------------------------------------------------------------------------- contracts

export const contractDocumentSchema = z.object({
  id: z.string(),
  service_name: z.string(),
  email_subject: z.string().nullable(),
  recipient_name: z.string().nullable(),
  recipient_email: z.string().nullable(),
  status: z.string(),
  created_at: instant,
  signed_at: instant.nullable(),
  document_file_url: z.string().nullable(),
  signing_url: z.string().nullable(),
  /** The latest in-app signature request, when the agreement was sent for one. */
  signature: z
    .object({
      status: z.enum(SIGNATURE_STATUSES),
      countersign_required: z.boolean(),
      sealed_url: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

// ---------------------------------------------------------------------------- payment method

export const paymentPreferenceSchema = z.object({ method: paymentMethodIdSchema.nullable() });
export type PaymentPreference = z.infer<typeof paymentPreferenceSchema>;
export const paymentPreferenceUpdateSchema = z.object({ method: paymentMethodIdSchema });

/** Courtesy payment reminders by mail (due soon, due today); overdue notices always go out. */
export const reminderPreferenceSchema = z.object({
  payment_reminders: z.boolean({ error: 'Choose whether to receive payment reminders' }),
});
export type ReminderPreference = z.infer<typeof reminderPreferenceSchema>;

// ------------------------------------------------------------------------------------ uploads

/** Avatar photos: the image types browsers show, at most 5 MB. */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in URLs are UUIDs; anything else cannot name a row and is answered like an unknown id. */
export const isUuid = (value: string): boolean => UUID.test(value);
