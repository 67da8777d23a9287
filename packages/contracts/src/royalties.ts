/**
 * Sales and royalties: the pure rules shared by the import, the statements and the pages.
 *
 * A store's report row is read through a column mapping (the file's header for each of our
 * fields), validated into a sales line, and keyed so that the same sale imported twice is
 * recognised. Royalties are the author's share of net revenue, in the sale's own currency;
 * statements convert them with the exchange rate staff entered for the sale's month.
 */

/** Our fields, in the order the mapping step shows them. */
export const SALES_FIELDS = [
  'sale_date',
  'identifier',
  'title',
  'channel',
  'territory',
  'format',
  'transaction_type',
  'units_sold',
  'units_returned',
  'pages_read',
  'list_price',
  'net_revenue',
  'currency',
] as const;
export type SalesField = (typeof SALES_FIELDS)[number];

export const SALES_FIELD_LABELS: Record<SalesField, string> = {
  sale_date: 'Sale date or period',
  identifier: 'ISBN / ASIN / identifier',
  title: 'Title',
  channel: 'Store / channel',
  territory: 'Territory / marketplace',
  format: 'Format',
  transaction_type: 'Transaction type (free promotions)',
  units_sold: 'Units sold',
  units_returned: 'Units returned',
  pages_read: 'Pages read (KENP)',
  list_price: 'List price',
  net_revenue: 'Net revenue / publisher compensation',
  currency: 'Currency',
};

/** A file's header for each of our fields; a field left out is not in the file. */
export type ColumnMapping = Partial<Record<SalesField, string>>;

/** What a mapping must name before a row can be read. */
export function mappingProblems(mapping: ColumnMapping): string[] {
  const problems: string[] = [];
  for (const field of ['sale_date', 'net_revenue', 'currency'] as const) {
    if (!mapping[field]) problems.push(`Choose the column for ${SALES_FIELD_LABELS[field].toLowerCase()}`);
  }
  // A KENP sheet reports pages read and no units.
  if (!mapping.units_sold && !mapping.pages_read) problems.push('Choose the column for units sold or pages read');
  if (!mapping.identifier && !mapping.title) problems.push('Choose the column for the identifier or the title');
  return problems;
}

/**
 * The headers the stores write in their reports, compared without case, spaces or punctuation:
 * Amazon KDP's royalty report, IngramSpark's compensation report, Draft2Digital's sales report,
 * Apple Books' and Kobo's sales exports.
 */
const KNOWN_HEADERS: Record<SalesField, readonly string[]> = {
  sale_date: [
    'Royalty Date',
    'Sale Date',
    'Date Sold',
    'Reporting Period',
    'Sales Period',
    'Period',
    'Date',
    'Begin Date',
    'Month',
  ],
  identifier: ['ASIN/ISBN', 'ASIN', 'ISBN', 'ISBN13', 'eISBN', 'Vendor Identifier', 'Apple Identifier', 'Identifier'],
  title: ['Title', 'Book Title', 'Product Title'],
  channel: ['Retailer', 'Store', 'Vendor', 'Channel', 'Sales Channel'],
  territory: ['Marketplace', 'Sales Market', 'Market', 'Country', 'Country Of Sale', 'Territory', 'Storefront'],
  format: ['Format', 'Binding', 'Product Type'],
  transaction_type: ['Transaction Type', 'Sale Type', 'Sales Type'],
  // Units sold before returns; a net figure only when the file has no gross one.
  units_sold: ['Units Sold', 'Gross Qty', 'Qty', 'Units', 'Quantity', 'Net Units Sold', 'Net Qty'],
  units_returned: ['Units Refunded', 'Returned Qty', 'Returns', 'Units Returned'],
  pages_read: ['KENP Read', 'Kindle Edition Normalized Pages (KENP) Read', 'KENP Pages Read', 'Pages Read'],
  list_price: ['Avg. List Price without tax', 'List Price', 'Retail Price', 'Customer Price'],
  net_revenue: [
    'Royalty',
    'Net Pub Comp',
    'Publisher Compensation',
    'Net Publisher Compensation',
    'Royalty Earned',
    'Net Compensation',
    'Earnings',
    'Your Earnings',
    'Net Revenue',
    'Extended Partner Share',
    'Partner Share',
  ],
  currency: ['Currency', 'Payment Currency', 'Partner Share Currency'],
};

