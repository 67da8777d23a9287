import { invoiceDetailSchema, invoiceSummarySchema, isUuid } from '@app/contracts/dashboard-api';
import { toCalendarDay } from '@app/contracts/dates';
import { invoiceStanding } from '@app/contracts/invoice-standing';
import { invoiceNumber } from '@app/contracts/invoice-status';
import { paymentMethodLabel } from '@app/contracts/payment-methods';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authorIdOf, callerKeys, requireAuthorId, type CallerKeys } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import { precompiled } from '../db/precompiled.js';
import { attachment, toCsv } from '../files/csv.js';
import { notFound } from '../http/errors.js';
import { rowsInSchemaShape } from '../http/json-serializer.js';
import type { App } from '../http/types.js';
import { toInstallment } from '../installments/installment.js';
import { invoiceSummarySelection, planColumn, receivedColumn, toInvoiceDetail } from './invoice.js';

/** The author's invoices: list (newest issue date first), one with its installment plan, CSV export. */
export function registerInvoiceRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;
  // The dashboard's most frequent read: its query is built once (db/precompiled.ts).
  const authorInvoices = precompiled(db, ['id', 'email'], (caller: CallerKeys) =>
    db
      .selectFrom('invoices')
      .select(invoiceSummarySelection)
      .where('author_id', '=', authorIdOf(db, caller))
      .orderBy('issue_date', (ob) => ob.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .orderBy('id'),
  );
  const listFor = async (request: FastifyRequest) => authorInvoices(callerKeys(await request.requireUser()));

  // The rows come in the schema's shape: written as they are, not copied by zod's serializer first.
  app.get(
    '/api/me/invoices',
    { schema: { response: { 200: z.array(invoiceSummarySchema) } }, serializerCompiler: rowsInSchemaShape },
    async (request) => listFor(request),
  );

  app.get('/api/me/invoices.csv', async (request, reply) => {
    const now = new Date();
    const invoices = await listFor(request);
    const csv = toCsv(
      [
        'Invoice',
        'Order number',
        'Service',
        'Issued',
        'Due',
        'Amount',
        'Paid',
        'Balance due',
        'Currency',
        'Status',
        'Payment method',
      ],
      invoices.map((invoice) => {
        const standing = invoiceStanding(invoice, now);
        return [
          invoiceNumber(invoice),
          invoice.order_number,
          invoice.service,
          invoice.issue_date,
          invoice.due_date,
          standing.total?.toFixed(2),
          standing.paid.toFixed(2),
          standing.balance?.toFixed(2),
          invoice.currency,
          standing.status,
          paymentMethodLabel(invoice.payment_method),
        ];
      }),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`invoices-${toCalendarDay(new Date())}.csv`))
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get(
    '/api/me/invoices/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: invoiceDetailSchema } } },
    async (request) => {
      const authorId = await requireAuthorId(request, db);
      const { id } = request.params;
      const invoice = isUuid(id)
        ? await db
            .selectFrom('invoices')
            .selectAll()
            .select(planColumn)
            .select(receivedColumn)
            .where('id', '=', id)
            .where('author_id', '=', authorId)
            .executeTakeFirst()
        : undefined;
      if (!invoice) throw notFound('Invoice');
      return toInvoiceDetail(invoice, invoice.installments.map(toInstallment));
    },
  );
}
