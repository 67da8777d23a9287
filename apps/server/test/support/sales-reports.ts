import { KDP_REPORT_HEADER, KENP_REPORT_HEADER } from '@app/contracts/store-reports';
import ExcelJS from 'exceljs';

/** Amazon KDP's royalty report columns, as its eBook and Paperback sheets write them. */
export const KDP_HEADER: string[] = [...KDP_REPORT_HEADER];

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

/** KDP's KENP sheet: Kindle Unlimited pages read, and no units column. */
export const KENP_HEADER: string[] = [...KENP_REPORT_HEADER];

/**
 * A KDP workbook as KDP writes it: the eBook sheet names each book by ASIN, the Paperback sheet by
 * ISBN, the KENP sheet has pages read and no units; one eBook row is a free promotion.
 */
export function kdpWorkbook(book: { title: string; asin: string; isbn: string }): Promise<Buffer> {
  const withIdentifier = (name: string) => KDP_HEADER.map((header) => (header === 'ASIN/ISBN' ? name : header));
  return workbookOf({
    'eBook Royalty': [
      withIdentifier('ASIN'),
      kdpRow({
        day: 5,
        title: book.title,
        id: book.asin,
        marketplace: 'Amazon.co.uk',
        units: 4,
        royalty: 9.6,
        currency: 'GBP',
      }),
      kdpRow({ day: 6, title: book.title, id: book.asin, type: 'Free - Promotion', units: 150, price: 0, royalty: 0 }),
    ],
    'Paperback Royalty': [
      withIdentifier('ISBN'),
      kdpRow({ day: 7, title: book.title, id: book.isbn, units: 3, refunded: 1, price: 12.99, royalty: 7.5 }),
    ],
    'KENP Read': [
      KENP_HEADER,
      [new Date(Date.UTC(2026, 0, 31)), book.title, 'Alice Walker', book.asin, 'Amazon.com', 1234, 5.43, 'USD'],
    ],
  });
}