const comparable = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A mapping proposed from the file's headers: for each field the first known header present. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const byComparable = new Map(headers.map((header) => [comparable(header), header]));
  const mapping: ColumnMapping = {};
  const taken = new Set<string>();
  for (const field of SALES_FIELDS) {
    for (const known of KNOWN_HEADERS[field]) {
      const header = byComparable.get(comparable(known));
      if (header !== undefined && !taken.has(header)) {
        mapping[field] = header;
        taken.add(header);
        break;
      }
    }
  }
  return mapping;
}

/**
 * A remembered mapping completed with what the headers suggest for the fields it leaves out (a
 * column it never named, such as the transaction type that tells free units apart), never with a
 * header it already maps.
 */
export function completeMapping(remembered: ColumnMapping, headers: readonly string[]): ColumnMapping {
  const taken = new Set(Object.values(remembered));
  const completed: ColumnMapping = { ...remembered };
  for (const [field, header] of Object.entries(suggestMapping(headers)) as [SalesField, string][]) {
    if (!completed[field] && !taken.has(header)) completed[field] = header;
  }
  return completed;
}

/** A remembered mapping applies to a file only when every header it names is in the file. */
export const mappingFits = (mapping: ColumnMapping, headers: readonly string[]): boolean =>
  Object.values(mapping).every((header) => headers.includes(header));

/** Currencies the stores pay in (ISO 4217). */
export const SALES_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'INR',
  'BRL',
  'MXN',
  'PLN',
  'SEK',
  'NOK',
  'DKK',
  'CHF',
  'CZK',
  'HUF',
  'RON',
  'ZAR',
  'SGD',
  'HKD',
  'TWD',
  'CNY',
  'KRW',
  'TRY',
  'AED',
  'SAR',
  'ILS',
  'CLP',
  'COP',
  'PHP',
] as const;
const KNOWN_CURRENCIES = new Set<string>(SALES_CURRENCIES);

/** One cell as a reader hands it over. */
export type Cell = string | number | Date | null | undefined;

/** A sales line ready to store (amounts as exact decimal text). */
export interface SalesLine {
  sale_date: string;
  identifier: string | null;
  title: string | null;
  channel: string;
  territory: string;
  format: string;
  units_sold: number;
  units_returned: number;
  /** Units given away in a free promotion: never units sold. */
  units_free: number;
  /** Kindle Unlimited pages read (a KENP row): income without units. */
  pages_read: number;
  list_price: string | null;
  net_revenue: string;
  currency: string;
}

/** A report row's transaction type that gives the units away (KDP's "Free - Promotion"). */
export const isFreeTransaction = (type: string) => /\bfree\b/i.test(type);

