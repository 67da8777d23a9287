import {
  inRoyaltyDates,
  parsePeriod,
  PERIOD_PATTERN,
  ROYALTY_DATES,
  SALES_CURRENCIES,
  SALES_FIELDS,
  type SalesField,
} from './royalties.js';
import { z } from './zod.js';

/**
 * The sales and royalties API: staff import store reports (`/api/staff/sales-imports`), keep the
 * terms, rates and settings, issue statements and record payouts; authors read their own sales,
 * balance and statements (`/api/me/royalties`).
 */

const inRange = { error: () => ROYALTY_DATES.message() };
const isoDay = z.iso.date({ error: 'Use a date as YYYY-MM-DD' }).refine((day) => inRoyaltyDates(day), inRange);
const money = z
  .number({ error: 'Enter an amount' })
  .finite()
  .min(0, 'Use an amount of 0 or more')
  .max(1e10, 'Use a smaller amount')
  .refine(
    (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'Use at most 2 decimals',
  );
const currency = z.enum(SALES_CURRENCIES, { error: 'Choose a currency' });
const shortText = (what: string, max = 120) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `Use at most ${max} characters`);

// ------------------------------------------------------------------------------------ import

// A header travels into the store's remembered mapping (jsonb, which cannot hold NUL).
const headerName = z
  .string()
  .max(200)
  .refine((header) => !header.includes('\u0000'), 'A column name cannot hold a NUL character');
export const columnMappingSchema = z
  .object(
    Object.fromEntries(SALES_FIELDS.map((field) => [field, headerName.optional()])) as Record<
      SalesField,
      z.ZodOptional<typeof headerName>
    >,
  )
  .strict();

/** A title match staff confirmed in the preview: rows of this title (and identifier) are this book's. */
export const titleConfirmationSchema = z.object({
  title: z.string().max(500),
  identifier: z.string().max(100).nullable(),
  book_id: z.string().max(200),
});
export type TitleConfirmation = z.infer<typeof titleConfirmationSchema>;

/** The form fields sent with the file, to preview it or to import it. */
export const importOptionsSchema = z.object({
  source_id: z.string({ error: 'Choose the store' }).regex(/^[a-z0-9-]{1,60}$/, 'Choose the store'),
  /** The mapping of the file's first sheet, or of any sheet it fits that has none of its own. */
  mapping: columnMappingSchema.optional(),
  /** A mapping per sheet name (sheets of one workbook differ). */
  sheet_mappings: z
    .record(headerName, columnMappingSchema)
    .refine((mappings) => Object.keys(mappings).length <= 100, 'Map at most 100 sheets')
    .optional(),
  confirmations: z.array(titleConfirmationSchema).max(5_000).default([]),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;

export const salesSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  has_mapping: z.boolean(),
});
export type SalesSource = z.infer<typeof salesSourceSchema>;

export const previewRowSchema = z.object({
  row: z.number().int(),
  sheet: z.string().nullable(),
  sale_date: z.string(),
  title: z.string().nullable(),
  identifier: z.string().nullable(),
  book_title: z.string().nullable(),
  channel: z.string(),
  territory: z.string(),
  units_sold: z.number(),
  units_returned: z.number(),
  units_free: z.number(),
  pages_read: z.number(),
  net_revenue: z.string(),
  currency: z.string(),
});

const mappingOrigin = z.enum(['remembered', 'suggested', 'given']);

