import { describe, expect, it } from 'vitest';
import { exchangeRateInputSchema, issueStatementSchema, royaltyTermInputSchema } from './royalties-api.js';
import {
  convert,
  completeMapping,
  mappingFits,
  mappingProblems,
  naturalKey,
  parseNumber,
  parsePeriod,
  parseSaleDate,
  payoutProblem,
  readSalesRow,
  ROYALTY_DATES,
  statementFigures,
  suggestMapping,
  termFor,
  type RoyaltyTerm,
} from './royalties.js';
import { KDP_REPORT_HEADER, KENP_REPORT_HEADER } from './store-reports.js';

describe('column mapping', () => {
  it('recognises the stores’ headers', () => {
    expect(suggestMapping(KDP_REPORT_HEADER)).toMatchObject({
      sale_date: 'Royalty Date',
      identifier: 'ASIN/ISBN',
      territory: 'Marketplace',
      units_sold: 'Units Sold',
      units_returned: 'Units Refunded',
      net_revenue: 'Royalty',
      currency: 'Currency',
    });
    expect(
      suggestMapping(['Date Sold', 'Vendor', 'Title', 'ISBN', 'Country', 'Currency', 'List Price', 'Qty', 'Earnings']),
    ).toMatchObject({ sale_date: 'Date Sold', channel: 'Vendor', units_sold: 'Qty', net_revenue: 'Earnings' });
  });

  it('proposes the net revenue columns of IngramSpark and Draft2Digital', () => {
    expect(
      suggestMapping(['Sales Period', 'ISBN', 'Title', 'Gross Qty', 'Publisher Compensation', 'Currency']).net_revenue,
    ).toBe('Publisher Compensation');
    expect(
      suggestMapping(['Date Sold', 'Vendor', 'Title', 'ISBN', 'Currency', 'Qty', 'Royalty Earned']).net_revenue,
    ).toBe('Royalty Earned');
  });

  it('completes a remembered mapping with the columns it never named', () => {
    const remembered = { sale_date: 'Royalty Date', identifier: 'ASIN/ISBN', units_sold: 'Net Units Sold' };
    expect(completeMapping(remembered, KDP_REPORT_HEADER)).toMatchObject({
      ...remembered,
      transaction_type: 'Transaction Type',
      net_revenue: 'Royalty',
    });
    // A header the remembered mapping uses is not offered to a second field.
    expect(completeMapping({ units_sold: 'Units Sold' }, ['Units Sold', 'Net Units Sold']).units_sold).toBe(
      'Units Sold',
    );
  });

  it('names what a mapping lacks and whether a remembered one fits a file', () => {
    expect(mappingProblems({ sale_date: 'a', units_sold: 'b', net_revenue: 'c', currency: 'd', title: 'e' })).toEqual(
      [],
    );
    expect(mappingProblems({ sale_date: 'a' })).toHaveLength(4);
    expect(mappingFits({ title: 'Title' }, ['Title', 'X'])).toBe(true);
    expect(mappingFits({ title: 'Book' }, ['Title'])).toBe(false);
  });
});