export type RowResult = { ok: true; line: SalesLine } | { ok: false; reason: string };

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) =>
  `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * The days a sale, a term, a rate or a statement can be dated: from 2000 (no store report is
 * older) to a year from today (a term or a rate set ahead). One range for every date of royalties.
 */
export const ROYALTY_DATES = {
  earliest: '2000-01-01',
  latest: (now: Date = new Date()) =>
    isoDay(new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()))),
  message: (now?: Date) => `Use a date from ${ROYALTY_DATES.earliest} to ${ROYALTY_DATES.latest(now)}`,
};

/** Whether a `YYYY-MM-DD` day, or the first day of a `YYYY-MM` month, is within ROYALTY_DATES. */
export const inRoyaltyDates = (day: string, now?: Date): boolean => {
  const first = day.length === 7 ? `${day}-01` : day;
  return first >= ROYALTY_DATES.earliest && first <= ROYALTY_DATES.latest(now);
};

/**
 * What the database stores, checked on each row so a row it would refuse fails alone, named, in
 * the preview: integer units, `numeric(16,4)` net revenue, `numeric(12,2)` list price, and text
 * within the lengths a confirmation can carry.
 */
export const SALES_LIMITS = {
  units: 2_147_483_647,
  netRevenue: 1e12,
  listPrice: 1e10,
  identifier: 100,
  title: 500,
  label: 120,
};

/** A calendar day from the formats the stores use; a month alone is its first day. */
export function parseSaleDate(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : isoDay(cell);
  const text = String(cell ?? '').trim();
  let year: number, month: number, day: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:[T ].*)?$/.exec(text))) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 1)];
  } else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text))) {
    // The US order the stores write: month/day/year.
    [year, month, day] = [Number(match[3]), Number(match[1]), Number(match[2])];
  } else if ((match = /^(\d{1,2})\/(\d{4})$/.exec(text))) {
    [year, month, day] = [Number(match[2]), Number(match[1]), 1];
  } else if ((match = /^([A-Za-z]{3,9})[ -](\d{4})$/.exec(text))) {
    const index = new Date(`${match[1]} 1, 2000`).getMonth();
    if (Number.isNaN(index)) return null;
    [year, month, day] = [Number(match[2]), index + 1, 1];
  } else {
    return null;
  }
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // Date.UTC would read years 0-99 as 1900-1999.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return isoDay(date);
}

/** A number as the stores write it: `1,234.50`, `$12.00`, `(3.20)` for a negative. */
export function parseNumber(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  let text = String(cell ?? '').trim();
  if (text === '') return null;
  let sign = 1;
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) [sign, text] = [-1, parenthesised[1]!];
  text = text.replace(/[,\s]/g, '').replace(/^([-+]?)[^\d.+-]+/, '$1');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return sign * Number(text);
}

/** Exact decimal text with at most `places` decimals. */
const decimal = (value: number, places: number) => String(Number(value.toFixed(places)));

const text = (cell: Cell) => (cell instanceof Date ? '' : String(cell ?? '').trim());

/** A cell's text as a failure reason quotes it: never more than a few dozen characters. */
export const quoted = (value: string, max = 40) =>
  `"${[...value].length > max ? `${[...value].slice(0, max).join('')}…` : value}"`;

/** Characters PostgreSQL cannot store in text (NUL), or other control characters a report never holds. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Reads one row through the mapping. `fallback` names the channel (the store) and the format (a
 * KDP workbook's sheet: "eBook Royalty", "Paperback Royalty") when the file has no column for them.
 */
export function readSalesRow(
  row: Record<string, Cell>,
  mapping: ColumnMapping,
  fallback: { channel?: string; format?: string } = {},
  now?: Date,
): RowResult {
  const cell = (field: SalesField): Cell => (mapping[field] ? row[mapping[field]] : undefined);
  for (const field of SALES_FIELDS) {
    const value = cell(field);
    if (typeof value === 'string' && UNSTORABLE.test(value)) {
      return { ok: false, reason: `${SALES_FIELD_LABELS[field]} holds a control character (such as NUL)` };
    }
  }
  const saleDate = parseSaleDate(cell('sale_date'));
  if (!saleDate) return { ok: false, reason: `Bad date: ${quoted(text(cell('sale_date')))}` };
  if (!inRoyaltyDates(saleDate, now))
    return { ok: false, reason: `Bad date: ${saleDate}. ${ROYALTY_DATES.message(now)}` };
  const identifier = normalizeIdentifier(text(cell('identifier'))) || null;
  const title = text(cell('title')) || null;
  if (!identifier && !title) return { ok: false, reason: 'No identifier or title' };
  const currency = text(cell('currency')).toUpperCase();
  if (!KNOWN_CURRENCIES.has(currency)) return { ok: false, reason: `Unknown currency: ${quoted(currency)}` };
  const units = (value: number | null): value is number =>
    value !== null && Number.isInteger(value) && Math.abs(value) <= SALES_LIMITS.units;
  const pagesRead = mapping.pages_read ? parseNumber(cell('pages_read')) : 0;
  if (!units(pagesRead) || pagesRead < 0)
    return { ok: false, reason: 'Pages read must be a whole number up to 2,147,483,647' };
  // A KENP row has pages and no units; a row with neither column mapped is refused by mappingProblems.
  const sold = mapping.units_sold ? parseNumber(cell('units_sold')) : 0;
  if (!units(sold)) return { ok: false, reason: 'Units sold must be a whole number up to 2,147,483,647' };
  const returnedCell = cell('units_returned');
  const returned = text(returnedCell) === '' && typeof returnedCell !== 'number' ? 0 : parseNumber(returnedCell);
  if (!units(returned)) return { ok: false, reason: 'Units returned must be a whole number up to 2,147,483,647' };
  const revenue = parseNumber(cell('net_revenue'));
  if (revenue === null) return { ok: false, reason: 'Net revenue must be a number' };
  // Compared as stored (rounded), so a value that rounds up to the limit fails too.
  if (Math.abs(Number(decimal(revenue, 4))) >= SALES_LIMITS.netRevenue)
    return { ok: false, reason: 'Net revenue must be less than 1,000,000,000,000' };
  const listPriceCell = cell('list_price');
  const listPrice = text(listPriceCell) === '' && typeof listPriceCell !== 'number' ? null : parseNumber(listPriceCell);
  if (listPrice !== null && listPrice < 0) return { ok: false, reason: 'The list price cannot be negative' };
  if (listPrice !== null && Number(decimal(listPrice, 2)) >= SALES_LIMITS.listPrice)
    return { ok: false, reason: 'The list price must be less than 10,000,000,000' };
  // A store reports a return as negative units with a refund (revenue at or below zero); negative
  // units that earned money are a broken row.
  if (sold < 0 && revenue > 0) return { ok: false, reason: 'Negative units without a return' };
  const unitsReturned = Math.abs(returned) + Math.max(-sold, 0);
  if (unitsReturned > SALES_LIMITS.units)
    return { ok: false, reason: 'Units returned must be a whole number up to 2,147,483,647' };
  const free = isFreeTransaction(text(cell('transaction_type')));
  const line: SalesLine = {
    sale_date: saleDate,
    identifier,
    title,
    channel: text(cell('channel')) || fallback.channel || 'Other',
    territory: text(cell('territory')) || 'World',
    format: text(cell('format')) || (fallback.format ?? '').replace(/\s*royalt(y|ies)\s*$/i, '').trim() || 'All',
    units_sold: free ? 0 : Math.max(sold, 0),
    units_returned: unitsReturned,
    units_free: free ? Math.max(sold, 0) : 0,
    pages_read: pagesRead,
    list_price: listPrice === null ? null : decimal(listPrice, 2),
    net_revenue: decimal(revenue, 4),
    currency,
  };
  const tooLong = (
    [
      ['identifier', SALES_LIMITS.identifier],
      ['title', SALES_LIMITS.title],
      ['channel', SALES_LIMITS.label],
      ['territory', SALES_LIMITS.label],
      ['format', SALES_LIMITS.label],
    ] as const
  ).find(([field, max]) => (line[field]?.length ?? 0) > max);
  if (tooLong) {
    const [field, max] = tooLong;
    return { ok: false, reason: `${SALES_FIELD_LABELS[field]} is longer than ${max} characters` };
  }
  return { ok: true, line };
}

/** ISBNs and ASINs compared without hyphens, spaces or case. */
export const normalizeIdentifier = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Titles compared without case, punctuation or spacing. */
export const normalizeTitle = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * What makes a sale the same sale in a later file: every field of the line, and its place among
 * identical lines of its file (two identical sales on one day are two sales; the same two in the
 * next file are still the same two). Kept as lines were keyed before territories kept their case
 * and before free units and pages read: a file imported then is still recognised.
 */
export const naturalKey = (line: SalesLine, occurrence: number): string =>
  [
    line.sale_date,
    line.identifier ?? '',
    line.title ?? '',
    line.channel,
    line.territory.toUpperCase(),
    line.format,
    line.units_sold,
    line.units_returned,
    line.list_price ?? '',
    line.net_revenue,
    line.currency,
    occurrence,
    ...(line.units_free ? [`free:${line.units_free}`] : []),
    ...(line.pages_read ? [`pages:${line.pages_read}`] : []),
  ].join('\u001f');

// ------------------------------------------------------------------------------ royalty terms

export interface RoyaltyTerm {
  /** The source (the distributor that pays, a sales_sources id); '*' for every source. */
  source: string;
  /** '*' for every channel or format. */
  channel: string;
  format: string;
  /** The author's share of net revenue, 0 to 1. */
  author_share: number;
  effective_from: string;
}

export const ANY = '*';

/**
 * The term that applies to a sale: among those in effect on its date, the most specific (source,
 * then retail channel, then format; the book's general term last), the latest of those. The same
 * order as the database's apply_royalty_terms.
 */
export function termFor(
  terms: readonly RoyaltyTerm[],
  sale: { sale_date: string; source: string; channel: string; format: string },
): RoyaltyTerm | null {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const rank = (term: RoyaltyTerm) =>
    (term.source === ANY ? 0 : 4) + (term.channel === ANY ? 0 : 2) + (term.format === ANY ? 0 : 1);
  let best: RoyaltyTerm | null = null;
  for (const term of terms) {
    if (term.effective_from > sale.sale_date) continue;
    if (term.source !== ANY && term.source !== sale.source) continue;
    if (term.channel !== ANY && !same(term.channel, sale.channel)) continue;
    if (term.format !== ANY && !same(term.format, sale.format)) continue;
    if (!best || rank(term) > rank(best) || (rank(term) === rank(best) && term.effective_from > best.effective_from)) {
      best = term;
    }
  }
  return best;
}

/** Money rounded to cents, half away from zero, without float noise. */
export const roundCents = (value: number): number =>
  (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;

/** A decimal's digits as an integer and how many of them are decimals: '-12.345' → [-12345n, 3]. */
function decimalParts(value: number | string): [bigint, number] {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(String(value).trim());
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not a decimal number: ${value}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${sign}${whole}${fraction}` || '0');
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? [digits, scale] : [digits * 10n ** BigInt(-scale), 0];
}

