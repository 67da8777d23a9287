import ExcelJS from 'exceljs';

/** Amazon KDP's royalty report columns, as its eBook and Paperback sheets write them. */
export const KDP_HEADER = [
  'Royalty Date',
  'Title',
  'Author Name',
  'ASIN/ISBN',
  'Marketplace',
  'Royalty Type',
  'Transaction Type',
  'Units Sold',
  'Units Refunded',
  'Net Units Sold',
  'Avg. List Price without tax',
  'Royalty',
  'Currency',
];

/** One KDP sale row in KDP_HEADER's order. */
export const kdpRow = (row: {
  day: number;
  title: string | null;
  id: string;
  marketplace?: string;
  type?: string;
  units: number | string;
  refunded?: number;
  price?: number | string;
  royalty: number | string;
  currency?: string;
}): unknown[] => [
  new Date(Date.UTC(2026, 0, row.day)),
  row.title,
  'Alice Walker',
  row.id,
  row.marketplace ?? 'Amazon.com',
  '70%',
  row.type ?? 'Standard',
  row.units,
  row.refunded ?? 0,
  typeof row.units === 'number' ? row.units - (row.refunded ?? 0) : row.units,
  row.price ?? 4.99,
  row.royalty,
  row.currency ?? 'USD',
];

/** An XLSX workbook with one sheet per entry, each a header row then its rows. */
export async function workbookOf(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