describe('reading a row', () => {
  const mapping = suggestMapping(KDP_REPORT_HEADER);
  const row = (over: Record<string, string | number | Date>) => ({
    'Royalty Date': '2026-01-15',
    Title: 'The Salt Road',
    'ASIN/ISBN': '978-1-23456-789-7',
    Marketplace: 'amazon.de',
    'Royalty Type': '70%',
    'Units Sold': '3',
    'Units Refunded': '',
    Royalty: '12.60',
    Currency: 'eur',
    ...over,
  });

  it('normalises dates, numbers, identifiers and currencies', () => {
    const result = readSalesRow(row({}), mapping, { channel: 'Amazon KDP', format: 'eBook Royalty' });
    expect(result).toEqual({
      ok: true,
      line: expect.objectContaining({
        sale_date: '2026-01-15',
        identifier: '9781234567897',
        channel: 'Amazon KDP',
        territory: 'amazon.de',
        format: 'eBook',
        units_sold: 3,
        units_returned: 0,
        net_revenue: '12.6',
        currency: 'EUR',
      }),
    });
  });

  it('reads a KENP sheet as pages read, not units', () => {
    const kenp = suggestMapping(KENP_REPORT_HEADER);
    expect(kenp).toMatchObject({ identifier: 'ASIN', pages_read: 'KENP Read' });
    expect(kenp.units_sold).toBeUndefined();
    expect(mappingProblems(kenp)).toEqual([]);
    const result = readSalesRow(
      {
        'Royalty Date': '2026-01-31',
        Title: 'The Salt Road',
        ASIN: 'B0SALT0001',
        Marketplace: 'Amazon.co.uk',
        'KENP Read': 1234,
        Royalty: 5.43,
        Currency: 'GBP',
      },
      kenp,
      { format: 'KENP Read' },
    );
    expect(result.ok && result.line).toMatchObject({
      units_sold: 0,
      units_free: 0,
      pages_read: 1234,
      territory: 'Amazon.co.uk',
    });
    expect(
      readSalesRow({ ...row({}), 'KENP Read': 'many' }, { ...mapping, units_sold: undefined, pages_read: 'KENP Read' }),
    ).toEqual({
      ok: false,
      reason: 'Pages read must be a whole number up to 2,147,483,647',
    });
  });

  it('keeps free promotion units apart from units sold', () => {
    expect(mapping.transaction_type).toBe('Transaction Type');
    const free = readSalesRow(row({ 'Transaction Type': 'Free - Promotion', 'Units Sold': 150, Royalty: 0 }), mapping);
    expect(free.ok && free.line).toMatchObject({ units_sold: 0, units_free: 150, pages_read: 0 });
    const sold = readSalesRow(row({ 'Transaction Type': 'Standard' }), mapping);
    expect(sold.ok && sold.line).toMatchObject({ units_sold: 3, units_free: 0 });
    expect(naturalKey(free.ok ? free.line : ({} as never), 1)).not.toBe(
      naturalKey(free.ok ? { ...free.line, units_free: 0, units_sold: 150 } : ({} as never), 1),
    );
  });

  it('keys a sale as before whatever the territory’s case (files imported earlier are still recognised)', () => {
    const lower = readSalesRow(row({}), mapping);
    const upper = readSalesRow(row({ Marketplace: 'AMAZON.DE' }), mapping);
    expect(lower.ok && upper.ok && naturalKey(lower.line, 1)).toBe(upper.ok && naturalKey(upper.line, 1));
  });

  it('takes negative units with a refund as a return', () => {
    const result = readSalesRow(row({ 'Units Sold': '-1', Royalty: '(4.20)' }), mapping);
    expect(result.ok && result.line).toMatchObject({ units_sold: 0, units_returned: 1, net_revenue: '-4.2' });
  });

  it.each([
    [{ 'Royalty Date': '2026-02-30' }, 'Bad date'],
    [{ 'Royalty Date': 'yesterday' }, 'Bad date'],
    [{ Currency: 'XXX' }, 'Unknown currency'],
    [{ 'Units Sold': '1.5' }, 'whole number'],
    [{ 'Units Sold': '-2' }, 'Negative units without a return'],
    [{ Royalty: 'n/a' }, 'Net revenue'],
    [{ Title: '', 'ASIN/ISBN': '' }, 'No identifier or title'],
  ])('refuses %o with a reason', (over, reason) => {
    const result = readSalesRow(row(over), mapping);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });

  it.each([
    [{ 'Units Sold': '99999999999999999999' }, 'Units sold must be a whole number up to 2,147,483,647'],
    [{ 'Units Sold': 2_147_483_648 }, 'Units sold must be a whole number up to 2,147,483,647'],
    [{ 'Units Refunded': '3000000000' }, 'Units returned must be a whole number up to 2,147,483,647'],
    [{ Royalty: '99999999999999999999.99' }, 'Net revenue must be less than 1,000,000,000,000'],
    [{ Royalty: '999999999999.99999' }, 'Net revenue must be less than 1,000,000,000,000'],
    [{ 'Avg. List Price without tax': '10000000000' }, 'The list price must be less than 10,000,000,000'],
    [{ Title: 'The Salt\u0000Road' }, 'Title holds a control character (such as NUL)'],
    [{ Marketplace: 'Amazon\u0000' }, 'Territory / marketplace holds a control character (such as NUL)'],
    [{ Title: 'x'.repeat(501) }, 'Title is longer than 500 characters'],
    [{ 'ASIN/ISBN': 'B'.repeat(101) }, 'ISBN / ASIN / identifier is longer than 100 characters'],
    [{ 'Royalty Date': '0001-01-01' }, 'Bad date: 0001-01-01. Use a date from 2000-01-01 to'],
    [{ 'Royalty Date': new Date('0001-01-01T00:00:00Z') }, 'Use a date from 2000-01-01 to'],
    [{ 'Royalty Date': '2999-01-01' }, 'Use a date from 2000-01-01 to'],
  ])('refuses %o, which the database could not store, naming why', (over, reason) => {
    const result = readSalesRow(row(over), mapping);
    expect(!result.ok && result.reason).toContain(reason);
  });

  it('keeps the dates of royalties within one range, from 2000 to a year from today', () => {
    const now = new Date(Date.UTC(2026, 5, 15));
    expect(ROYALTY_DATES.latest(now)).toBe('2027-06-15');
    expect(readSalesRow(row({ 'Royalty Date': '2000-01-01' }), mapping, {}, now).ok).toBe(true);
    expect(readSalesRow(row({ 'Royalty Date': '2027-06-15' }), mapping, {}, now).ok).toBe(true);
    expect(readSalesRow(row({ 'Royalty Date': '1999-12-31' }), mapping, {}, now).ok).toBe(false);
    expect(readSalesRow(row({ 'Royalty Date': '2027-06-16' }), mapping, {}, now).ok).toBe(false);
    const refused = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(refused(exchangeRateInputSchema.safeParse({ period: '0000-01', currency: 'EUR', rate: 1 }))).toMatch(
      /^Use a date from 2000-01-01 to /,
    );
    expect(refused(issueStatementSchema.safeParse({ period: '0001-Q1' }))).toMatch(/^Use a date from 2000-01-01 to /);
    expect(refused(royaltyTermInputSchema.safeParse({ author_share: 0.5, effective_from: '0001-01-01' }))).toMatch(
      /^Use a date from 2000-01-01 to /,
    );
    expect(exchangeRateInputSchema.safeParse({ period: '2026-01', currency: 'EUR', rate: 1 }).success).toBe(true);
  });

  it('reads the date and number formats the stores write', () => {
    expect(parseSaleDate('03/31/2026')).toBe('2026-03-31');
    expect(parseSaleDate('2026-03')).toBe('2026-03-01');
    expect(parseSaleDate('Mar 2026')).toBe('2026-03-01');
    expect(parseSaleDate(new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
    expect(parseNumber('$1,234.50')).toBe(1234.5);
    expect(parseNumber('abc')).toBeNull();
  });

  it('keys identical sales by their place in the file', () => {
    const line = readSalesRow(row({}), mapping);
    if (!line.ok) throw new Error('row refused');
    expect(naturalKey(line.line, 1)).not.toBe(naturalKey(line.line, 2));
    expect(naturalKey(line.line, 1)).toBe(naturalKey({ ...line.line }, 1));
  });
});

describe('royalty terms and statements', () => {
  const terms: RoyaltyTerm[] = [
    { source: '*', channel: '*', format: '*', author_share: 0.5, effective_from: '2025-01-01' },
    { source: '*', channel: '*', format: '*', author_share: 0.6, effective_from: '2026-02-01' },
    { source: '*', channel: 'Amazon KDP', format: '*', author_share: 0.4, effective_from: '2025-01-01' },
    { source: '*', channel: 'Amazon KDP', format: 'Paperback', author_share: 0.3, effective_from: '2025-01-01' },
    { source: 'ingramspark', channel: '*', format: '*', author_share: 0.2, effective_from: '2025-01-01' },
    { source: 'ingramspark', channel: 'Gardners', format: '*', author_share: 0.1, effective_from: '2025-01-01' },
  ];
  const sale = (sale_date: string, channel: string, format: string, source = 'amazon-kdp') => ({
    sale_date,
    source,
    channel,
    format,
  });

  it('applies a source’s term to every channel of that source, a channel term of the source first', () => {
    expect(termFor(terms, sale('2026-02-10', 'Ingram AU', 'Paperback', 'ingramspark'))?.author_share).toBe(0.2);
    expect(termFor(terms, sale('2026-02-10', 'gardners', 'Paperback', 'ingramspark'))?.author_share).toBe(0.1);
    expect(termFor(terms, sale('2026-02-10', 'Gardners', 'Paperback', 'kobo'))?.author_share).toBe(0.6);
  });

  it('applies the most specific term in effect on the sale date', () => {
    expect(termFor(terms, sale('2026-01-10', 'Kobo', 'eBook'))?.author_share).toBe(0.5);
    expect(termFor(terms, sale('2026-02-10', 'Kobo', 'eBook'))?.author_share).toBe(0.6);
    expect(termFor(terms, sale('2026-02-10', 'amazon kdp', 'eBook'))?.author_share).toBe(0.4);
    expect(termFor(terms, sale('2026-02-10', 'Amazon KDP', 'Paperback'))?.author_share).toBe(0.3);
    expect(termFor(terms, sale('2024-12-31', 'Kobo', 'eBook'))).toBeNull();
  });

  it('converts and balances in cents', () => {
    expect(convert(10.005, 1)).toBe(10.01);
    expect(convert(12.6, 1.0825)).toBe(13.64);
    expect(statementFigures(10.1, [0.1, 0.2], [5])).toEqual({
      opening_balance: 10.1,
      royalties: 0.3,
      payouts: 5,
      closing_balance: 5.4,
    });
  });

  it('knows months and quarters', () => {
    expect(parsePeriod('2026-02')).toMatchObject({ start: '2026-02-01', end: '2026-02-28', label: 'February 2026' });
    expect(parsePeriod('2026-Q4')).toMatchObject({
      start: '2026-10-01',
      end: '2026-12-31',
      months: ['2026-10', '2026-11', '2026-12'],
    });
    expect(parsePeriod('2026-13')).toBeNull();
  });

  it('pays out only from a balance at the threshold', () => {
    expect(payoutProblem(50, 100, 50)).toBeNull();
    expect(payoutProblem(20, 40, 50)).toContain('minimum');
    expect(payoutProblem(120, 100, 50)).toContain('exceed');
    expect(payoutProblem(0, 100, 50)).toContain('more than zero');
  });
});