/**
 * An amount in the statement's currency: `rate` is the value of one unit of the sale's currency.
 * Computed exactly on the decimals (no float product) and rounded to cents half away from zero,
 * as PostgreSQL's round(numeric, 2) does: the author's page rounds the same lines in SQL, and
 * royalties/rounding.int.test.ts checks the two agree.
 */
export function convert(amount: number | string, rate: number | string): number {
  const [a, aScale] = decimalParts(amount);
  const [r, rScale] = decimalParts(rate);
  const product = a * r;
  const scale = aScale + rScale;
  if (scale <= 2) return Number(product * 10n ** BigInt(2 - scale)) / 100;
  const divisor = 10n ** BigInt(scale - 2);
  const size = product < 0n ? -product : product;
  const cents = size / divisor + (2n * (size % divisor) >= divisor ? 1n : 0n);
  return Number(product < 0n ? -cents : cents) / 100;
}

// --------------------------------------------------------------------------------- periods

export interface Period {
  /** `2026-01` (a month) or `2026-Q1` (a quarter). */
  key: string;
  start: string;
  end: string;
  label: string;
  /** The months it covers, `YYYY-MM`. */
  months: string[];
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const PERIOD_PATTERN = /^(\d{4})-(?:(0[1-9]|1[0-2])|Q([1-4]))$/;

/** A statement period from its key, or null. */
export function parsePeriod(key: string): Period | null {
  const match = PERIOD_PATTERN.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const firstMonth = match[2] ? Number(match[2]) : (Number(match[3]) - 1) * 3 + 1;
  const count = match[2] ? 1 : 3;
  const months = Array.from({ length: count }, (_, i) => `${year}-${pad(firstMonth + i)}`);
  const lastMonth = firstMonth + count - 1;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return {
    key,
    start: `${months[0]}-01`,
    end: `${year}-${pad(lastMonth)}-${pad(lastDay)}`,
    label: match[2] ? `${MONTH_NAMES[firstMonth - 1]} ${year}` : `Q${match[3]} ${year}`,
    months,
  };
}

/** `2026-01` as a statement line names the month of a correction: "January 2026". */
export const monthName = (month: string) => parsePeriod(month)?.label ?? month;

// ------------------------------------------------------------------------------ statements

export interface StatementFigures {
  opening_balance: number;
  royalties: number;
  payouts: number;
  closing_balance: number;
}

/** A statement's balance: what was owed, plus what the period earned, less what was paid. */
export function statementFigures(
  openingBalance: number,
  lineRoyalties: readonly number[],
  payouts: readonly number[],
): StatementFigures {
  const cents = (values: readonly number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
  const royalties = cents(lineRoyalties);
  const paid = cents(payouts);
  const opening = Math.round(openingBalance * 100);
  return {
    opening_balance: opening / 100,
    royalties: royalties / 100,
    payouts: paid / 100,
    closing_balance: (opening + royalties - paid) / 100,
  };
}

/**
 * Why a payout cannot be recorded, or null: authors are paid once their balance reaches the
 * minimum payout, and never more than the balance.
 */
export function payoutProblem(amount: number, balance: number, minimum: number): string | null {
  if (!(amount > 0)) return 'A payout must be more than zero';
  if (Math.round(balance * 100) < Math.round(minimum * 100)) {
    return `The balance has not reached the minimum payout of ${minimum.toFixed(2)}`;
  }
  if (Math.round(amount * 100) > Math.round(balance * 100)) return 'A payout cannot exceed the royalty balance';
  return null;
}
