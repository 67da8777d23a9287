import { z } from './zod.js';
import { emailAddress } from './email-address.js';
import { CONTRACT_STATUSES } from './contract-status.js';
import {
  authorRecordSchema,
  contractDocumentSchema,
  installmentSchema,
  invoiceDetailSchema,
  profileUpdateSchema,
  projectSchema,
} from './dashboard-api.js';
import { DATE_YEAR_RANGE, isDateInRange, toDate } from './dates.js';
import { MAX_INSTALLMENTS } from './installment-plan.js';
import { paymentMethodIdSchema } from './payment-methods.js';
import { PROJECT_STATUSES } from './project-status.js';

/**
 * The staff console API (`/api/staff/*`): request schemas used by the server to validate and by the
 * console's forms (react-hook-form + zod), so both refuse the same input with the same words, and
 * the response shapes the console reads.
 */

// ------------------------------------------------------------------------------ field helpers

/** Required text: trimmed, not blank. */
const requiredText = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `Use at most ${max} characters`);

/** Optional text: trimmed; blank means "none" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

const email = z
  .string({ error: 'Enter an email address' })
  .trim()
  .min(1, 'Enter an email address')
  .max(254, 'Use at most 254 characters')
  .pipe(emailAddress('Enter a valid email address, like name@example.com'));

const optionalUrl = z
  .string()
  .trim()
  .max(2000, 'Use at most 2000 characters')
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), 'Enter a full link starting with https://');

/** A calendar day 'YYYY-MM-DD' that exists (2025-02-30 does not), in a year the database can store. */
export const calendarDayInput = z
  .string({ error: 'Enter a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-06-30')
  .refine((value) => toDate(value) !== null, { error: 'This date does not exist', abort: true })
  .refine(isDateInRange, `Use a year from ${DATE_YEAR_RANGE.min} to ${DATE_YEAR_RANGE.max}`);

/** Money as entered: at least 0, at most two decimals. */
export const moneyInput = z
  .number({ error: 'Enter an amount' })
  .min(0, 'Must be 0 or more')
  .max(99_999_999.99, 'Must be below 100,000,000')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals');

const uuidInput = (what: string) => z.uuid({ error: `Choose ${what}` });

/** An id that becomes part of a public URL (`/books/{id}`). */
const slug = z
  .string({ error: 'Enter an id' })
  .trim()
  .min(2, 'Use at least 2 characters')
  .max(80, 'Use at most 80 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens, like my-first-book');

/** A cross-field rule: `later` may not be before `earlier` (both optional calendar days). */
export function dateOrderProblem(earlier: string | null | undefined, later: string | null | undefined): boolean {
  return Boolean(earlier && later && later < earlier);
}

// ------------------------------------------------------------------------------------ authors

export const AUTHOR_STATUSES = ['Active', 'Paused', 'Inactive'] as const;
export const authorStatusSchema = z.enum(AUTHOR_STATUSES, { error: 'Choose Active, Paused or Inactive' });

/** What staff edit on an author: the profile fields, status and the services they bought. */
export const staffAuthorUpdateSchema = profileUpdateSchema.extend({
  author_status: authorStatusSchema.optional(),
  services: optionalText(500).optional(),
});
export type StaffAuthorUpdate = z.input<typeof staffAuthorUpdateSchema>;

/** A new author record, before the person has an account (they are linked by email at sign-up). */
export const staffAuthorCreateSchema = staffAuthorUpdateSchema.extend({
  email,
  full_name: requiredText('the author’s name', 120),
});
export type StaffAuthorCreate = z.input<typeof staffAuthorCreateSchema>;

export const BALANCE_FILTERS = ['outstanding', 'clear'] as const;

export const AUTHOR_SORTS = ['name', 'email', 'created', 'paid_to_date', 'outstanding'] as const;
export type AuthorSort = (typeof AUTHOR_SORTS)[number];

export const staffAuthorsQuerySchema = z.object({
  /** Part of a name or email. */
  q: z.string().trim().max(200, 'Use at most 200 characters').optional(),
  status: authorStatusSchema.optional(),
  /** outstanding: something is owed; clear: nothing is. */
  balance: z.enum(BALANCE_FILTERS, { error: 'Choose outstanding or clear' }).optional(),
  /** Authors with at least one project in this status (see project-status.ts). */
  project_status: z.enum(PROJECT_STATUSES, { error: 'Choose a project status' }).optional(),
  /** The column the list is sorted by (name by default), ties broken by id so the order is stable. */
  sort: z.enum(AUTHOR_SORTS, { error: 'Choose name, email, created, paid_to_date or outstanding' }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'Choose asc or desc' }).optional(),
});
export type StaffAuthorsQuery = z.infer<typeof staffAuthorsQuerySchema>;

