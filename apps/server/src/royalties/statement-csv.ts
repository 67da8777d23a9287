import type { Statement } from '@app/contracts/royalties-api';
import type { FastifyReply } from 'fastify';
import { attachment, toCsv } from '../files/csv.js';
import { statementCsvRows } from './statements.js';

/** A statement as a CSV download, for staff and for its author alike. */
export function sendStatementCsv(reply: FastifyReply, statement: Statement) {
  const { header, rows } = statementCsvRows(statement);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachment(`royalty-statement-${statement.period}.csv`))
    .header('cache-control', 'no-store')
    .send(toCsv(header, rows));
}