export const importPreviewSchema = z.object({
  file_name: z.string(),
  headers: z.array(z.string()),
  sheets: z.array(z.string()),
  /** The first sheet's mapping (see sheet_mappings for each sheet's). */
  mapping: columnMappingSchema,
  /** Where the mapping came from: the source's remembered one, the known store headers, or the request. */
  mapping_origin: mappingOrigin,
  /** What every sheet's mapping lacks (named by sheet when the file has several). */
  mapping_problems: z.array(z.string()),
  /** Each sheet's headers and mapping, in the file's order (one entry, sheet null, for a CSV file). */
  sheet_mappings: z.array(
    z.object({
      sheet: z.string().nullable(),
      headers: z.array(z.string()),
      mapping: columnMappingSchema,
      mapping_origin: mappingOrigin,
      mapping_problems: z.array(z.string()),
    }),
  ),
  /** An earlier import of the very same file (its rows would all be duplicates). */
  already_imported: z.object({ id: z.string(), created_at: z.string() }).nullable(),
  counts: z.object({
    total: z.number().int(),
    ready: z.number().int(),
    needs_confirmation: z.number().int(),
    failed: z.number().int(),
    duplicate: z.number().int(),
  }),
  /** The first rows that will be imported. */
  sample: z.array(previewRowSchema),
  /**
   * Titles without an identifier match, each with the book its title matches: to confirm, or
   * confirmed by the request (its rows are then counted as ready).
   */
  title_matches: z.array(
    z.object({
      title: z.string(),
      identifier: z.string().nullable(),
      rows: z.number().int(),
      book_id: z.string(),
      book_title: z.string(),
      confirmed: z.boolean(),
    }),
  ),
  /** The first failing rows, each with its reason. */
  failures: z.array(z.object({ row: z.number().int(), sheet: z.string().nullable(), reason: z.string() })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const SALES_IMPORT_STATES = ['running', 'imported', 'failed', 'undone'] as const;

export const salesImportSchema = z.object({
  id: z.string(),
  source_id: z.string(),
  source_name: z.string(),
  file_name: z.string(),
  status: z.enum(SALES_IMPORT_STATES),
  rows_total: z.number().int(),
  rows_processed: z.number().int(),
  rows_imported: z.number().int(),
  rows_duplicate: z.number().int(),
  rows_failed: z.number().int(),
  error: z.string().nullable(),
  created_by_email: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SalesImport = z.infer<typeof salesImportSchema>;

export const importIdParams = z.object({ importId: z.uuid({ error: 'Unknown import' }) });

// ------------------------------------------------------------------------ terms, rates, settings

export const royaltyTermInputSchema = z.object({
  /** The source (distributor) whose sales the term covers, or * for every source. */
  source_id: z
    .string()
    .regex(/^(\*|[a-z0-9-]{1,60})$/, 'Choose a source or *')
    .default('*'),
  channel: shortText('a channel or *', 80).default('*'),
  format: shortText('a format or *', 80).default('*'),
  author_share: z
    .number({ error: 'Enter a share from 0 to 1' })
    .min(0, 'Use a share from 0 to 1')
    .max(1, 'Use a share from 0 to 1'),
  effective_from: isoDay,
});

export const royaltyTermSchema = z.object({
  id: z.string(),
  book_id: z.string(),
  source_id: z.string(),
  channel: z.string(),
  format: z.string(),
  author_share: z.number(),
  effective_from: z.string(),
});
export type RoyaltyTermRow = z.infer<typeof royaltyTermSchema>;

/** A whole royalty in basis points: a payee's share of a book without a split. */
export const WHOLE_SHARE_BP = 10_000;

/** A book's split among payees from a date: shares in basis points (10000 = 100 %) summing to 10000. */
export const bookSplitInputSchema = z.object({
  effective_from: isoDay,
  payees: z
    .array(
      z.object({
        author_id: z.uuid({ error: 'Choose an author' }),
        share_bp: z
          .number({ error: 'Enter a share in basis points' })
          .int('Use whole basis points (1 % = 100)')
          .min(1, 'A share is more than 0')
          .max(WHOLE_SHARE_BP, 'A share is at most 10000 (100 %)'),
      }),
    )
    .min(1, 'Add at least one payee')
    .max(20, 'At most 20 payees')
    .refine((payees) => new Set(payees.map((payee) => payee.author_id)).size === payees.length, {
      error: 'Each payee once',
    })
    .refine((payees) => payees.reduce((sum, payee) => sum + payee.share_bp, 0) === WHOLE_SHARE_BP, {
      error: 'The shares must sum to 100 % (10000)',
    }),
});
export type BookSplitInput = z.infer<typeof bookSplitInputSchema>;

export const bookSplitSchema = z.object({
  effective_from: z.string(),
  payees: z.array(z.object({ author_id: z.string(), author_name: z.string(), share_bp: z.number() })),
});
export type BookSplit = z.infer<typeof bookSplitSchema>;

const periodKey = z
  .string({ error: 'Choose a period' })
  .regex(PERIOD_PATTERN, 'Use a month (2026-01) or a quarter (2026-Q1)')
  .refine((key) => inRoyaltyDates(parsePeriod(key)?.start ?? ROYALTY_DATES.earliest), inRange);
const monthKey = z
  .string({ error: 'Choose a month' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM')
  .refine((month) => inRoyaltyDates(month), inRange);

export const exchangeRateInputSchema = z.object({
  period: monthKey,
  currency,
  rate: z.number({ error: 'Enter a rate' }).positive('A rate is more than zero').max(1e6, 'Use a smaller rate'),
});
export const exchangeRateSchema = z.object({ period: z.string(), currency: z.string(), rate: z.number() });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const royaltySettingsSchema = z.object({ base_currency: z.string(), minimum_payout: z.number() });
export const royaltySettingsInputSchema = z.object({ minimum_payout: money });
export type RoyaltySettings = z.infer<typeof royaltySettingsSchema>;

// ------------------------------------------------------------------------ statements, payouts

export const issueStatementSchema = z.object({ period: periodKey });

export const PAYOUT_METHODS = ['bank-transfer', 'paypal', 'cheque', 'wise', 'other'] as const;
export const PAYOUT_METHOD_LABELS: Record<(typeof PAYOUT_METHODS)[number], string> = {
  'bank-transfer': 'Bank transfer',
  paypal: 'PayPal',
  cheque: 'Cheque',
  wise: 'Wise',
  other: 'Other',
};

export const payoutInputSchema = z.object({
  paid_on: isoDay,
  amount: money,
  method: z.enum(PAYOUT_METHODS, { error: 'Choose a method' }),
  reference: z.string().trim().max(120, 'Use at most 120 characters').nullable().default(null),
});

export const payoutSchema = z.object({
  id: z.string(),
  paid_on: z.string(),
  amount: z.number(),
  currency: z.string(),
  method: z.string(),
  reference: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const statementSummarySchema = z.object({
  id: z.string(),
  period: z.string(),
  period_label: z.string(),
  currency: z.string(),
  royalties: z.number(),
  closing_balance: z.number(),
  issued_at: z.string(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const statementLineSchema = z.object({
  book_title: z.string(),
  /** The distributor that paid (null on lines issued before sources were recorded). */
  source_name: z.string().nullable(),
  /** The retailer the source's report named (the source's own name when it named none). */
  channel: z.string(),
  sale_month: z.string(),
  correction: z.boolean(),
  units_sold: z.number(),
  units_returned: z.number(),
  units_free: z.number(),
  pages_read: z.number(),
  net_revenue: z.number(),
  currency: z.string(),
  rate: z.number(),
  royalty: z.number(),
});

export const statementSchema = statementSummarySchema.extend({
  author_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  opening_balance: z.number(),
  payouts: z.number(),
  rates: z.array(z.object({ month: z.string(), currency: z.string(), rate: z.number() })),
  lines: z.array(statementLineSchema),
  payout_rows: z.array(payoutSchema),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementIdParams = z.object({ statementId: z.uuid({ error: 'Unknown statement' }) });

/** An author's royalty account as staff see it. */
export const authorRoyaltiesSchema = z.object({
  currency: z.string(),
  balance: z.number(),
  minimum_payout: z.number(),
  unstated_lines: z.number().int(),
  statements: z.array(statementSummarySchema),
  payouts: z.array(payoutSchema),
});
export type AuthorRoyalties = z.infer<typeof authorRoyaltiesSchema>;

// ------------------------------------------------------------------------------- the author

/** Units sold and returned, units given away free and pages read (KENP) apart, and royalties. */
const figures = {
  units: z.number().int(),
  returns: z.number().int(),
  free_units: z.number().int(),
  pages_read: z.number().int(),
  royalties: z.number(),
};

export const mySalesSchema = z.object({
  currency: z.string(),
  balance: z.number(),
  /** Net units this month: sold less returned (free units and pages read are not units sold). */
  this_month_units: z.number().int(),
  last_payout: payoutSchema.nullable(),
  /** The last twelve months, oldest first; royalties in the base currency where a rate is known. */
  months: z.array(z.object({ month: z.string(), ...figures })),
  /** share_bp: the author's share of the book's royalty today, in basis points (10000 without a split). */
  books: z.array(z.object({ book_id: z.string(), title: z.string(), share_bp: z.number(), ...figures })),
  /** Per source (the distributor), retail channel and territory. */
  channels: z.array(z.object({ source: z.string(), channel: z.string(), territory: z.string(), ...figures })),
  /** Currencies of sales whose month has no exchange rate yet (left out of the royalty figures). */
  unconverted_currencies: z.array(z.string()),
  statements: z.array(statementSummarySchema),
});
export type MySales = z.infer<typeof mySalesSchema>;
