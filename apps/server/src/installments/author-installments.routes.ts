import { installmentSchema } from '@app/contracts/dashboard-api';
import { toCalendarDay } from '@app/contracts/dates';
import { installmentLabel, installmentPosition } from '@app/contracts/installment-status';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ownAuthorId } from '../authors/author-sync.js';
import type { Database } from '../db/connect.js';
import { attachment, toCsv } from '../files/csv.js';
import type { App } from '../http/types.js';
import { installmentColumns, toInstallment } from './installment.js';

/** The author's installment plans, oldest due date first (the payment page and its download). */
export function registerInstallmentRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;
  const listFor = async (request: FastifyRequest) =>
    (
      await db
        .selectFrom('installment_payments')
        .select(installmentColumns)
        .where('author_id', '=', ownAuthorId(db, await request.requireUser()))
        .orderBy('due_date', (ob) => ob.asc().nullsLast())
        .orderBy('installment_number', (ob) => ob.asc().nullsFirst())
        .orderBy('id')
        .execute()
    ).map(toInstallment);

  app.get('/api/me/installments', { schema: { response: { 200: z.array(installmentSchema) } } }, async (request) =>
    listFor(request),
  );

  app.get('/api/me/installments.csv', async (request, reply) => {
    const rows = await listFor(request);
    const now = new Date();
    const csv = toCsv(
      ['Installment', 'Of', 'Order number', 'Due date', 'Amount (USD)', 'Status', 'Paid date'],
      rows.map((row) => {
        const position = installmentPosition(row);
        return [
          position.number,
          row.total_installments,
          row.order_number,
          row.due_date,
          row.amount?.toFixed(2),
          installmentLabel(row, now),
          row.paid_date,
        ];
      }),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`installment-schedule-${toCalendarDay(now)}.csv`))
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