/**
 * Whether the author can sign in: no account yet, invited (not accepted yet), signed up without
 * confirming the email yet, or an account in use.
 */
export const ACCOUNT_STATES = ['none', 'invited', 'unconfirmed', 'active'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const staffAuthorSummarySchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  author_status: z.string(),
  country: z.string(),
  account: z.enum(ACCOUNT_STATES),
  /**
   * False for a signup nobody confirmed that has no author record yet: staff see it (account
   * `unconfirmed`) and can add the author to invite them; it has no file to open.
   */
  record: z.boolean(),
  paid_to_date: z.number(),
  outstanding: z.number(),
  invoice_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffAuthorSummary = z.infer<typeof staffAuthorSummarySchema>;
export const staffAuthorListSchema = z.object({ authors: z.array(staffAuthorSummarySchema) });

export const staffAuthorProfileSchema = authorRecordSchema.extend({
  payment_method: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffAuthorProfile = z.infer<typeof staffAuthorProfileSchema>;

export const staffInvoiceSchema = invoiceDetailSchema;
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>;

/** One author's whole file, as staff see it (the conversation is read from the chat inbox API). */
export const staffAuthorFileSchema = z.object({
  author: staffAuthorProfileSchema,
  account: z.enum(ACCOUNT_STATES),
  totals: z.object({ paid_to_date: z.number(), outstanding: z.number() }),
  invoices: z.array(staffInvoiceSchema),
  projects: z.array(projectSchema),
  installments: z.array(installmentSchema),
  agreements: z.array(contractDocumentSchema),
});
export type StaffAuthorFile = z.infer<typeof staffAuthorFileSchema>;

// ----------------------------------------------------------------------------------- invoices

/** Statuses staff set by editing; paid comes from recording payments and cancelled from cancelling. */
export const EDITABLE_INVOICE_STATUSES = ['draft', 'pending', 'unpaid'] as const;

export const invoiceItemInput = z.object({
  description: requiredText('a description', 300),
  quantity: z.number({ error: 'Enter a quantity' }).positive('Must be more than 0').max(1_000_000, 'Too large'),
  unitPrice: moneyInput,
});

export const staffInvoiceFieldsSchema = z.object({
  service: requiredText('the service', 160),
  order_number: optionalText(40),
  currency: z
    .string({ error: 'Enter a currency' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD'),
  /**
   * The amount due now (one installment of a plan); the total is what the invoice is worth. One of
   * them is enough: without a total, the amount is what the invoice is worth.
   */
  amount: moneyInput.nullable(),
  total_amount: moneyInput.nullable(),
  total_service_amount: moneyInput.nullable(),
  issue_date: calendarDayInput,
  due_date: calendarDayInput.nullable(),
  items: z.array(invoiceItemInput).max(50, 'Use at most 50 items'),
  gst_rate: z.number({ error: 'Enter a rate' }).min(0, 'Must be 0 or more').max(100, 'Must be 100 or less').nullable(),
  notes: optionalText(2000),
  production_project_id: uuidInput('a project').nullable(),
  status: z.enum(EDITABLE_INVOICE_STATUSES, { error: 'Choose draft, pending or unpaid' }),
});

const dueAfterIssue = (value: { issue_date?: string | null; due_date?: string | null }, ctx: z.RefinementCtx) => {
  if (dateOrderProblem(value.issue_date, value.due_date)) {
    ctx.addIssue({ code: 'custom', path: ['due_date'], message: 'The due date cannot be before the issue date' });
  }
};

export const staffInvoiceCreateSchema = staffInvoiceFieldsSchema
  .superRefine(dueAfterIssue)
  .superRefine((value, ctx) => {
    if (value.amount === null && value.total_amount === null) {
      ctx.addIssue({ code: 'custom', path: ['total_amount'], message: 'Enter a total or an amount' });
    }
  });
export type StaffInvoiceCreate = z.input<typeof staffInvoiceCreateSchema>;
/** Edits send only what changed; the date order is checked against the stored invoice. */
export const staffInvoiceUpdateSchema = staffInvoiceFieldsSchema.partial().superRefine(dueAfterIssue);
export type StaffInvoiceUpdate = z.input<typeof staffInvoiceUpdateSchema>;

export const staffInstallmentPlanSchema = z.object({
  installments: z
    .array(
      z.object({ amount: moneyInput.refine((value) => value > 0, 'Must be more than 0'), due_date: calendarDayInput }),
    )
    .min(1, 'Add at least one installment')
    .max(MAX_INSTALLMENTS, `Use at most ${MAX_INSTALLMENTS} installments`),
});
export type StaffInstallmentPlan = z.input<typeof staffInstallmentPlanSchema>;

export const staffInstallmentUpdateSchema = z.object({ due_date: calendarDayInput });

export const staffPaymentSchema = z.object({
  /**
   * What was received; without it, the whole balance (or the whole installment named). Applied to
   * the named installment first, then to the open installments, oldest due first.
   */
  amount: moneyInput.refine((value) => value > 0, 'Enter an amount above 0').nullish(),
  /** The installment being paid first; without it the oldest due installment. */
  installment_id: uuidInput('an installment').nullable(),
  payment_method: paymentMethodIdSchema,
  gateway_name: optionalText(80),
  gateway_reference: optionalText(120),
  processing_fees: moneyInput.nullable(),
  paid_date: calendarDayInput,
});
export type StaffPayment = z.input<typeof staffPaymentSchema>;

/** One payment recorded on an invoice, as received. */
export const staffInvoicePaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  paid_date: z.string(),
  payment_method: z.string(),
  gateway_name: z.string().nullable(),
  gateway_reference: z.string().nullable(),
  processing_fees: z.number().nullable(),
  recorded_by: z.string().nullable(),
});
export type StaffInvoicePayment = z.infer<typeof staffInvoicePaymentSchema>;

/** An invoice with its installment plan and the payments recorded on it, as the invoice editor loads it. */
export const staffInvoiceDetailSchema = invoiceDetailSchema.extend({
  author_id: z.string(),
  payments: z.array(staffInvoicePaymentSchema),
});
export type StaffInvoiceDetail = z.infer<typeof staffInvoiceDetailSchema>;

/** The answer to "Send reminder" and "Email invoice": to whom the mail went, and its subject. */
export const invoiceMailSentSchema = z.object({ to: z.string(), subject: z.string() });
export type InvoiceMailSent = z.infer<typeof invoiceMailSentSchema>;

// ----------------------------------------------------------------------------------- projects

export const projectStatusInput = z.enum(PROJECT_STATUSES, {
  error: 'Choose completed, in progress, pending, paused or cancelled',
});

/** What the support role may change on a project; the admin role may change every field. */
export const PROJECT_PROGRESS_FIELDS = ['project_status', 'notes', 'start_date', 'completion_date'] as const;

const completionAfterStart = (
  value: { start_date?: string | null; completion_date?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (dateOrderProblem(value.start_date, value.completion_date)) {
    ctx.addIssue({ code: 'custom', path: ['completion_date'], message: 'Completion cannot be before the start' });
  }
};

export const staffProjectFieldsSchema = z.object({
  service: requiredText('the service', 160),
  book_title: optionalText(200),
  /** Null: no status yet (the dashboard reads a project without one as in progress). */
  project_status: projectStatusInput.nullable(),
  start_date: calendarDayInput.nullable(),
  completion_date: calendarDayInput.nullable(),
  amount: moneyInput.nullable(),
  total_amount: moneyInput.nullable(),
  /** The milestone note the author reads on the order card. */
  notes: optionalText(2000),
});
export const staffProjectCreateSchema = staffProjectFieldsSchema.superRefine(completionAfterStart);
export type StaffProjectCreate = z.input<typeof staffProjectCreateSchema>;
export const staffProjectUpdateSchema = staffProjectFieldsSchema.partial().superRefine(completionAfterStart);
export type StaffProjectUpdate = z.input<typeof staffProjectUpdateSchema>;

// --------------------------------------------------------------------------------- agreements

export const staffAgreementFieldsSchema = z.object({
  service_name: requiredText('the agreement name', 200),
  email_subject: optionalText(200),
  recipient_name: optionalText(120),
  recipient_email: email.nullable(),
  status: z.enum(CONTRACT_STATUSES, { error: 'Choose a status' }),
  /** Where the author signs (an e-signature service). */
  signing_url: optionalUrl,
});
export const staffAgreementCreateSchema = staffAgreementFieldsSchema;
export type StaffAgreementCreate = z.input<typeof staffAgreementCreateSchema>;
export const staffAgreementUpdateSchema = staffAgreementFieldsSchema.partial();
export type StaffAgreementUpdate = z.input<typeof staffAgreementUpdateSchema>;
export const staffAgreementSignSchema = z.object({ signed_on: calendarDayInput });

/** Agreement documents: PDF only, at most 20 MB. */
export const AGREEMENT_CONTENT_TYPES = ['application/pdf'] as const;
export const AGREEMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Book covers: the image types browsers show, at most 5 MB. */
export const COVER_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------- public content

export const staffBookFieldsSchema = z.object({
  title: requiredText('a title', 200),
  subtitle: optionalText(200),
  author_name: requiredText('the author’s name', 120),
  /** The author's record, so the book counts on their dashboard. */
  author_id: uuidInput('an author').nullable(),
  genre: requiredText('a genre', 80),
  format: requiredText('a format', 80),
  description: requiredText('a description', 5000),
  published_on: calendarDayInput.nullable(),
  isbn: z
    .string()
    .trim()
    .nullable()
    .transform((value) => (value ? value : null))
    .refine(
      (value) => value === null || /^(97[89])?\d{9}[\dX]$/.test(value.replace(/-/g, '')),
      'Enter a 10 or 13 digit ISBN',
    ),
  pages: z
    .number({ error: 'Enter a number' })
    .int('Use a whole number')
    .min(1, 'Must be at least 1')
    .max(100_000)
    .nullable(),
  cover_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f3a5f'),
  buy_url: optionalUrl,
});
export const staffBookCreateSchema = staffBookFieldsSchema.extend({ id: slug });
export type StaffBookCreate = z.input<typeof staffBookCreateSchema>;
export const staffBookUpdateSchema = staffBookFieldsSchema.partial();
export type StaffBookUpdate = z.input<typeof staffBookUpdateSchema>;

export const staffBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  author_name: z.string(),
  author_id: z.string().nullable(),
  genre: z.string(),
  format: z.string(),
  description: z.string(),
  published_on: z.string().nullable(),
  isbn: z.string().nullable(),
  pages: z.number().int().nullable(),
  cover_url: z.string().nullable(),
  cover_color: z.string(),
  buy_url: z.string().nullable(),
});
export type StaffBook = z.infer<typeof staffBookSchema>;

const showNotes = z.array(requiredText('a note', 500)).max(30, 'Use at most 30 notes');

export const staffEpisodeFieldsSchema = z.object({
  number: z.number({ error: 'Enter a number' }).int('Use a whole number').min(1, 'Must be at least 1').max(100_000),
  title: requiredText('a title', 200),
  summary: requiredText('a summary', 2000),
  guest_name: requiredText('the guest’s name', 120),
  guest_title: requiredText('the guest’s title', 200),
  duration_seconds: z
    .number({ error: 'Enter a duration' })
    .int('Use whole seconds')
    .min(1, 'Must be at least 1 second')
    .max(86_400),
  published_on: calendarDayInput,
  show_notes: showNotes,
  audio_url: optionalUrl,
});
export const staffEpisodeCreateSchema = staffEpisodeFieldsSchema.extend({ id: slug });
export type StaffEpisodeCreate = z.input<typeof staffEpisodeCreateSchema>;
export const staffEpisodeUpdateSchema = staffEpisodeFieldsSchema.partial();
export type StaffEpisodeUpdate = z.input<typeof staffEpisodeUpdateSchema>;

export const staffEpisodeSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  summary: z.string(),
  guest_name: z.string(),
  guest_title: z.string(),
  duration_seconds: z.number().int(),
  published_on: z.string(),
  show_notes: z.array(z.string()),
  audio_url: z.string().nullable(),
});
export type StaffEpisode = z.infer<typeof staffEpisodeSchema>;

