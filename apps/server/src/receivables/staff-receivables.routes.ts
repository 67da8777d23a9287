import { toCalendarDay } from '@app/contracts/dates';
import { invoiceNumber } from '@app/contracts/invoice-status';
import { paymentMethodLabel } from '@app/contracts/payment-methods';
import {
  ageingReportQuerySchema,
  ageingReportSchema,
  authorReceivablesSchema,
  cashReportSchema,
  staffHomeSchema,
  staffInvoiceFiltersSchema,
  staffInvoiceListQuerySchema,
  staffInvoiceListSchema,
  staffInvoiceSummarySchema,
  MAX_PAGE_SIZE,
  type StaffInvoiceRow,
} from '@app/contracts/receivables-api';
import { AGEING_BUCKET_LABELS, AGEING_BUCKETS } from '@app/contracts/receivables';
import type { Database } from '../db/connect.js';
import { attachment, toCsv } from '../files/csv.js';
import type { App } from '../http/types.js';
import { authorParams, findAuthorOr404 } from '../authors/author-store.js';
import { listInvoices, summarizeInvoices } from './invoice-list.js';
import { ageingReport, authorReceivables, cashReport, staffHome } from './reports.js';

const fixed = (value: number | null) => (value === null ? null : value.toFixed(2));

/** Receivables for every staff role: invoices across authors, the staff home, ageing and cash reports. */
export function registerStaffReceivablesRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.get(
    '/api/staff/invoices',
    {
      schema: { querystring: staffInvoiceListQuerySchema, response: { 200: staffInvoiceListSchema } },
    },
    async (request) => listInvoices(db, request.query),
  );

  // Count and sums of every matching invoice: asked apart from the pages, since they read every
  // matching row while a page reads only its own.
  app.get(
    '/api/staff/invoices/summary',
    { schema: { querystring: staffInvoiceFiltersSchema, response: { 200: staffInvoiceSummarySchema } } },
    async (request) => {
      const { count, totals } = await summarizeInvoices(db, request.query, toCalendarDay(new Date()));
      return { count, totals };
    },
  );

  // Every invoice the list finds for the same filters, in its order, as a spreadsheet: read a page
  // at a time, as the list reads them, whatever page the screen has reached.
  app.get(
    '/api/staff/invoices.csv',
    { schema: { querystring: staffInvoiceListQuerySchema } },
    async (request, reply) => {
      const rows: StaffInvoiceRow[] = [];
      let after: string | undefined;
      do {
        const page = await listInvoices(db, { ...request.query, after, page_size: MAX_PAGE_SIZE });
        rows.push(...page.rows);
        after = page.next ?? undefined;
      } while (after !== undefined);
      const csv = toCsv(
        [
          'Invoice',
          'Author',
          'Service',
          'Issued',
          'Due',
          'Total',
          'Paid',
          'Balance due',
          'Currency',
          'Status',
          'Payment method',
        ],
        rows.map((row) => [
          invoiceNumber(row),
          row.author_name,
          row.service,
          row.issue_date,
          row.due_date,
          fixed(row.total),
          fixed(row.paid),
          fixed(row.balance),
          row.currency,
          row.status,
          paymentMethodLabel(row.payment_method),
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`invoices-all-authors-${toCalendarDay(new Date())}.csv`))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get('/api/staff/home', { schema: { response: { 200: staffHomeSchema } } }, async () => staffHome(db));

  app.get(
    '/api/staff/reports/ageing',
    { schema: { querystring: ageingReportQuerySchema, response: { 200: ageingReportSchema } } },
    async (request) => ageingReport(db, request.query),
  );

  // Every author with an open balance, read a page at a time as the report pages them.
  app.get('/api/staff/reports/ageing.csv', async (_request, reply) => {
    const now = new Date();
    let report = await ageingReport(db, { page_size: MAX_PAGE_SIZE }, now);
    const rows = [...report.rows];
    while (report.next !== null) {
      report = await ageingReport(db, { after: report.next, page_size: MAX_PAGE_SIZE }, now);
      rows.push(...report.rows);
    }
    const amounts = (row: (typeof report)['totals']) => [
      ...AGEING_BUCKETS.map((bucket) => row[bucket].toFixed(2)),
      row.total.toFixed(2),
    ];
    const csv = toCsv(
      ['Author', ...AGEING_BUCKETS.map((bucket) => AGEING_BUCKET_LABELS[bucket]), 'Total'],
      [...rows.map((row) => [row.author_name, ...amounts(row)]), ['Total', ...amounts(report.totals)]],
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`ageing-${report.as_of}.csv`))
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get('/api/staff/reports/cash', { schema: { response: { 200: cashReportSchema } } }, async () => cashReport(db));

  app.get(
    '/api/staff/authors/:authorId/receivables',
    { schema: { params: authorParams, response: { 200: authorReceivablesSchema } } },
    async (request) => {
      await findAuthorOr404(db, request.params.authorId);
      return authorReceivables(db, request.params.authorId);
    },
  );
}
