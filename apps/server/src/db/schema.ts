import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { ColumnMapping } from '@app/contracts/royalties';
import type { ImportOptions } from '@app/contracts/royalties-api';
import type { MailStatus } from '@app/contracts/staff-api';
import type { DefaultJson, DefaultTimestamp, Json, Timestamp } from './column-types.js';
import type { IdentityTables } from './identity.tables.js';

/** Kysely's view of the tables created by the SQL files in ./migrations. */

/** A `date` column: a calendar day as 'YYYY-MM-DD'. */
type CalendarDay = string;
/** A `numeric` column: exact decimal text such as '1250.50' (a number is accepted on write). */
type Money = ColumnType<string, string | number, string | number>;
/** A `numeric` column with a default. */
type DefaultMoney = ColumnType<string, string | number | undefined, string | number>;

export interface AuthorsTable {
  id: Generated<string>;
  full_name: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: Generated<string>;
  bio: string | null;
  author_status: Generated<'Active' | 'Paused' | 'Inactive'>;
  services: string | null;
  avatar_url: string | null;
  payment_method: 'paypal' | 'check-by-mail' | 'wire-transfer' | 'credit-card' | null;
  backup_email: string | null;
  backup_email_verified_at: Timestamp | null;
  /** Courtesy payment reminders (due soon, due today) by mail; overdue notices always go out. */
  payment_reminders: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ProductionProjectsTable {
  id: Generated<string>;
  author_id: string;
  service: string;
  project_status: string | null;
  book_title: string | null;
  start_date: CalendarDay | null;
  completion_date: CalendarDay | null;
  amount: Money | null;
  total_amount: Money | null;
  notes: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type InvoiceStatus =
  'paid' | 'fully-paid' | 'settled' | 'pending' | 'unpaid' | 'draft' | 'partial' | 'overdue' | 'cancelled';

export interface InvoiceItem {
  description: string;
  quantity: number;
  unitPrice: number;
}

export interface InvoicesTable {
  id: Generated<string>;
  author_id: string;
  service: string;
  amount: Money | null;
  total_amount: Money | null;
  total_service_amount: Money | null;
  issue_date: CalendarDay | null;
  due_date: CalendarDay | null;
  paid_date: CalendarDay | null;
  status: Generated<InvoiceStatus>;
  currency: Generated<string>;
  payment_method: string | null;
  gateway_name: string | null;
  gateway_reference: string | null;
  processing_fees: Money | null;
  order_number: string | null;
  production_project_id: string | null;
  installment_number: number | null;
  total_installments: number | null;
  items: DefaultJson<InvoiceItem[]>;
  gst_rate: Money | null;
  notes: string | null;
  /** The sequential number given when it is billed (migration 0035); null on drafts and older invoices. */
  invoice_number: Generated<string | null>;
  /** Plan facts kept by a trigger on installment_payments (migration 0018): never written by the app. */
  plan_count: Generated<number>;
  plan_paid_count: Generated<number>;
  plan_paid_amount: Generated<string>;
  plan_open_due: Generated<CalendarDay | null>;
  plan_flagged_overdue: Generated<boolean>;
  /** Payments recorded on the invoice while it has no plan (migration 0028_a). */
  amount_paid: Generated<string>;
  /** Stored generated columns (migration 0021): the day-independent parts of the derived standing. */
  status_word: GeneratedAlways<string>;
  /** Null for an invoice without an amount that nothing else settles: compare with `= false`/`is true`. */
  settled: GeneratedAlways<boolean | null>;
  open_balance: GeneratedAlways<string | null>;
  due_until: GeneratedAlways<CalendarDay | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The last invoice number given in each year (migration 0035): written only by its trigger. */
export interface InvoiceNumberCountersTable {
  year: number;
  last_number: number;
}

export interface InstallmentPaymentsTable {
  id: Generated<string>;
  author_id: string;
  production_project_id: string | null;
  invoice_id: string | null;
  installment_number: number | null;
  total_installments: number | null;
  amount: Money;
  total_service_amount: Money | null;
  status: string | null;
  due_date: CalendarDay | null;
  paid_date: CalendarDay | null;
  payment_method: string | null;
  order_number: string | null;
  /** Partial payments applied to it while it is not paid in full (migration 0028_a). */
  amount_paid: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** One payment staff recorded on an invoice, as received (migration 0028_a). */
export interface InvoicePaymentsTable {
  id: Generated<string>;
  invoice_id: string;
  author_id: string;
  amount: Money;
  paid_date: CalendarDay;
  payment_method: string;
  gateway_name: string | null;
  gateway_reference: string | null;
  processing_fees: Money | null;
  recorded_by: string | null;
  created_at: DefaultTimestamp;
}

export type ContractStatus = 'signed' | 'pending' | 'sent' | 'draft' | 'expired' | 'cancelled' | 'completed';

export interface ContractDocumentsTable {
  id: Generated<string>;
  author_id: string;
  service_name: string;
  email_subject: string | null;
  recipient_name: string | null;
  recipient_email: string | null;
  status: Generated<ContractStatus>;
  created_at: DefaultTimestamp;
  signed_at: Timestamp | null;
  document_file_url: string | null;
  signing_url: string | null;
}

export interface AuthorActivitiesTable {
  id: Generated<string>;
  author_id: string;
  activity_type: 'chat_user' | 'chat_support';
  description: string;
  client_id: string | null;
  created_at: DefaultTimestamp;
}

export interface CatalogueServicesTable {
  id: string;
  name: string;
  category: 'Publishing' | 'Marketing';
  description: string;
  features: DefaultJson<string[]>;
  price: DefaultMoney;
  price_unit: string | null;
  icon: string;
  page_path: string | null;
  sort_order: Generated<number>;
  updated_at: DefaultTimestamp;
}

export interface BooksTable {
  id: string;
  title: string;
  subtitle: string | null;
  author_name: string;
  author_id: string | null;
  genre: string;
  format: string;
  description: string;
  published_on: CalendarDay | null;
  isbn: string | null;
  pages: number | null;
  cover_url: string | null;
  cover_color: Generated<string>;
  buy_url: string | null;
  created_at: DefaultTimestamp;
}

export interface PodcastEpisodesTable {
  id: string;
  number: number;
  title: string;
  summary: string;
  guest_name: string;
  guest_title: string;
  duration_seconds: number;
  published_on: CalendarDay;
  show_notes: DefaultJson<string[]>;
  audio_url: string | null;
  created_at: DefaultTimestamp;
}

export interface TestimonialsTable {
  id: Generated<string>;
  author_name: string;
  book_title: string;
  service: string;
  quote: string;
  rating: number;
  location: string | null;
  published: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<string>;
  email: string;
  status: Generated<'pending' | 'confirmed' | 'unsubscribed'>;
  confirm_token_hash: string | null;
  /** When the newest confirmation link was mailed. */
  confirmation_sent_at: Timestamp | null;
  created_at: DefaultTimestamp;
  confirmed_at: Timestamp | null;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  consent: boolean;
  created_at: DefaultTimestamp;
  handled_at: Timestamp | null;
}

export interface QuoteRequestItem {
  id: string;
  title: string;
  category: string;
  price: number;
  /** e.g. 'per word', when the quantity counts that unit; missing on requests stored before it. */
  priceUnit?: string | null;
  quantity: number;
}

export interface QuoteRequestsTable {
  id: Generated<string>;
  reference: string;
  author_id: string | null;
  contact_name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  items: Json<QuoteRequestItem[]>;
  status: Generated<'new' | 'contacted' | 'closed'>;
  created_at: DefaultTimestamp;
}

/** A mail and its delivery record (see migration 0015 and mail/mail-queue.ts). */
export interface MailMessagesTable {
  id: Generated<string>;
  idempotency_key: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  smtp_response: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  sent_at: Timestamp | null;
}

/** When a person last had a realtime socket open (migration 0017). */
export interface RealtimePresenceTable {
  user_id: string;
  last_seen_at: Timestamp;
}

/** Sales and royalties (migration 0019, docs/royalties.md). */
export interface RoyaltySettingsTable {
  id: Generated<boolean>;
  base_currency: Generated<string>;
  minimum_payout: DefaultMoney;
  updated_at: DefaultTimestamp;
}

export interface SalesSourcesTable {
  id: string;
  name: string;
  column_mapping: Json<ColumnMapping> | null;
  /** The mapping last used for each sheet of a workbook, by sheet name. */
  sheet_mappings: DefaultJson<Record<string, ColumnMapping>>;
  sort_order: Generated<number>;
}

export type SalesImportStatus = 'running' | 'imported' | 'failed' | 'undone';

export interface SalesImportsTable {
  id: Generated<string>;
  source_id: string;
  file_name: string;
  file_sha256: string;
  status: Generated<SalesImportStatus>;
  rows_total: Generated<number>;
  rows_processed: Generated<number>;
  rows_imported: Generated<number>;
  rows_duplicate: Generated<number>;
  rows_failed: Generated<number>;
  error: string | null;
  created_by: string | null;
  created_by_email: string | null;
  created_at: DefaultTimestamp;
  progress_at: DefaultTimestamp;
  finished_at: Timestamp | null;
  undone_at: Timestamp | null;
}

export interface BookIdentifiersTable {
  identifier: string;
  book_id: string;
}

export interface RoyaltyTermsTable {
  id: Generated<string>;
  book_id: string;
  source_id: Generated<string>;
  channel: Generated<string>;
  format: Generated<string>;
  author_share: Money;
  effective_from: CalendarDay;
  created_at: DefaultTimestamp;
}

export interface ExchangeRatesTable {
  period: string;
  currency: string;
  rate: Money;
  updated_at: DefaultTimestamp;
}

export interface RoyaltyStatementsTable {
  id: Generated<string>;
  author_id: string;
  period: string;
  period_label: string;
  period_start: CalendarDay;
  period_end: CalendarDay;
  currency: string;
  opening_balance: Money;
  royalties: Money;
  payouts: Money;
  closing_balance: Money;
  rates: DefaultJson<{ month: string; currency: string; rate: string }[]>;
  issued_at: DefaultTimestamp;
  issued_by_email: string;
}

export interface RoyaltyStatementLinesTable {
  id: Generated<string>;
  statement_id: string;
  book_id: string | null;
  book_title: string;
  /** Null on lines issued before statements named the source. */
  source_name: string | null;
  channel: string;
  sale_month: string;
  correction: Generated<boolean>;
  units_sold: number;
  units_returned: number;
  units_free: Generated<number>;
  pages_read: Generated<number>;
  net_revenue: Money;
  currency: string;
  rate: Money;
  royalty: Money;
  sort_order: number;
}

export interface RoyaltyPayoutsTable {
  id: Generated<string>;
  author_id: string;
  paid_on: CalendarDay;
  amount: Money;
  currency: string;
  method: string;
  reference: string | null;
  statement_id: string | null;
  created_at: DefaultTimestamp;
  created_by_email: string;
}

export interface SalesLinesTable {
  /** bigint: text on the way out. */
  id: Generated<string>;
  import_id: string;
  source_id: string;
  row_key: string;
  book_id: string;
  author_id: string;
  sale_date: CalendarDay;
  sale_month: string;
  channel: string;
  territory: string;
  format: string;
  units_sold: number;
  units_returned: number;
  units_free: Generated<number>;
  pages_read: Generated<number>;
  list_price: Money | null;
  net_revenue: Money;
  currency: string;
  author_share: Money | null;
  statement_id: string | null;
}

/** A confirmed report waiting for its import job. */
export interface SalesImportFilesTable {
  import_id: string;
  bytes: ColumnType<Buffer, Buffer, never>;
  /** The mapping of each sheet by name ('' for a CSV file); files queued earlier hold one `mapping`. */
  options: Json<{
    mapping?: ColumnMapping;
    sheet_mappings?: Record<string, ColumnMapping>;
    confirmations: ImportOptions['confirmations'];
  }>;
}

/** A row an import reported: staged while it runs, kept as its record once finished. */
export type SalesImportRowsTable = Omit<SalesLinesTable, 'id' | 'source_id' | 'statement_id'>;

/** The one row claimed by the first seeding of demo data (migration 0026). */
export interface DemoSeedTable {
  id: Generated<boolean>;
  seeded_at: DefaultTimestamp;
}

/** The access-token signing secret shared by instances on one PostgreSQL (migration 0012). */
export interface SigningSecretTable {
  id: Generated<boolean>;
  secret: string;
  created_at: DefaultTimestamp;
}

/** Rate-limit windows shared by instances (migration 0008, `rate-limits/counter-store.ts`). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}

/**
 * Open balances per author and due day, kept by triggers on invoices (migration 0041): never
 * written by the app. Days before the horizon are folded into the day before it.
 */
export interface ReceivablesByDueTable {
  author_id: string;
  due_on: CalendarDay;
  amount: Money;
  /** Invoices whose earliest open part falls due this day. */
  invoices: number;
}

/** An invoice's open amount per due day, kept by triggers (migration 0041): the rows the sums are made of. */
export interface InvoiceOpenPartsTable {
  invoice_id: string;
  author_id: string;
  due_on: CalendarDay;
  amount: Money;
  /** The invoice's last day not overdue by its status and part paid, when the part was written (migration 0057). */
  due_until: CalendarDay;
  part_paid: boolean;
}

/** What each author owes over every due day, kept from `receivables_by_due` by a trigger (migration 0055). */
export interface ReceivablesByAuthorTable {
  author_id: string;
  amount: Money;
  /** Invoices holding some of it. */
  invoices: number;
}

/** Open balances per due day over every author, in slots the reads add up (migration 0055). */
export interface ReceivablesByDayTable {
  due_on: CalendarDay;
  slot: number;
  amount: Money;
  invoices: number;
}

/** Count and sums of every invoice as the list derives them, in slots the reads add up (migration 0055). */
export interface InvoiceSumsTable {
  /** The status of its invoices where it does not depend on the day; 'owed' for the others (migration 0056). */
  standing: 'cancelled' | 'paid' | 'draft' | 'owed';
  /**
   * Of owed invoices, part paid and the last day not overdue by status (-infinity when overdue
   * whatever the day, infinity when never by date; folded at the horizon); false and infinity for
   * the others (migration 0057).
   */
  part_paid: boolean;
  due_until: CalendarDay;
  slot: number;
  invoices: string;
  total: Money;
  paid: Money;
  balance: Money;
}

/**
 * Open parts due before their owed invoice is overdue by status, by that invoice's part paid and
 * last day not overdue (migration 0057), in slots the reads add up.
 */
export interface ReceivablesBeforeOverdueTable {
  part_paid: boolean;
  due_until: CalendarDay;
  due_on: CalendarDay;
  slot: number;
  amount: Money;
  /** Invoices whose earliest open part this is. */
  invoices: number;
}

/** The one row naming the day before which open parts are folded together (migration 0041). */
export interface ReceivablesHorizonTable {
  single: Generated<boolean>;
  since: CalendarDay;
}

/** Every table: the identity service's, these, and each feature's `*.tables.ts` adds its own. */
export interface DB extends IdentityTables {
  authors: AuthorsTable;
  production_projects: ProductionProjectsTable;
  invoices: InvoicesTable;
  invoice_number_counters: InvoiceNumberCountersTable;
  installment_payments: InstallmentPaymentsTable;
  invoice_payments: InvoicePaymentsTable;
  receivables_by_due: ReceivablesByDueTable;
  invoice_open_parts: InvoiceOpenPartsTable;
  receivables_horizon: ReceivablesHorizonTable;
  receivables_by_author: ReceivablesByAuthorTable;
  receivables_by_day: ReceivablesByDayTable;
  invoice_sums: InvoiceSumsTable;
  receivables_before_overdue: ReceivablesBeforeOverdueTable;
  contract_documents: ContractDocumentsTable;
  author_activities: AuthorActivitiesTable;
  catalogue_services: CatalogueServicesTable;
  books: BooksTable;
  podcast_episodes: PodcastEpisodesTable;
  testimonials: TestimonialsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  quote_requests: QuoteRequestsTable;
  mail_messages: MailMessagesTable;
  realtime_presence: RealtimePresenceTable;
  royalty_settings: RoyaltySettingsTable;
  sales_sources: SalesSourcesTable;
  sales_imports: SalesImportsTable;
  book_identifiers: BookIdentifiersTable;
  royalty_terms: RoyaltyTermsTable;
  exchange_rates: ExchangeRatesTable;
  royalty_statements: RoyaltyStatementsTable;
  royalty_statement_lines: RoyaltyStatementLinesTable;
  royalty_payouts: RoyaltyPayoutsTable;
  sales_lines: SalesLinesTable;
  sales_import_files: SalesImportFilesTable;
  sales_import_rows: SalesImportRowsTable;
  demo_seed: DemoSeedTable;
  signing_secret: SigningSecretTable;
  rate_limit_counters: RateLimitCountersTable;
}

export type Author = Selectable<AuthorsTable>;
export type NewAuthor = Insertable<AuthorsTable>;
export type AuthorUpdate = Updateable<AuthorsTable>;