export const staffTestimonialFieldsSchema = z.object({
  author_name: requiredText('the author’s name', 120),
  book_title: requiredText('the book title', 200),
  service: requiredText('the service', 160),
  quote: requiredText('the quote', 2000),
  rating: z.number({ error: 'Choose a rating' }).int().min(1, 'From 1 to 5 stars').max(5, 'From 1 to 5 stars'),
  location: optionalText(120),
  published: z.boolean(),
  sort_order: z.number({ error: 'Enter a position' }).int('Use a whole number').min(0).max(10_000),
});
export const staffTestimonialCreateSchema = staffTestimonialFieldsSchema;
export type StaffTestimonialCreate = z.input<typeof staffTestimonialCreateSchema>;
export const staffTestimonialUpdateSchema = staffTestimonialFieldsSchema.partial();
export type StaffTestimonialUpdate = z.input<typeof staffTestimonialUpdateSchema>;

export const staffTestimonialSchema = z.object({
  id: z.string(),
  author_name: z.string(),
  book_title: z.string(),
  service: z.string(),
  quote: z.string(),
  rating: z.number().int(),
  location: z.string().nullable(),
  published: z.boolean(),
  sort_order: z.number().int(),
});
export type StaffTestimonial = z.infer<typeof staffTestimonialSchema>;

export const staffCatalogueUpdateSchema = z
  .object({
    name: requiredText('a name', 160),
    description: requiredText('a description', 5000),
    features: z.array(requiredText('a feature', 300)).max(40, 'Use at most 40 features'),
    /** 0 shows as Custom Quote. */
    price: moneyInput,
    /** e.g. "per word"; empty for a flat price. */
    price_unit: optionalText(40),
  })
  .partial();
export type StaffCatalogueUpdate = z.input<typeof staffCatalogueUpdateSchema>;

export const staffCatalogueServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  price: z.number(),
  price_unit: z.string().nullable(),
  sort_order: z.number().int(),
});
export type StaffCatalogueService = z.infer<typeof staffCatalogueServiceSchema>;

// -------------------------------------------------------------------------------------- inbox

export const QUOTE_REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export const staffQuoteUpdateSchema = z.object({
  status: z.enum(QUOTE_REQUEST_STATUSES, { error: 'Choose new, contacted or closed' }),
});
export const staffContactUpdateSchema = z.object({ handled: z.boolean({ error: 'Say whether it is handled' }) });

export const staffQuoteRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  author_id: z.string().nullable(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      category: z.string(),
      price: z.number(),
      priceUnit: z.string().nullable().optional(),
      quantity: z.number(),
    }),
  ),
  status: z.enum(QUOTE_REQUEST_STATUSES),
  created_at: z.string(),
});
export type StaffQuoteRequest = z.infer<typeof staffQuoteRequestSchema>;

export const staffContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type StaffContactMessage = z.infer<typeof staffContactMessageSchema>;

export const staffSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type StaffSubscriber = z.infer<typeof staffSubscriberSchema>;

// -------------------------------------------------------------------------------------- audit

export const AUDIT_ENTITY_TYPES = [
  'author',
  'invoice',
  'installment',
  'project',
  'agreement',
  'book',
  'episode',
  'testimonial',
  'catalogue_service',
  'quote_request',
  'contact_message',
  'mail_message',
  'sales_import',
  'royalty_terms',
  'exchange_rate',
  'royalty_settings',
  'royalty_statement',
  'royalty_payout',
  'payment_profile',
  'tax_profile',
  'payout_run',
  'tax_year',
  'backup',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const staffAuditQuerySchema = z.object({
  author_id: uuidInput('an author').optional(),
  entity_type: z.enum(AUDIT_ENTITY_TYPES, { error: 'Choose a kind of record' }).optional(),
  /** Entries strictly older than this instant (the previous page's last created_at). */
  before: z.iso
    .datetime({ error: 'Use an ISO 8601 instant', offset: true })
    .refine(isDateInRange, `Use a year from ${DATE_YEAR_RANGE.min} to ${DATE_YEAR_RANGE.max}`)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  author_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });

// ----------------------------------------------------------------------------------- mail log

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const staffMailQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: 'Choose a status' }).optional(),
  /** Mails strictly older than this instant (the previous page's last created_at). */
  before: z.iso
    .datetime({ error: 'Use an ISO 8601 instant', offset: true })
    .refine(isDateInRange, `Use a year from ${DATE_YEAR_RANGE.min} to ${DATE_YEAR_RANGE.max}`)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** One mail of the log: what was sent to whom, and what the mail server answered. */
export const mailLogEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  /** The last refusal or error (for a failed mail, why it failed). */
  last_error: z.string().nullable(),
  /** The server's answer when it took the mail. */
  smtp_response: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;
export const mailLogSchema = z.object({ mails: z.array(mailLogEntrySchema) });

/** A scheduled or on-demand backup file of the embedded database (staff console, admins). */
export const backupFileSchema = z.object({
  name: z.string(),
  bytes: z.number().int(),
  taken_at: z.string(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

export const backupStatusSchema = z.object({
  /** False on PostgreSQL: the database server's own tools back it up. */
  available: z.boolean(),
  /** When scheduled backups run: a cron expression in UTC (null when none are kept). */
  schedule: z.string().nullable(),
  keep: z.object({ daily: z.number().int(), weekly: z.number().int() }),
  /** Newest first. */
  backups: z.array(backupFileSchema),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
